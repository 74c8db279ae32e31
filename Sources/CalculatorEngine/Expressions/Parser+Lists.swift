/// The list syntax: literals `[1, 2, 3]`, `[[1, 2], [3, 4]]` and `[1, 2; 3, 4]` (inside brackets
/// `;` separates rows), and indexing `v[2]`, `A[2, 1]` after any operand.
extension Parser {
    /// A list literal, the current token being its `[`: a vector of its entries, or with `;` a
    /// matrix whose rows are checked for equal length here (rows written as nested lists are
    /// checked when evaluated, since an entry may be any list-valued expression). After
    /// `labelsNextListEntries` each entry is labelled with its `factorText`.
    mutating func listLiteral() throws(ExpressionError) -> ExpressionNode {
        let open = advance()
        let labels = labelsNextListEntries
        labelsNextListEntries = false
        return try nested { (p: inout Parser) throws(ExpressionError) in
            if case .symbol(.closeBracket) = p.currentTag {
                throw ExpressionError(message: "empty list: a list needs at least one entry", column: p.current.column, code: .shape)
            }
            var rows: [(column: Int, entries: [ExpressionNode])] = [(p.current.column, [])]
            var depth = 0
            while true {
                let start = p.position
                let entry = try p.expression()
                rows[rows.count - 1].entries.append(labels ? .labeled(entry, text: Self.factorText(entry, p.tokens[start..<p.position])) : entry)
                depth = Swift.max(depth, p.resultDepth)
                switch p.currentTag {
                case .symbol(.comma):
                    p.advance()
                case .symbol(.semicolon):
                    p.advance()
                    rows.append((p.current.column, []))
                case .symbol(.closeBracket):
                    p.advance()
                    return try p.literal(rows, depth: depth, open)
                case .end:
                    throw ExpressionError(message: "missing ']'", column: p.current.column)
                default:
                    throw ExpressionError(message: "expected ',' or ']' in a list, found '\(p.current.text)'", column: p.current.column)
                }
            }
        }
    }

    /// The text of `entry` written as `tokens`, as a formula prints it as a factor or a divisor:
    /// as written, in parentheses unless it needs none (`sqrt(7)`, but `(1 + sqrt(2))`).
    static func factorText(_ entry: ExpressionNode, _ tokens: ArraySlice<Token>) -> String {
        let text = text(of: tokens)
        return entry.isTightFactor && !text.contains(where: \.isWhitespace) ? text : "(\(text))"
    }

    /// The node of a literal with `rows` (one row: a vector).
    private mutating func literal(
        _ rows: [(column: Int, entries: [ExpressionNode])], depth: Int, _ open: Token
    ) throws(ExpressionError) -> ExpressionNode {
        guard rows.count > 1 else { return try operation(.list, "[", Operands(rows[0].entries), depth, open) }
        var nodes: [ExpressionNode] = []
        for (index, row) in rows.enumerated() {
            guard row.entries.count == rows[0].entries.count else {
                throw ExpressionError(message: ListError(.list, .ragged(row: index + 1, count: row.entries.count, expected: rows[0].entries.count)).description,
                                      column: row.column, code: .shape)
            }
            nodes.append(.operation(.list, operands: Operands(row.entries), column: row.column))
        }
        return try operation(.list, "[", Operands(nodes), depth + 1, open)
    }

    /// `node` indexed by the bracketed indices that follow it (`v[2]`, `A[2, 1]`, `A[1][2]`).
    mutating func indexed(_ node: ExpressionNode) throws(ExpressionError) -> ExpressionNode {
        var node = node
        while case .symbol(.openBracket) = currentTag {
            let open = advance()
            var operands = [node]
            var depth = resultDepth
            node = try nested { (p: inout Parser) throws(ExpressionError) in
                while true {
                    operands.append(try p.expression())
                    depth = Swift.max(depth, p.resultDepth)
                    switch p.currentTag {
                    case .symbol(.comma):
                        p.advance()
                    case .symbol(.closeBracket):
                        p.advance()
                        return try p.operation(.index, "[", Operands(operands), depth, open)
                    case .end:
                        throw ExpressionError(message: "missing ']'", column: p.current.column)
                    default:
                        throw ExpressionError(message: "expected ',' or ']' after an index, found '\(p.current.text)'", column: p.current.column)
                    }
                }
            }
        }
        return node
    }
}
