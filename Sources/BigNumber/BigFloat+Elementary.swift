import CMPFR

/// The functions of a scientific calculator, each correctly rounded by MPFR to the precision of
/// its (larger) argument in the given rounding mode. Out-of-domain arguments give NaN and raise
/// `Exceptions.invalid`; poles give ±∞ and raise `Exceptions.divisionByZero` (see `withExceptions`).
extension BigFloat {
    // MARK: Powers and roots

    /// The square root.
    public static func sqrt(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sqrt) }
    /// The real cube root (negative for negative x).
    public static func cbrt(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_cbrt) }
    /// The real `n`th root: negative for negative x and odd n; `root(x, -n)` is `1 / root(x, n)`.
    public static func root(_ x: BigFloat, _ n: Int, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        _ = mpfr_rootn_si(result.storage.value, x.storage.value, n, rounding.mpfr)
        return result
    }
    /// `x` raised to `y` (IEEE 754 `pow` special cases; a negative x with non-integer y is NaN).
    public static func pow(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode) -> BigFloat { binary(x, y, rounding, mpfr_pow) }
    /// `x` raised to the integer `n`.
    public static func pow(_ x: BigFloat, _ n: Int, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        _ = mpfr_pow_si(result.storage.value, x.storage.value, n, rounding.mpfr)
        return result
    }
    /// `x` raised to the integer `n`, however large.
    public static func pow(_ x: BigFloat, _ n: BigInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        withExtendedLifetime(n) {
            _ = mpfr_pow_z(result.storage.value, x.storage.value, n.storage.value, rounding.mpfr)
        }
        return result
    }
    /// √(x² + y²) without intermediate overflow.
    public static func hypot(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode) -> BigFloat { binary(x, y, rounding, mpfr_hypot) }

    // MARK: Exponentials and logarithms

    /// eˣ (for x = 1 the cached binary-splitting constant `e`).
    public static func exp(_ x: BigFloat, rounding: RoundingMode) -> BigFloat {
        if mpfr_cmp_ui(x.storage.value, 1) == 0 { return e(precision: x.precision, rounding: rounding) }
        return unary(x, rounding, mpfr_exp)
    }
    /// 2ˣ.
    public static func exp2(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_exp2) }
    /// 10ˣ.
    public static func exp10(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_exp10) }
    /// eˣ − 1, accurate near 0 (C's `expm1`).
    public static func expMinusOne(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_expm1) }
    /// The natural logarithm.
    public static func log(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log) }
    /// The base-2 logarithm.
    public static func log2(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log2) }
    /// The base-10 logarithm.
    public static func log10(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log10) }
    /// ln(1 + x), accurate near 0 (C's `log1p`).
    public static func log(onePlus x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log1p) }

    // MARK: Trigonometric functions (radians)

    /// The sine of `x` radians.
    public static func sin(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sin) }
    /// The cosine of `x` radians.
    public static func cos(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_cos) }
    /// The tangent of `x` radians.
    public static func tan(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_tan) }
    /// The secant, 1 / cos x.
    public static func sec(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_sec) }
    /// The cosecant, 1 / sin x.
    public static func csc(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_csc) }
    /// The cotangent, 1 / tan x.
    public static func cot(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_cot) }
    /// The arcsine, in radians.
    public static func asin(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_asin) }
    /// The arccosine, in radians.
    public static func acos(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_acos) }
    /// The arctangent, in radians.
    public static func atan(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_atan) }
    /// The angle of the point (x, y) from the positive x axis, in (−π, π].
    public static func atan2(y: BigFloat, x: BigFloat, rounding: RoundingMode) -> BigFloat { binary(y, x, rounding, mpfr_atan2) }

    // MARK: Trigonometric functions in other angle units

    /// The sine of `x` in an angle unit of which `unitsPerTurn` make a full turn (360: degrees).
    /// Exact at the multiples of a quarter turn: `sin(180, unitsPerTurn: 360)` is exactly 0.
    public static func sin(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_sinu)
    }
    /// The cosine of `x` in an angle unit of which `unitsPerTurn` make a full turn.
    public static func cos(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_cosu)
    }
    /// The tangent of `x` in an angle unit of which `unitsPerTurn` make a full turn.
    public static func tan(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_tanu)
    }
    /// The arcsine of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    public static func asin(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_asinu)
    }
    /// The arccosine of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    public static func acos(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_acosu)
    }
    /// The arctangent of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    public static func atan(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_atanu)
    }

    private static func angular(
        _ x: BigFloat, _ u: UInt, _ rounding: RoundingMode,
        _ op: (mpfr_ptr?, mpfr_srcptr?, UInt, mpfr_rnd_t) -> Int32
    ) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        _ = op(result.storage.value, x.storage.value, u, rounding.mpfr)
        return result
    }

    // MARK: Hyperbolic functions

    /// The hyperbolic sine.
    public static func sinh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sinh) }
    /// The hyperbolic cosine.
    public static func cosh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_cosh) }
    /// The hyperbolic tangent.
    public static func tanh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_tanh) }
    /// The inverse hyperbolic sine.
    public static func asinh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_asinh) }
    /// The inverse hyperbolic cosine.
    public static func acosh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_acosh) }
    /// The inverse hyperbolic tangent.
    public static func atanh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_atanh) }

    // MARK: Special functions

    /// The gamma function Γ(x); poles at 0, −1, −2, … give ±∞ or NaN with `divisionByZero`/`invalid`.
    public static func gamma(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_gamma) }
    /// ln |Γ(x)|.
    public static func logGamma(_ x: BigFloat, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        var sign: Int32 = 0
        _ = mpfr_lgamma(result.storage.value, &sign, x.storage.value, rounding.mpfr)
        return result
    }
    /// The sign of Γ(x) (`.plus` at NaN and the poles).
    public static func signGamma(_ x: BigFloat) -> FloatingPointSign {
        let scratch = BigFloat(nanWithPrecision: minimumPrecision + 1)
        var sign: Int32 = 0
        _ = mpfr_lgamma(scratch.storage.value, &sign, x.storage.value, MPFR_RNDN)
        return sign < 0 ? .minus : .plus
    }
    /// The digamma function ψ(x) = Γ′(x)/Γ(x).
    public static func digamma(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_digamma) }
    /// The Riemann zeta function ζ(x).
    public static func zeta(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_zeta) }
    /// The error function.
    public static func erf(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_erf) }
    /// The complementary error function 1 − erf(x).
    public static func erfc(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_erfc) }
    /// The arithmetic-geometric mean of `x` and `y` (NaN if either is negative).
    public static func agm(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { binary(x, y, rounding, mpfr_agm) }

    /// n! for a non-negative integer n, correctly rounded to `precision` bits.
    ///
    /// Throws `BigNumberError.domain` for negative n. Large n is computed as Γ(n + 1), which
    /// takes time independent of n; n! beyond MPFR's exponent range (n ≳ 10¹⁷) is +∞ with `overflow`.
    public static func factorial(_ n: Int, precision: Int? = nil, rounding: RoundingMode = .nearestEven) throws -> BigFloat {
        guard n >= 0 else { throw BigNumberError.domain("factorial of a negative number") }
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        if n <= factorialProductLimit {
            _ = mpfr_fac_ui(result.storage.value, UInt(n), rounding.mpfr)
            return result
        }
        let argument = BigFloat(n, precision: 64) + BigFloat(1, precision: 64)
        _ = mpfr_gamma(result.storage.value, argument.storage.value, rounding.mpfr)
        return result
    }

    /// Up to this n, `factorial` multiplies (fast for small n); above it, it evaluates Γ(n + 1).
    static let factorialProductLimit = 10_000

    // MARK: Rounding to integers

    /// The largest integer ≤ x.
    public static func floor(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_floor) }
    /// The smallest integer ≥ x.
    public static func ceil(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_ceil) }
    /// The nearest integer, halves rounded away from zero (2.5 → 3, −2.5 → −3).
    public static func round(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_round) }
    /// The nearest integer, halves rounded to even (2.5 → 2).
    public static func roundEven(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_roundeven) }
    /// The integer part of x (toward zero).
    public static func trunc(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_trunc) }

    // MARK: Extremes

    /// The smaller of `x` and `y`; if one is NaN, the other.
    public static func min(_ x: BigFloat, _ y: BigFloat) -> BigFloat { binary(x, y, .nearestEven, mpfr_min) }
    /// The larger of `x` and `y`; if one is NaN, the other.
    public static func max(_ x: BigFloat, _ y: BigFloat) -> BigFloat { binary(x, y, .nearestEven, mpfr_max) }
}
