import CArb

/// Special functions of truncated power series, from Arb (principal branches). A pole at the
/// series' constant term (`gamma` at 0, −1, …; `zeta` at 1) gives coefficients that are not finite.
extension ComplexBallSeries {
    /// Γ(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func gamma(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_gamma_series, precision: precision)
    }

    /// 1/Γ(s): entire.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func reciprocalGamma(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_rgamma_series, precision: precision)
    }

    /// The principal log-gamma function of s (as `BigComplexBall.logGamma`).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func logGamma(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_lgamma_series, precision: precision)
    }

    /// ψ(s) = Γ′(s)/Γ(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func digamma(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_digamma_series, precision: precision)
    }

    /// ζ(s), the Riemann zeta function (`acb_poly_zeta_series` with a = 1, not deflated).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func zeta(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        zeta(s, BigComplexBall(real: BigBall(1)), precision: precision)
    }

    /// ζ(s, a), the Hurwitz zeta function for a constant `a`.
    /// - Parameters:
    ///   - s: the operand.
    ///   - a: the Hurwitz shift.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func zeta(_ s: ComplexBallSeries, _ a: BigComplexBall, precision: Int) -> ComplexBallSeries {
        withExtendedLifetime((s, a)) {
            computing(length: s.length) { result, length in
                acb_poly_zeta_series(result, s.storage.value, a.storage.value, 0, length, precision)
            }
        }
    }

    /// erf(s) (`acb_hypgeom_erf_series`).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func erf(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_hypgeom_erf_series, precision: precision)
    }

    /// erfc(s) = 1 − erf(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func erfc(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_hypgeom_erfc_series, precision: precision)
    }

    /// erfi(s) = −i·erf(i·s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func erfi(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_hypgeom_erfi_series, precision: precision)
    }

    /// The Airy function Ai(s) (entire).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func airyAi(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, { result, z, n, p in acb_hypgeom_airy_series(result, nil, nil, nil, z, n, p) }, precision: precision)
    }

    /// The Airy function Bi(s) (entire).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func airyBi(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, { result, z, n, p in acb_hypgeom_airy_series(nil, nil, result, nil, z, n, p) }, precision: precision)
    }

    /// The Lambert W function of s on branch `branch` (0 the principal one, −1 the other real one),
    /// as Arb's `acb_lambertw` defines the branches. Not finite at the branch point −1/e.
    /// - Parameters:
    ///   - s: the operand.
    ///   - branch: the branch k.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func lambertW(_ s: ComplexBallSeries, branch: Int = 0, precision: Int) -> ComplexBallSeries {
        var k = fmpz()
        fmpz_init(&k)
        defer { fmpz_clear(&k) }
        fmpz_set_si(&k, branch)
        return withExtendedLifetime(s) {
            computing(length: s.length) { result, length in
                acb_poly_lambertw_series(result, s.storage.value, &k, 0, length, precision)
            }
        }
    }
}
