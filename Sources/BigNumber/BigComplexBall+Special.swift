import CArb

/// Special functions on complex balls, from Arb, on their principal branches. A value with a pole
/// in it is not finite.
extension BigComplexBall {
    /// Γ(z).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func gamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_gamma) }
    /// 1/Γ(z), entire: exactly 0 at 0, −1, −2, … (where Γ has its poles).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func reciprocalGamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_rgamma) }
    /// The principal log-gamma function: analytic except on the negative real axis, equal to ln Γ(x)
    /// for x > 0 (it differs from ln Γ(z) by multiples of 2πi elsewhere).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func logGamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_lgamma) }
    /// ψ(z) = Γ′(z)/Γ(z).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func digamma(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_digamma) }
    /// ζ(s).
    /// - Parameters:
    ///   - s: the argument s.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `s`.
    public static func zeta(_ s: BigComplexBall, precision: Int) -> BigComplexBall { unary(s, precision, acb_zeta) }
    /// The Hurwitz zeta function ζ(s, a).
    /// - Parameters:
    ///   - s: the argument s.
    ///   - a: the Hurwitz shift a.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func zeta(_ s: BigComplexBall, _ a: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(s, a, precision, acb_hurwitz_zeta)
    }
    /// The polygamma function ψ⁽ˢ⁾(z).
    /// - Parameters:
    ///   - s: the argument s.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func polygamma(_ s: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(s, z, precision, acb_polygamma)
    }
    /// The polylogarithm Liₛ(z).
    /// - Parameters:
    ///   - s: the order s.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func polylog(_ s: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        // An order far beyond the precision (Re s ≥ precision + 64, |z| ≤ 1) leaves Liₛ(z) = z plus a
        // tail bounded from 2^−Re s, proven at once; Arb's own evaluation would take time growing with s.
        withExtendedLifetime((s, z)) {
            computing { result in
                if carb_polylog_large_order(result, s.storage.value, z.storage.value, Int(precision)) == 0 {
                    acb_polylog(result, s.storage.value, z.storage.value, Int(precision))
                }
            }
        }
    }
    /// The complete elliptic integral of the first kind K(m), parameter m = k².
    /// - Parameters:
    ///   - m: the parameter m.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `m`.
    public static func ellipticK(_ m: BigComplexBall, precision: Int) -> BigComplexBall { unary(m, precision, acb_elliptic_k) }
    /// The complete elliptic integral of the second kind E(m), parameter m = k².
    /// - Parameters:
    ///   - m: the parameter m.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `m`.
    public static func ellipticE(_ m: BigComplexBall, precision: Int) -> BigComplexBall { unary(m, precision, acb_elliptic_e) }

    /// erf z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func erf(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_hypgeom_erf) }
    /// erfc z = 1 − erf z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func erfc(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_hypgeom_erfc) }

    /// The Bessel function of the first kind Jᵥ(z).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func besselJ(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_j)
    }
    /// The Bessel function of the second kind Yᵥ(z).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func besselY(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_y)
    }
    /// The modified Bessel function of the first kind Iᵥ(z).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func besselI(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_i)
    }
    /// The modified Bessel function of the second kind Kᵥ(z).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of the operands.
    public static func besselK(_ nu: BigComplexBall, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(nu, z, precision, acb_hypgeom_bessel_k)
    }
    /// The Airy function Ai(z).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func airyAi(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        withExtendedLifetime(z) { computing { acb_hypgeom_airy($0, nil, nil, nil, z.storage.value, Int(precision)) } }
    }
    /// The Airy function Bi(z).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func airyBi(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        withExtendedLifetime(z) { computing { acb_hypgeom_airy(nil, nil, $0, nil, z.storage.value, Int(precision)) } }
    }
}
