import BigCalcFrontEnd
import ArgumentParser
import BigNumber
import CalculatorDisplay
import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `bigcalc` command: evaluates expressions from the arguments, from a file (`-f`), from
/// piped standard input line by line, or interactively in a REPL when standard input is a
/// terminal; `keys` replays keypad presses.
struct Evaluate: ParsableCommand {
    /// The word that named this command when it was a subcommand (still accepted first).
    static let formerName = "eval"

    static let configuration = CommandConfiguration(
        commandName: "bigcalc",
        abstract: "Arbitrary-precision scientific calculator: every printed digit correct.",
        usage: """
            bigcalc [options] <expression> ...
            bigcalc [options] -f <file>
            command | bigcalc [options]
            bigcalc [options]            (interactive, when standard input is a terminal)
            bigcalc keys [options] <key> ...
            """,
        discussion: BigCalc.examples,
        version: "bigcalc \(BigCalcVersion.number)",
        subcommands: [Keys.self]
    )

    /// `--digits`, `--angle`, `--locale`, `--json`.
    @OptionGroup var options: CommonOptions

    /// How values are written.
    @Option(name: .long, help: ArgumentHelp(
        "Output format of values.",
        discussion: OutputFormat.allCases.map { "  \($0.rawValue): \(OutputFormat.descriptions[$0] ?? "")" }.joined(separator: "\n")))
    var format: OutputFormat = .plain

    /// Where text output writes the errors of failed lines.
    @Option(name: .long, help: ArgumentHelp(
        "Where text output writes errors: stderr (default) or inline (one output line per input line).",
        discussion: ErrorPlacement.allCases.map { "\($0.rawValue): \(ErrorPlacement.descriptions[$0] ?? "")" }.joined(separator: "\n"),
        valueName: "where"))
    var errors: ErrorPlacement = .stderr

    /// A file of expressions, one a line.
    @Option(name: [.customShort("f"), .customLong("file")], help: "Evaluate the lines of a file (blank lines and # comments skipped).")
    var file: String?

    /// A batch file to check for lines that depend on each other, instead of evaluating it.
    @Option(name: .long, help: ArgumentHelp(
        "Say whether the lines of a batch file (- for standard input) can be split across processes, then exit.",
        discussion: """
            A line that assigns or defines (=), reads ans or $n, or draws rand() makes the batch depend on its \
            order: each such line is listed with its reason, and the exit status is 1. Otherwise the status is 0 \
            and the batch prints the same when cut anywhere and run in several processes (GNU parallel --pipe -k).
            """,
        valueName: "file"))
    var checkIndependent: String?

    /// The seed of `rand()`, or nil for a random seed.
    @Option(name: .long, parsing: .unconditional, help: "Seed of rand(), for repeatable random numbers (0 to 2^64-1).",
            transform: seed(from:))
    var seed: UInt64?

