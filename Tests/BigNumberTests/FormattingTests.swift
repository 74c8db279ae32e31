import BigNumber
import Testing

@Suite struct FormattingTests {
    /// (decimal input, significant digits, expected) with `.nearestEven`; every input is exact in binary,
    /// so the halfway cases are true ties.
    @Test(arguments: [
        ("0.25", 1, "0.2"), ("0.75", 1, "0.8"), ("2.5", 1, "2"), ("3.5", 1, "4"), ("-2.5", 1, "-2"),
        ("9.5", 1, "1e1"), ("95", 1, "1e2"), ("85", 1, "8e1"), ("0.3125", 1, "0.3"), ("7", 1, "7"),
        ("0.125", 2, "0.12"), ("0.375", 2, "0.38"), ("0.625", 2, "0.62"), ("-0.875", 2, "-0.88"),
        ("1.0625", 4, "1.062"), ("1.1875", 4, "1.188"), ("1.5", 1, "2"), ("0.5", 1, "0.5"),
        ("9.9990234375", 3, "10.0"), ("99.9990234375", 2, "1.0e2"), ("999.75", 3, "1.00e3"), ("9.96", 2, "10"),
        ("0.0000001", 3, "1.00e-7"), ("0.000001", 3, "0.00000100"), ("123456", 3, "1.23e5"), ("123456", 6, "123456"),
        ("0", 5, "0"), ("-0", 5, "-0"), ("1e-300", 2, "1.0e-300"),
    ] as [(String, Int, String)])
    func roundsToNearestEven(text: String, digits: Int, expected: String) throws {
        let value = try BigFloat(parsing: text, precision: 128)
        #expect(value.formatted(significantDigits: digits) == expected)
    }

    /// (input, digits, [towardZero, up, down, awayFromZero]).
    @Test(arguments: [
        ("2.5", 1, ["2", "3", "2", "3"]), ("-2.5", 1, ["-2", "-2", "-3", "-3"]),
        ("0.21", 1, ["0.2", "0.3", "0.2", "0.3"]), ("-0.21", 1, ["-0.2", "-0.2", "-0.3", "-0.3"]),
        ("2", 1, ["2", "2", "2", "2"]), ("9.01", 1, ["9", "1e1", "9", "1e1"]),
        ("1.2345", 3, ["1.23", "1.24", "1.23", "1.24"]), ("-1.2345", 3, ["-1.23", "-1.23", "-1.24", "-1.24"]),
        ("1.5", 2, ["1.5", "1.5", "1.5", "1.5"]),
    ])
    func directedRounding(text: String, digits: Int, expected: [String]) throws {
        let value = try BigFloat(parsing: text, precision: 128)
        let modes: [RoundingMode] = [.towardZero, .up, .down, .awayFromZero]
        #expect(modes.map { value.formatted(significantDigits: digits, rounding: $0) } == expected)
    }

    /// (input, digits, notation, trimming, expected).
    @Test(arguments: [
        ("1e-10", 3, BigFloat.Notation.plain, false, "0.000000000100"),
        ("1.5e10", 2, .plain, false, "15000000000"),
        ("-1234.5", 5, .plain, false, "-1234.5"),
        ("1234.5", 5, .scientific, false, "1.2345e3"),
        ("-0.00012", 2, .scientific, false, "-1.2e-4"),
        ("5", 1, .scientific, false, "5e0"),
        ("0.25", 10, .automatic, true, "0.25"),
        ("0.25", 10, .automatic, false, "0.2500000000"),
        ("100", 10, .automatic, true, "100"),
        ("1e2000000", 3, .plain, false, "1.00e2000000"),
        ("1e-2000000", 3, .plain, false, "1.00e-2000000"),
        ("1e999999", 1, .plain, false, "1" + String(repeating: "0", count: 999_999)),
    ])
    func notations(text: String, digits: Int, notation: BigFloat.Notation, trimming: Bool, expected: String) throws {
        let value = try BigFloat(parsing: text, precision: 128)
        #expect(value.formatted(significantDigits: digits, notation: notation, trimmingTrailingZeros: trimming) == expected)
    }

    @Test func specialValuesPrintAsWords() {
        #expect(BigFloat.nan().formatted(significantDigits: 5) == "nan")
        #expect(BigFloat.infinity().formatted(significantDigits: 5) == "inf")
        #expect(BigFloat.infinity(sign: .minus).formatted(significantDigits: 5) == "-inf")
        #expect(BigFloat.nan().decimal(significantDigits: 5) == nil)
    }

    @Test func decimalExposesDigitsAndExponent() throws {
        let value = try BigFloat(parsing: "-0.0099999", precision: 64)
        let decimal = try #require(value.decimal(significantDigits: 3))
        #expect(decimal == BigFloat.RoundedDecimal(isNegative: true, digits: Array("100".utf8), exponent: -2))
        #expect(decimal.trimmingTrailingZeros().digits == Array("1".utf8))
    }

    @Test(arguments: [
        ("199", 0, "200", 0), ("999", 0, "100", 1), ("9", -3, "1", -2), ("120", 5, "121", 5), ("1099", 2, "1100", 2),
    ])
    func incrementingTheLastDigitCarries(digits: String, exponent: Int, expected: String, expectedExponent: Int) {
        var decimal = BigFloat.RoundedDecimal(isNegative: true, digits: Array(digits.utf8), exponent: exponent)
        decimal.incrementLastDigit()
        #expect(decimal == BigFloat.RoundedDecimal(isNegative: true, digits: Array(expected.utf8), exponent: expectedExponent))
    }

    @Test func integersArePrintedExactly() throws {
        let twoTo200 = BigFloat.scaled(BigFloat(1), byPowerOfTwo: 200)
        #expect(twoTo200.formatted(significantDigits: 61) == "1606938044258990275541962092341162602522202993782792835301376")
        #expect(BigFloat(Int.min, precision: 64).formatted(significantDigits: 19) == "-9223372036854775808")
        #expect(BigFloat(UInt64.max, precision: 64).formatted(significantDigits: 20) == "18446744073709551615")
    }

    @Test func pointOnePlusPointTwo() throws {
        let sum53 = try BigFloat(parsing: "0.1", precision: 53) + BigFloat(parsing: "0.2", precision: 53)
        #expect(sum53 == BigFloat(0.1 + 0.2))
        #expect(sum53.formatted(significantDigits: 17) == "0.30000000000000004")
        let sum3400 = try BigFloat(parsing: "0.1", precision: 3400) + BigFloat(parsing: "0.2", precision: 3400)
        #expect(sum3400.formatted(significantDigits: 1000, trimmingTrailingZeros: true) == "0.3")
        #expect(sum3400.formatted(significantDigits: 1000) == "0." + String(repeating: "3", count: 1) + String(repeating: "0", count: 999))
    }

    @Test func millionDigitsOfOneSeventh() {
        let seventh = BigFloat(numerator: 1, denominator: 7, precision: BigFloat.bits(forDigits: 1_000_010))
        let text = seventh.formatted(significantDigits: 1_000_000)
        #expect(text.utf8.count == 1_000_002)
        #expect(text.hasPrefix("0.142857142857"))
        // 1_000_000 = 6 × 166_666 + 4: the digits end …1428|57… rounded to …1429.
        #expect(text.hasSuffix("1428571429"))
    }
}
