import BigNumber

/// What evaluating one expression or assignment produced.
public struct Outcome: Sendable {
    /// The variable the line assigned (`x = 2^0.5` → "x"), or nil for a plain expression.
    public let assignedName: String?
    /// The value of the line.
    public let result: CalculationResult
    /// The number of the result in its session (`$3` reads it back), or nil outside a session.
    public let number: Int?

    /// The outcome of a line that assigned `assignedName` (or nil) the value `result`, numbered `number`.
    /// - Parameters:
    ///   - assignedName: the variable assigned, or nil.
    ///   - result: the value.
    ///   - number: the result's number in its session, or nil.
    package init(assignedName: String?, result: CalculationResult, number: Int? = nil) {
        self.assignedName = assignedName
        self.result = result
        self.number = number
    }
}

/// What one statement of a line (`f(x) = x^2; f(3)` has two) produced: a value, a definition,
/// or an error, with the statement's text.
public struct StatementOutcome: Sendable {
    /// What a statement that succeeded did.
    public enum Statement: Sendable {
        /// An expression or assignment, and its value.
        case value(Outcome)
        /// A function definition.
        case definition(UserFunction)
    }

    /// The statement as written (without the `;` around it).
    public let text: String
    /// What it did, or why it failed.
    public let result: Result<Statement, ExpressionError>
}
