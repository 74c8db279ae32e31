import BigNumber
import RealModule
import Testing

/// `BigRational`'s operators, literals and text. Expected values: Python's `fractions.Fraction`.
@Suite struct BigRationalOperatorTests {
    @Test(arguments: [
        ("1/3", "+", "1/6", "1/2"), ("1/3", "-", "1/2", "-1/6"), ("-2/3", "*", "9/4", "-3/2"),
        ("7/3", "/", "-14/9", "-3/2"), ("5", "/", "10", "1/2"), ("0.1", "+", "0.2", "3/10"),
        ("123456789012345678901234567890", "*", "1/10", "12345678901234567890123456789"),
    ])
    func operators(_ a: String, _ op: String, _ b: String, _ expected: String) throws {
        let x = try #require(BigRational(a)), y = try #require(BigRational(b))
        let result: BigRational
        var compound = x
        switch op {
        case "+": result = x + y; compound += y
        case "-": result = x - y; compound -= y
        case "*": result = x * y; compound *= y
        default: result = x / y; compound /= y
        }
        #expect(result.description == expected)
        #expect(compound == result)
    }

    @Test func literalsPartsAndSigns() {
        let half: BigRational = 1 / 2
        #expect(half.numerator == 1 && half.denominator == 2)
        let big: BigRational = 340282366920938463463374607431768211456
        #expect(big.numerator == BigInt(1) << 128)
        #expect((-half).magnitude == half && +half == half)
        #expect(BigRational(-6) / -4 == BigRational(numerator: 3, denominator: 2))
        #expect(half.reciprocal == 2)
        #expect(BigRational.zero.reciprocal == nil)
        #expect(BigRational(exactly: UInt8(200)) == 200)
    }

    @Test(arguments: [
        ("-7/3", "-7/3"), ("6/4", "3/2"), ("5", "5"), ("0.125", "1/8"), ("-1.5e-2", "-3/200"), ("0/9", "0"),
    ])
    func parsesFractionsAndDecimals(_ text: String, _ description: String) throws {
        let value = try #require(BigRational(text))
        #expect(value.description == description)
        #expect(BigRational(value.description) == value)
    }

    @Test(arguments: ["1/0", "1/", "/2", "1/-2", "1/+2", "x", "", "1 /2", "0x10", "1/2/3"])
    func rejectsMalformedText(_ text: String) {
        #expect(BigRational(text) == nil)
    }

    /// Generic code over swift-numerics' `AlgebraicField` accepts a `BigRational`.
    @Test func worksAsAnAlgebraicField() {
        func harmonic<F: AlgebraicField>(_ n: Int, one: F) -> F {
            (1...n).reduce(F.zero) { sum, k in sum + one / F(exactly: k)! }
        }
        #expect(harmonic(10, one: BigRational(1)).description == "7381/2520")
    }
}
