import BigNumber

/// A parsed expression line, kept so that it can be evaluated again (at another precision, in
/// another session) without parsing it again: `x = 2^0.5` or `sin(pi/6) + 1`.
public struct ParsedExpression: Sendable {
    /// The line as written.
    public let text: String
    /// The variable the line assigns (`x` in `x = 2^0.5`), or nil for a plain expression.
    public let assignedName: String?
    /// The parsed right-hand side.
    let tree: ExpressionNode

    /// Parses `line`. `variables` are the names that may be used like functions for implicit
    /// multiplication (`x(2)` is x·2); other unknown names followed by `(` are unknown functions.
    /// Unknown plain names are reported when the expression is evaluated.
    public init(parsing line: String, variables: Set<String> = []) throws(ExpressionError) {
        text = line
        var tokens = try Lexer.tokens(of: line)
        var name: String?
        if tokens.count >= 2, case let .identifier(identifier) = tokens[0].kind, case .symbol("=") = tokens[1].kind {
            guard OperationCatalog.operations(named: identifier)?.yieldsToVariables ?? true, identifier != "ans" else {
                throw ExpressionError(message: "cannot assign to '\(identifier)': it is a built-in name", column: tokens[0].column)
            }
            if case .end = tokens[2].kind {
                throw ExpressionError(message: "missing value after '='", column: tokens[2].column)
            }
            name = identifier
            tokens.removeFirst(2)
        }
        assignedName = name
        var parser = Parser(tokens: tokens, variables: variables)
        tree = try parser.parseLine()
    }

    /// The value of an expression that uses no variables, under `settings`: the same
    /// as evaluating it in a fresh `Session`. An assignment just yields its value.
    public func evaluate(settings: EvaluationSettings = EvaluationSettings()) throws(ExpressionError) -> CalculationResult {
        var session = Session(settings: settings)
        return try session.evaluate(self).result
    }

    /// The names of variables the expression reads (including `ans`), in order of appearance.
    public var variableNames: [String] {
        var names: [String] = []
        tree.collectNames(into: &names)
        return names
    }
}

extension ExpressionNode {
    /// Appends the unresolved names of the tree, each once.
    func collectNames(into names: inout [String]) {
        switch self {
        case let .name(name, _):
            if !names.contains(name) { names.append(name) }
        case let .operation(_, operands, _):
            for operand in operands { operand.collectNames(into: &names) }
        default:
            break
        }
    }

    /// Whether the tree has an unresolved name.
    var hasNames: Bool {
        switch self {
        case .name: true
        case let .operation(_, operands, _): operands.contains { $0.hasNames }
        default: false
        }
    }

    /// The first unresolved name and its column, in reading order.
    var firstName: (String, Int)? {
        switch self {
        case let .name(name, column): return (name, column)
        case let .operation(_, operands, _):
            for operand in operands { if let found = operand.firstName { return found } }
            return nil
        default: return nil
        }
    }

    /// Whether the tree has a `rand` to draw.
    var drawsRandomValues: Bool {
        guard case let .operation(operation, operands, _) = self else { return false }
        if operands.isEmpty { return operation.row.traits.contains(.drawsRandomValue) }
        return operands.contains { $0.drawsRandomValues }
    }

    /// The tree with every `rand` replaced by a fresh random value of `precision` bits, as an
    /// exact dyadic rational, so that re-evaluation at any precision sees the same number.
    func drawingRandomValues(precision: Int, using generator: inout SeededRandomNumberGenerator) -> ExpressionNode {
        switch self {
        case let .operation(operation, operands, column):
            if operands.isEmpty, operation.row.traits.contains(.drawsRandomValue) {
                let value = BigFloat.random(precision: precision, using: &generator)
                return .exact(BigRational(exactly: value) ?? BigRational(0))
            }
            return .operation(operation, operands: operands.map { $0.drawingRandomValues(precision: precision, using: &generator) },
                              column: column)
        default:
            return self
        }
    }
}
