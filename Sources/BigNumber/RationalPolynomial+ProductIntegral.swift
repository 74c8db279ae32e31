import CArb

/// Π_{t ≥ 0} P(t)/Q(t) and ∫_0^∞ P(t)/Q(t) dt for polynomials with rational coefficients, in
/// closed form on balls over the proven roots (`complexRoots(precision:)`).
extension RationalPolynomial {
    /// Whether Π_{t ≥ 0} P(t)/Q(t) converges to a limit other than 0 where no factor is 0 (P =
    /// `numerator`, Q = `denominator`): the factors must be 1 + O(1/t²), so P and Q have one degree
    /// and their two highest coefficients agree (the leading ratio c = 1 and Σ roots of P = Σ roots
    /// of Q).
    public static func productConverges(_ numerator: RationalPolynomial, _ denominator: RationalPolynomial) -> Bool {
        guard !numerator.isZero, numerator.degree == denominator.degree else { return false }
        let (p, q) = (numerator.coefficients, denominator.coefficients)
        let n = p.count - 1
        return p[n] == q[n] && (n == 0 || p[n - 1] == q[n - 1])
    }

    /// The product of P(t)/Q(t) over t = 0, 1, 2, …, enclosed rigorously: with P = c·Π(t − αᵢ),
    /// Q = c·Π(t − βⱼ) (roots with multiplicity) and Σαᵢ = Σβⱼ, the partial products are
    /// Π Γ(N + 1 − αᵢ)Γ(−βⱼ)/(Γ(−αᵢ)Γ(N + 1 − βⱼ)), whose limit is Π Γ(−βⱼ)·Π 1/Γ(−αᵢ) (1/Γ
    /// through Arb's `acb_rgamma`, exactly 0 where αᵢ is a non-negative integer).
    /// - Parameters:
    ///   - numerator: P.
    ///   - denominator: Q, with no root at a non-negative integer.
    ///   - precision: the working precision in bits.
    /// - Returns: the product (a real ball for these real coefficients), or nil when it does not
    ///   converge (`productConverges`) or the balls are too wide to tell its imaginary part is 0.
    public static func productOverNaturals(
        _ numerator: RationalPolynomial, _ denominator: RationalPolynomial, precision: Int
    ) -> BigBall? {
        guard productConverges(numerator, denominator) else { return nil }
        let p = precision + 16
        guard let alphas = try? numerator.complexRoots(precision: p), let betas = try? denominator.complexRoots(precision: p) else {
            return nil
        }
        var total = BigComplexBall(real: BigBall(1))
        for beta in betas { total = BigComplexBall.multiply(total, BigComplexBall.gamma(-beta, precision: p), precision: p) }
        for alpha in alphas { total = BigComplexBall.multiply(total, BigComplexBall.reciprocalGamma(-alpha, precision: p), precision: p) }
        guard total.isFinite, total.imaginary.containsZero else { return nil }
        return total.real
    }

    /// ∫_0^∞ P(t)/Q(t) dt, enclosed rigorously: over the partial fractions c/(t − r)^j,
    /// ∫_0^∞ dt/(t − r)^j = (−r)^(1−j)/(j − 1) for j ≥ 2, and the terms j = 1 give −Σ c_{r,1}·log(−r)
    /// (principal logarithm, continuous along t ≥ 0 when no root is there; the coefficients add up
    /// to 0 when deg Q ≥ deg P + 2, so the logarithms at the far end cancel).
    /// - Parameters:
    ///   - numerator: P.
    ///   - denominator: Q, of degree at least deg P + 2, with no root in [0, ∞).
    ///   - precision: the working precision in bits.
    /// - Returns: the integral, or nil when Q's degree is too small, Q has a root in [0, ∞) or
    ///   one the balls cannot place (`nonNegativeRealRoots`).
    public static func integralOverPositiveReals(
        _ numerator: RationalPolynomial, _ denominator: RationalPolynomial, precision: Int
    ) -> BigBall? {
        guard numerator.isZero || denominator.degree >= numerator.degree + 2,
              let poles = denominator.nonNegativeRealRoots(precision: precision), poles.isEmpty else { return nil }
        return partialFractionSum(numerator, denominator, precision: precision) { a, j, p in
            if j == 1 { return -BigComplexBall.log(a, precision: p) }
            let power = BigComplexBall.pow(a, BigInt(j - 1), precision: p)
            let scaled = BigComplexBall.multiply(power, BigComplexBall(real: BigBall(BigRational(j - 1), precision: p)), precision: p)
            return BigComplexBall.divide(BigComplexBall(real: BigBall(1)), scaled, precision: p)
        }
    }

    /// The real roots in [0, ∞), in increasing order, each a ball holding one (0 exactly when the
    /// polynomial vanishes there), or nil when a real root's ball holds 0 but 0 is not a root.
    public func nonNegativeRealRoots(precision: Int) -> [BigBall]? {
        guard !isZero, let balls = try? complexRoots(precision: Swift.max(precision, 64)) else { return [] }
        var found: [BigBall] = []
        for z in balls where z.imaginary.isZero && !z.real.isNegative {
            if z.real.containsZero {
                guard evaluated(at: BigRational(0)).isZero else { return nil }
                found.append(BigBall())
            } else {
                found.append(z.real)
            }
        }
        return found
    }

    /// P(`offset` + `scale`·t) (FLINT's `fmpq_poly_compose`): the polynomial seen from another
    /// origin, or reflected (scale −1).
    public func substituting(offset: BigRational, scale: BigRational) -> RationalPolynomial {
        guard let inner = try? RationalPolynomial([offset, scale]) else { return self }
        let result = Storage.make()
        withExtendedLifetime((self, inner)) { fmpq_poly_compose(result.value, storage.value, inner.storage.value) }
        return RationalPolynomial(storage: result)
    }
}
