import BigNumber
import Testing

@Suite struct ValueSemanticsTests {
    @Test func mutatingACopyLeavesTheOriginal() throws {
        let original = try BigFloat(parsing: "1.5", precision: 100)
        var copy = original
        copy += BigFloat(1)
        #expect(original == BigFloat(1.5) && copy == BigFloat(2.5))
        var negated = original
        negated.negate()
        #expect(original == BigFloat(1.5) && negated == BigFloat(-1.5))
        var scaled = original
        scaled *= BigFloat(4)
        scaled /= BigFloat(3)
        scaled -= BigFloat(1)
        #expect(original == BigFloat(1.5) && scaled == BigFloat(1))
    }

    /// The same storage as both input and output of one MPFR call.
    @Test func aliasedOperandsAreSafe() {
        var x = BigFloat(3)
        x = x + x
        #expect(x == BigFloat(6))
        x += x
        x *= x
        #expect(x == BigFloat(144))
        x /= x
        #expect(x == BigFloat(1))
        x -= x
        #expect(x.isZero)
    }

    @Test func copiesInArraysAreIndependent() {
        var values = Array(repeating: BigFloat(7), count: 3)
        values[1] += BigFloat(1)
        #expect(values.map { Int(exactly: $0) } == [7, 8, 7])
    }

    @Test func compoundAssignmentWidensToTheLargerPrecision() {
        var x = BigFloat(1, precision: 10)
        x += BigFloat.scaled(BigFloat(1, precision: 200), byPowerOfTwo: -100)
        #expect(x.precision == 200)
        #expect(x > BigFloat(1))
        var y = BigFloat(1, precision: 200)
        y += BigFloat(1, precision: 10)
        #expect(y.precision == 200 && y == BigFloat(2))
    }
}

/// The operators write their result over a uniquely referenced temporary left operand (`a * b`
/// in `a * b + c`; the machine-number operators and negation over their `BigFloat` operand); a
/// value that is still referenced elsewhere must never be written. Expected
/// values are exact integer arithmetic unless noted.
@Suite struct OperandReuseTests {
    let a = BigFloat(3, precision: 64), b = BigFloat(5, precision: 64), c = BigFloat(7, precision: 64)

    @Test func aNamedIntermediateIsLeftAlone() {
        let x = a * b
        let y = x + c
        #expect(x == 15 && y == 22)
        let z = c - x
        #expect(x == 15 && z == -8)
        let t = x + x
        #expect(x == 15 && t == 30)
        let n = 4
        let u = x * n, v = n - x, w = x / 2.0
        #expect(x == 15 && u == 60 && v == -11 && w == 7.5)
        let negated = -x
        #expect(x == 15 && negated == -15)
        #expect(a == 3 && b == 5 && c == 7)
    }

    @Test func temporariesOnEitherSide() {
        #expect((a * b) - (c * 2) == 1)             // 15 − 14
        #expect(a / (b - c) == -1.5)                 // the right operand is the temporary (not reused)
        #expect(2 - (a * b) == -13 && -(a * b) == -15)
        #expect((a * b) * (a * b) == 225)
        let n = 10
        #expect(n / (b - a) == 5 && (a * b) + n == 25)
    }

    @Test func storedAndCapturedValuesAreLeftAlone() {
        var array = [a * b]
        let sum = array[0] + c
        #expect(array[0] == 15 && sum == 22)
        array[0] += c
        #expect(array[0] == 22)
        let captured = a * b
        let read = { captured }
        #expect(read() + c == 22 && read() == 15)
    }

    /// A temporary of another precision is not reused: 15 at 64 bits + 1/3 at 128 bits is
    /// 15.333333333333333333333333333333333333317660075 at 128 bits, 1/3 is
    /// 0.333333333333333333333333333333333333333823123 (gmpy2).
    @Test func aTemporaryOfAnotherPrecisionIsNotReused() {
        let third = BigFloat(1, precision: 128) / BigFloat(3, precision: 128)
        let result = (a * b) + third
        #expect(result.precision == 128)
        #expect(result == BigFloat("15.333333333333333333333333333333333333317660075", precision: 128))
        #expect(third == BigFloat("0.333333333333333333333333333333333333333823123", precision: 128))
    }

    /// A reused temporary takes the result's statedness: literals alone at the default
    /// precision (64 here) meet a stated 64-bit value.
    @Test func aReusedTemporaryStatesThePrecisionOfTheResult() {
        BigFloat.$defaultPrecision.withValue(64) {
            let sum = (1 + 2) + a
            #expect(sum == 6 && sum.precision == 64 && sum.hasStatedPrecision)
            let literals: BigFloat = 1 + 2
            #expect(!literals.hasStatedPrecision)
        }
    }
}
