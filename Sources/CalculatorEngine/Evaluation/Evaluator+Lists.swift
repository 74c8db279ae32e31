import BigNumber

/// Rows at list and matrix operands, through the row's `ListEvaluation`: its own computation on
/// whole values, entry by entry (numbers broadcast where the row allows), or the entries of one
/// list as the operands. Every list made is bounded by the memory budget before it is kept.
extension Evaluator {
    /// The value of `row` at `values`, some of which are lists, or of a row that computes only on
    /// lists.
    mutating func listValue(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        // A formula (`algdep`, `identify`) is printed, never computed with.
        for case let .list(list) in values where list.formulaTerms != nil { throw .list(ListError(row.operation, .needsNumber)) }
        switch row.implementations.list {
        case let .always(f):
            return try f(values, context)
        case let .lists(f):
            if let value = try f(values, context) { return value }
            return try entrywise(row, values, broadcastsNumbers: true)
        case .spread:
            guard values.count == 1, case let .list(list) = values[0] else {
                throw .list(ListError(row.operation, .needsNumber))
            }
            return try apply(row, list.entries)
        case let .entrywise(broadcastsNumbers):
            return try entrywise(row, values, broadcastsNumbers: broadcastsNumbers)
        case .refused:
            throw .list(ListError(row.operation, .needsNumber))
        case .writtenOperands:
            // Computed by `evaluate` with the operands' trees; without them there is nothing to print.
            throw row.domainError(.outsideDomain)
        }
    }

    /// `row` applied entry by entry: every list operand has the shape of the first, and a number
    /// stands for each entry when `broadcastsNumbers` (else it is a shape mismatch).
    private mutating func entrywise(
        _ row: CatalogRow, _ values: [EvaluatedValue], broadcastsNumbers: Bool
    ) throws(CalculationError) -> EvaluatedValue {
        var shape: ListValue?
        for value in values {
            guard case let .list(list) = value else { continue }
            if let first = shape, first.rows != list.rows || first.columns != list.columns || first.isVector != list.isVector {
                throw .list(ListError(row.operation, .shapeMismatch(first.shapeDescription, list.shapeDescription)))
            }
            if shape == nil { shape = list }
        }
        guard let shape else { return try apply(row, values) }
        if !broadcastsNumbers, let number = values.first(where: { $0.kind != .list }) {
            let (left, right) = values[0].kind == .list ? (shape.shapeDescription, ListValue.shapeDescription(of: number))
                : (ListValue.shapeDescription(of: number), shape.shapeDescription)
            throw .list(ListError(row.operation, .shapeMismatch(left, right)))
        }
        var entries: [EvaluatedValue] = []
        entries.reserveCapacity(shape.count)
        var operands = values
        for index in 0..<shape.count {
            if index & 255 == 255 { try checkCancellation() }
            for (position, value) in values.enumerated() {
                if case let .list(list) = value { operands[position] = list.entries[index] }
            }
            entries.append(try apply(row, operands))
        }
        return .list(ListValue(shapedLike: shape, entries: entries))
    }

    /// The value of a form (`Evaluator+Forms.swift`) or of a row that reads its operands as
    /// written, which evaluate their operands themselves. Apart from `evaluate`, whose stack frame
    /// every nested operation repeats.
    @inline(never)
    mutating func evaluateOperandsItself(
        _ row: CatalogRow, _ operands: Operands, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        if let form = row.form { return try evaluate(form, row.operation, operands, column, node) }
        return try writtenOperandsValue(row, operands, column, node)
    }

    /// The value of a row that reads its operands as written (see `WrittenOperandsFunction`) and
    /// its reduced tree; its errors at the column of the entry they are about, else at the call's
    /// `column`.
    private mutating func writtenOperandsValue(
        _ row: CatalogRow, _ operands: Operands, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        guard case let .writtenOperands(f) = row.implementations.list else { throw ExpressionError(row.domainError(.outsideDomain), column: column) }
        var values: [EvaluatedValue] = []
        var reduced: [ExpressionNode] = []
        let written = operands.map(\.written)
        for (operand, form) in zip(operands, written) {
            let (value, node) = try evaluate(operand)
            values.append(value)
            // A list written in the call stays as written (its entries' labels) for the next rung.
            reduced.append(form.entries == nil ? node : operand)
        }
        if requiresHolomorphy {
            do { try requireHolomorphic(row, values) } catch { throw ExpressionError(error, column: column) }
        }
        let value: EvaluatedValue
        do {
            value = try f(values, written, context)
        } catch {
            throw ExpressionError(error.error, column: error.error.isInterruption ? nil : error.column ?? column)
        }
        return (value, reducedNode(value, node) { .operation(row.operation, operands: Operands(reduced), column: column) })
    }

    /// Throws the interruption when the evaluation was cancelled or ran out of time.
    func checkCancellation() throws(CalculationError) {
        do {
            try context.cancellation.check()
        } catch {
            throw .interrupted(error)
        }
    }
}
