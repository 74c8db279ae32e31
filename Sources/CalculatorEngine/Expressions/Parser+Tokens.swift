import BigNumber

/// The parser's token helpers.
extension Parser {
    /// The token at the reading position (the end token once past it).
    var current: Token { tokens[Swift.min(position, tokens.count - 1)] }

    /// The tag of the current token: what the grammar asks at every step, read without copying the token's text.
    var currentTag: Token.Tag { tokens[Swift.min(position, tokens.count - 1)].tag }

    /// Moves past the current token.
    /// - Returns: the token moved past.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        position += 1
        return token
    }

    /// The current token when it is `+` or `-`.
    var additiveSymbol: Symbol? {
        guard case let .symbol(symbol) = currentTag, symbol == .plus || symbol == .minus else { return nil }
        return symbol
    }

    /// The current token when it is a binary operator of `×`'s precedence: `*`, `/`, and `%` (mod)
    /// when `postfix()` left it for an operand to follow.
    var multiplicativeSymbol: Symbol? {
        guard case let .symbol(symbol) = currentTag, symbolOperations[Int(symbol.rawValue)].isMultiplicative else { return nil }
        return symbol
    }

    /// Whether the token at `index` starts an operand: a number, a name other than a word
    /// operator (`mod`, `and`), `(`, `√`, `∛` or `$`. A sign does not: `10 % - 3` is 10% − 3.
    func startsOperand(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        switch tokens[index].tag {
        case .number: return true
        case .identifier: return !Self.isInfixKeyword(tokens[index].text)
        case let .symbol(symbol): return symbol == .openParenthesis || symbol == .dollar || symbol.isRootSign
        default: return false
        }
    }

    /// Whether the current token starts an implicit factor: a name, `(`, `√` or `∛`.
    var startsImplicitFactor: Bool {
        switch currentTag {
        case .identifier: !Self.isInfixKeyword(current.text)
        case let .symbol(symbol): symbol == .openParenthesis || symbol.isRootSign
        default: false
        }
    }

    /// Whether the current token can start the operand of a prefix function written without parentheses.
    func startsPrefixOperand(allowingSign: Bool) -> Bool {
        switch currentTag {
        case .identifier: !Self.isInfixKeyword(current.text)
        case .number: true
        case let .symbol(symbol) where symbol == .minus || symbol == .plus: allowingSign
        case let .symbol(symbol): symbol.isRootSign
        default: false
        }
    }

    /// Runs `body` one nesting level deeper, refusing trees nested beyond `maximumDepth`.
    mutating func nested(
        _ body: (inout Parser) throws(ExpressionError) -> ExpressionNode
    ) throws(ExpressionError) -> ExpressionNode {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumDepth else { throw Self.tooDeep(at: current.column) }
        return try body(&self)
    }

    /// The error for a token that cannot come where it is.
    func unexpected(_ token: Token) -> ExpressionError {
        switch token.tag {
        case .end: ExpressionError(message: "unexpected end of expression", column: token.column)
        case .number: ExpressionError(message: "unexpected number '\(token.text)'", column: token.column)
        default: ExpressionError(message: "unexpected '\(token.text)'", column: token.column)
        }
    }

    /// An operation node for the catalog row `name` taking `operands`, whose deepest tree has
    /// depth `depth`; refuses trees deeper than `maximumDepth`.
    mutating func operation(
        _ row: CatalogOperation?, _ name: String, _ operands: Operands, _ depth: Int, _ token: Token
    ) throws(ExpressionError) -> ExpressionNode {
        guard let operation = row else {
            throw ExpressionError(message: "'\(name)' takes \(operands.count) arguments", column: token.column, code: .arguments)
        }
        try deepen(to: 1 + depth, at: token.column)
        return .operation(operation, operands: operands, column: token.column)
    }

    /// Records `depth` as the depth of the tree just built, refusing trees deeper than `maximumDepth`.
    mutating func deepen(to depth: Int, at column: Int) throws(ExpressionError) {
        resultDepth = depth
        guard depth <= Self.maximumDepth else { throw Self.tooDeep(at: column) }
    }

    /// The error of an expression nested more than `maximumDepth` levels.
    static func tooDeep(at column: Int) -> ExpressionError {
        ExpressionError(message: "expression too deeply nested (more than \(maximumDepth) levels)", column: column, code: .tooLarge)
    }
}
