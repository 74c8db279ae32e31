import CArb

/// Σ_{t ≥ 0} P(t)/Q(t) and Σ_{t ≥ 0} (−1)^t·P(t)/Q(t) for polynomials with rational coefficients,
/// in closed form on balls, through one partial-fraction expansion (`partialFractionSum`).
extension RationalPolynomial {
    /// The sum of P(t)/Q(t) (P = `numerator`, Q = `denominator`) over t = 0, 1, 2, …, enclosed
    /// rigorously: Σ_t 1/(t − r)^j is the Hurwitz ζ(j, −r) for j ≥ 2, while the terms j = 1 sum to
    /// −Σ_r c_{r,1}·ψ(−r) (their coefficients add up to 0 when deg Q ≥ deg P + 2).
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
        guard numerator.isZero || denominator.degree >= numerator.degree + 2 else { return nil }
        return partialFractionSum(numerator, denominator, precision: precision) { a, j, p in
            if j == 1 { return -BigComplexBall.digamma(a, precision: p) }
            return BigComplexBall.zeta(BigComplexBall(real: BigBall(BigRational(j), precision: p)), a, precision: p)
        }
    }

    /// The sum of (−1)^t·P(t)/Q(t) over t = 0, 1, 2, …, enclosed rigorously: split into even and
    /// odd t, Σ_t (−1)^t/(t − r)^j = 2^−j·(ζ(j, −r/2) − ζ(j, (1 − r)/2)) for j ≥ 2, and
    /// ½·(ψ((1 − r)/2) − ψ(−r/2)) for j = 1 (each convergent, so deg Q = deg P + 1 is allowed).
    /// - Parameters:
    ///   - numerator: P.
    ///   - denominator: Q, of degree at least deg P + 1, with no root at a non-negative integer.
    ///   - precision: the working precision in bits.
    /// - Returns: the sum, or nil as `sumOverNaturals` (with deg Q ≥ deg P + 1 required).
    public static func alternatingSumOverNaturals(
        _ numerator: RationalPolynomial, _ denominator: RationalPolynomial, precision: Int
    ) -> BigBall? {
        guard numerator.isZero || denominator.degree >= numerator.degree + 1 else { return nil }
        return partialFractionSum(numerator, denominator, precision: precision) { a, j, p in
            let half = BigComplexBall(real: BigBall(BigRational(1) / BigRational(2), precision: p))
            let even = BigComplexBall.multiply(a, half, precision: p)
            let odd = BigComplexBall.add(even, half, precision: p)
            if j == 1 {
                let difference = BigComplexBall.subtract(BigComplexBall.digamma(odd, precision: p), BigComplexBall.digamma(even, precision: p),
                                                         precision: p)
                return BigComplexBall.multiply(difference, half, precision: p)
            }
            let s = BigComplexBall(real: BigBall(BigRational(j), precision: p))
            let difference = BigComplexBall.subtract(BigComplexBall.zeta(s, even, precision: p), BigComplexBall.zeta(s, odd, precision: p),
                                                     precision: p)
            return BigComplexBall.multiply(difference, BigComplexBall.pow(half, BigInt(j), precision: p), precision: p)
        }
    }

    /// Σ_r Σ_{j ≤ m_r} c_{r,j}·`kernel`(−r, j) over the distinct complex roots r of Q, where
    /// P/Q = Σ_r Σ_j c_{r,j}/(t − r)^j (a proper fraction: deg P < deg Q): the exact multiplicities
    /// m_r from the square-free factorisation, the roots isolated by `carb_fmpz_poly_complex_roots`,
    /// and the Laurent coefficients c_{r,j} the Taylor coefficients at r of
    /// P(t)/(lc(Q)·Π_{s ≠ r}(t − s)^{m_s}), on complex balls. The kernel is what a linear map (a
    /// sum or an integral over t) makes of 1/(t − r)^j; its j = 1 values may be defined only up to
    /// a constant when the coefficients c_{r,1} add up to 0.
    /// - Parameters:
    ///   - numerator: P.
    ///   - denominator: Q, of degree above P's.
    ///   - precision: the working precision in bits.
    ///   - kernel: the image of 1/(t − r)^j, given −r, j and the precision.
    /// - Returns: the real part when the total is finite and its imaginary part holds 0, else nil.
    static func partialFractionSum(
        _ numerator: RationalPolynomial, _ denominator: RationalPolynomial, precision: Int,
        kernel: (BigComplexBall, Int, Int) -> BigComplexBall
    ) -> BigBall? {
        guard !numerator.isZero else { return BigBall() }
        guard denominator.degree > numerator.degree else { return nil }
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
            for j in 1...m {
                let term = BigComplexBall.multiply(laurent.coefficient(m - j), kernel(-r, j, p), precision: p)
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
