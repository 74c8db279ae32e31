import BigNumber
import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bigcalc [--digits N] [--threads N] [--errors WHERE] EXPRESSION…` and `bigcalc [--digits N] [--jobs N]
/// [--threads N] [--errors WHERE] [-f FILE]` with batch input: the most common invocations, recognized before swift-argument-parser runs.
///
/// swift-argument-parser builds its tables of options by reflection over the commands' property
/// wrappers, which costs more start-up time than evaluating a small expression (figures in
/// Benchmarks/RESULTS.md, "Start-up and BigFloat storage"). An invocation made only of expressions, or of a
/// batch file or piped input, with `--digits`, `--jobs`, `--threads` and `--errors` needs none of it: every other option
/// keeps the default its declaration in ``Evaluate`` gives. Anything else (another option, a value
/// out of range, a file that cannot be opened, a subcommand, `help`, a terminal as input) goes to
/// the parser, which also writes every usage message.
struct PlainInvocation {
    /// What to evaluate.
    let input: Evaluate.Input
    /// The value of `--digits`, or its default.
    let digits: Int
    /// The value of `--jobs`, or its default (one thread).
    let jobs: Int
    /// The value of `--threads`, when given.
    let threads: Int?
    /// The value of `--errors`, or its default.
    let errorPlacement: ErrorPlacement

    /// Recognizes `arguments` (without the program name), or returns nil when the parser must read them.
    /// - Parameter arguments: The command-line arguments after the program name.
    init?(arguments: ArraySlice<String>) {
        var expressions: [String] = []
        var digits = EvaluationSettings.defaultDigits
        var jobs = 1
        var threads: Int?
        var errorPlacement = ErrorPlacement.stderr
        var file: String?
        var rest = arguments
        /// The value of the option `argument` (`--name VALUE` or `--name=VALUE`), or nil when it is another.
        func value(of argument: String, _ names: String...) -> String?? {
            for name in names {
                if argument == name { return .some(rest.popFirst()) }
                if name.hasPrefix("--"), argument.hasPrefix(name + "=") { return .some(String(argument.dropFirst(name.count + 1))) }
            }
            return nil
        }
        while let argument = rest.popFirst() {
            if let text = value(of: argument, "--digits") {
                guard let text, let number = Int(text), (try? EvaluationSettings.checkedDigits(number)) != nil else { return nil }
                digits = number
            } else if let text = value(of: argument, "-j", "--jobs") {
                guard let text, let number = Int(text), Evaluate.allowedJobs.contains(number) else { return nil }
                jobs = number
            } else if let text = value(of: argument, "--threads") {
                guard let text, let number = Int(text), Parallelism.allowedThreads.contains(number) else { return nil }
                threads = number
            } else if let text = value(of: argument, "--errors") {
                guard let text, let placement = ErrorPlacement(rawValue: text) else { return nil }
                errorPlacement = placement
            } else if let path = value(of: argument, "-f", "--file") {
                guard let path, file == nil else { return nil }
                file = path
            } else if argument.isEmpty || argument.hasPrefix("-") || Self.commandWords.contains(argument) {
                return nil
            } else {
                expressions.append(argument)
            }
        }
        switch (expressions.isEmpty, file) {
        case (false, nil):
            input = .expressions(expressions)
        case let (true, path?):
            guard let source = try? LineSource(path: path) else { return nil }
            input = .batch(source)
        case (true, nil) where isatty(0) == 0:
            input = .batch(LineSource())
        default:
            return nil
        }
        self.digits = digits
        self.jobs = jobs
        self.threads = threads
        self.errorPlacement = errorPlacement
    }

    /// The words that name a subcommand or ask for help instead of being an expression (the
    /// subcommands' names without their configurations, whose help texts take time to build).
    private static let commandWords = [Evaluate.formerName, Keys.name, "help"]

    /// Evaluates the expressions or lines of a plain invocation in one session and exits: status 0
    /// when all succeeded, 1 otherwise, 130 after Ctrl-C in a batch, as ``Evaluate/run()`` does.
    /// Returns when the arguments are not a plain invocation.
    static func run(arguments: ArraySlice<String>) {
        guard let status = PlainInvocation(arguments: arguments)?.evaluate(endingInScope: endsInScope) else { return }
        exit(status)
    }

    /// Whether the process ends while the session is still in scope. Tearing down the results a
    /// session keeps (up to `Definitions.keptResults` trees) only costs time before the exit frees
    /// it all, so a release build skips it. The debug build, which `make leak-check` runs, releases
    /// the session first: whatever is still allocated at the end is then a leak (the checker cannot
    /// follow every reference of a live session, enum payloads with tag bits among them).
    #if DEBUG
    private static let endsInScope = false
    #else
    private static let endsInScope = true
    #endif

    /// Evaluates the input, writes out the output and returns the exit status, or ends the process
    /// with it when `endingInScope`.
    private func evaluate(endingInScope: Bool) -> Int32 {
        if let threads { Parallelism.threads = threads }
        var runner = Evaluate.plainRunner(digits: digits)
        runner.errorPlacement = errorPlacement
        if case .batch = input { Evaluate.stopOnInterrupt(&runner) }
        do {
            try Evaluate.run(input, jobs: jobs, with: &runner)
        } catch {
            BigCalc.exit(withError: error)
        }
        let status: Int32 = runner.failureCount > 0 ? 1 : 0
        if endingInScope { withExtendedLifetime(runner) { exit(status) } }
        return status
    }
}
