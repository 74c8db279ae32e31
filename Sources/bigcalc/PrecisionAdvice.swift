import CalculatorEngine

/// How the command line and the REPL tell a person to raise the maximum precision, when a result
/// stopped at it (`PrecisionLimit`), and the memory budget, when a line was refused for it
/// (`SizeLimit.memory`): each names its own way to do so.
enum PrecisionAdvice: Sendable {
    /// `bigcalc` with arguments or a batch: the `--max-precision` option.
    case commandLine
    /// The interactive REPL: its `:max-precision` command.
    case repl

    /// The advice for a limit of `bits` bits: "raise it with --max-precision", or in the REPL
    /// "raise it with :max-precision 25344" (twice the limit, within the highest allowed).
    func text(reached bits: Int) -> String {
        switch self {
        case .commandLine: "raise it with --max-precision"
        case .repl: "raise it with :max-precision \(Swift.min(2 * bits, EvaluationSettings.highestPrecisionLimit))"
        }
    }

    /// The advice to raise the memory budget: the option, or the REPL's command.
    var memoryText: String {
        switch self {
        case .commandLine: "raise it with --max-memory, or :max-memory in the REPL"
        case .repl: "raise it with :max-memory"
        }
    }

    /// `error` with its precision or memory advice in these words.
    func advising(_ error: ExpressionError) -> ExpressionError {
        error.advising { text(reached: $0) }.advisingMemory(memoryText)
    }
}