    /// Reads `--seed`, naming the range when the value is not in it (`--seed -1`).
    static func seed(from text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw ValidationError("--seed must be a whole number from 0 to \(UInt64.max), not \(text)") }
        return seed
    }

    /// The highest working precision of the proof, in bits.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Highest working precision in bits for proving digits (default: 64 times the starting precision).",
        discussion: "When it is reached first, only the digits proven so far are printed, or an error says none could be."))
    var maxPrecision: Int?

    /// The memory an evaluation may plan to use.
    @Option(name: .long, help: ArgumentHelp(
        "Memory an evaluation may plan to use, e.g. 2G, 512M (default: 3/4 of the smaller of ulimit -v and physical memory; never more than the address space free under ulimit -v).",
        discussion: "A line whose precision would need more is an error that says how much it needs; the proof of the digits stops raising the precision below it. In the REPL: :max-memory.",
        valueName: "size"))
    var maxMemory: MemoryBudget?

    /// The base integers are written in.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Write integer results in this base, 2 to 36 (16, 8 and 2 with 0x, 0o, 0b prefixes).",
        discussion: "Other values stay decimal, with a note. In the REPL: :base N."))
    var base: Int = 10

    /// Real numbers only: a complex value is a domain error.
    @Flag(name: .long, help: ArgumentHelp(
        "Real numbers only: sqrt(-4), ln(-1) and i are errors instead of complex numbers.",
        discussion: "In the REPL: :real on|off."))
    var real = false

    /// Evaluate once without proving the digits: only for measuring what the proof costs.
    @Flag(name: .long, help: ArgumentHelp(
        "Evaluate once at the working precision and skip the proof of the digits (for benchmarks).", visibility: .hidden))
    var unproven = false

    /// The longest one line may take.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "End an expression that runs longer than this many seconds with a 'timed out' error (the next line still runs).",
        discussion: "In the REPL: :timeout SECONDS, :timeout off.", valueName: "seconds"))
    var timeout: Double?

    /// How many threads evaluate batch input.
    @Option(name: [.customShort("j"), .long], parsing: .unconditional, help: ArgumentHelp(
        "Evaluate batch input (-f, or lines on standard input) on N threads; the output is the same as with one.",
        discussion: """
            Lines run in parallel between lines that assign a variable or define a function: such a line waits for \
            the lines before it, and the lines after it see what it defined. A line that reads ans or $n, draws \
            rand() or has several statements runs in its turn. At most as many lines run at once as --max-memory holds.
            """,
        valueName: "N"))
    var jobs: Int = 1

    /// The most threads `--jobs` takes.
    static let allowedJobs = 1...1024

    /// Whether the REPL keeps no history file.
    @Flag(name: .long, help: ArgumentHelp(
        "Do not read or write the REPL's history file (also: BIGCALC_NO_HISTORY=1).",
        discussion: "The history is kept in $XDG_STATE_HOME/bigcalc/history (default ~/.local/state/bigcalc/history)."))
    var noHistory = false

    /// Whether to print the functions and constants and exit.
    @Flag(name: .long, help: "List the functions, operators and constants by group, then exit.")
    var listFunctions = false

    /// Whether to run the REPL even when standard input is not a terminal.
    @Flag(name: .long, help: "Run the interactive session even when standard input is not a terminal.")
    var interactive = false

    /// The expressions given as arguments (an argument may start with `-`, as in `-2^2`).
    @Argument(parsing: .allUnrecognized, help: "Expressions to evaluate, in one session (variables carry over).")
    var expressions: [String] = []

    /// The expressions without the `--` that may end the options (`bigcalc -- -2^2`).
    private var expressionArguments: [String] {
        guard let terminator = expressions.firstIndex(of: "--") else { return expressions }
        var arguments = expressions
        arguments.remove(at: terminator)
        return arguments
    }

    /// The arguments before the `--` that ends the options (all of them when there is none): only
    /// there is an argument starting with `--` an unknown option; after it, it is an expression.
    private var argumentsBeforeTerminator: ArraySlice<String> {
        expressions.prefix { $0 != "--" }
    }

    /// Rejects digits out of range, unknown `--` options and conflicting inputs (exit status 64).
    func validate() throws {
        try DigitsOutOfRange.validateOption(options.digits)
        if let maxPrecision, !(64...EvaluationSettings.highestPrecisionLimit).contains(maxPrecision) {
            throw ValidationError(
                "--max-precision must be a number of bits from 64 to \(EvaluationSettings.highestPrecisionLimit), not \(maxPrecision)")
        }
        guard (2...36).contains(base) else {
            throw ValidationError("--base must be a whole number from 2 to 36, not \(base)")
        }
        guard Self.allowedJobs.contains(jobs) else {
            throw ValidationError("--jobs must be a number of threads from 1 to \(Self.allowedJobs.upperBound), not \(jobs)")
        }
        if file != nil && !expressionArguments.isEmpty {
            throw ValidationError("give expressions or --file, not both")
        }
        if interactive && (file != nil || !expressionArguments.isEmpty) {
            throw ValidationError("--interactive reads standard input; give no expressions or --file with it")
        }
        if let timeout, !(timeout > 0 && timeout <= 1e9) {
            throw ValidationError("--timeout must be a number of seconds above 0, not \(timeout)")
        }
        if let option = argumentsBeforeTerminator.first(where: { $0.hasPrefix("--") && $0.count > 2 }) {
            throw ValidationError("unknown option '\(option)'")
        }
    }

    /// The runner of `bigcalc [--digits N] EXPRESSION…`: every other option at the default its
    /// declaration gives (see ``PlainInvocation``).
    /// - Parameter digits: The value of `--digits`.
    /// - Returns: A runner writing plain text to standard output and errors to standard error.
    static func plainRunner(digits: Int) -> LineRunner {
        var settings = EvaluationSettings(digits: digits)
        settings.setMemoryBudget(MemoryBudget.systemDefault())
        var runner = LineRunner(session: Session(settings: settings), renderer: ResultRenderer(format: .plain),
                                json: false, output: .standardOutput(), errors: .standardError())
        runner.style = TerminalStyle.forDescriptor(2)
        return runner
    }

    /// `bigcalc` alone on a terminal: the REPL with every option at its default, started without
    /// the option parser, whose reflection would dominate the start-up to the prompt (see ``PlainInvocation``).
    static func runDefaultREPL() {
        InteractiveSession(runner: plainRunner(digits: EvaluationSettings.defaultDigits),
                           historyPath: EditHistory.defaultPath(disabled: false)).run()
    }

    /// Evaluates and prints; exits with status 1 when any expression failed.
    func run() throws {
        if listFunctions {
            print(OperationCatalog.groupedHelp())
            return
        }
        if let checkIndependent {
            try Self.checkIndependence(of: checkIndependent)
            return
        }
        options.applyThreads()
        var settings = EvaluationSettings(digits: options.digits, angleUnit: options.angle, seed: seed)
        settings.provesDigits = !unproven
        settings.maximumPrecision = maxPrecision
        settings.allowsComplexResults = !real
        settings.setMemoryBudget(maxMemory?.cappedToFreeAddressSpace() ?? MemoryBudget.systemDefault())
        let grouping = format == .grouped
            ? DisplayFormatter(symbols: NumberSymbols(localeIdentifier: options.locale ?? "en_US"), maximumSignificantDigits: options.digits)
            : nil
        var runner = LineRunner(
            session: Session(settings: settings), renderer: ResultRenderer(format: format, grouping: grouping, base: base),
            json: options.json, output: .standardOutput(), errors: .standardError())
        runner.style = TerminalStyle.forDescriptor(2)
        runner.timeLimit = timeout.map { .milliseconds(Int(($0 * 1000).rounded(.up))) }
        let isREPL = file == nil && expressionArguments.isEmpty && (interactive || isatty(0) != 0)
        if !isREPL {
            Self.stopOnInterrupt(&runner)
            runner.errorPlacement = errors
        }
        let input: Input
        if let file {
            do {
                input = .batch(try LineSource(path: file))
            } catch {
                throw ValidationError(error.description)
            }
        } else if !expressionArguments.isEmpty {
            input = .expressions(expressionArguments)
        } else if isREPL {
            InteractiveSession(runner: runner, historyPath: isatty(0) != 0 ? EditHistory.defaultPath(disabled: noHistory) : nil).run()
            return
        } else {
            input = .batch(LineSource())
        }
        try Self.run(input, jobs: jobs, with: &runner)
        if runner.failureCount > 0 { throw ExitCode(1) }
    }

    /// Evaluates every line of `source` that is not blank or a comment, numbering lines from 1,
    /// on up to `jobs` threads (as many as the memory budget holds; see `Evaluate+Jobs`).
    /// Finished results are written out at least every 100 ms (`BatchFlusher`).
    /// - Parameters:
    ///   - source: The batch input.
    ///   - jobs: The value of `--jobs`.
    ///   - runner: The session and the output.
    /// - Throws: `ExitCode(130)` after Ctrl-C.
    static func runBatch(_ source: LineSource, upTo jobs: Int, with runner: inout LineRunner) throws {
        let jobs = runner.session.settings.concurrentEvaluations(upTo: jobs)
        if jobs > 1 {
            try runBatch(source, jobs: jobs, with: &runner)
            return
        }
        let flusher = BatchFlusher(runner.output)
        var lineNumber = 0
        while let line = source.next() {
            lineNumber += 1
            if LineSource.isSkipped(line) { continue }
            flusher.lineStarts()
            run(line, lineNumber: lineNumber, with: &runner)
            flusher.lineEnded()
            try stopIfInterrupted(&runner, after: lineNumber, of: "line")
        }
        runner.reachEnd(of: lineNumber)
        try stopIfInterrupted(&runner, after: lineNumber, of: "line")
    }

    /// Runs one line of batch input: on a watched thread when there is a time limit (so that a line
    /// stuck in one long library call can be abandoned), else on this thread.
    static func run(_ line: String, lineNumber: Int? = nil, with runner: inout LineRunner) {
        if runner.timeLimit != nil {
            runner.runWatched(line, lineNumber: lineNumber, progress: nil)
        } else {
            runner.runCommitting(line, lineNumber: lineNumber)
        }
    }

    /// Makes Ctrl-C stop the line being evaluated (`cancellation`) and the input after it
    /// (`stopIfInterrupted`); a second Ctrl-C ends the process. Not for the REPL, whose lines
    /// each handle their own.
    /// - Parameter runner: the runner whose session checks the interruption.
    static func stopOnInterrupt(_ runner: inout LineRunner) {
        InterruptSignal.install(once: true)
        runner.session.settings.cancellation = Cancellation(flag: InterruptSignal.flag)
    }

    /// After Ctrl-C in batch mode: says how far the input got and exits with status 130 (128 + SIGINT).
    static func stopIfInterrupted(_ runner: inout LineRunner, after count: Int, of unit: String) throws {
        guard InterruptSignal.count > 0 else { return }
        runner.flush()
        runner.errors.write("bigcalc: interrupted after \(unit) \(count); \(runner.session.resultCount) results so far\n")
        throw ExitCode(130)
    }
}

extension OutputFormat: ExpressibleByArgument {}

extension MemoryBudget: ExpressibleByArgument {}
