import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bigcalc [--digits N] EXPRESSION…`: the most common invocation, recognized before
/// swift-argument-parser runs.
///
/// swift-argument-parser builds its tables of options by reflection over the commands' property
/// wrappers, which costs more start-up time than evaluating a small expression (17 million of the
/// 32 million instructions `bigcalc 1+1` took). An invocation made only of expressions and
/// `--digits` needs none of it: every other option keeps the default its declaration in
/// ``Evaluate`` gives. Anything else (another option, a value out of range, a subcommand, `help`,
/// no expression) goes to the parser, which also writes every usage message.
struct PlainInvocation {
    /// The expressions, in order.
    let expressions: [String]
    /// The value of `--digits`, or its default.
    let digits: Int

    /// Recognizes `arguments` (without the program name), or returns nil when the parser must read them.
    /// - Parameter arguments: The command-line arguments after the program name.
    init?(arguments: ArraySlice<String>) {
        var expressions: [String] = []
        var digits = EvaluationSettings.defaultDigits
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--digits" || argument.hasPrefix("--digits=") {
                let value = argument == "--digits" ? rest.popFirst() : String(argument.dropFirst("--digits=".count))
                guard let value, let number = Int(value), Evaluate.allowedDigits.contains(number) else { return nil }
                digits = number
            } else if argument.isEmpty || argument.hasPrefix("-") || Self.commandWords.contains(argument) {
                return nil
            } else {
                expressions.append(argument)
            }
        }
        guard !expressions.isEmpty else { return nil }
        self.expressions = expressions
        self.digits = digits
    }

    /// The words that name a subcommand or ask for help instead of being an expression (the
    /// subcommands' names without their configurations, whose help texts take time to build).
    private static let commandWords = [Evaluate.name, Keys.name, "help"]

    /// Evaluates the expressions in one session and exits: status 0 when all succeeded, 1
    /// otherwise, as ``Evaluate/run()`` does.
    func run() -> Never {
        var runner = Evaluate.plainRunner(digits: digits)
        let flusher = expressions.count > 1 ? BatchFlusher(runner.output) : nil
        for expression in expressions {
            flusher?.lineStarts()
            runner.run(expression)
            flusher?.lineEnded()
        }
        runner.flush()
        exit(runner.failureCount > 0 ? 1 : 0)
    }
}
