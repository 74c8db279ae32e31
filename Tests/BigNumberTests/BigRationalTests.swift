import BigNumber
import Testing

@Suite struct BigRationalTests {
    @Test(arguments: [
        ("0.1", "1/10"), ("-1.5e-7", "-3/20000000"), (".5", "1/2"), ("2E+3", "2000"), ("5.", "5"),
        ("0.000", "0"), ("+12.50", "25/2"), ("1e0", "1"), ("123456789012345678901234567890", "123456789012345678901234567890"),
    ])
    func parsesDecimalsExactly(text: String, fraction: String) throws {
        #expect(try BigRational(decimal: text)?.description == fraction)
    }

    @Test(arguments: ["", "-", ".", "e5", "1e", "1e+", "1.2.3", "--1", "1x", "0x10", " 1", "inf", "nan", "١٢"])
    func rejectsMalformedDecimals(text: String) throws {
        #expect(try BigRational(decimal: text) == nil)
    }

    @Test func refusesHugeExponentsBeforeAllocating() throws {
        #expect(throws: BigNumberError.self) { try BigRational(decimal: "1e-99999999999") }
        #expect(throws: BigNumberError.self) { try BigRational(decimal: "1e99999999999999999999999") }
        #expect(try BigRational(decimal: "0e99999999999999999999999") == BigRational(0))
    }

    @Test func decimalArithmeticIsExact() throws {
        let a = try #require(try BigRational(decimal: "0.1"))
        let b = try #require(try BigRational(decimal: "0.2"))
        let c = try #require(try BigRational(decimal: "0.3"))
        #expect((a + b - c).isZero)
        let third = try #require(BigRational(numerator: 1, denominator: 3))
        #expect(third * BigRational(3) == BigRational(1))
        #expect(third.divided(by: BigRational(0)) == nil)
        #expect(try third.power(-2) == BigRational(9))
        #expect(try BigRational(0).power(-1) == nil)
        #expect(BigRational(numerator: 6, denominator: -4)?.description == "-3/2")
        #expect(BigRational(numerator: 6, denominator: -4)?.denominator == 2)
    }

    /// Integer powers in lowest terms, with the sign moved to the numerator (Python's
    /// `Fraction(p, q) ** n` gives the same), and the size limit checked before computing.
    @Test(arguments: [
        ("-2/3", 3, "-8/27"), ("-2/3", -3, "-27/8"), ("-2/3", -2, "9/4"), ("5", 0, "1"), ("0", 5, "0"),
        ("-1", Int.min, "1"), ("1/2", -64, "18446744073709551616"), ("7/10", 1, "7/10"),
    ])
    func integerPowers(base: String, exponent: Int, expected: String) throws {
        let x = try #require(BigRational(base))
        #expect(try x.power(exponent)?.description == expected)
    }

    @Test func powersBeyondTheLimitThrowBeforeComputing() {
        #expect(throws: BigNumberError.self) { try BigRational(numerator: 3, denominator: 2)?.power(2_000, limit: 1_000) }
        #expect((try? BigRational(numerator: 3, denominator: 2)?.power(100, limit: 1_000)) != nil)
    }

    @Test(arguments: [("12", 12 as Int?), ("-9223372036854775808", Int.min), ("9223372036854775808", nil), ("1/2", nil)])
    func smallIntegersConvertToInt(text: String, expected: Int?) throws {
        #expect(Int(exactly: try #require(BigRational(text))) == expected)
    }

    @Test func roundsCorrectlyToBigFloat() throws {
        let tenth = try #require(try BigRational(decimal: "0.1"))
        #expect(tenth.bigFloat(precision: 53) == BigFloat(0.1))
        #expect(try tenth.bigFloat(precision: 3400) == BigFloat(parsing: "0.1", precision: 3400))
        let third = try #require(BigRational(numerator: 1, denominator: 3))
        #expect(third.bigFloat(precision: 10, rounding: .down) < third.bigFloat(precision: 10, rounding: .up))
    }

    @Test func convertsBinaryFloatsExactly() throws {
        let value = try #require(BigRational(exactly: BigFloat(0.375)))
        #expect(value.description == "3/8")
        #expect(BigRational(exactly: BigFloat.nan()) == nil)
    }
}
