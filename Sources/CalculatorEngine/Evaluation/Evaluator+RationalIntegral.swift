import BigNumber

/// `integrate(r(x), x, a, inf)`, `(-inf, b)` and `(-inf, inf)` proven when r is a rational
/// function of x with rational coefficients and the finite bound is rational: r is recognised as
/// for sums (`Evaluator+RationalSum.swift`) at x = a + t (or b − t), and ∫_0^∞ P(t)/Q(t) dt is a
/// closed form over the partial fractions of P/Q on Arb balls
/// (`RationalPolynomial.integralOverPositiveReals`); the whole line is split at 0. A real pole in
/// the range (its ends included) is an error, as is an integrand that falls like 1/x or slower.
extension Evaluator {
    /// The proven integral over an infinite range (`low`, `high`: the signs of the infinite
    /// bounds, nil for a finite one), or nil when the integrand is not recognised or a finite bound
    /// is not rational.
    /// - Throws: `f`'s error for a pole in the range or a divergent integral; an interruption.
    mutating func rationalFunctionIntegral(
        _ f: BoundFunction, _ operands: Operands, low: Int?, high: Int?
    ) throws(ExpressionError) -> BigBall? {
        /// The finite bound, when it is rational.
        func bound(_ operand: ExpressionNode, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigRational? {
            try evaluator.evaluate(operand).0.rational
        }
        // Halves ∫ from the point to ∞ (direction 1) or from −∞ to the point (−1), and the sign.
        let halves: [(BigRational, Int)]
        let negated: Bool
        switch (low, high) {
        case (-1, 1), (1, -1):
            halves = [(BigRational(0), 1), (BigRational(0), -1)]
            negated = low == 1
        case let (nil, sign?):
            guard let a = try bound(operands[2], &self) else { return nil }
            halves = [(a, sign)]
            negated = sign < 0
        case let (sign?, nil):
            guard let b = try bound(operands[3], &self) else { return nil }
            halves = [(b, sign)]
            negated = sign > 0
        default:
            return nil
        }
        // The integrand is recognised at the point, or next to it where it has a pole there (as
        // 1/x² at 0, an error below).
        let point = halves[0].0
        var centre = point
        var recognised = try rationalFunction(f, at: point)
        if recognised == nil {
            centre = point + BigRational(1)
            recognised = try rationalFunction(f, at: centre)
        }
        guard let r = recognised, !r.alternates else { return nil }
        var total = BigBall()
        for (point, direction) in halves {
            // x = point + direction·t = centre + (point − centre) + direction·t.
            let (offset, scale) = (point - centre, BigRational(direction))
            let (p, q) = (r.numerator.substituting(offset: offset, scale: scale), r.denominator.substituting(offset: offset, scale: scale))
            if p.isZero { continue }
            try checkpoint()
            // The closed form checks for poles itself; they are looked for here only to say where
            // one is (isolating the roots of Q costs as much as the integral).
            if q.degree >= p.degree + 2, let half = RationalPolynomial.integralOverPositiveReals(p, q, precision: precision + 16) {
                total = BigBall.add(total, half, precision: precision + 16)
                continue
            }
            guard let poles = q.nonNegativeRealRoots(precision: precision) else { return nil }
            if let pole = poles.first {
                throw f.error("integrate: the integrand has a pole at \(f.variable) \(Self.place(of: pole, in: q, from: point, direction)), "
                              + "in the range of integration, where the integral diverges")
            }
            if q.degree < p.degree + 2 {
                let fall = q.degree == p.degree + 1 ? "falls like 1/\(f.variable)" : "does not tend to 0"
                throw f.error("integrate diverges: the integrand \(fall) at infinity, and the integral of 1/x^s to infinity is "
                              + "infinite for s ≤ 1")
            }
            return nil
        }
        usesRigorousIntegration = true
        return negated ? -total : total
    }

    /// "= x" for the pole at t from `point` in `direction` when t is an integer (checked exactly on
    /// `q`), else "≈ x" from the ball.
    private static func place(of t: BigBall, in q: RationalPolynomial, from point: BigRational, _ direction: Int) -> String {
        guard let middle = try? t.midpoint() else { return "" }
        if let n = BigInt(exactly: BigFloat.round(middle)), q.evaluated(at: BigRational(n)).isZero {
            return "= \(point + BigRational(direction) * BigRational(n))"
        }
        let x = BigBall.add(BigBall(point, precision: 64), direction < 0 ? -t : t, precision: 64)
        guard let near = try? x.midpoint() else { return "" }
        return "≈ " + near.formatted(significantDigits: 10, trimmingTrailingZeros: true)
    }
}
