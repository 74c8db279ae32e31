import BigNumber

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
        try evaluate(ParsedExpression(parsing: line, variables: boundNames))
    }

    /// Evaluates a parsed line under the current settings and variables; an assignment defines its variable.
    public mutating func evaluate(_ expression: ParsedExpression) throws(ExpressionError) -> Outcome {
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
        let result = try ZivEvaluation.evaluate(tree, digits: digits, angleUnit: settings.angleUnit, proving: settings.provesDigits,
                                                maximumPrecision: settings.maximumPrecision,
                                                allowsComplexResults: settings.allowsComplexResults)
        let stored: ExpressionNode
        if let exact = result.components.map(\.settledValue).combined {
            stored = exact
        } else if tree.size <= Self.maximumStoredSize, tree.depth <= Self.maximumStoredDepth {
            stored = tree
        } else {
            stored = result.components.map { .frozen($0.approximation) }.combined ?? tree
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

extension CalculationResult {
    /// The value a variable keeps for this component when it is settled: the exact value, or 0 for a heuristic zero.
    fileprivate var settledValue: ExpressionNode? {
        if let exact { return .exact(exact) }
        return isHeuristicZero ? .exact(BigRational(0)) : nil
    }
}

extension [ExpressionNode?] {
    /// The value of the components (a real one, or a real and an imaginary part) as one tree;
    /// nil when a component is missing.
    fileprivate var combined: ExpressionNode? {
        let parts = compactMap { $0 }
        guard parts.count == count, let real = parts.first else { return nil }
        return parts.count == 2 ? .complexNumber(real: real, imaginary: parts[1]) : real
    }
}
