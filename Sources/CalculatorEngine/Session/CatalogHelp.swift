/// Help text generated from the catalog: the REPL's `help`, `bigcalc keys --help` and
/// docs/language.md's function list all come from here, so a new row documents itself. It sits
/// above the catalog, in Session/, because `help NAME` evaluates each example in a session of its
/// own and suggestions spell names as expressions read them.
extension OperationCatalog {
    /// One line of help for each operation usable in expressions, in catalog order:
    /// its names, padded to `width` characters, then its summary.
    /// - Parameter width: the column of the summaries.
    /// - Returns: the lines, without a trailing newline.
    package static func functionHelp(width: Int = 22) -> [String] {
        expressionRows.map { helpLine($0, width: width) }
    }

    /// The rows of the operations usable in expressions (not the keypad's `=`), in catalog order:
    /// those `help` lists, each with an example.
    package static var expressionRows: [CatalogRow] { rows.filter { $0.arity != nil || $0.isVariadic } }

    /// A row's names, padded to `width` characters, then its summary.
    private static func helpLine(_ row: CatalogRow, width: Int) -> String {
        let names = row.names.joined(separator: " ")
        return names + String(repeating: " ", count: Swift.max(1, width - names.count)) + row.summary
    }
}

/// Help by group and for one name: the REPL's `help` and `help NAME`, `bigcalc --list-functions`.
extension OperationCatalog {
    /// Every operation usable in expressions, under the heading of its group, in catalog order.
    /// - Parameter width: the column of the summaries.
    /// - Returns: the text, without a trailing newline.
    package static func groupedHelp(width: Int = 22) -> String {
        OperationGroup.allCases.compactMap { help(for: $0, width: width) }.joined(separator: "\n")
    }

    /// The operations of `group` usable in expressions under the group's heading, in catalog order.
    /// - Parameters:
    ///   - group: the group.
    ///   - width: the column of the summaries.
    /// - Returns: the text, without a trailing newline; nil when the group has none (the keypad's).
    package static func help(for group: OperationGroup, width: Int = 22) -> String? {
        let members = expressionRows.filter { $0.group == group }
        guard !members.isEmpty else { return nil }
        return ([group.rawValue + ":"] + members.map { "  " + helpLine($0, width: width) }).joined(separator: "\n")
    }

    /// One line for each group with operations usable in expressions: the word that asks for
    /// the group (`help trigonometry`), its heading and the first names in it (as expressions write them).
    /// - Parameter width: the column of the headings.
    /// - Returns: the lines, without a trailing newline.
    package static func groupOverview(width: Int = 15) -> String {
        OperationGroup.allCases.compactMap { group -> String? in
            let names = expressionRows.filter { $0.group == group }.map { row in
                row.names.first(where: NameSuggestion.isTypable) ?? row.names[0]
            }
            guard !names.isEmpty else { return nil }
            let shown = names.prefix(8).joined(separator: " ") + (names.count > 8 ? " …" : "")
            let word = group.helpWord
            return "  " + word + String(repeating: " ", count: Swift.max(1, width - word.count))
                + "\(group.rawValue) (\(names.count)): \(shown)"
        }.joined(separator: "\n")
    }

    /// The name nearest to a misspelled `name` (`sqr` → `sqrt`), as expressions suggest it.
    /// - Parameters:
    ///   - name: the name asked for.
    ///   - candidates: the names to choose from; nil for the catalog's names.
    /// - Returns: the suggestion, or nil when no name is close.
    package static func suggestion(for name: String, among candidates: [String]? = nil) -> String? {
        NameSuggestion.nearest(to: name, among: candidates ?? NameSuggestion.catalogNames)
    }

