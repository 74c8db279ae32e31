import BigNumber

/// Names: calls of catalog functions and user functions, prefix functions, constants, variables,
/// and the argument lists of calls.
extension Parser {
    /// A name: a function call, a prefix function, a constant, or a variable.
    mutating func named(_ name: String, _ token: Token) throws(ExpressionError) -> ExpressionNode {
        // A variable takes the place of a constant that yields to variables (`i`).
        let rows = OperationCatalog.operations(named: name).flatMap { rows in
            variables.contains(name) && rows.yieldsToVariables ? nil : rows
        }
        let constant = rows?.operation(arity: 0) != nil
        let unary = rows?.operation(arity: 1) != nil
        if let arity = functions[name], case .symbol(.openParenthesis) = currentTag {
            let open = advance()
            let arguments = try argumentList(open)
            guard arguments.count == arity else {
                throw ExpressionError(message: Self.arityMessage(name, [arity], got: arguments.count), column: token.column,
                                      code: .arguments)
            }
            try deepen(to: 1 + argumentDepth, at: token.column)
            return .call(name, arguments: Operands(arguments), column: token.column)
        }
        if case .symbol(.openParenthesis) = currentTag {
            let openIndex = position
            let open = advance()
            // A form's bound variable (`k` in `sum(1/k, k, 1, 9)`) is a variable inside its arguments.
            let outer = variables
            if let bound = boundVariable(of: rows) { variables.insert(bound) }
            let parsedArguments: [ExpressionNode]
            do {
                parsedArguments = try argumentList(open, labelingListEntries: rows?.readsWrittenOperands == true)
            } catch {
                variables = outer
                throw error
            }
            variables = outer
            let arguments = parsedArguments
            guard let rows else {
                guard variables.contains(name) || name == "ans" else {
                    // In a function's body an unknown function is looked up when the body runs (late binding).
                    guard bindsCallsLate else { throw NameSuggestion.unknownFunction(name, token.column, variables) }
                    try deepen(to: 1 + argumentDepth, at: token.column)
                    return .call(name, arguments: Operands(arguments), column: token.column)
                }
                guard arguments.count == 1 else {
                    throw ExpressionError(message: "'\(name)' is a variable, not a function", column: token.column,
                                          code: .arguments)
                }
                return try operation(.multiply, "*", .two(.name(name, column: token.column), arguments[0]), Swift.max(1, argumentDepth), open)
            }
            if let row = rows.operation(arity: arguments.count) {
                if let form = row.row.form, let index = form.boundVariableOperand {
                    guard case .name = arguments[index] else {
                        throw ExpressionError(message: "the second argument of \(row.row.spokenName) must be a variable name",
                                              column: arguments[index].outermostColumn ?? token.column, code: .arguments)
                    }
                }
                return try operation(row, name, Operands(arguments), argumentDepth, token)
            }
            if let zeroArity = rows.operation(arity: 0), rows.arities == [0] {
                try refuseArguments(to: zeroArity, token, from: openIndex, count: arguments.count)
            }
            throw ExpressionError(message: Self.arityMessage(name, rows.arities, got: arguments.count), column: token.column,
                                  code: .arguments)
        }
        if unary, startsPrefixOperand(allowingSign: !constant) {
            return try nested { (p: inout Parser) throws(ExpressionError) in
                let operand = try p.signed()
                return try p.operation(rows?.operation(arity: 1), name, [operand], p.resultDepth, token)
            }
        }
        if constant { return try operation(rows?.operation(arity: 0), name, [], 0, token) }
        if rows != nil {
            throw ExpressionError(message: "missing argument for '\(name)'", column: token.column, code: .arguments)
        }
        resultDepth = 1
        return .name(name, column: token.column)
    }

    /// The name a form among `rows` binds in the call starting at the current token (just after
    /// its `(`): the identifier after the first comma at the call's own level, if the name denotes
    /// a form that binds a variable.
    func boundVariable(of rows: OperationCatalog.NamedOperations?) -> String? {
        guard rows?.bindsVariable == true else { return nil }
        var depth = 0
        var index = position
        while index < tokens.count {
            switch tokens[index].tag {
            case .symbol(.openParenthesis): depth += 1
            case .symbol(.closeParenthesis):
                if depth == 0 { return nil }
                depth -= 1
            case .symbol(.comma):
                if depth == 0, index + 1 < tokens.count, case let .identifier(name) = tokens[index + 1].kind { return name }
                if depth == 0 { return nil }
            case .end: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// "'root' takes 2 arguments, got 1"; "'rand' takes no argument, got 1".
    static func arityMessage(_ name: String, _ arities: [Int], got count: Int) -> String {
        if arities == [0] { return "'\(name)' takes no argument, got \(count)" }
        let sorted = arities
        let counts = sorted.isEmpty ? "1 or more" : sorted.map(String.init).joined(separator: " or ")
        let noun = sorted == [1] ? "argument" : "arguments"
        return "'\(name)' takes \(counts) \(noun), got \(count)"
    }

    /// The error of `count` arguments after the name `token`, whose only row takes none, the
    /// call having been read from its `(` at `openIndex` up to the current token. A function of no
    /// arguments (`rand(10)`) takes none; a constant (`pi(2)`) is not a function, and the product
    /// is written with `*`. (A variable followed by `(` is a product, `x(2)`: it has no row.)
    func refuseArguments(to row: CatalogOperation, _ token: Token, from openIndex: Int, count: Int) throws(ExpressionError) -> Never {
        if case .function = row.row.notation {
            throw ExpressionError(message: Self.arityMessage(token.text, [0], got: count), column: token.column, code: .arguments)
        }
        let call = tokens[openIndex..<Swift.min(position, tokens.count)]
        let written = Self.text(of: call)
        let hint = count == 1 && written.count <= 30 ? "write \(token.text)*\(written)" : nil
        throw ExpressionError(message: "'\(token.text)' is a constant", column: tokens[openIndex].column, hint: hint)
    }

    /// The tokens as written, with the blanks between them that their columns show.
    static func text(of tokens: ArraySlice<Token>) -> String {
        var text = ""
        var end = tokens.first?.column ?? 0
        for token in tokens {
            text += String(repeating: " ", count: Swift.max(0, token.column - end)) + token.text
            end = token.column + token.text.count
        }
        return text
    }

    /// The arguments of a call up to its `)`; with `labelingListEntries`, an argument that starts
    /// with `[` has the entries of that list literal labelled with their text.
    mutating func argumentList(_ open: Token, labelingListEntries: Bool = false) throws(ExpressionError) -> [ExpressionNode] {
        argumentDepth = 0
        if case .symbol(.closeParenthesis) = currentTag {
            advance()
            return []
        }
        func argument(_ p: inout Parser) throws(ExpressionError) -> ExpressionNode {
            if labelingListEntries, case .symbol(.openBracket) = p.currentTag { p.labelsNextListEntries = true }
            return try p.expression()
        }
        var arguments = [try argument(&self)]
        var depth = resultDepth
        while case .symbol(.comma) = currentTag {
            advance()
            arguments.append(try argument(&self))
            depth = Swift.max(depth, resultDepth)
        }
        argumentDepth = depth
        try expectClosing()
        return arguments
    }

    mutating func expectClosing() throws(ExpressionError) {
        switch currentTag {
        case .symbol(.closeParenthesis): advance()
        case .end: throw ExpressionError(message: "missing ')'", column: current.column)
        default: throw unexpected(current)
        }
    }
}
