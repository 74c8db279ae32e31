import Testing
@testable import CalculatorDisplay

/// Edits of a keypad entry, applied in order: digits, `.`, `±`, `E` (EE), `<` (backspace).
private func typed(_ keys: String, maximumDigits: Int? = nil) -> KeypadEntry {
    var entry = KeypadEntry(maximumDigits: maximumDigits)
    for key in keys {
        switch key {
        case ".": entry.appendPoint()
        case "±": entry.toggleSign()
        case "E": entry.beginExponent()
        case "<": entry.backspace()
        default: if let digit = key.wholeNumberValue { entry.appendDigit(digit) }
        }
    }
    return entry
}

@Test("Keypad entry text and decimal value", arguments: [
    ("", "0", "0"),
    ("007", "7", "7"),
    (".", "0.", "0"),
    (".5.", "0.5", "0.5"),
    ("1234.50", "1234.50", "1234.50"),
    ("1234.", "1234.", "1234"),
    ("±", "-0", "-0"),
    ("5±±", "5", "5"),
    ("12<", "1", "1"),
    ("1<", "0", "0"),
    ("-", "0", "0"),
    ("1E", "1e", "1"),
    ("E5", "1e5", "1e5"),
    ("2.5E3±", "2.5e-3", "2.5e-3"),
    ("2.5E3±<<", "2.5e", "2.5"),
    ("2.5E3±<<<", "2.5", "2.5"),
    ("1E.5", "1e5", "1e5"),
    ("1E0005", "1e5", "1e5"),
])
func entryEdits(_ keys: String, _ text: String, _ decimal: String) {
    let entry = typed(keys)
    #expect(entry.text == text)
    #expect(entry.decimalText == decimal)
}

@Test func maximumDigitsLimitsTheMantissa() {
    #expect(typed("123456", maximumDigits: 4).text == "1234")
    #expect(typed("0.123456", maximumDigits: 4).text == "0.123")
    #expect(typed("1234E99", maximumDigits: 4).text == "1234e99")
    #expect(typed("1E1234567890123").text == "1e123456789")
}
