/// Help text generated from the catalog: the REPL's `help`, `bigcalc keys --help` and the
/// README's function list all come from here, so a new row documents itself.
extension OperationCatalog {
    /// One line of help for each operation usable in expressions, in catalog order:
    /// its names, padded to `width` characters, then its summary.
    /// - Parameter width: the column of the summaries.
    /// - Returns: the lines, without a trailing newline.
    public static func functionHelp(width: Int = 22) -> [String] {
        rows.filter { $0.arity != nil || $0.isVariadic }.map { row in
            let names = row.names.joined(separator: " ")
            return names + String(repeating: " ", count: Swift.max(1, width - names.count)) + row.summary
        }
    }

    /// The labels of the keypad's operation keys followed by the memory keys, in catalog order:
    /// `+ − × ÷ = … MC M+ M− MR`.
    public static var keyLabels: [String] {
        rows.compactMap(\.key) + MemoryKey.allCases.map { $0.spellings[0] }
    }

    /// The ASCII aliases of the keypad's keys (`* / ^ sqrt pi M-`): every spelling of a key that
    /// is not its label.
    public static var keyAliases: [String] {
        rows.filter { $0.key != nil }.flatMap { row in row.names.filter { $0 != row.key } }
            + MemoryKey.allCases.flatMap { $0.spellings.dropFirst() }
    }
}
