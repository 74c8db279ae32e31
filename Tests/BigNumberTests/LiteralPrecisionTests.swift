import BigNumber
import RealModule
import Testing

/// One operation between x = 0.1 (parsed at `precision` bits) and a literal: the result must be at
/// x's precision, and equal to the value gmpy2 and mpmath give at that precision (`mp.prec`; both
/// agree bit for bit). Before literals lost their stated precision, the first three precisions
/// gave a 256-bit result with a different value.
struct LiteralCase: Sendable, CustomTestStringConvertible {
    let precision: Int
    let form: String
    let expected: String
    var testDescription: String { "\(form) at \(precision) bits" }

    func compute() -> BigFloat? {
        guard var x = BigFloat("0.1", precision: precision) else { return nil }
        switch form {
        case "x + 1": return x + 1
        case "1 + x": return 1 + x
        case "x - 3": return x - 3
        case "3 - x": return 3 - x
        case "x * 3": return x * 3
        case "3 * x": return 3 * x
        case "x / 3": return x / 3
        case "3 / x": return 3 / x
        case "x += 1": x += 1; return x
        case "x -= 3": x -= 3; return x
        case "x *= 3": x *= 3; return x
        case "x /= 3": x /= 3; return x
        case "x + 1.5": return x + 1.5
        case "1.5 - x": return 1.5 - x
        case "x * -2 + 7": return x * -2 + 7
        case "fma(x, 3, 1)": return BigFloat.fusedMultiplyAdd(x, 3, 1)
        default: return nil
        }
    }
}

