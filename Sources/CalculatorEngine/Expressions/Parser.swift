import BigNumber

/// Builds an `ExpressionNode` tree from tokens by recursive descent.
///
/// Precedence, loosest first:
/// 0. `or ||`, then `and &&`, then prefix `not`, then comparisons `< <= > >= == !=` (each
///    left-associative; the operators are catalog rows with those precedences);
/// 1. `+ −` (left-associative; `a + b%` and `a − b%` add or take b percent of a);
/// 2. `× ÷ mod` and implicit multiplication (left-associative, all the same level: `1/2pi` is (1/2)·π);
/// 3. unary `−`, `+` and `!` (logical not, as in C; so `-2^2` is −4 and `2^-1` is 0.5);
/// 4. `^` (right-associative: `2^3^2` is 2⁹);
/// 5. postfix `!`, `%`, `²`, `³` (`2^3!` is 2⁶, `-3!` is −6);
/// 6. numbers, names, parenthesized expressions and function calls.
///
/// Implicit multiplication applies when a name, `(`, `√` or `∛` follows a complete operand:
/// `2pi`, `3(4+5)`, `(1+2)(3+4)`, `2 sqrt(2)`, `2x`. A number after an operand is an error (`2 3`).
/// A one-argument function name without parentheses, and `√`/`∛`, apply to the following signed
/// power: `√2^2` is √(2²), `ln 1` is ln(1), `sin -pi/2` is sin(−π)/2.
struct Parser {
    private let tokens: [Token]
    private var position = 0
    private var nesting = 0
    /// The depth of the tree most recently parsed.
    private var resultDepth = 0
    /// The largest depth among the arguments of the call most recently parsed.
    private var argumentDepth = 0
    private var variables: Set<String>
    /// The user-defined functions by name, with their numbers of parameters.
    private let functions: [String: Int]

    /// The deepest nesting of operations an expression may have.
    static let maximumDepth = 200

    init(tokens: [Token], variables: Set<String>, functions: [String: Int] = [:]) {
        self.tokens = tokens
        self.variables = variables
        self.functions = functions
    }

    /// Parses the whole token list as one expression.
    mutating func parseLine() throws(ExpressionError) -> ExpressionNode {
        if case .end = current.kind { throw ExpressionError(message: "empty expression", column: nil) }
        let node = try expression()
        guard case .end = current.kind else { throw unexpected(current) }
        return node
    }

    // MARK: Grammar

    private mutating func expression() throws(ExpressionError) -> ExpressionNode {
        try nested { (p: inout Parser) throws(ExpressionError) in try p.infixLevel(.disjunction) }
    }

    /// The operators looser than `+ −`, whose rows have precedence `level` (or, and, comparisons):
    /// operands of the next tighter level joined left to right; below the comparisons, `not`.
    private mutating func infixLevel(_ level: Precedence) throws(ExpressionError) -> ExpressionNode {
        let tighter: Precedence? = switch level {
        case .disjunction: .conjunction
        case .conjunction: nil
        case .comparison: .additive
        default: .additive
        }
        func operand(_ p: inout Parser) throws(ExpressionError) -> ExpressionNode {
            switch tighter {
            case .conjunction?: try p.infixLevel(.conjunction)
            case nil: try p.negation()
            default: try p.additive()
            }
        }
        var left = try operand(&self)
        var leftDepth = resultDepth
        while let (operation, token) = infixOperator(at: level) {
            advance()
            let right = try operand(&self)
            left = try self.operation(operation, token.text, [left, right], Swift.max(leftDepth, resultDepth), token)
            leftDepth = resultDepth
        }
        return left
    }

    /// The binary operation of precedence `level` that the current token (a symbol or a word) denotes.
    private func infixOperator(at level: Precedence) -> (CatalogOperation, Token)? {
        let name: String
        switch current.kind {
        case let .symbol(symbol): name = symbol
        case let .identifier(identifier): name = identifier
        default: return nil
        }
        guard let operation = Self.infix(name), operation.row.precedence == level else { return nil }
        return (operation, current)
    }

    /// `not x` (looser than comparisons, as in Python: `not a == b` is not (a == b)), or a comparison.
    private mutating func negation() throws(ExpressionError) -> ExpressionNode {
        guard case let .identifier(name) = current.kind, OperationCatalog.operations(named: name)?.operation(arity: 1) == .logicalNot else {
            return try infixLevel(.comparison)
        }
        let token = advance()
        return try nested { (p: inout Parser) throws(ExpressionError) in
            let operand = try p.negation()
            return try p.operation(.logicalNot, token.text, [operand], p.resultDepth, token)
        }
    }

