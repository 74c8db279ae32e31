import CArb

/// Special functions on complex balls, from Arb, on their principal branches. A value with a pole
/// in it is not finite.
extension BigComplexBall {
    /// Γ(z).
    public static func gamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_gamma) }
    /// The principal log-gamma function: analytic except on the negative real axis, equal to ln Γ(x)
    /// for x > 0 (it differs from ln Γ(z) by multiples of 2πi elsewhere).
    public static func logGamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_lgamma) }
    /// ψ(z) = Γ′(z)/Γ(z).
    public static func digamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_digamma) }
    /// ζ(s).
    public static func zeta(_ s: BigComplexBall, precision: Int) -> BigComplexBall { unary(s, precision, acb_zeta) }
    /// The Hurwitz zeta function ζ(s, a).
    public static func zeta(_ s: BigComplexBall, _ a: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(s, a, precision, acb_hurwitz_zeta)
    }
    /// The polygamma function ψ⁽ˢ⁾(z).
    public static func polygamma(_ s: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(s, z, precision, acb_polygamma)
    }
    /// The polylogarithm Liₛ(z).
    public static func polylog(_ s: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(s, z, precision, acb_polylog)
    }
    /// The complete elliptic integral of the first kind K(m), parameter m = k².
    public static func ellipticK(_ m: BigComplexBall, precision: Int) -> BigComplexBall { unary(m, precision, acb_elliptic_k) }
    /// The complete elliptic integral of the second kind E(m), parameter m = k².
    public static func ellipticE(_ m: BigComplexBall, precision: Int) -> BigComplexBall { unary(m, precision, acb_elliptic_e) }

    /// erf z.
    public static func erf(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_hypgeom_erf) }
    /// erfc z = 1 − erf z.
    public static func erfc(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_hypgeom_erfc) }

    /// The Bessel function of the first kind Jᵥ(z).
    public static func besselJ(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_j)
    }
    /// The Bessel function of the second kind Yᵥ(z).
    public static func besselY(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_y)
    }
    /// The modified Bessel function of the first kind Iᵥ(z).
    public static func besselI(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_i)
    }
    /// The modified Bessel function of the second kind Kᵥ(z).
    public static func besselK(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_k)
    }
    /// The Airy function Ai(z).
    public static func airyAi(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        withExtendedLifetime(z) { computing { acb_hypgeom_airy($0, nil, nil, nil, z.storage.value, Int(precision)) } }
    }
    /// The Airy function Bi(z).
    public static func airyBi(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        withExtendedLifetime(z) { computing { acb_hypgeom_airy(nil, nil, $0, nil, z.storage.value, Int(precision)) } }
    }
}
