import BigNumber
import Testing

/// A decimal from its digit text, sign and exponent.
private func decimal(_ digits: String, _ exponent: Int, negative: Bool = false) -> BigFloat.RoundedDecimal {
    BigFloat.RoundedDecimal(isNegative: negative, digits: Array(digits.utf8), exponent: exponent)
}

/// `RoundedDecimal.text(_:significantDigits:)`: the one decimal layout.
@Suite struct DecimalLayoutTests {
    @Test(arguments: [
        ("12345", 2, false, nil, "123.45", "1.2345e2", "123.45e0"),
        ("12345", 4, false, nil, "12345", "1.2345e4", "12.345e3"),
        ("12345", 4, false, 5, "12345", "1.2345e4", "12.345e3"),
        ("12", 6, false, nil, "1200000", "1.2e6", "1.2e6"),
        ("12", 4, false, 1, "10000", "1e4", "10e3"),
        ("123", -3, true, nil, "-0.00123", "-1.23e-3", "-1.23e-3"),
        ("45", -4, false, nil, "0.00045", "4.5e-4", "450e-6"),
        ("0", 0, true, nil, "-0", "-0e0", "-0e0"),
        ("9", 0, false, 0, "9", "9e0", "9e0"),
        ("1", 10_000_000_000, false, nil, "1" + String(repeating: "0", count: 0), "1e10000000000", "10e9999999999"),
    ] as [(String, Int, Bool, Int?, String, String, String)])
    func layouts(digits: String, exponent: Int, negative: Bool, count: Int?,
                 positional: String, scientific: String, engineering: String) {
        let value = decimal(digits, exponent, negative: negative)
        if value.positionalPadding < 100 {
            #expect(value.text(.positional, significantDigits: count).string == positional)
        }
        #expect(value.text(.scientific, significantDigits: count).string == scientific)
        #expect(value.text(.engineering, significantDigits: count).string == engineering)
    }

    @Test func digitRunsAreSharedNotCopied() {
        let value = decimal(String(repeating: "7", count: 10_000), -1)
        let text = value.text(.positional)
        #expect(text.pieces.map(\.count) == [2, 10_000])
        #expect(text.byteCount == 10_002)
    }

    @Test(arguments: [("1200", 2, false), ("1000", 1, false), ("0000", 1, true), ("1234", 4, false)])
    func trimmedCountAndZero(digits: String, trimmed: Int, isZero: Bool) {
        let value = decimal(digits, 3)
        #expect(value.trimmedDigitCount == trimmed)
        #expect(value.isZero == isZero)
    }
}
