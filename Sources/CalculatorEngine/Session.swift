import BigNumber

/// The settings an expression session evaluates under.
public struct EvaluationSettings: Sendable, Hashable {
    /// Significant decimal digits of results (1 ... `maximumDigits`).
    public var digits: Int
    /// The unit of angles for trigonometric functions.
    public var angleUnit: AngleUnit
    /// The seed of `rand()`, or nil for a system-random seed. Read when the session is created.
    public var seed: UInt64?

    /// Whether results are proven by re-evaluation (`ZivEvaluation`); when false, each expression is
    /// evaluated once with guard bits and only exact results count as proven. For measuring the
    /// cost of the proof; true by default.
    public var provesDigits: Bool = true

    /// The largest number of significant digits a session accepts.
    public static let maximumDigits = 10_000_000

    /// The default number of significant digits.
    public static let defaultDigits = 30

    /// Settings for `digits` significant digits (default 30), angles in `angleUnit`, and `rand()` seeded by `seed`.
    public init(digits: Int = EvaluationSettings.defaultDigits, angleUnit: AngleUnit = .radians, seed: UInt64? = nil) {
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

    /// The outcome of a line that assigned `assignedName` (or nil) the value `result`.
    public init(assignedName: String?, result: CalculationResult) {
        self.assignedName = assignedName
        self.result = result
    }
}

/// An expression-evaluation session: variables and `ans` persist from one line to the next,
/// as in a batch file or a REPL. A failed line changes nothing.
///
/// A variable keeps its defining expression (with the variables it used substituted), so that a
/// later line that needs it at a higher precision recomputes it; exact values are kept exactly.
/// A definition grown beyond `maximumStoredSize` nodes is kept as its computed value instead,
/// and results that use it are then not proven beyond that value's precision.
public struct Session: Sendable {
    /// How lines are evaluated; may be changed between lines.
    public var settings: EvaluationSettings
    /// Variable definitions, including `ans`.
    private var bindings: [String: ExpressionNode] = [:]
    /// The names of `bindings`, kept for the parser.
    private var boundNames: Set<String> = []
    /// The source of `rand()`.
    private var random: SeededRandomNumberGenerator

    /// The largest definition, in tree nodes, that a variable keeps as an expression.
    public static let maximumStoredSize = 2000
    /// The deepest definition a variable keeps as an expression.
    static let maximumStoredDepth = 100

    /// An empty session (no variables, no `ans`) evaluating under `settings`.
    public init(settings: EvaluationSettings = EvaluationSettings()) {
        self.settings = settings
        random = settings.seed.map(SeededRandomNumberGenerator.init(seed:)) ?? SeededRandomNumberGenerator()
    }

    /// The names of the variables defined so far (without `ans`), sorted.
    public var variableNames: [String] {
        bindings.keys.filter { $0 != "ans" }.sorted()
    }

    /// Evaluates one line: an expression, or an assignment `name = expression`.
    public mutating func evaluate(_ line: String) throws(ExpressionError) -> Outcome {
        try evaluate(Expression(parsing: line, variables: boundNames))
    }

    /// Evaluates a parsed line under the current settings and variables; an assignment defines its variable.
    public mutating func evaluate(_ expression: Expression) throws(ExpressionError) -> Outcome {
        let digits = settings.digits
        guard digits >= 1, digits <= EvaluationSettings.maximumDigits else {
            throw ExpressionError(message: "digits must be between 1 and \(EvaluationSettings.maximumDigits), got \(digits)", column: nil)
        }
        var tree = expression.tree
        if tree.hasNames { tree = tree.substituting(bindings) }
        if tree.hasNames, let (name, column) = tree.firstName {
            throw NameSuggestion.unknownName(name, column, bindings.keys)
        }
        var generator = random
        if tree.drawsRandomValues {
            tree = tree.drawingRandomValues(precision: ZivEvaluation.startingPrecision(digits: digits), using: &generator)
        }
        let result = try ZivEvaluation.evaluate(tree, digits: digits, angleUnit: settings.angleUnit, proving: settings.provesDigits)
        let stored: ExpressionNode
        if let exact = result.exact {
            stored = .exact(exact)
        } else if result.isHeuristicZero {
            stored = .exact(BigRational(0))
        } else if tree.size <= Self.maximumStoredSize, tree.depth <= Self.maximumStoredDepth {
            stored = tree
        } else {
            stored = .frozen(result.approximation)
        }
        random = generator
        bindings["ans"] = stored
        boundNames.insert("ans")
        if let name = expression.assignedName {
            bindings[name] = stored
            boundNames.insert(name)
        }
        return Outcome(assignedName: expression.assignedName, result: result)
    }
}
