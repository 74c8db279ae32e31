import BigCalcFrontEnd
import CalculatorDisplay
import CalculatorEngine
import Foundation

/// `POST /v1/keys`: `{"session": "…", "keys": "7 + 9 = √", "profile": "immediate", "digits": 30,
/// "displayDigits": 12, "locale": "de_DE", "angle": "rad", "seed": 42}`. Without `session`, a new
/// session starts with those settings (then fixed for it, but for `angle`, which the Deg/Rad key
/// changes at any time); the keys are applied as `bigcalc keys` applies them.
struct KeysRequest: Decodable, Sendable {
    var session: String?
    var keys: String?
    var profile: String?
    var digits: Int?
    var displayDigits: Int?
    var locale: String?
    var angle: String?
    var seed: UInt64?
}

extension KeysRequest {
    /// A new session's calculator, with the settings asked for.
    func newCalculator(limits: ServerLimits) throws(APIError) -> Calculator {
        guard let profile = CalculatorBrain.Profile(rawValue: self.profile ?? "immediate") else {
            throw .badRequest("'profile' is immediate or algebraic")
        }
        let digits = try checkedDigits(digits ?? 30, limits: limits)
        let displayDigits = try checkedDigits(self.displayDigits ?? 12, limits: limits)
        var calculator = Calculator(profile: profile, digits: digits, angleUnit: try checkedAngle(angle),
                                    displayDigits: displayDigits, seed: seed)
        // By identifier, as `bigcalc keys` does: without ICU linked in, every `Locale` reads as en_001.
        calculator.formatter.symbols = NumberSymbols(localeIdentifier: locale ?? "en_US")
        return calculator
    }

    /// The key presses of `keys`: tokens separated by spaces, each a key or a number.
    /// - Throws: 400 for an unknown key, with its column; 413 for too long a string.
    func presses(limits: ServerLimits) throws(APIError) -> [CalculatorKey] {
        let text = keys ?? ""
        guard text.count <= limits.maxExpressionLength else {
            throw .tooLarge("'keys' is longer than the server's limit of \(limits.maxExpressionLength) characters")
        }
        var presses: [CalculatorKey] = []
        var column = 1
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            defer { column += piece.count + 1 }
            let token = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else { continue }
            do {
                presses += try CalculatorKey.keys(for: token)
            } catch {
                let suggestion = error.suggestion.map { " (did you mean '\($0)'?)" } ?? ""
                throw APIError(status: .badRequest,
                               message: "unknown key '\(ExpressionError.escapingControlCharacters(token))'\(suggestion)",
                               code: "unknown_key", column: column)
            }
        }
        return presses
    }
}

/// The answer of `/v1/keys`: the session id, then the display state as `bigcalc keys --json` writes it, and the angle unit.
func keysAnswer(session: String, state: DisplayState, angle: AngleUnit) -> String {
    var object = JSONObject()
    object.add("session", session)
    state.members(into: &object)
    object.add("angle", angle.rawValue)
    return object.text
}
