import CalculatorEngine

/// How the command line and the REPL tell a person to raise the maximum precision, when a result
/// stopped at it (`PrecisionLimit`), and the memory budget, when a line was refused for it
/// (`SizeLimit.memory`): each names its own way to do so.
package enum PrecisionAdvice: Sendable {
    /// `bigcalc` with arguments or a batch: the `--max-precision` option.
    case commandLine
    /// The interactive REPL: its `:max-precision` command.
    case repl
    /// `bigcalc-server`: a client cannot raise the server's limits, so it is told to ask for fewer digits.
    case server

    /// The advice for a limit of `bits` bits: "raise it with --max-precision", or in the REPL
    /// "raise it with :max-precision 25344" (twice the limit, within the highest allowed).
    package func text(reached bits: Int) -> String {
        switch self {
        case .commandLine: "raise it with --max-precision"
        case .repl: "raise it with :max-precision \(Swift.min(2 * bits, EvaluationSettings.highestPrecisionLimit))"
        case .server: "it is the server's limit"
        }
    }

    /// The advice to raise the memory budget: the option, or the REPL's command.
    package var memoryText: String {
        switch self {
        case .commandLine: "raise it with --max-memory, or :max-memory in the REPL"
        case .repl: "raise it with :max-memory"
        case .server: "it is the server's limit; ask for fewer digits"
        }
    }

    /// `error` with its precision or memory advice in these words.
    package func advising(_ error: ExpressionError) -> ExpressionError {
        error.advising { text(reached: $0) }.advisingMemory(memoryText)
    }
}
