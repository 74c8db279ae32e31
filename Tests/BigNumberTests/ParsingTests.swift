import BigNumber
import Testing

@Suite struct ParsingTests {
    typealias ParseError = BigFloat.ParseError

    /// Malformed strings and the error each one gives (none traps).
    @Test(arguments: [
        ("", ParseError.empty),
        (" ", .unexpectedCharacter(offset: 0)),
        ("\t1", .unexpectedCharacter(offset: 0)),
        (" 1", .unexpectedCharacter(offset: 0)),
        ("1 ", .unexpectedCharacter(offset: 1)),
        ("1\n", .unexpectedCharacter(offset: 1)),
        ("1.2.3", .unexpectedCharacter(offset: 3)),
        ("1..2", .unexpectedCharacter(offset: 2)),
        ("--1", .unexpectedCharacter(offset: 1)),
        ("+-1", .unexpectedCharacter(offset: 1)),
        ("++1", .unexpectedCharacter(offset: 1)),
        ("1-", .unexpectedCharacter(offset: 1)),
        ("1+1", .unexpectedCharacter(offset: 1)),
        ("+", .missingDigits),
        ("-", .missingDigits),
        (".", .missingDigits),
        ("-.", .missingDigits),
        ("e5", .missingDigits),
        (".e5", .missingDigits),
        ("e", .missingDigits),
        ("1e", .missingExponentDigits),
        ("1E+", .missingExponentDigits),
        ("1e-", .missingExponentDigits),
        ("1e5.5", .unexpectedCharacter(offset: 3)),
        ("1e1e1", .unexpectedCharacter(offset: 3)),
        ("1e+-1", .unexpectedCharacter(offset: 3)),
        ("0x", .unexpectedCharacter(offset: 1)),
        ("0x1p3", .unexpectedCharacter(offset: 1)),
        ("0b101", .unexpectedCharacter(offset: 1)),
        ("1,5", .unexpectedCharacter(offset: 1)),
        ("1_000", .unexpectedCharacter(offset: 1)),
        ("١٢٣", .unexpectedCharacter(offset: 0)),
        ("１２", .unexpectedCharacter(offset: 0)),
        ("½", .unexpectedCharacter(offset: 0)),
        ("∞", .unexpectedCharacter(offset: 0)),
        ("1f", .unexpectedCharacter(offset: 1)),
        ("infx", .unexpectedCharacter(offset: 0)),
        ("in", .unexpectedCharacter(offset: 0)),
        ("nan(1)", .unexpectedCharacter(offset: 0)),
        ("-infinit", .unexpectedCharacter(offset: 1)),
        ("1\u{0}2", .unexpectedCharacter(offset: 1)),
        ("\u{0}", .unexpectedCharacter(offset: 0)),
        ("5\u{301}", .unexpectedCharacter(offset: 1)),
        ("1e99999999999999999999", .overflow),
        ("-1e99999999999999999999", .overflow),
        ("1e-99999999999999999999", .underflow),
        ("-0.001e-99999999999999999999", .underflow),
        ("0.001e-9223372036854775807", .underflow),
        ("100e9223372036854775807", .overflow),
        ("1e1400000000000000000", .overflow),
    ])
    func malformedStringsThrow(text: String, error: ParseError) {
        #expect(throws: error) { try BigFloat(parsing: text) }
        #expect(BigFloat(text) == nil)
        #expect(BigFloat(text, precision: 64) == nil)
    }

    /// Accepted strings and their values printed to 20 digits.
    @Test(arguments: [
        ("0", "0"), ("-0", "-0"), ("+12", "12"), ("1.5", "1.5"), (".5", "0.5"), ("5.", "5"), ("-1.5e-300", "-1.5e-300"),
        ("2E+3", "2000"), ("000.000100", "0.0001"), ("inf", "inf"), ("-Infinity", "-inf"), ("+INF", "inf"),
        ("nan", "nan"), ("NaN", "nan"), ("0e99999999999999999999", "0"), ("-0.000e-99999999999999999999", "-0"),
        ("1e1388000000000000000", "1e1388000000000000000"), ("1e-1388000000000000000", "1e-1388000000000000000"), ("1e1000000000", "1e1000000000"),
        ("123456789012345678901234567890", "1.234567890123456789e29"),
    ])
    func validStrings(text: String, printed: String) throws {
        let value = try BigFloat(parsing: text)
        #expect(value.formatted(significantDigits: 20, trimmingTrailingZeros: true) == printed)
    }

    @Test func parsingRoundsCorrectlyAtEveryPrecision() throws {
        // The 3400-bit value nearest to 1/10, not the Double 0.1.
        let tenth = try BigFloat(parsing: "0.1", precision: 3400)
        #expect(tenth == BigFloat(numerator: 1, denominator: 10, precision: 3400))
        #expect(tenth != BigFloat(0.1, precision: 3400))
        #expect(try BigFloat(parsing: "0.1", precision: 53) == BigFloat(0.1))
        // Directed rounding brackets the decimal.
        let down = try BigFloat(parsing: "0.1", precision: 10, rounding: .down)
        let up = try BigFloat(parsing: "0.1", precision: 10, rounding: .up)
        #expect(down < tenth && tenth < up)
        #expect(BigFloat.subtract(up, down, rounding: .nearestEven) == BigFloat.scaled(BigFloat(1), byPowerOfTwo: -13))
    }

    /// A 10 MB string of digits, at the default precision and at 1000 digits.
    @Test func tenMegabyteStringParses() throws {
        let text = "0." + String(repeating: "123456789", count: 1_111_112)
        #expect(text.utf8.count > 10_000_000)
        // 0.123456789123… differs from 123456789/999999999 by < 10^-9999990: the same when rounded.
        for precision in [256, 3400] {
            let value = try BigFloat(parsing: text, precision: precision)
            #expect(value == BigFloat(numerator: 123_456_789, denominator: 999_999_999, precision: precision))
        }
        let integer = try #require(BigInt(String(text.dropFirst(2).prefix(1_000_000))))
        #expect(integer.description.utf8.count == 1_000_000)
        #expect(integer.description.hasSuffix("1234567891"))
    }

    /// 100,000 digits at full precision read back exactly.
    @Test func longIntegerStringIsExactAtFullPrecision() throws {
        let digits = String(repeating: "9876543210", count: 10_000)
        let value = try BigFloat(parsing: digits, precision: BigFloat.bits(forDigits: 100_000))
        #expect(value.isInteger)
        let exact = value.formatted(significantDigits: 100_000) == digits
        #expect(exact)
        // 98765…43|210 rounded up to 99,998 digits.
        let up = value.formatted(significantDigits: 99_998, rounding: .up, notation: .scientific)
        #expect(up.hasPrefix("9.876543210") && up.hasSuffix("98765433e99999") && up.utf8.count == 99_998 + 7)
    }

    @Test func losslessStringConversionRoundTrips() throws {
        for precision in [2, 24, 53, 256, 1000] {
            for text in ["3.14159265358979323846264338327950288", "-1e-300", "123456.789", "7e1000"] {
                let value = try BigFloat(parsing: text, precision: precision)
                #expect(try BigFloat(parsing: value.description, precision: precision) == value)
            }
        }
        #expect(BigFloat(0.1, precision: 53).description == "0.1")
        #expect(BigFloat(1e100, precision: 53).description == "1e100")
        #expect(BigFloat.nan().description == "nan")
        #expect(BigFloat.infinity(sign: .minus).description == "-inf")
    }
}
