import CArb

/// Elementary functions on complex balls, on their principal branches.
///
/// On a branch cut the value is the one GNU MPC (and C99) gives when a real argument has the
/// imaginary part +0 and an imaginary argument has the real part +0: the limit from above for cuts
/// on the real axis (`asin(2)` = π/2 + 1.3169…i) and from the right for cuts on the imaginary axis
/// (`atan(−2i)` = π/2 − 0.5493…i). A value that reaches across a cut gets both sides.
extension BigComplexBall {
    /// eᶻ.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func exp(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_exp) }
    /// eᶻ − 1, accurate near 0.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func expMinusOne(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_expm1) }
    /// The principal logarithm ln|z| + i·arg z, arg in (−π, π].
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func log(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_log) }
    /// ln(1 + z), accurate near 0.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func log(onePlus z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_log1p) }
    /// The principal square root (real part ≥ 0).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func sqrt(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_sqrt) }

    /// sin z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func sin(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_sin) }
    /// cos z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func cos(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_cos) }
    /// The unnormalised sinc function sin(z)/z, with sinc(0) = 1.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func sinc(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_sinc) }
    /// tan z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func tan(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_tan) }
    /// sec z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func sec(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_sec) }
    /// csc z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func csc(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_csc) }
    /// cot z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func cot(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_cot) }
    /// sinh z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func sinh(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_sinh) }
    /// cosh z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func cosh(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_cosh) }
    /// tanh z.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func tanh(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_tanh) }

    /// sin⁻¹ z; cuts (−∞, −1) and (1, ∞), both continuous from above.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func asin(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        fromAbove(z, unary(z, precision, acb_asin), precision: precision)
    }
    /// cos⁻¹ z; cuts (−∞, −1) and (1, ∞), both continuous from above.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func acos(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        fromAbove(z, unary(z, precision, acb_acos), precision: precision)
    }
    /// tan⁻¹ z; cuts from i to i∞ and from −i to −i∞, both continuous from the right.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func atan(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        fromTheRight(z, unary(z, precision, acb_atan), precision: precision)
    }
    /// sinh⁻¹ z; cuts from i to i∞ and from −i to −i∞, both continuous from the right.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func asinh(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        fromTheRight(z, unary(z, precision, acb_asinh), precision: precision)
    }
    /// cosh⁻¹ z; cut (−∞, 1), continuous from above.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func acosh(_ z: BigComplexBall, precision: Int) -> BigComplexBall { unary(z, precision, acb_acosh) }
    /// tanh⁻¹ z; cuts (−∞, −1) and (1, ∞), both continuous from above.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact value for every point of `z`.
    public static func atanh(_ z: BigComplexBall, precision: Int) -> BigComplexBall {
        fromAbove(z, unary(z, precision, acb_atanh), precision: precision)
    }

    /// Arb's value `w` of a function whose cut (1, ∞) Arb makes continuous from below, moved to the
    /// side above when z is real and beyond 1 (w is then the conjugate of the value from above),
    /// or widened to both sides when z is real and reaches across 1.
    private static func fromAbove(_ z: BigComplexBall, _ w: BigComplexBall, precision: Int) -> BigComplexBall {
        guard z.isReal else { return w }
        let d = BigBall.subtract(z.real, BigBall(1), precision: 64)
        if d.isNonPositive { return w }
        return d.isPositive ? w.conjugate : union(w, w.conjugate, precision: precision)
    }

    /// Arb's value `w` of an odd function whose cut from −i to −i∞ Arb makes continuous from the
    /// left, moved to the right side when z is imaginary and below −i (w is then −conj of the value
    /// from the right), or widened to both sides when z reaches across −i.
    private static func fromTheRight(_ z: BigComplexBall, _ w: BigComplexBall, precision: Int) -> BigComplexBall {
        guard z.real.isZero else { return w }
        let d = BigBall.add(z.imaginary, BigBall(1), precision: 64)
        if d.isNonNegative { return w }
        let mirrored = -w.conjugate
        return d.isNegative ? mirrored : union(w, mirrored, precision: precision)
    }
}
