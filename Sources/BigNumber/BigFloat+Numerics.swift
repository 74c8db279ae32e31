import CMPFR
import RealModule

/// `BigFloat` works in generic numeric code written against swift-numerics.
///
/// It conforms to `AlgebraicField` and `RealFunctions` but not to `FloatingPoint` or `Real`,
/// whose static requirements (`pi`, `ulpOfOne`, `greatestFiniteMagnitude`, …) would need one
/// ambient precision. Values created from literals and `zero` have `defaultPrecision` and no
/// stated precision: in an operation with a value of stated precision, they take its precision
/// (`x + 1` is at x's precision, as is `[x, y].reduce(.zero, +)` for 64-bit `x` and `y`).
extension BigFloat: ExpressibleByIntegerLiteral, AlgebraicField, RealFunctions {
    /// The integer `value` at `defaultPrecision` (or at the bits it needs, if more: a literal is
    /// exact), with no stated precision: `x + 1` is at x's precision (see `hasStatedPrecision`).
    /// - Parameter value: the literal.
    @inlinable
    public init(integerLiteral value: Int) {
        let bits = Int.bitWidth - value.magnitude.leadingZeroBitCount
        self.init(nanWithPrecision: Swift.max(Self.defaultPrecision, bits), stated: false)
        mpfr_set_si(storage.value, value, MPFR_RNDN)
    }

    /// The integer `source` exactly, at the larger of its bit width and `defaultPrecision`
    /// (nil beyond `maximumPrecision` bits).
    /// - Parameter source: a value of any `BinaryInteger` type.
    public init?<T: BinaryInteger>(exactly source: T) {
        let value = BigInt(source)
        guard value.magnitudeBitWidth <= Self.maximumPrecision else { return nil }
        self.init(value, precision: Swift.max(value.magnitudeBitWidth, Self.defaultPrecision))
    }

    /// Zero at `defaultPrecision`, with no stated precision (like the literal `0`).
    public static var zero: BigFloat { 0 }

    /// `1 / self`, or nil when `self` is zero, infinite or NaN.
    public var reciprocal: BigFloat? {
        guard isFinite, !isZero else { return nil }
        return BigFloat(1, precision: precision) / self
    }

    /// `sqrt(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func sqrt(_ x: BigFloat) -> BigFloat { sqrt(x, rounding: .nearestEven) }
    /// `root(x, n, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the degree of the root.
    /// - Returns: the result, correctly rounded to nearest at the larger of the operands' precisions.
    public static func root(_ x: BigFloat, _ n: Int) -> BigFloat { root(x, n, rounding: .nearestEven) }
    /// `pow(x, y, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the exponent.
    /// - Returns: the result, correctly rounded to nearest at the larger of the operands' precisions.
    public static func pow(_ x: BigFloat, _ y: BigFloat) -> BigFloat { pow(x, y, rounding: .nearestEven) }
    /// `pow(x, n, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the integer exponent.
    /// - Returns: the result, correctly rounded to nearest at the larger of the operands' precisions.
    public static func pow(_ x: BigFloat, _ n: Int) -> BigFloat { pow(x, n, rounding: .nearestEven) }
    /// `hypot(x, y, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - x: the first leg.
    ///   - y: the second leg.
    /// - Returns: the result, correctly rounded to nearest at the larger of the operands' precisions.
    public static func hypot(_ x: BigFloat, _ y: BigFloat) -> BigFloat { hypot(x, y, rounding: .nearestEven) }
    /// `exp(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func exp(_ x: BigFloat) -> BigFloat { exp(x, rounding: .nearestEven) }
    /// `exp2(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func exp2(_ x: BigFloat) -> BigFloat { exp2(x, rounding: .nearestEven) }
    /// `exp10(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func exp10(_ x: BigFloat) -> BigFloat { exp10(x, rounding: .nearestEven) }
    /// `expMinusOne(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func expMinusOne(_ x: BigFloat) -> BigFloat { expMinusOne(x, rounding: .nearestEven) }
    /// `log(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func log(_ x: BigFloat) -> BigFloat { log(x, rounding: .nearestEven) }
    /// `log2(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func log2(_ x: BigFloat) -> BigFloat { log2(x, rounding: .nearestEven) }
    /// `log10(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func log10(_ x: BigFloat) -> BigFloat { log10(x, rounding: .nearestEven) }
    /// `log(onePlus: x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func log(onePlus x: BigFloat) -> BigFloat { log(onePlus: x, rounding: .nearestEven) }
    /// `sin(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the angle.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func sin(_ x: BigFloat) -> BigFloat { sin(x, rounding: .nearestEven) }
    /// `cos(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the angle.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func cos(_ x: BigFloat) -> BigFloat { cos(x, rounding: .nearestEven) }
    /// `tan(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the angle.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func tan(_ x: BigFloat) -> BigFloat { tan(x, rounding: .nearestEven) }
    /// `asin(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func asin(_ x: BigFloat) -> BigFloat { asin(x, rounding: .nearestEven) }
    /// `acos(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func acos(_ x: BigFloat) -> BigFloat { acos(x, rounding: .nearestEven) }
    /// `atan(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func atan(_ x: BigFloat) -> BigFloat { atan(x, rounding: .nearestEven) }
    /// `atan2(y: y, x: x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - y: the point's y coordinate.
    ///   - x: the point's x coordinate.
    /// - Returns: the result, correctly rounded to nearest at the larger of the operands' precisions.
    public static func atan2(y: BigFloat, x: BigFloat) -> BigFloat { atan2(y: y, x: x, rounding: .nearestEven) }
    /// `sinh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func sinh(_ x: BigFloat) -> BigFloat { sinh(x, rounding: .nearestEven) }
    /// `cosh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func cosh(_ x: BigFloat) -> BigFloat { cosh(x, rounding: .nearestEven) }
    /// `tanh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func tanh(_ x: BigFloat) -> BigFloat { tanh(x, rounding: .nearestEven) }
    /// `asinh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func asinh(_ x: BigFloat) -> BigFloat { asinh(x, rounding: .nearestEven) }
    /// `acosh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func acosh(_ x: BigFloat) -> BigFloat { acosh(x, rounding: .nearestEven) }
    /// `atanh(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func atanh(_ x: BigFloat) -> BigFloat { atanh(x, rounding: .nearestEven) }
    /// `gamma(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func gamma(_ x: BigFloat) -> BigFloat { gamma(x, rounding: .nearestEven) }
    /// `logGamma(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func logGamma(_ x: BigFloat) -> BigFloat { logGamma(x, rounding: .nearestEven) }
    /// `erf(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func erf(_ x: BigFloat) -> BigFloat { erf(x, rounding: .nearestEven) }
    /// `erfc(x, rounding: .nearestEven)`: correctly rounded to nearest.
    /// - Parameter x: the argument.
    /// - Returns: the result, correctly rounded to nearest at `x`'s precision.
    public static func erfc(_ x: BigFloat) -> BigFloat { erfc(x, rounding: .nearestEven) }
}