let literalCases: [LiteralCase] = [
    LiteralCase(precision: 24, form: "x + 1", expected: "1.10000002384"),
    LiteralCase(precision: 24, form: "1 + x", expected: "1.10000002384"),
    LiteralCase(precision: 24, form: "x - 3", expected: "-2.90000009537"),
    LiteralCase(precision: 24, form: "3 - x", expected: "2.90000009537"),
    LiteralCase(precision: 24, form: "x * 3", expected: "3.00000011921e-1"),
    LiteralCase(precision: 24, form: "3 * x", expected: "3.00000011921e-1"),
    LiteralCase(precision: 24, form: "x / 3", expected: "3.33333350718e-2"),
    LiteralCase(precision: 24, form: "3 / x", expected: "30.0000000000"),
    LiteralCase(precision: 24, form: "x += 1", expected: "1.10000002384"),
    LiteralCase(precision: 24, form: "x -= 3", expected: "-2.90000009537"),
    LiteralCase(precision: 24, form: "x *= 3", expected: "3.00000011921e-1"),
    LiteralCase(precision: 24, form: "x /= 3", expected: "3.33333350718e-2"),
    LiteralCase(precision: 24, form: "x + 1.5", expected: "1.60000002384"),
    LiteralCase(precision: 24, form: "1.5 - x", expected: "1.39999997616"),
    LiteralCase(precision: 24, form: "x * -2 + 7", expected: "6.80000019073"),
    LiteralCase(precision: 24, form: "fma(x, 3, 1)", expected: "1.29999995232"),
    LiteralCase(precision: 64, form: "x + 1", expected: "1.10000000000000000002168"),
    LiteralCase(precision: 64, form: "1 + x", expected: "1.10000000000000000002168"),
    LiteralCase(precision: 64, form: "x - 3", expected: "-2.90000000000000000008674"),
    LiteralCase(precision: 64, form: "3 - x", expected: "2.90000000000000000008674"),
    LiteralCase(precision: 64, form: "x * 3", expected: "3.00000000000000000010842e-1"),
    LiteralCase(precision: 64, form: "3 * x", expected: "3.00000000000000000010842e-1"),
    LiteralCase(precision: 64, form: "x / 3", expected: "3.33333333333333333349145e-2"),
    LiteralCase(precision: 64, form: "3 / x", expected: "30.0000000000000000000000"),
    LiteralCase(precision: 64, form: "x += 1", expected: "1.10000000000000000002168"),
    LiteralCase(precision: 64, form: "x -= 3", expected: "-2.90000000000000000008674"),
    LiteralCase(precision: 64, form: "x *= 3", expected: "3.00000000000000000010842e-1"),
    LiteralCase(precision: 64, form: "x /= 3", expected: "3.33333333333333333349145e-2"),
    LiteralCase(precision: 64, form: "x + 1.5", expected: "1.60000000000000000002168"),
    LiteralCase(precision: 64, form: "1.5 - x", expected: "1.39999999999999999997832"),
    LiteralCase(precision: 64, form: "x * -2 + 7", expected: "6.80000000000000000017347"),
    LiteralCase(precision: 64, form: "fma(x, 3, 1)", expected: "1.29999999999999999995663"),
    LiteralCase(precision: 113, form: "x + 1", expected: "1.10000000000000000000000000000000007704"),
    LiteralCase(precision: 113, form: "1 + x", expected: "1.10000000000000000000000000000000007704"),
    LiteralCase(precision: 113, form: "x - 3", expected: "-2.89999999999999999999999999999999992296"),
    LiteralCase(precision: 113, form: "3 - x", expected: "2.89999999999999999999999999999999992296"),
    LiteralCase(precision: 113, form: "x * 3", expected: "3.00000000000000000000000000000000038519e-1"),
    LiteralCase(precision: 113, form: "3 * x", expected: "3.00000000000000000000000000000000038519e-1"),
    LiteralCase(precision: 113, form: "x / 3", expected: "3.33333333333333333333333333333333329321e-2"),
    LiteralCase(precision: 113, form: "3 / x", expected: "30.0000000000000000000000000000000000000"),
    LiteralCase(precision: 113, form: "x += 1", expected: "1.10000000000000000000000000000000007704"),
    LiteralCase(precision: 113, form: "x -= 3", expected: "-2.89999999999999999999999999999999992296"),
    LiteralCase(precision: 113, form: "x *= 3", expected: "3.00000000000000000000000000000000038519e-1"),
    LiteralCase(precision: 113, form: "x /= 3", expected: "3.33333333333333333333333333333333329321e-2"),
    LiteralCase(precision: 113, form: "x + 1.5", expected: "1.60000000000000000000000000000000007704"),
    LiteralCase(precision: 113, form: "1.5 - x", expected: "1.39999999999999999999999999999999992296"),
    LiteralCase(precision: 113, form: "x * -2 + 7", expected: "6.79999999999999999999999999999999984593"),
    LiteralCase(precision: 113, form: "fma(x, 3, 1)", expected: "1.30000000000000000000000000000000003852"),
    LiteralCase(precision: 300, form: "x + 1", expected: "1.1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001964"),
    LiteralCase(precision: 300, form: "1 + x", expected: "1.1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001964"),
    LiteralCase(precision: 300, form: "x - 3", expected: "-2.9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000007855"),
    LiteralCase(precision: 300, form: "3 - x", expected: "2.9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000007855"),
    LiteralCase(precision: 300, form: "x * 3", expected: "3.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000009818e-1"),
    LiteralCase(precision: 300, form: "3 * x", expected: "3.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000009818e-1"),
    LiteralCase(precision: 300, form: "x / 3", expected: "3.3333333333333333333333333333333333333333333333333333333333333333333333333333333333333333347652e-2"),
    LiteralCase(precision: 300, form: "3 / x", expected: "30.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"),
    LiteralCase(precision: 300, form: "x += 1", expected: "1.1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001964"),
    LiteralCase(precision: 300, form: "x -= 3", expected: "-2.9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000007855"),
    LiteralCase(precision: 300, form: "x *= 3", expected: "3.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000009818e-1"),
    LiteralCase(precision: 300, form: "x /= 3", expected: "3.3333333333333333333333333333333333333333333333333333333333333333333333333333333333333333347652e-2"),
    LiteralCase(precision: 300, form: "x + 1.5", expected: "1.6000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001964"),
    LiteralCase(precision: 300, form: "1.5 - x", expected: "1.3999999999999999999999999999999999999999999999999999999999999999999999999999999999999999998036"),
    LiteralCase(precision: 300, form: "x * -2 + 7", expected: "6.8000000000000000000000000000000000000000000000000000000000000000000000000000000000000000015709"),
    LiteralCase(precision: 300, form: "fma(x, 3, 1)", expected: "1.2999999999999999999999999999999999999999999999999999999999999999999999999999999999999999996073"),
]

@Suite struct LiteralPrecisionTests {
    @Test(arguments: literalCases)
    func aLiteralTakesTheOtherOperandsPrecision(_ row: LiteralCase) throws {
        let result = try #require(row.compute())
        #expect(result.precision == row.precision)
        #expect(result.hasStatedPrecision)
        #expect(result == BigFloat(row.expected, precision: row.precision))
    }

