import CalculatorEngine

/// A key of the calculator keypad.
public enum CalculatorKey: Sendable, Hashable {
    /// A digit key 0–9.
    case digit(Int)
    /// The decimal point.
    case point
    /// `EE`: starts the decimal exponent of the number being typed.
    case exponent
    /// `±`: the sign of the number being typed, or negation of the displayed result.
    case changeSign
    /// `⌫`: removes the last typed character.
    case backspace
    /// `C`: clears the number being typed (or the error), keeping pending operations.
    case clear
    /// `AC`: clears everything except memory.
    case allClear
    /// Removes the last step of the calculation.
    case undo
    /// A catalog operation (`+`, `√`, `sin`, `=`, `π`, `Rand`) or a memory key (`MC M+ M− MR`), by label or alias.
    case operation(String)

    /// The keys that are not catalog operations, by label and ASCII alias.
    static let keypadKeys: [String: CalculatorKey] = [
        ".": .point, ",": .point,
        "EE": .exponent, "E": .exponent,
        "±": .changeSign, "+/-": .changeSign, "neg": .changeSign,
        "⌫": .backspace, "back": .backspace, "backspace": .backspace, "del": .backspace,
        "C": .clear, "AC": .allClear, "undo": .undo, "↶": .undo,
    ]

    /// The key a single token names: a digit, a keypad key (`.`, `EE`, `±`, `back`, `C`, `AC`, `undo`),
    /// or a catalog or memory key by label or alias (`×`, `*`, `sqrt`, `pi`, `^`, `M+`); nil when unknown.
    public init?(token: String) {
        if token.utf8.count == 1, let byte = token.utf8.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            self = .digit(Int(byte - UInt8(ascii: "0")))
        } else if let key = Self.keypadKeys[token] {
            self = key
        } else if CalculatorBrain.isKey(token) {
            self = .operation(token)
        } else {
            return nil
        }
    }

    /// The keys a token stands for: one key, or a number (`73`, `1.5`, `1e20`, `2.5e-3`) typed key by
    /// key (digits, `.`, `EE`, `±` for the exponent's minus); nil when the token is unknown.
    public static func keys(for token: String) -> [CalculatorKey]? {
        if let key = CalculatorKey(token: token) { return [key] }
        guard let first = token.utf8.first, first != UInt8(ascii: "e") else { return nil }
        var keys: [CalculatorKey] = []
        var inExponent = false
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): keys.append(.digit(Int(byte - UInt8(ascii: "0"))))
            case UInt8(ascii: ".") where !inExponent: keys.append(.point)
            case UInt8(ascii: "e") where !inExponent, UInt8(ascii: "E") where !inExponent:
                inExponent = true
                keys.append(.exponent)
            case UInt8(ascii: "-") where inExponent && keys.last == .exponent: keys.append(.changeSign)
            default: return nil
            }
        }
        return keys
    }
}
