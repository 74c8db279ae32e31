import BigNumber

/// The shape and entries of a list or matrix result (`[1, 2, 3]`, `inv([[2, 0], [0, 4]])`).
extension CalculationResult {
    /// The shape of a list or matrix result (a vector is one row), or nil for a number.
    public var shape: MatrixShape? {
        // A switch over a copy of the kind: the optimizer of Swift 6 mishandles the borrow of a
        // `guard case` on the stored kind once inlined into a client (a compiler crash in release).
        let kind = self.kind
        switch kind {
        case let .list(rows, columns, _, _): return MatrixShape(rows: rows, columns: columns)
        case .real, .complex, .formula: return nil
        }
    }

    /// Whether the result is a vector (`[1, 2, 3]`) rather than a matrix or a number.
    public var isVector: Bool {
        let kind = self.kind
        switch kind {
        case let .list(_, _, isVector, _): return isVector
        case .real, .complex, .formula: return false
        }
    }

    /// The entries of a list or matrix result by rows (one row for a vector), each a real or
    /// complex result proven and rounded on its own; nil for a number.
    public var entries: [[CalculationResult]]? {
        guard case let .list(rows, columns, _, _) = kind else { return nil }
        let entries = kind.entries(of: components).map { parts in
            var entry = CalculationResult(kind: kind.entryKind, uncheckedComponents: parts)
            entry.workingPrecision = workingPrecision
            entry.evaluationCount = evaluationCount
            entry.method = method
            return entry
        }
        return (0..<rows).map { Array(entries[($0 * columns)..<(($0 + 1) * columns)]) }
    }
}