    /// The help of the operations spelled `name`: how each is written, what it does, its group,
    /// whether it is exact on rationals and defined for complex numbers, and what its errors say.
    /// - Parameter name: a name, alias or operator (`sqrt`, `√`, `+`).
    /// - Returns: the text, or nil when no operation is spelled so.
    /// When a function and a constant share a name (`gamma`: Γ(x) and the constant γ), the
    /// function is described, with a line that names the constant's own help.
    package static func help(for name: String) -> String? {
        let matching = expressionRows.filter { $0.names.contains(name) }
        guard !matching.isEmpty else { return nil }
        let functions = matching.filter { $0.arity != 0 }
        let constants = functions.isEmpty ? [] : matching.filter { $0.arity == 0 }
        return (functions.isEmpty ? matching : functions).map { row in
            let spelling = name.allSatisfy { $0.isLetter || $0.isNumber } ? name : nil
            var lines = ["\(row.signature(calledAs: spelling))  —  \(row.summary)"]
            if row.names.count > 1 { lines.append("  also written: " + row.names.filter { $0 != name }.joined(separator: " ")) }
            lines.append("  group: " + row.group.rawValue.lowercased())
            if row.implementations.implements(.rational) { lines.append("  exact on rational arguments when the result is rational") }
            lines.append(row.implementations.implements(.complexBall) ? "  complex arguments and results: yes" : "  real arguments only")
            if !row.outsideDomainMessage.contains("is undefined") {
                lines.append("  outside its domain: " + row.outsideDomainMessage)
            }
            if let pole = row.poleMessage { lines.append("  at a pole: " + pole) }
            if let note = row.conventionNote { lines.append("  convention: " + note) }
            if let example = row.example { lines.append("  example: " + Self.evaluated(example)) }
            for constant in constants {
                lines.append("  \(name) without arguments: \(constant.summary) (help \(constant.names[0]))")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

extension OperationCatalog {
    /// `example = value` at 20 digits, in a session of its own (`example: error` when it fails).
    static func evaluated(_ example: String) -> String {
        do {
            return example + " = " + (try exampleValue(example))
        } catch {
            return example + ": " + error.message
        }
    }

    /// The value of an example as `help NAME` shows it: at 20 digits, in a session of its own.
    /// - Parameter example: the expression, a row's `example`.
    /// - Returns: the printed value.
    /// - Throws: `ExpressionError` when the example does not evaluate.
    package static func exampleValue(_ example: String) throws(ExpressionError) -> String {
        var session = Session(settings: EvaluationSettings(digits: 20))
        return try session.evaluate(example).result.description
    }
}

extension CatalogRow {
    /// How a call is written: `sqrt(x)`, `a + b`, `x!`, `pi`, `max(x, …)`, `sum(expr, k, a, b)`.
    /// - Parameter spelling: the name to write (one of `names`), or nil for `spokenName`.
    /// - Returns: the call.
    package func signature(calledAs spelling: String? = nil) -> String {
        let name = spelling ?? spokenName
        switch notation {
        case let .infix(symbol): return "a \(symbol) b"
        case let .postfix(symbol): return "x\(symbol)"
        case let .symbol(symbol) where arity == 0: return symbol
        default: break
        }
        if isVariadic { return "\(name)(x, …)" }
        if let form, form.boundVariableOperand != nil { return "\(name)(expr, x, a, b)" }
        switch arity {
        case 0: if case .function = notation { return "\(name)()" } else { return name }
        case 1: return "\(name)(x)"
        case 2: return "\(name)(a, b)"
        case let count?: return "\(name)(" + (0..<count).map { "a\($0 + 1)" }.joined(separator: ", ") + ")"
        case nil: return name
        }
    }
}

extension OperationGroup {
    /// The word that asks for the group's help: `help trigonometry`, `help special`.
    package var helpWord: String { String(describing: self) }

    /// The group a word asks for: its `helpWord` or its heading, in any case; nil for another word.
    /// - Parameter word: the word after `help`.
    package init?(helpWord word: String) {
        let word = word.lowercased()
        guard let group = Self.allCases.first(where: { $0.helpWord == word || $0.rawValue.lowercased() == word }) else { return nil }
        self = group
    }
}
