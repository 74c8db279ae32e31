import CArb

/// Constants and elementary functions on balls. Functions undefined somewhere in the ball (a
/// logarithm of a ball that contains 0) return a non-finite ball.
extension BigBall {
    /// π, its midpoint correctly rounded from `BigFloat.pi` (binary splitting) with a radius of ½ ulp.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public static func pi(precision: Int) -> BigBall { BigBall(BigFloat.pi(precision: precision), ulps: 1) }
    /// e, from `BigFloat.e`.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public static func e(precision: Int) -> BigBall { BigBall(BigFloat.e(precision: precision), ulps: 1) }
    /// Euler's constant γ, from `BigFloat.euler`.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public static func euler(precision: Int) -> BigBall { BigBall(BigFloat.euler(precision: precision), ulps: 1) }
    /// Catalan's constant, from `BigFloat.catalan`.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public static func catalan(precision: Int) -> BigBall { BigBall(BigFloat.catalan(precision: precision), ulps: 1) }
    /// ln 2, from `BigFloat.ln2`.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public static func ln2(precision: Int) -> BigBall { BigBall(BigFloat.ln2(precision: precision), ulps: 1) }

    /// π as `pi(precision:)` computes it, its binary splitting stopping when `stop` says so.
    /// - Parameters:
    ///   - precision: the working precision in bits.
    ///   - stop: the cancellation to watch.
    /// - Returns: a ball containing the constant.
    /// - Throws: the `Interruption` of `stop`.
    public static func pi(precision: Int, stop: Cancellation) throws(Interruption) -> BigBall {
        BigBall(try BinarySplittingConstant.pi.value(precision: precision, rounding: .nearestEven, stop: stop), ulps: 1)
    }
    /// e as `e(precision:)` computes it, stopping when `stop` says so.
    /// - Parameters:
    ///   - precision: the working precision in bits.
    ///   - stop: the cancellation to watch.
    /// - Returns: a ball containing the constant.
    /// - Throws: the `Interruption` of `stop`.
    public static func e(precision: Int, stop: Cancellation) throws(Interruption) -> BigBall {
        BigBall(try BinarySplittingConstant.e.value(precision: precision, rounding: .nearestEven, stop: stop), ulps: 1)
    }
    /// ln 2 as `ln2(precision:)` computes it, stopping when `stop` says so.
    /// - Parameters:
    ///   - precision: the working precision in bits.
    ///   - stop: the cancellation to watch.
    /// - Returns: a ball containing the constant.
    /// - Throws: the `Interruption` of `stop`.
    public static func ln2(precision: Int, stop: Cancellation) throws(Interruption) -> BigBall {
        BigBall(try BinarySplittingConstant.ln2.value(precision: precision, rounding: .nearestEven, stop: stop), ulps: 1)
    }

    /// eˣ.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func exp(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_exp) }
    /// eˣ − 1.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func expMinusOne(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_expm1) }
    /// bˣ for an integer base b ≥ 2: exp(x · ln b).
    /// - Parameters:
    ///   - x: the argument.
    ///   - b: the integer base (at least 2).
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func exp(_ x: BigBall, base b: Int, precision: Int) -> BigBall {
        let lnB = computing { arb_log_ui($0, UInt(b), Int(precision + 16)) }
        return exp(multiply(x, lnB, precision: precision + 16), precision: precision)
    }
    /// ln x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func log(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_log) }
    /// ln(1 + x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func log(onePlus x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_log1p) }
    /// The logarithm of x to an integer base b ≥ 2.
    /// - Parameters:
    ///   - x: the argument.
    ///   - b: the integer base (at least 2).
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func log(_ x: BigBall, base b: Int, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_log_base_ui($0, x.storage.value, UInt(b), Int(precision)) } }
    }

    /// sin x (x in radians).
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func sin(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sin) }
    /// cos x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func cos(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_cos) }
    /// The unnormalised sinc function sin(x)/x, with sinc(0) = 1 (x in radians).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func sinc(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sinc) }
    /// sin x and cos x of one argument at once, for about the cost of one of them.
    /// - Parameters:
    ///   - x: The argument, in radians.
    ///   - precision: The working precision in bits.
    /// - Returns: The balls of sin x and cos x.
    public static func sinCos(_ x: BigBall, precision: Int) -> (sine: BigBall, cosine: BigBall) {
        pair(x, precision, arb_sin_cos)
    }
    /// sin(πx) and cos(πx) of one argument at once.
    /// - Parameters:
    ///   - x: The argument, in half turns.
    ///   - precision: The working precision in bits.
    /// - Returns: The balls of sin(πx) and cos(πx).
    public static func sinCosPi(_ x: BigBall, precision: Int) -> (sine: BigBall, cosine: BigBall) {
        pair(x, precision, arb_sin_cos_pi)
    }
    /// The two balls an Arb function `f(first, second, x, precision)` writes.
    private static func pair(
        _ x: BigBall, _ precision: Int, _ f: (arb_ptr?, arb_ptr?, arb_srcptr?, Int) -> Void
    ) -> (sine: BigBall, cosine: BigBall) {
        let cosine = Storage.make()
        let sine = withExtendedLifetime(x) { computing { f($0, cosine.value, x.storage.value, Int(precision)) } }
        return (sine, BigBall(storage: cosine))
    }
    /// tan x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func tan(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_tan) }
    /// sec x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func sec(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sec) }
    /// csc x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func csc(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_csc) }
    /// cot x.
    /// - Parameters:
    ///   - x: the angle.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func cot(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_cot) }
    /// sin(πx).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func sinPi(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sin_pi) }
    /// cos(πx).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func cosPi(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_cos_pi) }
    /// tan(πx).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func tanPi(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_tan_pi) }
    /// cot(πx).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func cotPi(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_cot_pi) }
    /// sin⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func asin(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_asin) }
    /// cos⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func acos(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_acos) }
    /// tan⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func atan(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_atan) }
    /// The angle of the point (x, y) in (−π, π].
    /// - Parameters:
    ///   - y: the point's y coordinate.
    ///   - x: the point's x coordinate.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func atan2(y: BigBall, x: BigBall, precision: Int) -> BigBall { binary(y, x, precision, arb_atan2) }
    /// sinh x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func sinh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sinh) }
    /// cosh x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func cosh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_cosh) }
    /// tanh x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func tanh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_tanh) }
    /// sinh⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func asinh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_asinh) }
    /// cosh⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func acosh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_acosh) }
    /// tanh⁻¹ x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func atanh(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_atanh) }
}
