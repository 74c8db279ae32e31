import BigNumber
import Testing

/// `BigComplexBall.integral`: proven integrals against mpmath (`series.tsv`), the analytic flag,
/// convergence limits and cancellation.
@Suite struct BallIntegrationTests {
    private typealias Ball = BigComplexBall

    private static func number(_ n: Int) -> Ball { Ball(real: BigBall(n)) }

    /// The integrand and path of the reference table's case `name`.
    private static func problem(_ name: String, precision p: Int) -> (Ball, Ball, (Ball, Bool) -> Ball?)? {
        switch name {
        case "gauss_0_1": (number(0), number(1), { x, _ in Ball.exp(-Ball.multiply(x, x, precision: p), precision: p) })
        case "sinc_0_100": (number(0), number(100), { x, _ in Ball.sinc(x, precision: p) })
        case "arctan_0_1":
            (number(0), number(1), { x, _ in Ball.divide(number(1), Ball.add(number(1), Ball.multiply(x, x, precision: p), precision: p), precision: p) })
        case "damped_cos":
            (number(0), number(10), { x, _ in
                Ball.multiply(Ball.exp(-x, precision: p), Ball.cos(Ball.multiply(number(20), x, precision: p), precision: p), precision: p)
            })
        case "exp_0_i": (number(0), Ball(real: BigBall(), imaginary: BigBall(1)), { x, _ in Ball.exp(x, precision: p) })
        case "sqrt_1_4":
            // √ is holomorphic off its branch cut, the negative real axis: refused on a region that may reach it.
            (number(1), number(4), { x, analytic in analytic && !x.real.isPositive ? nil : Ball.sqrt(x, precision: p) })
        default: nil
        }
    }

    @Test(arguments: SeriesCase.of("integral"))
    func integralsContainTheReference(_ c: SeriesCase) throws {
        let (a, b, f) = try #require(Self.problem(c.name, precision: c.precision))
        let result = try Ball.integral(from: a, to: b, precision: c.precision, of: f)
        #expect(result.converged)
        #expect(result.evaluations > 0)
        #expect(SeriesCheck.matches(result.value, c))
    }

    /// |x| is not holomorphic on a region around 0: refusing it there makes Arb bisect, and the
    /// integral over [−1, 1] is still proven, 1 (the kink test).
    @Test func aKinkIsBisectedWhenTheIntegrandRefusesAnalyticity() throws {
        let p = 128
        let result = try Ball.integral(from: Self.number(-1), to: Self.number(1), precision: p) { x, analytic in
            if x.real.isPositive { return x }
            if x.real.isNegative { return -x }
            return analytic ? nil : Ball(real: x.magnitude(precision: p))
        }
        #expect(SeriesCheck.containsRational(result.value, "1"))
        #expect(result.converged)
    }

    /// |x| on [−1, 1], 1, as the kink test has it: 4 evaluations are not enough to bisect at 0, so
    /// Arb stops without meeting the goal, with a wider ball that still contains the integral.
    @Test func anEvaluationLimitEndsWithoutConvergence() throws {
        let p = 128
        let options = BallIntegrationOptions(evaluationLimit: 4)
        let result = try Ball.integral(from: Self.number(-1), to: Self.number(1), precision: p, options: options) { x, analytic in
            if x.real.isPositive { return x }
            if x.real.isNegative { return -x }
            return analytic ? nil : Ball(real: x.magnitude(precision: p))
        }
        #expect(!result.converged)
        #expect(result.value.isFinite && result.value.real.contains(1) && !result.value.real.radiusIsBelow(powerOfTwo: -10))
    }

    /// Out-of-range limits are taken as Arb's defaults or clamped, never a trap.
    @Test(arguments: [Int.min, -1, 0, Int.max])
    func extremeOptionsAreHarmless(limit: Int) throws {
        let options = BallIntegrationOptions(
            relativeGoalBits: limit, absoluteToleranceExponent: limit, evaluationLimit: limit == Int.max ? 50 : limit,
            depthLimit: limit == Int.max ? 50 : limit)
        let result = try Ball.integral(from: Self.number(0), to: Self.number(2), precision: 64, options: options) { x, _ in x }
        #expect(result.value.real.contains(2))
    }

    /// An integrand with no value anywhere gives a ball that is not finite.
    @Test func anIntegrandWithoutValuesGivesNoFiniteBall() throws {
        let result = try Ball.integral(from: Self.number(0), to: Self.number(1), precision: 64) { _, _ in nil }
        #expect(!result.value.isFinite && !result.converged)
    }

    /// A raised flag stops the integration at its next evaluation and throws.
    @Test func cancellationStopsTheIntegration() {
        let flag = CancellationFlag()
        let p = 3400
        var calls = 0
        #expect(throws: Interruption.cancelled) {
            _ = try Ball.integral(from: Self.number(0), to: Self.number(100), precision: p, cancellation: Cancellation(flag: flag)) { x, _ in
                calls += 1
                if calls == 3 { flag.cancel() }
                return Ball.sinc(x, precision: p)
            }
        }
        #expect(calls == 3)
    }
}
