import BigNumber
import Testing

/// `BigBall` over Arb: enclosures, the questions the evaluator asks of a ball, its exponent range.
@Suite struct BigBallTests {
    private static func rational(_ n: Int, _ d: Int) -> BigRational {
        BigRational(numerator: BigInt(n), denominator: BigInt(d)) ?? BigRational(0)
    }

    @Test func integersAndSmallRationalsAreExact() {
        #expect(BigBall(BigInt(12345)).isExact)
        #expect(BigBall(Self.rational(3, 8), precision: 64).isExact)
        #expect(!BigBall(Self.rational(1, 3), precision: 64).isExact)
        #expect(BigBall(Self.rational(3, 8), precision: 64).exactRational(bitLimit: 100) == Self.rational(3, 8))
    }

    @Test func theBallOfAThirdContainsItsCorrectlyRoundedNeighbours() throws {
        let third = BigBall(Self.rational(1, 3), precision: 200)
        let (lower, upper) = try third.bounds(precision: 300)
        let exact = BigFloat(1, precision: 400) / BigFloat(3, precision: 400)
        #expect(lower <= exact && exact <= upper)
        #expect(third.relativeErrorBits <= -198)
    }

    @Test(arguments: [("7/2", 3, 4, 3, 4), ("-7/2", -4, -3, -3, -4)])
    func decidedIntegers(text: String, floor: Int, ceiling: Int, truncation: Int, rounded: Int) throws {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        let x = BigBall(Self.rational(parts[0], parts[1]), precision: 64)
        #expect(x.floorIfDecided == BigInt(floor))
        #expect(x.ceilingIfDecided == BigInt(ceiling))
        #expect(x.truncationIfDecided == BigInt(truncation))
        #expect(x.roundedIfDecided == BigInt(rounded))
    }

    @Test func aBallSpanningTwoEndsHoldsThemAndWhatIsBetween() throws {
        let lower = BigFloat(1, precision: 64) / BigFloat(3, precision: 64)
        let upper = BigFloat(1, precision: 64)
        let ball = BigBall(spanning: upper, lower, precision: 20)
        let (low, high) = try ball.bounds(precision: 64)
        #expect(low <= lower && upper <= high)
        #expect(ball.contains(1) && !ball.contains(0) && !ball.isExact)
        #expect(BigBall.union(BigBall(2), BigBall(2), precision: 64).exactInteger == BigInt(2))
    }

    @Test func anErrorEstimateWidensTheRadiusBothWays() throws {
        let widened = BigBall(BigFloat(1, precision: 64)).addingError(BigBall(-3))
        let (low, high) = try widened.bounds(precision: 64)
        // The radius is a magnitude bound of |−3| (Arb rounds it up, by at most 2^-29 relative).
        #expect(low <= BigFloat(-2, precision: 64) && low > BigFloat(-2.001, precision: 64))
        #expect(high >= BigFloat(4, precision: 64) && high < BigFloat(4.001, precision: 64))
        #expect(try widened.midpoint() == BigFloat(1, precision: 64))
    }

    @Test func exactSumsKeepEveryBit() {
        let one = BigFloat(1, precision: 53)
        let tiny = BigFloat.scaled(BigFloat(1, precision: 53), byPowerOfTwo: -5000)
        let sum = BigFloat.addExactly(one, -tiny)
        #expect(sum < one && sum.precision >= 5000)
        #expect(BigFloat.addExactly(sum, tiny) == one)
        #expect(BigFloat.addExactly(BigFloat(0, precision: 53), tiny) == tiny)
        #expect(one + (-tiny) == one)
    }

    @Test func aBallAcrossAnIntegerDecidesNoFloor() {
        // √2² computed in balls holds 2 but is not exactly 2.
        let two = BigBall.pow(BigBall.sqrt(BigBall(2), precision: 100), BigInt(2), precision: 100)
        #expect(two.contains(2) && !two.isExact)
        #expect(two.floorIfDecided == nil)
        #expect(two.roundedIfDecided == BigInt(2))
    }

    @Test func exponentsBeyondBigFloatsRangeAreKeptAndReported() {
        let tiny = BigBall.pow(BigBall(2), -(BigInt(UInt64(1) << 63) * BigInt(2)), precision: 64)
        #expect(tiny.isExact && tiny.isPositive)
        #expect(throws: BigBall.RangeError.underflow) { try tiny.midpoint() }
        #expect(throws: BigBall.RangeError.overflow) { try BigBall.divide(BigBall(1), tiny, precision: 64).midpoint() }
        // ln(2^-2^64) = -2^64 ln 2 is an ordinary number.
        let logarithm = BigBall.log(tiny, precision: 128)
        #expect(logarithm.isNegative && logarithm.exponent == 64)
    }

    @Test func poleAndDomainGiveNonFiniteBalls() {
        #expect(!BigBall.log(BigBall(-1), precision: 64).isFinite)
        #expect(!BigBall.zeta(BigBall(1), precision: 64).isFinite)
        #expect(!BigBall.divide(BigBall(1), BigBall(), precision: 64).isFinite)
    }

    @Test(arguments: [(0, 1, 1), (1, -1, 2), (2, 1, 6), (3, 0, 1), (4, -1, 30), (12, -691, 2730)])
    func bernoulliNumbers(n: Int, numerator: Int, denominator: Int) {
        #expect(BigRational.bernoulli(n) == Self.rational(numerator, denominator))
    }

    @Test func zetaOfIntegersAndGammaOfRationalsAgreeWithTheGeneralFunctions() {
        let fast = BigBall.zeta(UInt(3), precision: 300)
        let general = BigBall.zeta(BigBall(3), precision: 300)
        #expect(BigBall.subtract(fast, general, precision: 300).containsZero)
        let third = Self.rational(1, 3)
        let gammaFast = BigBall.gamma(third, precision: 300)
        let gammaGeneral = BigBall.gamma(BigBall(third, precision: 400), precision: 300)
        #expect(BigBall.subtract(gammaFast, gammaGeneral, precision: 300).containsZero)
        #expect(gammaFast.relativeErrorBits < -290)
    }

    /// sin and cos of 3/7 computed together, against mpmath at 60 digits (`mp.sin`, `mp.cos`,
    /// `mp.sinpi`, `mp.cospi`): each reference lies in its ball, and each ball is tight.
    @Test(arguments: [
        (false, "0.41557185499305200807304366539942007870604329514826", "0.90956035167416667403341527030724380940353669821674"),
        (true, "0.97492791218182360701813168299393121723278580062", "0.22252093395631440428890256449679475946635556876454"),
    ])
    func sineAndCosineTogether(halfTurns: Bool, sine: String, cosine: String) throws {
        let x = BigBall(Self.rational(3, 7), precision: 200)
        let values = halfTurns ? BigBall.sinCosPi(x, precision: 160) : BigBall.sinCos(x, precision: 160)
        for (ball, reference) in [(values.sine, sine), (values.cosine, cosine)] {
            let (lower, upper) = try ball.bounds(precision: 200)
            let expected = try #require(BigFloat(reference, precision: 200))
            let tolerance = BigFloat.scaled(BigFloat(1, precision: 200), byPowerOfTwo: -150)
            #expect(lower - tolerance <= expected && expected <= upper + tolerance)
            #expect(ball.relativeErrorBits < -150)
        }
        #expect(values.sine.isIdentical(to: values.sine))
        #expect(!values.sine.isIdentical(to: values.cosine))
    }
}
