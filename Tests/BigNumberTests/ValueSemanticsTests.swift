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
