import BigNumber

/// Builds an `ExpressionNode` tree from tokens by recursive descent.
///
/// Precedence, loosest first:
/// 0. `or ||`, then `and &&`, then prefix `not`, then comparisons `< <= > >= == !=`, then the
///    bitwise `|`, `xor`, `&` and the shifts `<< >>` (as in Python; each left-associative; the
///    operators are catalog rows with those precedences);
/// 1. `+ −` (left-associative; `a + b%` and `a − b%` add or take b percent of a);
/// 2. `× ÷ mod` and `%` before an operand (`7 % 3` is 7 mod 3), and implicit multiplication
///    (left-associative, all the same level: `1/2pi` is (1/2)·π);
/// 3. unary `−`, `+`, `!` and `!!` (logical not, as in C) and `~` (bitwise not); so `-2^2` is −4 and `2^-1` is 0.5;
/// 4. `^` (right-associative: `2^3^2` is 2⁹);
/// 5. postfix `!`, `!!` (double factorial), `%` when no operand follows, `²`, `³` (`2^3!` is 2⁶, `-3!` is −6);
///    before them indexing `v[2]`, `A[2, 1]` (see `Parser+Lists.swift`);
/// 6. numbers, names, parenthesized expressions, list literals `[1, 2; 3, 4]` and function calls
///    (`mod(7, 3)` too).
///
/// Implicit multiplication applies when a name, `(`, `√` or `∛` follows a complete operand:
/// `2pi`, `3(4+5)`, `(1+2)(3+4)`, `2 sqrt(2)`, `2x`. A number after an operand is an error (`2 3`),
/// and so is a catalog constant before `(` (`pi(2)`); a variable before `(` is a product (`x(2)`).
/// A one-argument function name without parentheses, and `√`/`∛`, apply to the following signed
/// power: `√2^2` is √(2²), `ln 1` is ln(1), `sin -pi/2` is sin(−π)/2.
struct Parser {
    let tokens: [Token]
    var position = 0
    var nesting = 0
    /// The depth of the tree most recently parsed.
    var resultDepth = 0
    /// The largest depth among the arguments of the call most recently parsed.
    var argumentDepth = 0
    var variables: Set<String>
    /// The user-defined functions by name, with their numbers of parameters.
    let functions: [String: Int]
    /// Whether an unknown name followed by `(` is a call of a user function to be looked up when
    /// the tree is evaluated (in a function's body: late binding), rather than an error.
    var bindsCallsLate = false
    /// Whether the list literal about to be parsed labels its entries with their text (an
    /// argument of a row that reads its operands as written); reset by the literal that reads it.
    var labelsNextListEntries = false
    /// The binary operation the token at `position` denotes, as last looked up by `infixOperator(at:)`.
    var infixLookup: (position: Int, operation: CatalogOperation?) = (-1, nil)
    /// `Symbol.operations`, read once per parser: each read of a static table goes through the
    /// runtime's one-time initialization check, and this one is read at every operand.
    let symbolOperations = Symbol.operations

    /// The deepest nesting of operations an expression may have.
    static let maximumDepth = 200

    init(tokens: [Token], variables: Set<String>, functions: [String: Int] = [:]) {
        self.tokens = tokens
        self.variables = variables
        self.functions = functions
    }

    /// Parses the whole token list as one expression.
    mutating func parseLine() throws(ExpressionError) -> ExpressionNode {
        if case .end = currentTag { throw ExpressionError(message: "empty expression", column: nil) }
        let node = try expression()
        guard case .end = currentTag else { throw unexpected(current) }
        return node
    }

    // MARK: Grammar

    mutating func expression() throws(ExpressionError) -> ExpressionNode {
        try nested { (p: inout Parser) throws(ExpressionError) in try p.infixLevel(.disjunction) }
    }

