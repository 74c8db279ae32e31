import BigNumber

/// The settings an expression session evaluates under.
public struct EvaluationSettings: Sendable, Hashable {
    /// Significant decimal digits of results (1 ... `maximumDigits`).
    public var digits: Int
    /// The unit of angles for trigonometric functions.
    public var angleUnit: AngleUnit
    /// The seed of `rand()`, or nil for a system-random seed.
    public var seed: UInt64?

    /// The largest number of significant digits a session accepts.
    public static let maximumDigits = 10_000_000

    public init(digits: Int = 30, angleUnit: AngleUnit = .radians, seed: UInt64? = nil) {
        self.digits = digits
        self.angleUnit = angleUnit
        self.seed = seed
    }
}

/// What evaluating one line produced.
public struct Outcome: Sendable {
    /// The variable the line assigned (`x = 2^0.5` → "x"), or nil for a plain expression.
    public let assignedName: String?
    /// The value of the line.
    public let result: CalculationResult

    public init(assignedName: String?, result: CalculationResult) {
        self.assignedName = assignedName
        self.result = result
    }
}

/// An expression-evaluation session: variables and `ans` persist from one line to the next,
/// as in a batch file or a REPL. A failed line changes nothing.
public struct Session: Sendable {
    /// How lines are evaluated; may be changed between lines.
    public var settings: EvaluationSettings

    public init(settings: EvaluationSettings = EvaluationSettings()) {
        self.settings = settings
    }

    /// Evaluates one line: an expression, or an assignment `name = expression`.
    public mutating func evaluate(_ line: String) throws(ExpressionError) -> Outcome {
        throw ExpressionError(message: "the expression evaluator is not implemented yet", column: nil)
    }
}
