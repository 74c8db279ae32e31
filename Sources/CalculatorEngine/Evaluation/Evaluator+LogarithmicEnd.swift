import BigNumber

/// ∫_0^U A(u)·ln u du for A analytic at 0: the logarithmic part of an end piece whose integrand has
/// a factor ln g(x) with g vanishing at the end (`Evaluator+EndpointSingularity.swift`), proven:
///
/// 1. Find ρ (U, halved until it works) such that A is holomorphic and bounded by M on the complex
///    ball [−ρ, ρ] + i[−ρ, ρ], which holds the disc |u| ≤ ρ (A evaluated there with holomorphy
///    required, as Arb's integration asks it). Cauchy's estimate then bounds A's Taylor
///    coefficients at 0: |a_j| ≤ M/ρ^j.
/// 2. With δ = ρ/2, ∫_0^δ u^j·ln u du = δ^(j+1)·(ln δ − 1/(j+1))/(j+1), whose magnitude is at most
///    δ^(j+1)·(|ln δ| + 1); the terms from j = N on add up to at most M·δ·(|ln δ| + 1)·2^(1−N). So
///    N terms of A's series on balls, widened by that bound, enclose ∫_0^δ A·ln u.
/// 3. ∫_δ^U A·ln u is Arb's rigorous integral (`rigorousIntegral`): ln is analytic there.
extension Evaluator {
    /// ∫_0^`end` A(u)·ln u du for the function `a` (its variable is u), or nil when A is not
    /// holomorphic near 0 or a piece is not proven.
    mutating func logarithmicEndIntegral(_ a: BoundFunction, upTo end: BigRational) throws(ExpressionError) -> BigBall? {
        let p = precision + 16
        // 1. ρ and M.
        var rho = end
        var bound: BigBall?
        for _ in 0..<24 where bound == nil {
            try checkpoint()
            let radius = BigBall(rho, precision: p)
            let square = BigComplexBall(real: BigBall().addingError(radius), imaginary: BigBall().addingError(radius))
            var complexValued = false
            if let z = integrandValue(a, at: square, analytic: true, complexValued: &complexValued) {
                let size = BigBall.add(z.real.magnitude, z.imaginary.magnitude, precision: 64)
                if let upper = try? size.bounds(precision: 64).upper { bound = BigBall(upper) }
            }
            if bound == nil { rho = rho / BigRational(2) }
        }
        guard let m = bound else { return nil }
        // 2. N terms of the series on [0, δ].
        let delta = rho / BigRational(2)
        let deltaBall = BigBall(delta, precision: p)
        let logDelta = BigBall.log(deltaBall, precision: p)
        let scale = BigBall.multiply(BigBall.multiply(m, deltaBall, precision: 64),
                                     BigBall.add(logDelta.magnitude, BigBall(1), precision: 64), precision: 64)
        let count = p + 2 + Swift.max(0, (scale.exponent ?? 0) + 1)
        guard count <= Self.maximumSeriesOrder else { return nil }
        let c = SeriesContext(precision: p, angleUnit: context.angleUnit, polynomialOnly: false, cancellation: context.cancellation)
        let u = SeriesValue(variableAt: EvaluatedValue(exact: BigRational(0)), length: count, precision: p)
        let series: SeriesValue
        do {
            series = try inside([:]) { (evaluator: inout Evaluator) throws(ExpressionError) in
                try evaluator.series(of: a.body, [a.variable: u], c, length: count)
            }
        } catch where error.isInterruption {
            throw error
        } catch {
            return nil
        }
        guard series.length >= count else { return nil }
        let coefficients = series.ball(precision: p)
        var near = BigBall()
        var power = deltaBall
        for j in 0..<count {
            if j & 255 == 0 { try checkpoint() }
            let k = BigBall(j + 1)
            let inverse = BigBall.divide(BigBall(1), k, precision: p)
            let moment = BigBall.multiply(power, BigBall.multiply(BigBall.subtract(logDelta, inverse, precision: p), inverse, precision: p),
                                          precision: p)
            near = BigBall.add(near, BigBall.multiply(coefficients.coefficient(j).real, moment, precision: p), precision: p)
            power = BigBall.multiply(power, deltaBall, precision: p)
        }
        let tail = BigBall.multiply(scale, BigBall.pow(BigBall(2), BigInt(1 - count), precision: 64), precision: 64)
        near = near.addingError(tail)
        // 3. The rest, [δ, U].
        let column = a.column
        let withLogarithm = BoundFunction(body: .operation(.multiply, operands: [a.body, .operation(.naturalLogarithm, operands: [
            .name(a.variable, column: column)], column: column)], column: column), variable: a.variable, operation: a.operation, column: column)
        guard case let .real(far)? = try rigorousIntegral(withLogarithm, from: EvaluatedValue(exact: delta), to: EvaluatedValue(exact: end)) else {
            return nil
        }
        return BigBall.add(near, far, precision: p)
    }
}
