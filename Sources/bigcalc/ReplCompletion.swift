import CalculatorEngine

/// What Tab completes in the REPL: the names of the catalog's functions and constants, the
/// session's variables and functions, and the REPL's commands — each read from where it is
/// defined, never from a list of its own.
enum ReplCompletion {
    /// The names that start with `word`, sorted, each once; nothing for an empty word.
    /// - Parameters:
    ///   - word: the letters before the cursor.
    ///   - session: the session whose variables and functions complete.
    /// - Returns: the candidates.
    static func candidates(for word: String, in session: Session) -> [String] {
        guard !word.isEmpty else { return [] }
        let names = OperationCatalog.allNames.filter { $0.allSatisfy(LineEditor.isWordCharacter) }
            + session.variableNames + session.functions.map(\.name) + ["ans"]
            + ReplCommand.all.flatMap(\.names).filter { $0.allSatisfy(LineEditor.isWordCharacter) }
        return Set(names.filter { $0.hasPrefix(word) }).sorted()
    }
}
