import CMPFR

/// The circular functions (in radians and in any angle unit), their inverses and the hyperbolic
/// functions, each correctly rounded by MPFR to the precision of its (larger) argument in the given
/// rounding mode (see `BigFloat+Elementary.swift` for the conventions on domains and poles).
extension BigFloat {
    // MARK: Trigonometric functions (radians)

    /// The sine of `x` radians.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func sin(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sin) }
    /// The cosine of `x` radians.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func cos(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_cos) }
    /// The tangent of `x` radians.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func tan(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_tan) }
    /// The secant, 1 / cos x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func sec(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_sec) }
    /// The cosecant, 1 / sin x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func csc(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_csc) }
    /// The cotangent, 1 / tan x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func cot(_ x: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat { unary(x, rounding, mpfr_cot) }
    /// The arcsine, in radians.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func asin(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_asin) }
    /// The arccosine, in radians.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func acos(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_acos) }
    /// The arctangent, in radians.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func atan(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_atan) }
    /// The angle of the point (x, y) from the positive x axis, in (−π, π].
    /// - Parameters:
    ///   - y: the point's y coordinate.
    ///   - x: the point's x coordinate.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at the larger of the operands' precisions.
    public static func atan2(y: BigFloat, x: BigFloat, rounding: RoundingMode) -> BigFloat { binary(y, x, rounding, mpfr_atan2) }

    // MARK: Trigonometric functions in other angle units

    /// The sine of `x` in an angle unit of which `unitsPerTurn` make a full turn (360: degrees).
    /// Exact at the multiples of a quarter turn: `sin(180, unitsPerTurn: 360)` is exactly 0.
    /// - Parameters:
    ///   - x: the angle.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func sin(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_sinu)
    }
    /// The cosine of `x` in an angle unit of which `unitsPerTurn` make a full turn.
    /// - Parameters:
    ///   - x: the angle.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func cos(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_cosu)
    }
    /// The tangent of `x` in an angle unit of which `unitsPerTurn` make a full turn.
    /// - Parameters:
    ///   - x: the angle.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func tan(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_tanu)
    }
    /// The arcsine of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    /// - Parameters:
    ///   - x: the argument.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func asin(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_asinu)
    }
    /// The arccosine of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    /// - Parameters:
    ///   - x: the argument.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func acos(_ x: BigFloat, unitsPerTurn: UInt, rounding: RoundingMode = .nearestEven) -> BigFloat {
        angular(x, unitsPerTurn, rounding, mpfr_acosu)
    }
    /// The arctangent of `x`, in an angle unit of which `unitsPerTurn` make a full turn.
    /// - Parameters:
    ///   - x: the argument.
    ///   - unitsPerTurn: how many units make a full turn (360 for degrees).
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
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
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func sinh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_sinh) }
    /// The hyperbolic cosine.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func cosh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_cosh) }
    /// The hyperbolic tangent.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func tanh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_tanh) }
    /// The inverse hyperbolic sine.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func asinh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_asinh) }
    /// The inverse hyperbolic cosine.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func acosh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_acosh) }
    /// The inverse hyperbolic tangent.
    /// - Parameters:
    ///   - x: the argument.
    ///   - rounding: the direction of rounding.
    /// - Returns: the result, correctly rounded at `x`'s precision.
    public static func atanh(_ x: BigFloat, rounding: RoundingMode) -> BigFloat { unary(x, rounding, mpfr_atanh) }
}
