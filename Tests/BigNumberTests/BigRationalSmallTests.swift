import BigNumber
import Testing

/// Fractions of machine integers are computed without GMP until a result overflows an `Int`; these
/// cases sit at that edge. The expected values are Python's `fractions.Fraction`.
@Suite struct BigRationalSmallTests {
    /// The plain-decimal reader takes a sign, up to 18 digits and one point, and nothing else; the
    /// expected fractions are Python's `fractions.Fraction` of the text (nil: the full reader's job).
    @Test(arguments: [
        ("12", "12" as String?), ("851.96", "21299/25"), ("-851.96", "-21299/25"), ("+7", "7"), (".5", "1/2"), ("1.", "1"),
        ("0.00000000000000001", "1/100000000000000000"), ("123456789012345678", "123456789012345678"),
        ("12345678901234567.8", "61728394506172839/5"), ("-0", "0"),
        ("1234567890123456789", nil), ("1.234567890123456789", nil), ("0.000000000000000001", nil), ("", nil), (".", nil), ("-", nil), ("1.2.3", nil),
        ("1_0", nil), ("0x1", nil), ("2e3", nil), ("1 ", nil), ("--1", nil),
    ])
    func plainDecimals(text: String, expected: String?) throws {
        #expect(BigRational(plainDecimal: text)?.description == expected)
        // The full reader agrees wherever the plain one reads the text.
        if expected != nil { #expect(try BigRational(decimal: text)?.description == expected) }
    }

    @Test(arguments: [
        ("9223372036854775807", "+", "1", "9223372036854775808"),
        ("-9223372036854775807", "-", "1", "-9223372036854775808"),
        ("9223372036854775807", "*", "2", "18446744073709551614"),
        ("1/3", "+", "1/6", "1/2"),
        ("1/3", "-", "1/6", "1/6"),
        ("3037000499/3037000500", "*", "3037000501/3037000502", "9223372037000249999/9223372043074251000"),
        ("4611686018427387904/3", "+", "4611686018427387904/5", "36893488147419103232/15"),
        ("1/9223372036854775807", "+", "1/9223372036854775806", "18446744073709551613/85070591730234615838173535747377725442"),
        ("1/9223372036854775807", "*", "9223372036854775807", "1"),
        ("-9223372036854775807/2", "+", "-1/2", "-4611686018427387904"),
        ("6/35", "*", "-14/15", "-4/25"),
        ("6/35", "/", "-14/15", "-9/49"),
        ("-7", "/", "9223372036854775807/2", "-2/1317624576693539401"),
        ("1180591620717411303424/295147905179352825856", "+", "1", "5"),
        ("85196/100", "+", "0", "21299/25"),
        ("-9223372036854775807", "-", "-1", "-9223372036854775806"),
        ("-9223372036854775808", "/", "-9223372036854775808", "1"),
        ("-9223372036854775808", "*", "-1", "9223372036854775808"),
    ])
    func arithmeticAtTheEdgeOfAnInt(a: String, operation: String, b: String, expected: String) throws {
        let x = try #require(BigRational(a)), y = try #require(BigRational(b))
        let result: BigRational? = switch operation {
        case "+": x + y
        case "-": x - y
        case "*": x * y
        default: x.divided(by: y)
        }
        #expect(result?.description == expected)
        // The same value reached through GMP (an integer beyond `Int` and back) is equal and hashes alike.
        let reference = try #require(BigRational(expected))
        #expect(result == reference)
        #expect(result?.hashValue == reference.hashValue)
    }

    /// Order across the two forms, with products that overflow 64 bits.
    @Test(arguments: [
        ("9223372036854775807/9223372036854775806", "9223372036854775806/9223372036854775805", true),
        ("-1/9223372036854775807", "-1/9223372036854775806", false),
        ("9223372036854775807", "9223372036854775808", true),
        ("-9223372036854775809", "-9223372036854775807", true),
        ("1/2", "1/2", false),
    ])
    func ordersAcrossForms(a: String, b: String, aIsLess: Bool) throws {
        let x = try #require(BigRational(a)), y = try #require(BigRational(b))
        #expect((x < y) == aIsLess)
        #expect((y < x) == (!aIsLess && x != y))
    }

    /// Sums and products of random fractions near the edge agree with the same computation done
    /// by GMP on the numerators and denominators (`init(numerator:denominator:)` reduces with GMP).
    @Test func agreesWithGMPOnRandomFractions() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bits = Int.random(in: 2...63, using: &generator)
            func part() -> Int { Int.random(in: -(1 << (bits - 1))...(1 << (bits - 1)) - 1, using: &generator) }
            let (p, q, r, s) = (part(), part().magnitude | 1, part(), part().magnitude | 1)
            let x = try #require(BigRational(numerator: BigInt(p), denominator: BigInt(q)))
            let y = try #require(BigRational(numerator: BigInt(r), denominator: BigInt(s)))
            let (n1, d1) = (x.numerator, x.denominator), (n2, d2) = (y.numerator, y.denominator)
            #expect(x + y == BigRational(numerator: n1 * d2 + n2 * d1, denominator: d1 * d2))
            #expect(x - y == BigRational(numerator: n1 * d2 - n2 * d1, denominator: d1 * d2))
            #expect(x * y == BigRational(numerator: n1 * n2, denominator: d1 * d2))
            if !y.isZero { #expect(x.divided(by: y) == BigRational(numerator: n1 * d2, denominator: d1 * n2)) }
            #expect((x < y) == (n1 * d2 < n2 * d1))
        }
    }

