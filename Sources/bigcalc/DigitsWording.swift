import ArgumentParser
import CalculatorEngine

/// How the command line and the REPL word a count of digits outside
/// `EvaluationSettings.allowedDigits` (`DigitsOutOfRange`), and the range in their help: each in
/// its own terms, all derived from the one range.
extension DigitsOutOfRange {
    /// "a whole number from 1 to 100000000".
    static var allowedText: String {
        "a whole number from \(helpRange)"
    }

    /// The range as the help of `--digits` shows it: "1 to 100000000".
    static var helpRange: String {
        "\(EvaluationSettings.allowedDigits.lowerBound) to \(EvaluationSettings.allowedDigits.upperBound)"
    }

    /// The command line's message: "--digits must be a whole number from 1 to 100000000, not 0".
    var optionMessage: String {
        "--digits must be \(Self.allowedText), not \(digits)"
    }

    /// The REPL's message for `:digits` with an argument that is no allowed count (not always a
    /// number): "digits must be a whole number from 1 to 100000000".
    static var commandMessage: String {
        "digits must be \(allowedText)"
    }

    /// `options.digits` checked, as the command line's `validate()` reports it (exit status 64).
    /// - Throws: `ValidationError` with `optionMessage`.
    static func validateOption(_ digits: Int) throws {
        do {
            _ = try EvaluationSettings.checkedDigits(digits)
        } catch {
            throw ValidationError(error.optionMessage)
        }
    }
}
