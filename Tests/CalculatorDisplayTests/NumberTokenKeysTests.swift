import CalculatorDisplay
import Testing

/// Number tokens typed on the keypad follow the decimal literal grammar, or stop after `EE` (`±`).
@Test(arguments: [
    ("73", [CalculatorKey.digit(7), .digit(3)]),
    (".5", [.point, .digit(5)]),
    ("2.5e-3", [.digit(2), .point, .digit(5), .exponent, .changeSign, .digit(3)]),
    ("1E20", [.digit(1), .exponent, .digit(2), .digit(0)]),
    ("1e", [.digit(1), .exponent]),
    ("1e-", [.digit(1), .exponent, .changeSign]),
    ("1e+5", nil), ("1.2.3", nil), ("e5", nil), ("-5", nil), ("1x", nil),
] as [(String, [CalculatorKey]?)])
func numberTokensAreTypedKeyByKey(token: String, keys: [CalculatorKey]?) {
    #expect((try? CalculatorKey.keys(for: token)) == keys)
}
