import CMPC
import RealModule

/// `BigComplex` works in generic numeric code written against swift-numerics: it is an
/// `AlgebraicField` whose `Magnitude` is `BigFloat` (|z|, the Euclidean norm, not the ∞-norm
/// that swift-numerics' `Complex` uses), and it has the `ElementaryFunctions`, each correctly
/// rounded to nearest in both parts at the argument's precisions (the larger precisions of two
/// arguments). Values created from literals and `zero` have `BigFloat.defaultPrecision`.
extension BigComplex: ExpressibleByIntegerLiteral, AlgebraicField, ElementaryFunctions {
    /// The integer `value` at `BigFloat.defaultPrecision`.
    /// - Parameter value: the literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The integer `source` exactly, both parts at the larger of its bit width and
    /// `BigFloat.defaultPrecision` (nil beyond `BigFloat.maximumPrecision` bits).
    /// - Parameter source: a value of any `BinaryInteger` type.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let real = BigFloat(exactly: source) else { return nil }
        self.init(real)
    }

    /// Zero at `BigFloat.defaultPrecision`.
    public static var zero: BigComplex { BigComplex() }

    /// `1 / self`, or nil when `self` is zero, infinite or NaN.
    public var reciprocal: BigComplex? {
        guard isFinite, !isZero else { return nil }
        return Self.unary(self, precision: nil, .nearest) { mpc_ui_div($0, 1, $1, $2) }
    }

    /// `pow(z, w, precision: nil)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - z: the argument.
    ///   - w: the exponent.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func pow(_ z: BigComplex, _ w: BigComplex) -> BigComplex { pow(z, w, precision: nil) }
    /// `pow(z, n, precision: nil)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - z: the argument.
    ///   - n: the integer exponent.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func pow(_ z: BigComplex, _ n: Int) -> BigComplex { pow(z, n, precision: nil) }
    /// `root(z, n, precision: nil)`: correctly rounded to nearest.
    /// - Parameters:
    ///   - z: the argument.
    ///   - n: the degree of the root.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func root(_ z: BigComplex, _ n: Int) -> BigComplex { root(z, n, precision: nil) }
    /// `log(onePlus: z, precision: nil)`: correctly rounded to nearest.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func log(onePlus z: BigComplex) -> BigComplex { log(onePlus: z, precision: nil) }
    /// `exp(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func exp(_ z: BigComplex) -> BigComplex { exp(z, precision: nil) }
    /// `expMinusOne(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func expMinusOne(_ z: BigComplex) -> BigComplex { expMinusOne(z, precision: nil) }
    /// `cosh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func cosh(_ z: BigComplex) -> BigComplex { cosh(z, precision: nil) }
    /// `sinh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func sinh(_ z: BigComplex) -> BigComplex { sinh(z, precision: nil) }
    /// `tanh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func tanh(_ z: BigComplex) -> BigComplex { tanh(z, precision: nil) }
    /// `cos(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func cos(_ z: BigComplex) -> BigComplex { cos(z, precision: nil) }
    /// `sin(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func sin(_ z: BigComplex) -> BigComplex { sin(z, precision: nil) }
    /// `tan(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func tan(_ z: BigComplex) -> BigComplex { tan(z, precision: nil) }
    /// `log(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func log(_ z: BigComplex) -> BigComplex { log(z, precision: nil) }
    /// `acosh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func acosh(_ z: BigComplex) -> BigComplex { acosh(z, precision: nil) }
    /// `asinh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func asinh(_ z: BigComplex) -> BigComplex { asinh(z, precision: nil) }
    /// `atanh(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func atanh(_ z: BigComplex) -> BigComplex { atanh(z, precision: nil) }
    /// `acos(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func acos(_ z: BigComplex) -> BigComplex { acos(z, precision: nil) }
    /// `asin(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func asin(_ z: BigComplex) -> BigComplex { asin(z, precision: nil) }
    /// `atan(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func atan(_ z: BigComplex) -> BigComplex { atan(z, precision: nil) }
    /// `sqrt(z, precision: nil)`: correctly rounded to nearest at z's precisions.
    /// - Parameter z: the argument.
    /// - Returns: the result, each part correctly rounded to nearest.
    public static func sqrt(_ z: BigComplex) -> BigComplex { sqrt(z, precision: nil) }
}