    /// The operators looser than `+ −` — `or`, `and`, comparisons, `|`, `xor`, `&`, shifts — by
    /// precedence climbing: an operand, then each operator whose row's precedence is at least
    /// `minimum` with its right operand (of the next tighter precedence), left to right. `not`
    /// may start an operand of `and` and `or`; it binds looser than comparisons, as in Python.
    mutating func infixLevel(_ minimum: Precedence) throws(ExpressionError) -> ExpressionNode {
        var left: ExpressionNode
        if minimum <= .comparison, case .identifier = currentTag,
           OperationCatalog.operations(named: current.text)?.operation(arity: 1) == .logicalNot {
            let token = advance()
            left = try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.infixLevel(.comparison)
                return try p.operation(.logicalNot, token.text, .one(operand), p.resultDepth, token)
            }
        } else {
            left = try additive()
        }
        var leftDepth = resultDepth
        while let (operation, precedence, token) = looseOperator(atLeast: minimum) {
            advance()
            let right = try infixLevel(Precedence(rawValue: precedence.rawValue + 1) ?? .additive)
            left = try self.operation(operation, token.text, .two(left, right), Swift.max(leftDepth, resultDepth), token)
            leftDepth = resultDepth
        }
        return left
    }

    /// The binary operation looser than `+ −`, of precedence `minimum` or tighter, that the current
    /// token (a symbol or a word) denotes, with its precedence.
    mutating func looseOperator(atLeast minimum: Precedence) -> (CatalogOperation, Precedence, Token)? {
        // Each level asks about the same token: look it up once.
        if infixLookup.position != position {
            let operation: CatalogOperation? = switch currentTag {
            case let .symbol(symbol): infix(symbol)
            case .identifier: Self.infix(current.text)
            default: nil
            }
            infixLookup = (position, operation)
        }
        guard let operation = infixLookup.operation, let precedence = operation.row.precedence,
              precedence >= minimum, precedence < .additive else { return nil }
        return (operation, precedence, current)
    }

    /// `+ −`; a right operand `b%` of an additive operator is b percent of the left operand
    /// (`50 + 10%` is 55), as on phone calculators, qalc and the keypad's algebraic profile.
    mutating func additive() throws(ExpressionError) -> ExpressionNode {
        var chain = OperatorChain(try term(), depth: resultDepth)
        while let symbol = additiveSymbol {
            let token = advance()
            var right = try term()
            if case .operation(let outermost, _, let column) = right, PercentShare.applies(to: outermost, after: infix(symbol)) {
                // `a + b%` takes b percent of everything before it: the chain so far is one operand.
                let rightDepth = resultDepth
                let left = try chain.tree(&self)
                let leftDepth = resultDepth
                let share = PercentShare.share(of: left, right)
                right = try operation(share.operation, "*", Operands(share.operands), Swift.max(leftDepth, rightDepth),
                                      Token(tag: .symbol(.times), column: column, text: "%"))
                chain = OperatorChain(left, depth: leftDepth)
            }
            try chain.append(OperatorChain.Link(operation: infix(symbol), symbol: symbol.text, token: token), right,
                             depth: resultDepth, &self)
        }
        return try chain.tree(&self)
    }

    mutating func term() throws(ExpressionError) -> ExpressionNode {
        var chain = OperatorChain(try signed(), depth: resultDepth)
        while true {
            let link: OperatorChain.Link
            let right: ExpressionNode
            if let symbol = multiplicativeSymbol {
                link = OperatorChain.Link(operation: infix(symbol), symbol: symbol.text, token: advance())
                right = try signed()
            } else if case .identifier = currentTag, Self.isInfixKeyword(current.text),
                      Self.infix(current.text)?.row.precedence == .multiplicative {
                link = OperatorChain.Link(operation: Self.infix(current.text), symbol: current.text, token: advance())
                right = try signed()
            } else if startsImplicitFactor {
                link = OperatorChain.Link(operation: .multiply, symbol: "*", token: current)
                right = try power()
            } else {
                return try chain.tree(&self)
            }
            try chain.append(link, right, depth: resultDepth, &self)
        }
    }

    mutating func signed() throws(ExpressionError) -> ExpressionNode {
        if case let .symbol(symbol) = currentTag, symbol == .bang || symbol == .tilde || symbol == .doubleBang {
            // `!x` (logical not, as in C: `!0 + !5` is 1) and `~x` (bitwise not) bind as tightly as a
            // sign; `!!x` before an operand is two logical nots, as in C.
            let token = advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                if symbol == .doubleBang {
                    let inner = try p.operation(.logicalNot, "!", .one(operand), p.resultDepth, token)
                    return try p.operation(.logicalNot, "!", .one(inner), p.resultDepth, token)
                }
                return try p.operation(symbol == .bang ? .logicalNot : .bitwiseNot, symbol.text, .one(operand), p.resultDepth, token)
            }
        }
        if let symbol = additiveSymbol {
            let token = advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return symbol == .minus ? try p.operation(.negate, symbol.text, .one(operand), p.resultDepth, token) : operand
            }
        }
        return try power()
    }

    // `power`, `postfix` and `primary` are inlined into the level above: every operand passes
    // through them, and for most operands their checks cost less than the calls.
    @inline(__always)
    mutating func power() throws(ExpressionError) -> ExpressionNode {
        let base = try postfix()
        let baseDepth = resultDepth
        guard case .symbol(.power) = currentTag else { return base }
        let token = advance()
        return try nested { (p: inout Parser) throws(ExpressionError) in
            let exponent = try p.signed()
            return try p.operation(p.infix(.power), Symbol.power.text, .two(base, exponent), Swift.max(baseDepth, p.resultDepth), token)
        }
    }

    /// The binary operation an operator symbol or keyword denotes (`+`, `*`, `^`, `mod`), from the catalog.
    static func infix(_ symbol: String) -> CatalogOperation? {
        OperationCatalog.operations(named: symbol)?.operation(arity: 2)
    }

    /// Whether a name is an infix operator written as a word (`mod`): a binary operation with a
    /// precedence whose notation is that name.
    static func isInfixKeyword(_ name: String) -> Bool {
        guard let operation = infix(name) else { return false }
        return operation.row.precedence != nil && operation.row.notation == .infix(name)
    }

    /// The binary operation an operator symbol denotes (`+`, `*`, `^`, `%` as mod), from the catalog.
    func infix(_ symbol: Symbol) -> CatalogOperation? {
        symbolOperations[Int(symbol.rawValue)].infix
    }

    /// The operation a postfix symbol denotes (`!`, `%`, `²`, `³`): the catalog's postfix notation.
    func postfixOperation(_ symbol: Symbol) -> CatalogOperation? {
        symbolOperations[Int(symbol.rawValue)].postfix
    }

    @inline(__always)
    mutating func postfix() throws(ExpressionError) -> ExpressionNode {
        var node = try primary()
        // Most operands are not indexed: ask before passing the node through `indexed`.
        if case .symbol(.openBracket) = currentTag { node = try indexed(node) }
        while case let .symbol(symbol) = currentTag, let postfix = postfixOperation(symbol) {
            // A postfix symbol that is also a binary operator (`%`: percent and mod) is the binary
            // one when an operand follows it: `7 % 3` is 7 mod 3, `50 + 10%` and `10 % - 3` take percent.
            if infix(symbol) != nil, startsOperand(at: position + 1) { break }
            node = try operation(postfix, symbol.text, .one(node), resultDepth, advance())
        }
        return node
    }

    @inline(__always)
    mutating func primary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        switch token.tag {
        case .number:
            let text = token.text
            advance()
            resultDepth = 1
            return .number(try NumberLiteral.value(text, column: token.column), text: text, column: token.column)
        case .symbol(.openParenthesis):
            advance()
            let inner = try expression()
            try expectClosing()
            return inner
        case .symbol(.openBracket):
            return try listLiteral()
        case .symbol(.dollar):
            // `$3`: the result of the third line of the session.
            advance()
            guard case let .number(text) = current.kind, text.allSatisfy(\.isNumber) else {
                throw ExpressionError(message: "'$' must be followed by the number of a result, as in $3", column: token.column)
            }
            advance()
            resultDepth = 1
            return .name("$" + text, column: token.column)
        case let .symbol(symbol) where symbol.isRootSign:
            advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return try p.operation(p.symbolOperations[Int(symbol.rawValue)].prefix, token.text, .one(operand), p.resultDepth, token)
            }
        case .identifier where Self.isInfixKeyword(token.text):
            // A word operator is a function where an operand starts: `mod(7, 3)` is 7 mod 3.
            guard position + 1 < tokens.count, case .symbol(.openParenthesis) = tokens[position + 1].tag else { throw unexpected(token) }
            advance()
            return try named(token.text, token)
        case .identifier:
            advance()
            return try named(token.text, token)
        default:
            throw unexpected(token)
        }
    }
}