    /// `+ −`; a right operand `b%` of an additive operator is b percent of the left operand
    /// (`50 + 10%` is 55), as on phone calculators, qalc and the keypad's algebraic profile.
    private mutating func additive() throws(ExpressionError) -> ExpressionNode {
        var left = try term()
        var leftDepth = resultDepth
        while let symbol = additiveSymbol {
            let token = advance()
            var right = try term()
            if case .operation(.percent, _, let column) = right, Self.infix(symbol)?.row.precedence == .additive {
                right = try operation(.multiply, "*", [left, right], Swift.max(leftDepth, resultDepth), Token(kind: .symbol("*"), column: column, text: "%"))
            }
            left = try operation(Self.infix(symbol), symbol, [left, right], Swift.max(leftDepth, resultDepth), token)
            leftDepth = resultDepth
        }
        return left
    }

    private mutating func term() throws(ExpressionError) -> ExpressionNode {
        var left = try signed()
        while true {
            let leftDepth = resultDepth
            if let symbol = multiplicativeSymbol {
                let token = advance()
                let right = try signed()
                left = try operation(Self.infix(symbol), symbol, [left, right], Swift.max(leftDepth, resultDepth), token)
            } else if case let .identifier(name) = current.kind, Self.isInfixKeyword(name),
                      Self.infix(name)?.row.precedence == .multiplicative {
                let token = advance()
                let right = try signed()
                left = try operation(Self.infix(name), name, [left, right], Swift.max(leftDepth, resultDepth), token)
            } else if startsImplicitFactor {
                let token = current
                let right = try power()
                left = try operation(.multiply, "*", [left, right], Swift.max(leftDepth, resultDepth), token)
            } else {
                return left
            }
        }
    }

