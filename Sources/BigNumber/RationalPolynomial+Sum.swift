import CArb

/// Σ_{t ≥ 0} P(t)/Q(t) for polynomials with rational coefficients, in closed form on balls.
extension RationalPolynomial {
    /// The sum of P(t)/Q(t) (P = `numerator`, Q = `denominator`) over t = 0, 1, 2, …, enclosed
    /// rigorously: by partial fractions over the distinct complex roots r of Q (exact multiplicities
    /// m from the square-free factorisation, roots isolated by `carb_fmpz_poly_complex_roots`),
    /// P/Q = Σ_r Σ_{j ≤ m} c_{r,j}/(t − r)^j, and Σ_t 1/(t − r)^j is the Hurwitz ζ(j, −r) for j ≥ 2,
    /// while the terms j = 1 sum to −Σ_r c_{r,1}·ψ(−r) (their coefficients add up to 0 when
    /// deg Q ≥ deg P + 2). The Laurent coefficients c_{r,j} are the Taylor coefficients at r of
    /// P(t)/(lc(Q)·Π_{s ≠ r}(t − s)^{m_s}), on complex balls.
    /// - Parameters:
    ///   - numerator: P.
    ///   - denominator: Q, of degree at least deg P + 2, with no root at a non-negative integer.
    ///   - precision: the working precision in bits.
    /// - Returns: the sum (a real ball for these real coefficients), or nil when Q's degree is
    ///   too small, Q vanishes at a non-negative integer, or the balls are too wide to separate
    ///   the roots (a higher precision helps).
    public static func sumOverNaturals(
        _ numerator: RationalPolynomial, _ denominator: RationalPolynomial, precision: Int
    ) -> BigBall? {
        guard !numerator.isZero else { return BigBall() }
        guard denominator.degree >= numerator.degree + 2 else { return nil }
        let p = precision + 16
        let factorisation = denominator.squareFreeFactorization()
        var roots: [(root: BigComplexBall, multiplicity: Int)] = []
        for factor in factorisation.factors {
            guard let balls = try? factor.polynomial.complexRoots(precision: p) else { return nil }
            roots += balls.map { ($0, factor.multiplicity) }
        }
        let leading = BigComplexBall(real: BigBall(denominator.coefficients.last ?? BigRational(1), precision: p))
        let numeratorCoefficients = numerator.coefficients.map { BigComplexBall(real: BigBall($0, precision: p)) }
        var total = BigComplexBall(real: BigBall())
        for (i, (r, m)) in roots.enumerated() {
            let u = ComplexBallSeries.variable(at: r, length: m)
            var top = ComplexBallSeries(constant: BigComplexBall(real: BigBall()), length: m)
            for c in numeratorCoefficients.reversed() {
                top = ComplexBallSeries.add(ComplexBallSeries.multiply(top, u, precision: p),
                                            ComplexBallSeries(constant: c, length: m), precision: p)
            }
            var bottom = ComplexBallSeries(constant: leading, length: m)
            for (j, (s, n)) in roots.enumerated() where j != i {
                let factor = ComplexBallSeries.subtract(u, ComplexBallSeries(constant: s, length: m), precision: p)
                bottom = ComplexBallSeries.multiply(bottom, ComplexBallSeries.pow(factor, n, precision: p), precision: p)
            }
            let laurent = ComplexBallSeries.divide(top, bottom, precision: p)
            let a = -r
            for j in 1...m {
                let c = laurent.coefficient(m - j)
                let term: BigComplexBall
                if j == 1 {
                    term = -BigComplexBall.multiply(c, BigComplexBall.digamma(a, precision: p), precision: p)
                } else {
                    let s = BigComplexBall(real: BigBall(BigRational(j), precision: p))
                    term = BigComplexBall.multiply(c, BigComplexBall.zeta(s, a, precision: p), precision: p)
                }
                total = BigComplexBall.add(total, term, precision: p)
            }
        }
        guard total.isFinite, total.imaginary.containsZero else { return nil }
        return total.real
    }

    /// The non-negative integer roots of the polynomial, in increasing order: the integer nearest
    /// each real root's ball, checked exactly.
    public func nonNegativeIntegerRoots() -> [BigInt] {
        guard !isZero, let balls = try? complexRoots(precision: 64) else { return [] }
        var found: [BigInt] = []
        for z in balls where z.imaginary.isZero {
            guard let mid = try? z.real.midpoint(), let n = BigInt(exactly: BigFloat.round(mid)) else { continue }
            if n.signum >= 0, !found.contains(n), evaluated(at: BigRational(n)).isZero { found.append(n) }
        }
        return found.sorted()
    }
}
