import BigNumber

/// A parsed statement, kept so that it can be evaluated again (at another precision, in
/// another session) without parsing it again: an expression (`sin(pi/6) + 1`), an assignment
/// (`x = 2^0.5`), or a function definition (`f(x, y) = sqrt(x^2 + y^2)`).
public struct ParsedExpression: Sendable {
    /// The statement as written.
    public let text: String
    /// The variable the statement assigns (`x` in `x = 2^0.5`), or nil.
    public let assignedName: String?
    /// The function the statement defines (`f` in `f(x) = x^2`), or nil.
    public let definition: UserFunction?
    /// The parsed right-hand side (a definition's body).
    let tree: ExpressionNode

    /// Parses `line` as one statement. `variables` are the names that may be used like functions
    /// for implicit multiplication (`x(2)` is x·2); `functions` are the user functions with their
    /// numbers of parameters; other unknown names followed by `(` are unknown functions.
    /// Unknown plain names are reported when the expression is evaluated.
    /// - Parameters:
    ///   - line: the expression.
    ///   - variables: names of variables, which may be followed by `(` for implicit multiplication.
    ///   - functions: user functions by name, with their number of parameters.
    /// - Throws: `ExpressionError` with the column of the mistake.
    public init(parsing line: String, variables: Set<String> = [], functions: [String: Int] = [:]) throws(ExpressionError) {
        try self.init(tokens: try Lexer.tokens(of: line), text: line, firstColumn: 1, variables: variables, functions: functions)
    }

    /// Parses `tokens` (ending with `.end`) as one statement written as `text`, which starts at
    /// column `firstColumn` of the line the tokens' columns count in.
    init(tokens: [Token], text: String, firstColumn: Int, variables: Set<String>, functions: [String: Int]) throws(ExpressionError) {
        self.text = text
        var tokens = tokens
        var name: String?
        var definition: (String, [String])?
        if tokens.count >= 2, case let .identifier(identifier) = tokens[0].kind, case .symbol(.assign) = tokens[1].kind {
            guard OperationCatalog.operations(named: identifier)?.yieldsToVariables ?? true, identifier != "ans" else {
                throw ExpressionError(message: "cannot assign to '\(identifier)': it is a built-in name", column: tokens[0].column, code: .definition)
            }
            guard functions[identifier] == nil else {
                throw ExpressionError(message: "cannot assign to '\(identifier)': it is a function (delete it first)", column: tokens[0].column, code: .definition)
            }
            name = identifier
            tokens.removeFirst(2)
        } else if let (function, parameters, length) = try Self.definitionHead(tokens) {
            guard !variables.contains(function) || functions[function] != nil else {
                throw ExpressionError(message: "cannot define '\(function)': it is a variable", column: tokens[0].column, code: .definition)
            }
            definition = (function, parameters)
            tokens.removeFirst(length)
        }
        if name != nil || definition != nil, tokens[0].tag == .end {
            throw ExpressionError(message: "missing value after '='", column: tokens[0].column)
        }
        assignedName = name
        if let (function, parameters) = definition {
            var arities = functions
            arities[function] = parameters.count
            var parser = Parser(tokens: tokens, variables: variables.union(parameters), functions: arities)
            parser.bindsCallsLate = true
            tree = try parser.parseLine()
            let bodyStart = text.index(text.startIndex, offsetBy: Swift.max(0, Swift.min(text.count, tokens[0].column - firstColumn)))
            self.definition = UserFunction(name: function, parameters: parameters, bodyText: String(text[bodyStart...]), body: tree)
        } else {
            var parser = Parser(tokens: tokens, variables: variables, functions: functions)
            tree = try parser.parseLine()
            self.definition = nil
        }
    }

    /// The head `f(x, y) =` of a function definition: the name, the parameters and the number of
    /// tokens it takes; nil when the statement does not start like one.
    /// - Throws: when it names a built-in function or has a parameter that is not a new name.
    static func definitionHead(_ tokens: [Token]) throws(ExpressionError) -> (String, [String], Int)? {
        guard tokens.count >= 4, case let .identifier(name) = tokens[0].kind, case .symbol(.openParenthesis) = tokens[1].kind else { return nil }
        var parameters: [String] = []
        var index = 2
        while case let .identifier(parameter) = tokens[index].kind {
            parameters.append(parameter)
            index += 1
            guard case .symbol(.comma) = tokens[index].kind else { break }
            index += 1
        }
        guard index + 1 < tokens.count, case .symbol(.closeParenthesis) = tokens[index].kind, case .symbol(.assign) = tokens[index + 1].kind else {
            return nil
        }
        guard OperationCatalog.operations(named: name) == nil, name != "ans" else {
            throw ExpressionError(message: "cannot define '\(name)': it is a built-in function", column: tokens[0].column, code: .definition)
        }
        for (offset, parameter) in parameters.enumerated() {
            let column = tokens[2 + 2 * offset].column
            guard OperationCatalog.operations(named: parameter)?.yieldsToVariables ?? true else {
                throw ExpressionError(message: "parameter '\(parameter)' of '\(name)' is a built-in name", column: column, code: .definition)
            }
            guard !parameters[..<offset].contains(parameter) else {
                throw ExpressionError(message: "parameter '\(parameter)' of '\(name)' is repeated", column: column, code: .definition)
            }
        }
        return (name, parameters, index + 2)
    }

    /// The names of variables the expression reads (including `ans`), in order of appearance.
    public var variableNames: [String] {
        var names: [String] = []
        tree.collectNames(into: &names)
        return names
    }
}

extension ExpressionNode {
    /// Whether the tree has a `rand` to draw.
    var drawsRandomValues: Bool {
        guard case let .operation(operation, operands, _) = self else { return false }
        if operands.isEmpty { return operation.row.traits.contains(.drawsRandomValue) }
        // Only operations draw: the leaves (most operands) are passed over without a call.
        return operands.contains { operand in
            if case .operation = operand { operand.drawsRandomValues } else { false }
        }
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
            return .operation(operation, operands: Operands(operands.map { $0.drawingRandomValues(precision: precision, using: &generator) }),
                              column: column)
        default:
            return self
        }
    }
}
