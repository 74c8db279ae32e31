import ArgumentParser
import BigNumber
import CalculatorEngine

/// Options that mean the same in every subcommand.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Significant decimal digits of each result (\(DigitsOutOfRange.helpRange)).",
        discussion: "For keys: the working precision of the calculator; the display shows --display-digits of them."))
    var digits: Int = EvaluationSettings.defaultDigits

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle: AngleUnit = .radians

    @Option(name: .long, help: "Locale identifier for digit grouping, e.g. en_US, de_DE.")
    var locale: String?

    @Flag(name: .long, help: "Print a JSON object instead of plain text.")
    var json = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Threads for long computations (default: the available cores).",
        discussion: "π, e and ln 2 to many digits and the conversion of many digits to decimal; 1 computes serially. The digits do not depend on it."))
    var threads: Int?

    /// Rejects a thread count out of range (exit status 64).
    func validate() throws {
        if let threads, !Parallelism.allowedThreads.contains(threads) {
            throw ValidationError("--threads must be a whole number from 1 to \(Parallelism.maximumThreads), not \(threads)")
        }
    }

    /// Sets the process-wide thread count from `--threads` (when given) before anything is computed.
    func applyThreads() {
        if let threads { Parallelism.threads = threads }
    }
}

extension AngleUnit: ExpressibleByArgument {}
