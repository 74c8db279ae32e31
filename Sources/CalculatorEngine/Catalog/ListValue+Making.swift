import BigNumber

extension ListValue {
    /// The list whose entries are `values` (`[1, 2, 3]`, the values of `seq`): a vector of numbers,
    /// or the matrix whose rows are vectors of one length (`[[1, 2], [3, 4]]`).
    /// - Parameters:
    ///   - values: the entries, numbers or vectors.
    ///   - operation: the operation that makes the list, which errors name.
    ///   - limit: the most entries allowed.
    /// - Throws: `.empty` for no values, `.nested` for a matrix among them or numbers mixed with
    ///   vectors, `.ragged` for rows of different lengths, `.tooLarge` above `limit` entries.
    static func making(_ values: [EvaluatedValue], _ operation: CatalogOperation, limit: Int) throws(CalculationError) -> ListValue {
        guard let first = values.first else { throw .list(ListError(operation, .empty)) }
        guard case let .list(firstRow) = first else {
            guard values.allSatisfy({ $0.kind != .list }) else { throw .list(ListError(operation, .nested)) }
            try checkSize(Double(values.count), operation, limit: limit)
            return ListValue(vector: values)
        }
        var entries: [EvaluatedValue] = []
        try checkSize(Double(values.count) * Double(firstRow.count), operation, limit: limit)
        entries.reserveCapacity(values.count * firstRow.count)
        for (index, value) in values.enumerated() {
            guard case let .list(row) = value, row.isVector else { throw .list(ListError(operation, .nested)) }
            guard row.count == firstRow.count else {
                throw .list(ListError(operation, .ragged(row: index + 1, count: row.count, expected: firstRow.count)))
            }
            entries.append(contentsOf: row.entries)
        }
        return ListValue(rows: values.count, columns: firstRow.count, entries: entries)
    }

    /// Refuses a list of `count` entries above `limit`.
    static func checkSize(_ count: Double, _ operation: CatalogOperation, limit: Int) throws(CalculationError) {
        guard count <= Double(limit) else { throw .list(ListError(operation, .tooLarge(entries: count, limit: limit))) }
    }
}

extension EvaluationContext {
    /// The most entries a list may have at this precision: what the memory budget holds (an entry
    /// of a p-bit ball takes about 96 + p/4 bytes with its enclosure and its place in the list),
    /// and at most `MatrixShape.maximumEntryCount`.
    var maximumListEntries: Int {
        guard let memoryBudget else { return MatrixShape.maximumEntryCount }
        return Swift.max(1, Swift.min(MatrixShape.maximumEntryCount, memoryBudget / (96 + precision / 4)))
    }
}
