/// The interactive REPL: a prompt, one expression or command per line, until `quit` or end of input.
struct InteractiveSession {
    /// The prompt written before each line.
    static let prompt = "> "

    /// Evaluates the lines and reports their results.
    var runner: LineRunner

    /// Runs the REPL until `quit` or end of input.
    mutating func run() {
        runner.showsResultNumbers = true
        runner.output.write("bigcalc: \(runner.session.settings.digits) digits; type help for functions, quit to leave.\n")
        while true {
            runner.output.write(Self.prompt)
            runner.flush()
            guard let line = readLine() else {
                runner.output.write("\n")
                break
            }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            if let (command, argument) = ReplCommand.parse(trimmed) {
                let (message, next) = command.action(&runner, argument)
                if !message.isEmpty { runner.output.write(message + "\n") }
                if case .quit = next { break }
                continue
            }
            runner.run(trimmed)
        }
        runner.flush()
    }
}