    private mutating func signed() throws(ExpressionError) -> ExpressionNode {
        if case .symbol("!") = current.kind {
            // `!x` binds as tightly as a sign, as in C: `!0 + !5` is 1.
            let token = advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return try p.operation(.logicalNot, "!", [operand], p.resultDepth, token)
            }
        }
        if let symbol = additiveSymbol {
            let token = advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return symbol == "-" ? try p.operation(.negate, symbol, [operand], p.resultDepth, token) : operand
            }
        }
        return try power()
    }

    private mutating func power() throws(ExpressionError) -> ExpressionNode {
        let base = try postfix()
        let baseDepth = resultDepth
        guard case .symbol("^") = current.kind else { return base }
        let token = advance()
        return try nested { (p: inout Parser) throws(ExpressionError) in
            let exponent = try p.signed()
            return try p.operation(Self.infix("^"), "^", [base, exponent], Swift.max(baseDepth, p.resultDepth), token)
        }
    }

    /// The binary operation an operator symbol or keyword denotes (`+`, `*`, `^`, `mod`), from the catalog.
    private static func infix(_ symbol: String) -> CatalogOperation? {
        OperationCatalog.operations(named: symbol)?.operation(arity: 2)
    }

    /// Whether a name is an infix operator written as a word (`mod`): a binary operation with a
    /// precedence whose notation is that name.
    static func isInfixKeyword(_ name: String) -> Bool {
        guard let operation = infix(name) else { return false }
        return operation.row.precedence != nil && operation.row.notation == .infix(name)
    }

    /// The operation a postfix symbol denotes (`!`, `%`, `²`, `³`): the catalog's postfix notation.
    private static func postfixOperation(_ symbol: String) -> CatalogOperation? {
        postfixOperations[symbol]
    }

    /// The catalog's postfix operations by symbol.
    private static let postfixOperations: [String: CatalogOperation] = {
        var index: [String: CatalogOperation] = [:]
        for row in OperationCatalog.rows {
            if case let .postfix(symbol) = row.notation, row.arity == 1 { index[symbol] = row.operation }
        }
        return index
    }()

    private mutating func postfix() throws(ExpressionError) -> ExpressionNode {
        var node = try primary()
        while case let .symbol(symbol) = current.kind, let postfix = Self.postfixOperation(symbol) {
            node = try operation(postfix, symbol, [node], resultDepth, advance())
        }
        return node
    }

    private mutating func primary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        switch token.kind {
        case let .number(text):
            advance()
            resultDepth = 1
            return .number(try? BigRational(decimal: text), text: text, column: token.column)
        case .symbol("("):
            advance()
            let inner = try expression()
            try expectClosing()
            return inner
        case .symbol("$"):
            // `$3`: the result of the third line of the session.
            advance()
            guard case let .number(text) = current.kind, text.allSatisfy(\.isNumber) else {
                throw ExpressionError(message: "'$' must be followed by the number of a result, as in $3", column: token.column)
            }
            advance()
            resultDepth = 1
            return .name("$" + text, column: token.column)
        case .symbol("√"), .symbol("∛"):
            advance()
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return try p.operation(OperationCatalog.operations(named: token.text)?.operation(arity: 1), token.text, [operand], p.resultDepth, token)
            }
        case let .identifier(name) where Self.isInfixKeyword(name):
            throw unexpected(token)
        case let .identifier(name):
            advance()
            return try named(name, token)
        default:
            throw unexpected(token)
        }
    }

    /// A name: a function call, a prefix function, a constant, or a variable.
    private mutating func named(_ name: String, _ token: Token) throws(ExpressionError) -> ExpressionNode {
        // A variable takes the place of a constant that yields to variables (`i`).
        let rows = OperationCatalog.operations(named: name).flatMap { rows in
            variables.contains(name) && rows.yieldsToVariables ? nil : rows
        }
        let constant = rows?.operation(arity: 0) != nil
        let unary = rows?.operation(arity: 1) != nil
        if let arity = functions[name], case .symbol("(") = current.kind {
            let open = advance()
            let arguments = try argumentList(open)
            guard arguments.count == arity else {
                throw ExpressionError(message: Self.arityMessage(name, [arity], got: arguments.count), column: token.column)
            }
            resultDepth = 1 + argumentDepth
            guard resultDepth <= Self.maximumDepth else {
                throw ExpressionError(message: "expression too deeply nested (more than \(Self.maximumDepth) levels)", column: token.column)
            }
            return .call(name, arguments: arguments, column: token.column)
        }
        if case .symbol("(") = current.kind {
            let open = advance()
            // A form's bound variable (`k` in `sum(1/k, k, 1, 9)`) is a variable inside its arguments.
            let outer = variables
            if let bound = boundVariable(of: rows) { variables.insert(bound) }
            let parsedArguments: [ExpressionNode]
            do {
                parsedArguments = try argumentList(open)
            } catch {
                variables = outer
                throw error
            }
            variables = outer
            let arguments = parsedArguments
            guard let rows else {
                guard variables.contains(name) || name == "ans" else { throw NameSuggestion.unknownFunction(name, token.column, variables) }
                guard arguments.count == 1 else {
                    throw ExpressionError(message: "'\(name)' is a variable, not a function", column: token.column)
                }
                return try operation(.multiply, "*", [.name(name, column: token.column), arguments[0]], Swift.max(1, argumentDepth), open)
            }
            if let row = rows.operation(arity: arguments.count) {
                if case let .form(form) = row.row.real, let index = form.boundVariableOperand {
                    guard case .name = arguments[index] else {
                        throw ExpressionError(message: "the second argument of \(row.row.spokenName) must be a variable name",
                                              column: arguments[index].outermostColumn ?? token.column)
                    }
                }
                return try operation(row, name, arguments, argumentDepth, token)
            }
            if constant, arguments.count == 1 {
                return try operation(.multiply, "*", [try operation(rows.operation(arity: 0), name, [], 0, token), arguments[0]], Swift.max(1, argumentDepth), open)
            }
            throw ExpressionError(message: Self.arityMessage(name, rows.arities, got: arguments.count), column: token.column)
        }
        if unary, startsPrefixOperand(allowingSign: !constant) {
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return try p.operation(rows?.operation(arity: 1), name, [operand], p.resultDepth, token)
            }
        }
        if constant { return try operation(rows?.operation(arity: 0), name, [], 0, token) }
        if rows != nil {
            throw ExpressionError(message: "missing argument for '\(name)'", column: token.column)
        }
        resultDepth = 1
        return .name(name, column: token.column)
    }

    /// The name a form among `rows` binds in the call starting at the current token (just after
    /// its `(`): the identifier after the first comma at the call's own level, if the name denotes
    /// a form that binds a variable.
    private func boundVariable(of rows: OperationCatalog.NamedOperations?) -> String? {
        let binds = rows?.arities.contains { arity in
            guard let operation = rows?.operation(arity: arity), case let .form(form) = operation.row.real else { return false }
            return form.boundVariableOperand != nil
        } ?? false
        guard binds else { return nil }
        var depth = 0
        var index = position
        while index < tokens.count {
            switch tokens[index].kind {
            case .symbol("("): depth += 1
            case .symbol(")"):
                if depth == 0 { return nil }
                depth -= 1
            case .symbol(","):
                if depth == 0, index + 1 < tokens.count, case let .identifier(name) = tokens[index + 1].kind { return name }
                if depth == 0 { return nil }
            case .end: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// "'root' takes 2 arguments, got 1".
    static func arityMessage(_ name: String, _ arities: [Int], got count: Int) -> String {
        let sorted = arities
        let counts = sorted.isEmpty ? "1 or more" : sorted.map(String.init).joined(separator: " or ")
        let noun = sorted == [1] ? "argument" : "arguments"
        return "'\(name)' takes \(counts) \(noun), got \(count)"
    }

    private mutating func argumentList(_ open: Token) throws(ExpressionError) -> [ExpressionNode] {
        argumentDepth = 0
        if case .symbol(")") = current.kind {
            advance()
            return []
        }
        var arguments = [try expression()]
        var depth = resultDepth
        while case .symbol(",") = current.kind {
            advance()
            arguments.append(try expression())
            depth = Swift.max(depth, resultDepth)
        }
        argumentDepth = depth
        try expectClosing()
        return arguments
    }

    private mutating func expectClosing() throws(ExpressionError) {
        switch current.kind {
        case .symbol(")"): advance()
        case .end: throw ExpressionError(message: "missing ')'", column: current.column)
        default: throw unexpected(current)
        }
    }

    // MARK: Helpers

    private var current: Token { tokens[Swift.min(position, tokens.count - 1)] }

    @discardableResult
    private mutating func advance() -> Token {
        let token = current
        position += 1
        return token
    }

    /// The current token when it is `+` or `-`.
    private var additiveSymbol: String? {
        guard case let .symbol(symbol) = current.kind, symbol == "+" || symbol == "-" else { return nil }
        return symbol
    }

    /// The current token when it is `*` or `/`.
    private var multiplicativeSymbol: String? {
        guard case let .symbol(symbol) = current.kind, symbol == "*" || symbol == "/" else { return nil }
        return symbol
    }

    private var startsImplicitFactor: Bool {
        switch current.kind {
        case let .identifier(name): !Self.isInfixKeyword(name)
        case .symbol("("), .symbol("√"), .symbol("∛"): true
        default: false
        }
    }

    private func startsPrefixOperand(allowingSign: Bool) -> Bool {
        switch current.kind {
        case let .identifier(name): !Self.isInfixKeyword(name)
        case .number, .symbol("√"), .symbol("∛"): true
        case .symbol("-"), .symbol("+"): allowingSign
        default: false
        }
    }

    private mutating func nested(
        _ body: (inout Parser) throws(ExpressionError) -> ExpressionNode
    ) throws(ExpressionError) -> ExpressionNode {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumDepth else {
            throw ExpressionError(message: "expression too deeply nested (more than \(Self.maximumDepth) levels)", column: current.column)
        }
        return try body(&self)
    }

    private func unexpected(_ token: Token) -> ExpressionError {
        switch token.kind {
        case .end: ExpressionError(message: "unexpected end of expression", column: token.column)
        case .number: ExpressionError(message: "unexpected number '\(token.text)'", column: token.column)
        default: ExpressionError(message: "unexpected '\(token.text)'", column: token.column)
        }
    }

    /// An operation node for the catalog row `name` taking `operands`, whose deepest tree has
    /// depth `depth`; refuses trees deeper than `maximumDepth`.
    private mutating func operation(
        _ row: CatalogOperation?, _ name: String, _ operands: [ExpressionNode], _ depth: Int, _ token: Token
    ) throws(ExpressionError) -> ExpressionNode {
        guard let operation = row else {
            throw ExpressionError(message: "'\(name)' takes \(operands.count) arguments", column: token.column)
        }
        resultDepth = 1 + depth
        guard resultDepth <= Self.maximumDepth else {
            throw ExpressionError(message: "expression too deeply nested (more than \(Self.maximumDepth) levels)", column: token.column)
        }
        return .operation(operation, operands: operands, column: token.column)
    }
}