    /// Literals alone: `defaultPrecision`, still without a stated precision, so that a result
    /// computed from them takes the precision of what it meets next. 1/3 at 256 bits, then times
    /// 0.1 at 64 bits: mpmath `mpf(1)/3` at prec 256, times `mpf('0.1')` at prec 64.
    @Test func literalsAloneStayAtTheDefaultPrecisionWithoutStatingIt() throws {
        let third: BigFloat = 1 / 3
        #expect(third.precision == 256 && !third.hasStatedPrecision)
        #expect(third == BigFloat("0.3333333333333333333333333333333333333333333333333333333333333333333333333333347727", precision: 256))
        let x = try #require(BigFloat("0.1", precision: 64))
        let product = third * x
        #expect(product.precision == 64 && product.hasStatedPrecision)
        #expect(product == BigFloat("0.0333333333333333333349145", precision: 64))
        let negative: BigFloat = -(1 + 2)
        #expect(!negative.hasStatedPrecision && (negative + x).precision == 64)
        var accumulator: BigFloat = 0
        accumulator += 2
        #expect(!accumulator.hasStatedPrecision && accumulator.precision == 256)
        accumulator += x
        #expect(accumulator.precision == 64 && accumulator == BigFloat("2.1", precision: 64))
    }

    /// Every way of making a value with a precision states it; only literals and `zero` do not.
    /// `BigFloat(7)` is the literal `7 as BigFloat` (SE-0213); `BigFloat(n)` with `n: Int` is not.
    @Test func initializersStateTheirPrecision() throws {
        let literal: BigFloat = 7
        #expect(!literal.hasStatedPrecision && !BigFloat.zero.hasStatedPrecision && !BigFloat(7).hasStatedPrecision)
        let n = 7
        #expect(BigFloat(n).hasStatedPrecision && BigFloat(7, precision: 30).hasStatedPrecision)
        let parsed = try #require(BigFloat("7"))
        #expect(literal.rounded(toPrecision: 30).hasStatedPrecision && parsed.hasStatedPrecision)
        // A stated 30-bit 7 with a literal: 30 bits; with the unstated 7: 30 bits too.
        #expect((BigFloat(7, precision: 30) + literal).precision == 30)
        #expect((BigFloat(7, precision: 300) * literal).precision == 300)
    }

    /// Comparisons are exact, so a literal compares the same whatever the precisions.
    @Test func comparisonsWithLiteralsAreExact() throws {
        let x = try #require(BigFloat("0.1", precision: 24))   // 0.100000001490116119384765625
        #expect(x * 10 == 1)                                   // 1.0000000149… rounded to 24 bits (gmpy2)
        #expect(x > 0.1)                                       // the Double 0.1 is 0.1000000000000000055511…
        #expect(x < 1 && 1 > x && x != 0 && x <= 1 && 0 <= x)
        #expect(BigFloat(3, precision: 2) == 3 && BigFloat(5, precision: 2) == 4)   // 5 rounds to 4 at 2 bits
    }

    /// Generic numeric code sees literals and `zero` as `Self`: they still take the precision of
    /// the values it computes with. x·2/4 + 1 and x + x + x for x = 0.1 at 64 bits: mpmath at prec 64.
    @Test func genericCodeKeepsThePrecisionOfItsArguments() throws {
        func halfPlusOne<T: AlgebraicField>(_ t: T) -> T { t * 2 / 4 + 1 }
        let x = try #require(BigFloat("0.1", precision: 64))
        let result = halfPlusOne(x)
        #expect(result.precision == 64 && result == BigFloat("1.04999999999999999995663", precision: 64))
        let sum = [x, x, x].reduce(.zero, +)
        #expect(sum.precision == 64 && sum == BigFloat("0.300000000000000000010842", precision: 64))
    }

    /// A smaller default precision than an `Int` literal needs does not round the literal.
    @Test func aLiteralIsExactWhateverTheDefaultPrecision() {
        BigFloat.$defaultPrecision.withValue(16) {
            let big: BigFloat = 1_099_511_627_777   // 2⁴⁰ + 1: 41 bits
            #expect(big.precision == 41 && big == BigFloat(1_099_511_627_777, precision: 64))
            let x = BigFloat(1, precision: 64)
            #expect((x + 1_099_511_627_777) == BigFloat(1_099_511_627_778, precision: 64))
            let small: BigFloat = 3
            #expect(small.precision == 16)
        }
    }
}
