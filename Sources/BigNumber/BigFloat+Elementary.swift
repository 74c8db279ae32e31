import CMPFR

/// The functions of a scientific calculator, each correctly rounded by MPFR to the precision of
/// its (larger) argument in the given rounding mode. Out-of-domain arguments give NaN and raise
/// `Exceptions.invalid`; poles give ±∞ and raise `Exceptions.divisionByZero` (see `withExceptions`).
extension BigFloat {
    // MARK: Powers and roots

    /// The square root.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func sqrt(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sqrt) }
    /// The real cube root (negative for negative x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func cbrt(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_cbrt) }
    /// The real `n`th root: negative for negative x and odd n; `root(x, -n)` is `1 / root(x, n)`.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the degree of the root.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func root(_ x: BigFloat, _ n: Int, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        _ = mpfr_rootn_si(result.storage.value, x.storage.value, n, rounding.mpfr)
        return result
    }
    /// `x` raised to `y` (IEEE 754 `pow` special cases; a negative x with non-integer y is NaN).
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the exponent.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func pow(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode) -> BigFloat { binary(x, y, rounding, mpfr_pow) }
    /// `x` raised to the integer `n`.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the integer exponent.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func pow(_ x: BigFloat, _ n: Int, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        _ = mpfr_pow_si(result.storage.value, x.storage.value, n, rounding.mpfr)
        return result
    }
    /// `x` raised to the integer `n`, however large.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the integer exponent.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func pow(_ x: BigFloat, _ n: BigInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        withExtendedLifetime(n) {
            _ = mpfr_pow_z(result.storage.value, x.storage.value, n.storage.value, rounding.mpfr)
        }
        return result
    }
    /// √(x² + y²) without intermediate overflow.
    /// - Parameters:
    ///   - x: the first leg.
    ///   - y: the second leg.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func hypot(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode) -> BigFloat { binary(x, y, rounding, mpfr_hypot) }

    // MARK: Exponentials and logarithms

    /// eˣ (for x = 1 the cached binary-splitting constant `e`).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func exp(_ x: BigFloat, rounding: RoundingMode) -> BigFloat {
        if mpfr_cmp_ui(x.storage.value, 1) == 0 { return e(precision: x.precision, rounding: rounding) }
        return unary(x, rounding, mpfr_exp)
    }
    /// 2ˣ.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func exp2(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_exp2) }
    /// 10ˣ.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func exp10(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_exp10) }
    /// eˣ − 1, accurate near 0 (C's `expm1`).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func expMinusOne(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_expm1) }
    /// The natural logarithm.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func log(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log) }
    /// The base-2 logarithm.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func log2(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log2) }
    /// The base-10 logarithm.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func log10(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log10) }
    /// ln(1 + x), accurate near 0 (C's `log1p`).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func log(onePlus x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_log1p) }

    // MARK: Special functions

    /// The gamma function Γ(x); poles at 0, −1, −2, … give ±∞ or NaN with `divisionByZero`/`invalid`.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func gamma(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_gamma) }
    /// ln |Γ(x)|.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func logGamma(_ x: BigFloat, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        var sign: Int32 = 0
        _ = mpfr_lgamma(result.storage.value, &sign, x.storage.value, rounding.mpfr)
        return result
    }
    /// The sign of Γ(x) (`.plus` at NaN and the poles).
    /// - Parameter x: the argument.
    /// - Returns: the sign.
    public static func signGamma(_ x: BigFloat) -> FloatingPointSign {
        let scratch = BigFloat(nanWithPrecision: minimumPrecision + 1)
        var sign: Int32 = 0
        _ = mpfr_lgamma(scratch.storage.value, &sign, x.storage.value, MPFR_RNDN)
        return sign < 0 ? .minus : .plus
    }
    /// The digamma function ψ(x) = Γ′(x)/Γ(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func digamma(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_digamma) }
    /// The Riemann zeta function ζ(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func zeta(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_zeta) }
    /// The error function.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func erf(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_erf) }
    /// The complementary error function 1 − erf(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func erfc(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_erfc) }
    /// The arithmetic-geometric mean of `x` and `y` (NaN if either is negative).
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the second argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func agm(_ x: BigFloat, _ y: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { binary(x, y, rounding, mpfr_agm) }

    /// n! for a non-negative integer n, correctly rounded to `precision` bits.
    ///
    /// Throws `BigNumberError.domain` for negative n. Large n is computed as Γ(n + 1), which
    /// takes time independent of n; n! beyond MPFR's exponent range (n ≳ 10¹⁷) is +∞ with `overflow`.
    /// - Parameters:
    ///   - n: the non-negative integer.
    ///   - precision: the working precision in bits.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `n`'s precision.
    /// - Throws: `BigNumberError.domain` for an argument outside the domain.
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
    /// - Parameter x: the argument.
    /// - Returns: the integer, at `x`'s precision.
    public static func floor(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_floor) }
    /// The smallest integer ≥ x.
    /// - Parameter x: the argument.
    /// - Returns: the integer, at `x`'s precision.
    public static func ceil(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_ceil) }
    /// The nearest integer, halves rounded away from zero (2.5 → 3, −2.5 → −3).
    /// - Parameter x: the argument.
    /// - Returns: the integer, at `x`'s precision.
    public static func round(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_round) }
    /// The nearest integer, halves rounded to even (2.5 → 2).
    /// - Parameter x: the argument.
    /// - Returns: the integer, at `x`'s precision.
    public static func roundEven(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_roundeven) }
    /// The integer part of x (toward zero).
    /// - Parameter x: the argument.
    /// - Returns: the integer, at `x`'s precision.
    public static func trunc(_ x: BigFloat) -> BigFloat { unary(x, .nearestEven, mpfr_rint_trunc) }

    // MARK: Extremes

    /// The smaller of `x` and `y`; if one is NaN, the other.
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the second argument.
    /// - Returns: that operand.
    public static func min(_ x: BigFloat, _ y: BigFloat) -> BigFloat { binary(x, y, .nearestEven, mpfr_min) }
    /// The larger of `x` and `y`; if one is NaN, the other.
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the second argument.
    /// - Returns: that operand.
    public static func max(_ x: BigFloat, _ y: BigFloat) -> BigFloat { binary(x, y, .nearestEven, mpfr_max) }
}
