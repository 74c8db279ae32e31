import CArb

/// The rational function behind a power series (Padé approximation over ℚ on FLINT).
extension RationalPolynomial {
    /// The reduced rational function P/Q, with deg P and deg Q at most `degree` and Q(0) = 1,
    /// whose power series begins with `series`, when the series is that of such a function.
    ///
    /// When f = P/Q with both degrees at most d, any nonzero solution (P′, Q′) of degrees at most d
    /// of Q′·S − P′ = O(t^(2d+1)) has P′Q − PQ′ = O(t^(2d+1)) of degree at most 2d, so P′/Q′ = P/Q:
    /// the denominator is a vector of the null space of a d × (d+1) integer matrix (FLINT's
    /// `fmpz_mat_nullspace`), the numerator the product truncated, and both are divided by their
    /// gcd (`fmpq_poly_gcd`). The answer is checked against every given coefficient.
    /// - Parameters:
    ///   - series: the coefficients, constant term first: at least 2·`degree` + 1.
    ///   - degree: the bound on both degrees (at least 0).
    /// - Returns: (P, Q), or nil when the series is too short, its function has a pole at 0, or
    ///   no rational function of that degree has this series.
    public static func padeApproximant(
        _ series: [BigRational], degree: Int
    ) -> (numerator: RationalPolynomial, denominator: RationalPolynomial)? {
        guard degree >= 0, series.count >= 2 * degree + 1, degree <= maximumDegree else { return nil }
        let d = degree
        let denominator = Storage.make()
        if d == 0 {
            fmpq_poly_one(denominator.value)
        } else {
            let system = FmpzMatrix(rows: d, columns: d + 1)
            for row in 0..<d {
                let e = d + 1 + row
                var scale = BigInt(1)
                for j in 0...d where !series[e - j].isInteger { scale = BigInt.lcm(scale, series[e - j].denominator) }
                for j in 0...d {
                    let c = series[e - j]
                    let entry = c.numerator * (scale / c.denominator)
                    withFmpz(entry) { fmpz_set(system.entry(row, j), $0) }
                }
            }
            let kernel = FmpzMatrix(rows: d + 1, columns: d + 1)
            guard fmpz_mat_nullspace(kernel.value, system.value) > 0 else { return nil }
            fmpq_poly_fit_length(denominator.value, d + 1)
            for j in 0...d { fmpq_poly_set_coeff_fmpz(denominator.value, j, kernel.entry(j, 0)) }
        }
        let s = try? RationalPolynomial(series)
        guard let s else { return nil }
        let numerator = Storage.make()
        withExtendedLifetime(s) { fmpq_poly_mullow(numerator.value, denominator.value, s.storage.value, d + 1) }
        // Check Q·S − P = O(t^(2d+1)) on every given coefficient.
        let check = Storage.make()
        withExtendedLifetime(s) { fmpq_poly_mullow(check.value, denominator.value, s.storage.value, series.count) }
        fmpq_poly_sub(check.value, check.value, numerator.value)
        guard fmpq_poly_is_zero(check.value) != 0 else { return nil }
        let gcd = Storage.make()
        fmpq_poly_gcd(gcd.value, numerator.value, denominator.value)
        if fmpq_poly_is_zero(gcd.value) == 0 {
            fmpq_poly_div(numerator.value, numerator.value, gcd.value)
            fmpq_poly_div(denominator.value, denominator.value, gcd.value)
        }
        let q0 = withFmpq(BigRational(0)) { q in
            fmpq_poly_get_coeff_fmpq(q, denominator.value, 0)
            return RationalMatrix.rational(q)
        }
        guard !q0.isZero else { return nil }
        withFmpq(q0) { q in
            fmpq_poly_scalar_div_fmpq(numerator.value, numerator.value, q)
            fmpq_poly_scalar_div_fmpq(denominator.value, denominator.value, q)
        }
        return (RationalPolynomial(storage: numerator), RationalPolynomial(storage: denominator))
    }

    /// The value at the rational `x` (FLINT's `fmpq_poly_evaluate_fmpq`).
    public func evaluated(at x: BigRational) -> BigRational {
        withExtendedLifetime(self) {
            withFmpq(BigRational(0)) { result in
                withFmpq(x) { fmpq_poly_evaluate_fmpq(result, storage.value, $0) }
                return RationalMatrix.rational(result)
            }
        }
    }
}
