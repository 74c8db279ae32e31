/// The number being typed on the keypad, kept as the exact text typed.
///
/// Digits replace a lone leading zero, `.` inserts `0.` into an empty entry and is ignored when the
/// entry already has a point, `±` toggles the sign (also of `0`, giving `-0`), `EE` starts a decimal
/// exponent (after which `±` toggles the exponent's sign), and backspace removes the last key's effect.
public struct KeypadEntry: Sendable, Hashable {
    /// Whether the mantissa is negative.
    public private(set) var isNegative = false
    /// The typed mantissa digits with at most one `.` (empty before the first key).
    public private(set) var mantissa = ""
    /// The exponent digits after `EE`, or nil when `EE` was not pressed.
    public private(set) var exponentDigits: String?
    /// Whether the exponent is negative.
    public private(set) var isExponentNegative = false
    /// The most mantissa digits accepted (further digits are ignored), or nil for no limit.
    public var maximumDigits: Int?
    /// The most exponent digits accepted.
    public static let maximumExponentDigits = 9

    /// An empty entry, showing `0`.
    /// - Parameter maximumDigits: the most digits that may be typed (nil: no limit).
    public init(maximumDigits: Int? = nil) {
        self.maximumDigits = maximumDigits
    }

    /// Whether no key has been typed (the entry shows `0`).
    public var isEmpty: Bool { mantissa.isEmpty && !isNegative && exponentDigits == nil }

    /// The number of mantissa digits typed.
    public var digitCount: Int { mantissa.utf8.count - (mantissa.contains(".") ? 1 : 0) }

    /// Exactly what was typed, in plain ASCII: `-1234.50`, `1234.`, `-0`, `1.5e-`.
    public var text: String {
        var text = isNegative ? "-" : ""
        text += mantissa.isEmpty ? "0" : mantissa
        if let exponentDigits { text += "e" + (isExponentNegative ? "-" : "") + exponentDigits }
        return text
    }

    /// The typed number as a decimal literal (a trailing point or an empty exponent dropped): `-1234.5e-3`, `12`, `-0`.
    public var decimalText: String {
        var text = isNegative ? "-" : ""
        var digits = mantissa.isEmpty ? "0" : mantissa
        if digits.hasSuffix(".") { digits.removeLast() }
        text += digits
        if let exponentDigits, !exponentDigits.isEmpty {
            text += "e" + (isExponentNegative ? "-" : "") + exponentDigits
        }
        return text
    }

    /// Types a digit.
    /// - Parameter digit: the digit.
    /// - Precondition: `digit` is in 0...9: another value is a programming error and traps.
    public mutating func appendDigit(_ digit: Int) {
        precondition((0...9).contains(digit), "a digit key is 0...9, not \(digit)")
        let character = String(digit)
        if var exponent = exponentDigits {
            if exponent == "0" { exponent = "" }
            guard exponent.utf8.count < Self.maximumExponentDigits else { return }
            exponentDigits = exponent + character
            return
        }
        if mantissa == "0" {
            mantissa = character
            return
        }
        if let maximumDigits, digitCount >= maximumDigits { return }
        mantissa += character
    }

    /// Types the decimal point.
    public mutating func appendPoint() {
        guard exponentDigits == nil, !mantissa.contains(".") else { return }
        if mantissa.isEmpty { mantissa = "0" }
        mantissa += "."
    }

    /// Toggles the sign of the mantissa, or of the exponent once `EE` was pressed.
    public mutating func toggleSign() {
        if exponentDigits != nil {
            isExponentNegative.toggle()
        } else {
            isNegative.toggle()
        }
    }

    /// Starts the exponent (`EE`); an empty entry becomes `1e`. Ignored when already in the exponent.
    public mutating func beginExponent() {
        guard exponentDigits == nil else { return }
        if mantissa.isEmpty || mantissa == "0" { mantissa = "1" }
        exponentDigits = ""
    }

    /// Removes the effect of the last key: an exponent digit, the exponent's sign, `EE`, or a mantissa
    /// character. Removing the last mantissa character leaves `0`.
    public mutating func backspace() {
        if let exponent = exponentDigits {
            if !exponent.isEmpty {
                exponentDigits = String(exponent.dropLast())
            } else if isExponentNegative {
                isExponentNegative = false
            } else {
                exponentDigits = nil
            }
            return
        }
        if !mantissa.isEmpty { mantissa.removeLast() }
        if mantissa.isEmpty || mantissa == "0" {
            mantissa = ""
            isNegative = false
        }
    }
}
