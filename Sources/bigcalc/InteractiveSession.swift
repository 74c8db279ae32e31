#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive REPL: a prompt, one expression or command per line, until `quit` or Ctrl-D.
///
/// On a terminal, lines are read with libedit (`LineEditor`: editing, history in `EditHistory`'s
/// file, Tab completion); otherwise (`--interactive` with piped input) line by line, without
/// history. Every line is evaluated on a watched thread (`BackgroundEvaluation`): Ctrl-C cancels
/// it and returns to the prompt with the session as it was, `:timeout` limits it, and progress is
/// shown on standard error after a second.
final class InteractiveSession {
    /// The prompt written before each line.
    static let prompt = "> "
    /// What Ctrl-C on an empty line prints, as bc does.
    static let leavingHint = "(use quit or Ctrl-D to leave)"

    /// Evaluates the lines and reports their results.
    var runner: LineRunner
    /// The history file, or nil (`--no-history`, `BIGCALC_NO_HISTORY`, input not a terminal).
    let historyPath: String?

    /// A REPL running lines with `runner`, keeping its history in `historyPath`.
    init(runner: LineRunner, historyPath: String?) {
        self.runner = runner
        self.historyPath = historyPath
    }

    /// Runs the REPL until `quit` or end of input.
    func run() {
        runner.showsResultNumbers = true
        runner.precisionAdvice = .repl
        InterruptSignal.install(once: false)
        let progress = ProgressDisplay(errors: runner.errors, json: runner.json)
        let editor = isatty(0) != 0 ? makeEditor() : nil
        if let notice = editor?.history.notice { runner.errors.write("bigcalc: warning: \(notice)\n") }
        runner.output.write("bigcalc: \(runner.session.settings.digits) digits; type help for functions, quit to leave.\n")
        while true {
            runner.flush()
            let input: LineEditor.Input
            if let editor {
                input = editor.read()
            } else {
                runner.output.write(Self.prompt)
                runner.flush()
                let interrupts = InterruptSignal.count
                // Ctrl-C interrupts the read (no SA_RESTART): a new prompt, not the end.
                input = readLine().map { .line($0) } ?? (InterruptSignal.count != interrupts ? .interrupted(onEmptyLine: true) : .end)
            }
            guard case let .line(line) = input else {
                if input == .end {
                    runner.output.write("\n")
                    break
                }
                // Ctrl-C never leaves (it would lose the session): on an empty line it says what does.
                if input == .interrupted(onEmptyLine: true) { runner.output.write(Self.leavingHint + "\n") }
                continue
            }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            editor?.history.add(trimmed)
            if let (command, argument) = ReplCommand.parse(trimmed) {
                let (message, next) = command.action(&runner, argument)
                if !message.isEmpty { runner.output.write(message + "\n") }
                if case .quit = next { break }
                continue
            }
            runner.runWatched(trimmed, progress: progress)
        }
        runner.flush()
    }

    /// The line editor with its history and completion, or nil when libedit cannot start.
    private func makeEditor() -> LineEditor? {
        guard let history = EditHistory(path: historyPath) else { return nil }
        return LineEditor(prompt: Self.prompt, history: history) { [unowned self] word in
            ReplCompletion.candidates(for: word, in: runner.session)
        }
    }
}
