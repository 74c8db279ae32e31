import BigNumber

/// What evaluating one line produced.
public struct Outcome: Sendable {
    /// The variable the line assigned (`x = 2^0.5` → "x"), or nil for a plain expression.
    public let assignedName: String?
    /// The value of the line.
    public let result: CalculationResult

    /// The outcome of a line that assigned `assignedName` (or nil) the value `result`.
    public init(assignedName: String?, result: CalculationResult) {
        self.assignedName = assignedName
        self.result = result
    }
}
