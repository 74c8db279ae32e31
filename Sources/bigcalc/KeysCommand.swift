import ArgumentParser
import BigCalcFrontEnd
import CalculatorDisplay
import CalculatorEngine

/// Replays keypad presses on a `Calculator` and prints what its display shows.
struct Keys: ParsableCommand {
    /// The subcommand's name on the command line.
    static let name = "keys"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Replay calculator key presses, e.g. bigcalc keys '7 + 9 = √'.",
        discussion: discussion
    )

    /// The help text after the usage, generated from the keypad's keys and the catalog.
    static let discussion = """
        Tokens are separated by spaces. A number (73, 1.5, 1e20) is typed key by key.

        \(CalculatorKey.helpText)

        An inexact result is re-evaluated at higher precision until its displayed digits are confirmed; --json reports "proven": false when they could not be, and "heuristicZero": true for a 0 that is taken to be exactly 0 because it kept shrinking as the precision rose (sin(π)).
        """

    @OptionGroup var options: CommonOptions

    @Option(name: .long, help: "Behaviour profile: immediate (left to right) or algebraic (precedence).")
    var profile: CalculatorBrain.Profile = .immediate

    @Option(name: .long, parsing: .unconditional, help: "Significant digits shown on the display.")
    var displayDigits: Int = 12

    @Option(name: .long, parsing: .unconditional, help: "Seed of Rand, for reproducible runs (0 to 2^64-1).",
            transform: Evaluate.seed(from:))
    var seed: UInt64?

    @Argument(help: "Key presses, separated by spaces (several arguments are joined).")
    var keys: [String] = []

    /// The values `--display-digits` takes.
    static let allowedDisplayDigits = 1...1_000_000

    /// Rejects digit counts out of range (exit status 64).
    func validate() throws {
        guard Self.allowedDisplayDigits.contains(displayDigits) else {
            throw ValidationError("--display-digits must be between 1 and \(Self.allowedDisplayDigits.upperBound)")
        }
        try DigitsOutOfRange.validateOption(options.digits)
    }

    func run() throws {
        options.applyThreads()
        var calculator = Calculator(profile: profile, digits: options.digits, angleUnit: options.angle,
                                    displayDigits: displayDigits, seed: seed)
        // By identifier: without ICU linked in, every `Locale` reads as en_001.
        calculator.formatter.symbols = NumberSymbols(localeIdentifier: options.locale ?? "en_US")
        let tokens = keys.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        for (index, token) in tokens.enumerated() {
            let presses: [CalculatorKey]
            do {
                presses = try CalculatorKey.keys(for: token)
            } catch {
                let suggestion = error.suggestion.map { " (did you mean '\($0)'?)" } ?? ""
                let shown = ExpressionError.escapingControlCharacters(token)
                OutputChannel.standardError().write("bigcalc: unknown key '\(shown)' at position \(index + 1)\(suggestion)\n")
                throw ExitCode(2)
            }
            // `send`, not `press`: the display (and its proof) is worked out once, at the end.
            for key in presses { calculator.send(key) }
        }
        let state = calculator.state
        if options.json {
            print(state.json)
        } else {
            print(state.display)
        }
    }
}

extension CalculatorBrain.Profile: ExpressibleByArgument {}
