import ArgumentParser
import CalculatorDisplay
import CalculatorEngine
import Foundation

/// Replays keypad presses on a `Calculator` and prints what its display shows.
struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Replay calculator key presses, e.g. bigcalc keys '7 + 9 = √'.",
        discussion: """
        Tokens are separated by spaces. A run of digits (73) or digits and a point (1.5) is those keys in turn.
        Keys: 0-9 . EE ± ⌫ C AC undo + − × ÷ = % xʸ ʸ√x √ ∛ x² x³ 1/x x! eˣ 10ˣ 2ˣ ln log₁₀ log₂
        sin cos tan sin⁻¹ cos⁻¹ tan⁻¹ sinh cosh tanh sinh⁻¹ cosh⁻¹ tanh⁻¹ π e Rand MC M+ M− MR.
        ASCII aliases: - * / ^ sqrt cbrt x^2 x^3 inv ! exp exp10 exp2 log log10 log2 asin acos atan
        asinh acosh atanh pi rand +/- back M- and more.
        """
    )

    @OptionGroup var options: CommonOptions

    @Option(name: .long, help: "Behaviour profile: immediate (left to right) or algebraic (precedence).")
    var profile: CalculatorBrain.Profile = .immediate

    @Option(name: .long, help: "Significant digits shown on the display.")
    var displayDigits: Int = 12

    @Option(name: .long, help: "Seed of Rand, for reproducible runs.")
    var seed: UInt64?

    @Argument(help: "Key presses, separated by spaces (several arguments are joined).")
    var keys: [String] = []

    func validate() throws {
        guard (1...1_000_000).contains(displayDigits) else {
            throw ValidationError("--display-digits must be between 1 and 1000000")
        }
        guard (1...10_000_000).contains(options.digits) else {
            throw ValidationError("--digits must be between 1 and 10000000")
        }
    }

    func run() throws {
        let locale = Locale(identifier: options.locale ?? "en_US")
        var calculator = Calculator(profile: profile, digits: options.digits, angleUnit: options.angle,
                                    locale: locale, displayDigits: displayDigits, seed: seed)
        let tokens = keys.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        for (index, token) in tokens.enumerated() where calculator.press(token: token) == nil {
            FileHandle.standardError.write(Data("bigcalc: unknown key '\(token)' at position \(index + 1)\n".utf8))
            throw ExitCode(2)
        }
        let state = calculator.state
        if options.json {
            print(Self.json(state))
        } else {
            print(state.display)
        }
    }

    /// The display state as a JSON object with keys display, description, pending, clearLabel, error, memory.
    static func json(_ state: DisplayState) -> String {
        let error = state.error.map(quoted) ?? "null"
        return "{\"display\":\(quoted(state.display)),\"description\":\(quoted(state.description)),"
            + "\"pending\":\(state.isPending),\"clearLabel\":\(quoted(state.clearLabel)),"
            + "\"error\":\(error),\"memory\":\(state.hasMemory)}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension CalculatorBrain.Profile: ExpressibleByArgument {}