    /// Rounding a small fraction to a `BigFloat` of at least 64 bits is correct: the error, computed
    /// exactly in rationals, is at most half an ulp to nearest and below one ulp in the direction
    /// asked for, on the right side.
    @Test(arguments: [RoundingMode.nearestEven, .down, .up])
    func roundsToBigFloatWithinTheBound(mode: RoundingMode) throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let numerator = Int.random(in: -Int.max...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
            let denominator = Int.random(in: 1...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
            let precision = Int.random(in: 64...200, using: &generator)
            let value = try #require(BigRational(numerator: BigInt(numerator), denominator: BigInt(denominator | 1)))
            let rounded = value.bigFloat(precision: precision, rounding: mode)
            let exact = try #require(BigRational(exactly: rounded))
            guard let exponent = rounded.exponent else {
                #expect(value.isZero)
                continue
            }
            let ulp = exponent - precision >= 0 ? BigRational(BigInt(1) << (exponent - precision))
                                                : try #require(BigRational(numerator: 1, denominator: BigInt(1) << (precision - exponent)))
            let error = exact - value
            switch mode {
            case .down: #expect(error <= 0 && -error < ulp)
            case .up: #expect(error >= 0 && error < ulp)
            default: #expect(error.magnitude * 2 <= ulp)
            }
        }
    }

    /// Long decimals of small fractions, whose expected digits are their repeating periods: 1/7 is
    /// 0.142857… (the 601st digit, 1, rounds down), 2/3 is 0.666… (rounds up), −200/7 is −28.571428…
    /// (the 603rd digit, 5, then nonzero ones: rounds up). Python's `decimal` agrees.
    @Test(arguments: [
        (1, 7, 600, String(repeating: "142857", count: 100), -1),
        (2, 3, 1_000, String(repeating: "6", count: 999) + "7", -1),
        (-200, 7, 602, "28" + String(repeating: "571428", count: 99) + "571429", 1),
    ])
    func longDecimalsOfSmallFractions(numerator: Int, denominator: Int, digits: Int, expected: String, exponent: Int) throws {
        let value = try #require(BigRational(numerator: BigInt(numerator), denominator: BigInt(denominator)))
        let decimal = value.roundedDecimal(significantDigits: digits)
        #expect(String(decoding: decimal.digits, as: UTF8.self) == expected)
        #expect(decimal.exponent == exponent)
        #expect(decimal.isNegative == (numerator < 0))
    }

    /// Decimal rounding of random small fractions: the digits, read back as an exact fraction, are
    /// within half a unit in the last place of the value, start with a nonzero digit, and number
    /// exactly as many as asked for.
    @Test func roundsToDecimalWithinHalfAUnit() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let numerator = Int.random(in: -Int.max...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
            let denominator = Int.random(in: 1...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
            let value = try #require(BigRational(numerator: BigInt(numerator), denominator: BigInt(denominator | 1)))
            guard !value.isZero else { continue }
            // Mostly the usual few digits; some hundreds, written in place in their array.
            let digits = Bool.random(using: &generator) ? Int.random(in: 1...40, using: &generator) : Int.random(in: 41...800, using: &generator)
            let decimal = value.roundedDecimal(significantDigits: digits)
            #expect(decimal.digits.count == digits && decimal.digits.first != UInt8(ascii: "0"))
            #expect(decimal.isNegative == (value.signum < 0))
            let significand = try #require(BigInt(String(decoding: decimal.digits, as: UTF8.self)))
            let scale = decimal.exponent - digits + 1
            let unit = scale >= 0 ? BigRational(try BigInt(10).power(scale))
                                  : try #require(BigRational(numerator: 1, denominator: try BigInt(10).power(-scale)))
            #expect((BigRational(significand) * unit - value.magnitude).magnitude * 2 <= unit)
        }
    }
}
