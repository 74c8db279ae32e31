import BigCalcFrontEnd
import BigNumber
import CalculatorEngine

/// A command of the interactive REPL (`help`, `quit`, `:digits 50`, …), as a table row.
struct ReplCommand: Sendable {
    /// What running a command asks the REPL to do next.
    enum Next: Sendable {
        /// Read the next line.
        case proceed
        /// Leave the REPL.
        case quit
    }

    /// The words that invoke the command (the first is shown in help).
    let names: [String]
    /// The argument shown in help (`N`, `deg|rad`), or empty.
    let argument: String
    /// What the command does, for help.
    let summary: String
    /// Runs the command with the rest of the line; returns a message to print and what to do next.
    let action: @Sendable (inout LineRunner, String) -> (message: String, next: Next)

    /// Every REPL command.
    static let all: [ReplCommand] = [
        ReplCommand(names: ["help", ":help", "?"], argument: "[GROUP|NAME]",
                    summary: "list the commands and groups of functions, or describe one") { _, argument in
            (help(for: argument), .proceed)
        },
        ReplCommand(names: ["quit", "exit", ":quit", ":q"], argument: "", summary: "leave (so does end of input, Ctrl-D)") { _, _ in
            ("", .quit)
        },
        ReplCommand(names: [":digits"], argument: "N", summary: "set the number of significant digits") { runner, argument in
            guard !argument.isEmpty else { return ("digits: \(runner.session.settings.digits)", .proceed) }
            guard let count = Int(argument), let digits = try? EvaluationSettings.checkedDigits(count) else {
                return ("error: " + DigitsOutOfRange.commandMessage, .proceed)
            }
            runner.session.settings.digits = digits
            return ("digits: \(digits)", .proceed)
        },
        ReplCommand(names: [":angle"], argument: "rad|deg", summary: "set the angle unit of trigonometric functions") { runner, argument in
            guard !argument.isEmpty else { return ("angle: \(runner.session.settings.angleUnit.rawValue)", .proceed) }
            guard let unit = AngleUnit(rawValue: argument) else { return ("error: the angle unit is rad or deg", .proceed) }
            runner.session.settings.angleUnit = unit
            return ("angle: \(unit.rawValue)", .proceed)
        },
        ReplCommand(names: [":functions"], argument: "", summary: "list the functions you defined") { runner, _ in
            let functions = runner.session.functions
            return (functions.isEmpty ? "no functions defined (f(x) = x^2 defines one)" : functions.map(\.definition).joined(separator: "\n"),
                    .proceed)
        },
        ReplCommand(names: [":vars"], argument: "", summary: "list your variables with their values, and your functions") { runner, _ in
            (variablesText(&runner), .proceed)
        },
        ReplCommand(names: [":delete"], argument: "NAME", summary: "delete a function or variable you defined") { runner, argument in
            guard !argument.isEmpty else { return ("error: :delete takes the name of a function or variable", .proceed) }
            let shown = ExpressionError.escapingControlCharacters(argument)
            return (runner.session.delete(argument) ? "deleted \(shown)" : "error: no function or variable '\(shown)'", .proceed)
        },
        ReplCommand(names: [":real"], argument: "on|off", summary: "real numbers only (on), or complex results (off, the default)") { runner, argument in
            let state = { (runner: LineRunner) in "real: " + (runner.session.settings.allowsComplexResults ? "off" : "on") }
            guard !argument.isEmpty else { return (state(runner), .proceed) }
            guard let on = ["on": true, "off": false][argument] else { return ("error: :real takes on or off", .proceed) }
            runner.session.settings.allowsComplexResults = !on
            return (state(runner), .proceed)
        },
        ReplCommand(names: [":format"], argument: "FORMAT", summary: "set the output format (plain, grouped, scientific, engineering, fraction)") { runner, argument in
            guard !argument.isEmpty else { return ("format: \(runner.renderer.format.rawValue)", .proceed) }
            guard let format = OutputFormat(rawValue: argument) else {
                return ("error: the format is one of " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "), .proceed)
            }
            runner.renderer = ResultRenderer(format: format, grouping: runner.renderer.grouping, base: runner.renderer.base)
            return ("format: \(format.rawValue)", .proceed)
        },
        ReplCommand(names: [":timeout"], argument: "SECONDS|off", summary: "end a line that runs longer than this") { runner, argument in
            let state = { (runner: LineRunner) in "timeout: " + (runner.timeLimit.map { Interruption.seconds($0) + " s" } ?? "off") }
            guard !argument.isEmpty else { return (state(runner), .proceed) }
            if argument == "off" {
                runner.timeLimit = nil
                return (state(runner), .proceed)
            }
            guard let seconds = Double(argument), seconds > 0, seconds <= 1e9 else {
                return ("error: :timeout takes a number of seconds above 0, or off", .proceed)
            }
            runner.timeLimit = .milliseconds(Int((seconds * 1000).rounded(.up)))
            return (state(runner), .proceed)
        },
        ReplCommand(names: [":base"], argument: "N", summary: "write integer results in base N (2 … 36; 10 by default)") { runner, argument in
            guard !argument.isEmpty else { return ("base: \(runner.renderer.base)", .proceed) }
            guard let base = Int(argument), (2...36).contains(base) else { return ("error: the base is a whole number from 2 to 36", .proceed) }
            runner.renderer = ResultRenderer(format: runner.renderer.format, grouping: runner.renderer.grouping, base: base)
            return ("base: \(base)", .proceed)
        },
        ReplCommand(names: [":max-precision"], argument: "BITS|default",
                    summary: "highest working precision of the proof (as --max-precision; default 64× the starting one)") { runner, argument in
            let highest = EvaluationSettings.highestPrecisionLimit
            let state = { (runner: LineRunner) in
                "max-precision: " + (runner.session.settings.maximumPrecision.map { "\($0) bits" } ?? "default")
            }
            guard !argument.isEmpty else { return (state(runner), .proceed) }
            if argument == "default" {
                runner.session.settings.maximumPrecision = nil
                return (state(runner), .proceed)
            }
            guard let bits = Int(argument), (64...highest).contains(bits) else {
                return ("error: :max-precision takes a number of bits from 64 to \(highest), or default", .proceed)
            }
            runner.session.settings.maximumPrecision = bits
            return (state(runner), .proceed)
        },
        ReplCommand(names: [":max-memory"], argument: "SIZE", summary: "memory an evaluation may plan to use (2G, 512M; as --max-memory)") { runner, argument in
            let state = { (runner: LineRunner) in
                "max-memory: " + (runner.session.settings.memoryBudget.map { "\($0) bytes" } ?? "no limit")
            }
            guard !argument.isEmpty else { return (state(runner), .proceed) }
            guard let budget = MemoryBudget(argument: argument) else { return ("error: :max-memory takes a size such as 2G or 512M", .proceed) }
            runner.session.settings.setMemoryBudget(budget.cappedToFreeAddressSpace())
            return (state(runner), .proceed)
        },
    ]

    /// The command a REPL line invokes (its first word), and the rest of the line; nil for
    /// expressions. A first word that starts with `:` and names no command is `unknown(_:)`
    /// (no expression starts with `:`).
    static func parse(_ line: String) -> (command: ReplCommand, argument: String)? {
        let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let first = words.first.map(String.init) else { return nil }
        let argument = words.count > 1 ? String(words[1]).trimmingSpaces : ""
        if let command = all.first(where: { $0.names.contains(first) }) { return (command, argument) }
        return first.hasPrefix(":") ? (unknown(first), argument) : nil
    }

    /// The command's line of help: its name, argument and summary.
    var usage: String {
        (names[0] + (argument.isEmpty ? "" : " " + argument)).padded(to: 22) + summary
    }
}

extension String {
    /// The string with spaces and tabs removed from both ends.
    var trimmingSpaces: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[start...end])
    }

    /// The string followed by spaces up to `width` characters (and at least one space).
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
