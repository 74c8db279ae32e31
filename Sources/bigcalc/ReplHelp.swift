import BigNumber
import CalculatorEngine

/// The REPL's `help` (commands, then groups of functions; `help GROUP`, `help NAME`), `:vars`,
/// and the answer to an unknown `:command`. Every name the user typed is echoed escaped.
extension ReplCommand {
    /// The REPL's help: its commands and keys, then one line for each group of functions.
    static func helpText() -> String {
        var lines = ["Type an expression (x = expr assigns a variable; ans is the previous result). Commands:"]
        for command in all { lines.append("  " + command.usage) }
        lines.append("Keys: arrows, Home/End, Ctrl-R searches the history, Tab completes, Ctrl-C stops a computation, Ctrl-D leaves.")
        lines.append("Functions, operators and constants by group: help GROUP lists a group (help trigonometry),")
        lines.append("help NAME describes one (help sqrt); bigcalc --list-functions lists them all.")
        lines.append(OperationCatalog.groupOverview())
        return lines.joined(separator: "\n")
    }

    /// What `help ARGUMENT` prints: the overview for no argument, a command's usage, a group's
    /// functions, a function's help, or an error with the nearest name.
    /// - Parameter argument: the word after `help` (may be empty).
    /// - Returns: the text.
    static func help(for argument: String) -> String {
        guard !argument.isEmpty else { return helpText() }
        if let command = all.first(where: { $0.names.contains(argument) }) { return command.usage }
        if let group = OperationGroup(helpWord: argument), let text = OperationCatalog.help(for: group) { return text }
        if let text = OperationCatalog.help(for: argument) { return text }
        let suggestion = OperationCatalog.suggestion(for: argument).map { "; did you mean '\($0)'?" } ?? ""
        return "error: no function, operator, constant or group \(shown(argument))\(suggestion)"
    }

    /// What an unknown `:command` runs: an error naming the nearest command and listing them all.
    /// - Parameter name: the word typed.
    /// - Returns: the command.
    static func unknown(_ name: String) -> ReplCommand {
        ReplCommand(names: [name], argument: "", summary: "") { _, _ in
            let names = all.flatMap(\.names)
            let suggestion = OperationCatalog.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            return ("error: unknown command \(shown(name))\(suggestion)\nCommands: "
                    + all.map { $0.names[0] }.joined(separator: " "), .proceed)
        }
    }

    /// `:vars`: each variable with its value (evaluated as the line `NAME` would be, on a watched
    /// thread that Ctrl-C stops; the session does not change), then each user function.
    /// - Parameter runner: the REPL's runner.
    /// - Returns: the text.
    static func variablesText(_ runner: inout LineRunner) -> String {
        let session = runner.session
        var lines: [String] = []
        for name in session.variableNames {
            switch BackgroundEvaluation.run(name, in: session, timeLimit: runner.timeLimit, progress: nil) {
            case let .finished((_, outcomes)):
                switch outcomes.first?.result {
                case let .success(.value(outcome))?:
                    do {
                        lines.append("\(name) = " + (try runner.renderer.render(outcome.result)).string)
                    } catch {
                        lines.append("\(name): error: \(error.message)")
                    }
                case let .failure(error)?:
                    lines.append("\(name): error: \(error.message)")
                case .success(.definition)?, nil:
                    break
                }
            case let .abandoned(reason):
                lines.append("\(name): error: " + ExpressionError(.interrupted(reason), column: nil).message)
                return lines.joined(separator: "\n")
            }
        }
        lines += session.functions.map(\.definition)
        return lines.isEmpty ? "no variables or functions defined (x = 2 defines one)" : lines.joined(separator: "\n")
    }

    /// `'name'` with its control characters escaped, cut after 40 characters.
    private static func shown(_ name: String) -> String {
        "'" + ExpressionError.escapingControlCharacters(name.count > 40 ? name.prefix(40) + "…" : name) + "'"
    }
}
