import BigNumber

/// `integrate(f, x, a, b)` on a finite range, proven: Arb's `acb_calc_integrate` with the
/// integrand evaluated on complex balls by the evaluator. Point values (on the real segment) are
/// computed as real balls, so every row works there; the values that bound the error (on complex
/// balls around a piece of the segment) are asked with `requiresHolomorphy`, which only rows that
/// are holomorphic there answer (see `Evaluator+Holomorphy.swift`): elsewhere Arb bisects. When
/// Arb does not meet the goal within its evaluation limit, the caller falls back to tanh-sinh
/// quadrature (marked unproven), after `interiorSingularity` has refused a range with a pole inside.
extension Evaluator {
    /// The most integrand evaluations of one rigorous integral at `bits` of precision.
    static func rigorousEvaluationLimit(_ bits: Int) -> Int {
        Swift.min(4_000 + 24 * bits, 200_000)
    }

    /// The highest Gauss-Legendre degree at `bits`, or nil for Arb's default (0.5·goal + 10). Below
    /// 2048 bits Arb computes the nodes of every degree up to its default once per process, which
    /// costs more than the integral (sinc over [0, 100] at 100 digits: nine tenths of the work);
    /// bits/4 + 8 keeps the convergence (16–24 is too low for oscillating integrands) at half
    /// the nodes. Above, high degrees pay for themselves on smooth integrands.
    static func rigorousDegreeLimit(_ bits: Int) -> Int? {
        bits < 2048 ? bits / 4 + 8 : nil
    }

    /// The integral of `f` from `a` to `b` (finite, real) proven to the working precision, or nil
    /// when the integrand is not analytic near the range or Arb did not converge.
    mutating func rigorousIntegral(_ f: BoundFunction, from a: EvaluatedValue, to b: EvaluatedValue) throws(ExpressionError) -> EvaluatedValue? {
        var visited: Set<String> = []
        guard mayBeHolomorphic(f.body, visited: &visited) else { return nil }
        let bits = precision + 16
        var inner = atPrecision(bits)
        var complexValued = false
        let options = BallIntegrationOptions(relativeGoalBits: precision + 8, absoluteToleranceExponent: precision + 8,
                                             evaluationLimit: Self.rigorousEvaluationLimit(bits),
                                             degreeLimit: Self.rigorousDegreeLimit(bits))
        let integral: BallIntegral
        do {
            integral = try BigComplexBall.integral(
                from: a.complexBall(precision: bits), to: b.complexBall(precision: bits), precision: bits, options: options,
                cancellation: context.cancellation
            ) { z, analytic in
                inner.integrandValue(f, at: z, analytic: analytic, complexValued: &complexValued)
            }
        } catch {
            throw ExpressionError(.interrupted(error), column: nil)
        }
        absorb(inner)
        guard integral.converged, !complexValued, integral.value.isFinite else { return nil }
        usesRigorousIntegration = true
        return .real(integral.value.real)
    }

    /// f on the complex ball `z`: a point value when not `analytic` (as a real ball on the real
    /// segment), else a value proven holomorphic on `z`; nil where there is none. Sets
    /// `complexValued` when a point value is not real.
    mutating func integrandValue(_ f: BoundFunction, at z: BigComplexBall, analytic: Bool, complexValued: inout Bool) -> BigComplexBall? {
        let point: EvaluatedValue = !analytic && z.imaginary.isZero ? .real(z.real) : .complex(z)
        requiresHolomorphy = analytic
        defer { requiresHolomorphy = false }
        guard let value = try? evaluate(f, at: point), value.kind != .list else { return nil }
        if !analytic, !value.isReal { complexValued = true }
        let ball = value.complexBall(precision: precision)
        return ball.isFinite ? ball : nil
    }

    /// The most pieces `interiorSingularity` looks at before it gives up.
    static let singularityScanLimit = 4_000

    /// A point strictly inside (a, b) near which f is not bounded (a pole, `1/x` at 0, or a removable
    /// singularity such as sin(x)/x at 0 that the formula cannot evaluate), or nil: f evaluated on
    /// real balls over pieces of [a, b], halving those where it has no bounded value, down to
    /// 2^−60 of the range. A piece that touches an end is not a concern here (tanh-sinh quadrature
    /// never evaluates the ends).
    mutating func interiorSingularity(_ f: BoundFunction, _ a: BigFloat, _ b: BigFloat) throws(ExpressionError) -> BigFloat? {
        let (lower, upper) = a <= b ? (a, b) : (b, a)
        var pieces = [(lower, upper, 0)]
        var looked = 0
        while let (low, high, depth) = pieces.popLast() {
            looked += 1
            guard looked <= Self.singularityScanLimit else { return nil }
            try checkpoint()
            // The piece as a ball: its midpoint and half its width, both exact.
            let middle = BigFloat.scaled(BigFloat.addExactly(low, high), byPowerOfTwo: -1)
            let ball = BigBall(middle).addingError(BigBall(BigFloat.scaled(BigFloat.addExactly(high, -low), byPowerOfTwo: -1)))
            guard !isBounded(f, on: ball) else { continue }
            if depth >= 60 {
                if low != lower, high != upper { return middle }
                continue
            }
            pieces.append((middle, high, depth + 1))
            pieces.append((low, middle, depth + 1))
        }
        return nil
    }

    /// Whether f has a finite value on all of the real ball `x`; an error that is not about a pole
    /// (a jump, a value outside the domain) counts as bounded, since it is no singularity.
    private mutating func isBounded(_ f: BoundFunction, on x: BigBall) -> Bool {
        do {
            let value = try evaluate(f, at: .real(x))
            if case let .real(ball) = value { return ball.isFinite }
            return true
        } catch {
            switch error.calculationError {
            case .divisionByZero?: return false
            case let .domain(domain)?: return domain.violation != .pole
            case let .undecided(question)?: return !(question.kind == .divisor || question.kind == .value)
            default: return true
            }
        }
    }
}
