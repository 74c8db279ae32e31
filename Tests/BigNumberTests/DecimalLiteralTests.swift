import BigNumber
import Testing

/// `DecimalLiteral`: the one scanner of decimal literals.
@Suite struct DecimalLiteralTests {
    @Test(arguments: [
        ("12", false, 2, "12", "", ""),
        ("1.5", false, 3, "1", "5", ""),
        (".5", false, 2, "", "5", ""),
        ("5.", false, 2, "5", "", ""),
        ("2e", false, 1, "2", "", ""),
        ("2e5", false, 3, "2", "", "5"),
        ("2E-05", false, 5, "2", "", "05"),
        ("2e+x", false, 1, "2", "", ""),
        ("1.2.3", false, 3, "1", "2", ""),
        ("-1.5e-7", true, 7, "1", "5", "7"),
        ("-1.5e-7", false, 0, "", "", ""),
        ("12abc", false, 2, "12", "", ""),
    ])
    func scanSplitsTheLiteral(text: String, signed: Bool, end: Int, integer: String, fraction: String, exponent: String) {
        let bytes = Array(text.utf8)
        let literal = DecimalLiteral(scanning: bytes, from: 0, signed: signed)
        #expect(literal.end == end)
        #expect(String(decoding: bytes[literal.integerDigits], as: UTF8.self) == integer)
        #expect(String(decoding: bytes[literal.fractionDigits], as: UTF8.self) == fraction)
        #expect(String(decoding: bytes[literal.exponentDigits], as: UTF8.self) == exponent)
        #expect(literal.hasExponent == !exponent.isEmpty)
    }

    @Test func exponentSignAndMagnitude() {
        let literal = DecimalLiteral(scanning: Array("x1e-300".utf8), from: 1)
        #expect(literal.isExponentNegative && literal.hasExponentSign)
        #expect(literal.exponentMagnitude == 300)
        #expect(literal.end == 7)
        let huge = DecimalLiteral(scanning: Array("1e99999999999999999999".utf8), from: 0)
        #expect(huge.exponentMagnitude == nil)
        #expect(DecimalLiteral(scanning: Array("-7".utf8), from: 0, signed: true).isNegative)
    }
}
