import CMPC
import CMPFR

@usableFromInline
typealias MPCUnary = (mpc_ptr?, mpc_srcptr?, mpc_rnd_t) -> Int32
@usableFromInline
typealias MPCBinary = (mpc_ptr?, mpc_srcptr?, mpc_srcptr?, mpc_rnd_t) -> Int32

extension BigComplex {
    /// `op(z)` into a fresh value of `precision` bits in both parts (default: z's precisions).
    @inlinable
    static func unary(_ z: BigComplex, precision: Int?, _ rounding: ComplexRoundingMode, _ op: MPCUnary) -> BigComplex {
        let result = BigComplex(nanWithPrecisions: precision ?? z.realPrecision, precision ?? z.imaginaryPrecision)
        withExtendedLifetime(z) {
            _ = op(result.storage.value, z.storage.value, rounding.mpc)
        }
        return result
    }

    /// `op(a, b)` into a fresh value of `precision` bits in both parts (default: in each part the
    /// larger of a's and b's precisions for it).
    @inlinable
    static func binary(_ a: BigComplex, _ b: BigComplex, precision: Int?, _ rounding: ComplexRoundingMode,
                       _ op: MPCBinary) -> BigComplex {
        let result = BigComplex(
            nanWithPrecisions: precision ?? Swift.max(a.realPrecision, b.realPrecision),
            precision ?? Swift.max(a.imaginaryPrecision, b.imaginaryPrecision))
        withExtendedLifetime((a, b)) {
            _ = op(result.storage.value, a.storage.value, b.storage.value, rounding.mpc)
        }
        return result
    }

    /// `self = op(self, b)` rounded to nearest, in place when the storage is unique and precise enough.
    @inlinable
    mutating func formBinary(_ b: BigComplex, _ op: MPCBinary) {
        guard b.realPrecision <= realPrecision, b.imaginaryPrecision <= imaginaryPrecision else {
            self = Self.binary(self, b, precision: nil, .nearest, op)
            return
        }
        makeUnique()
        withExtendedLifetime(b) {
            _ = op(storage.value, storage.value, b.storage.value, ComplexRoundingMode.nearest.mpc)
        }
    }

    /// A real function of `z` (`norm`, `abs`, `arg`) at `precision` bits (default: z's larger precision).
    static func realPart(of z: BigComplex, precision: Int?, _ rounding: RoundingMode,
                         _ op: (mpfr_ptr?, mpc_srcptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? z.largerPrecision)
        withExtendedLifetime(z) {
            _ = op(result.storage.value, z.storage.value, rounding.mpfr)
        }
        return result
    }
}

// MARK: - Arithmetic

extension BigComplex {
    /// The sum, each part correctly rounded to nearest at the larger precision.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a + b`, each part rounded to nearest at the larger of the operands' precisions of that part.
    public static func + (a: BigComplex, b: BigComplex) -> BigComplex { binary(a, b, precision: nil, .nearest, mpc_add) }
    /// The difference, each part correctly rounded to nearest at the larger precision.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a − b`, rounded to nearest.
    public static func - (a: BigComplex, b: BigComplex) -> BigComplex { binary(a, b, precision: nil, .nearest, mpc_sub) }
    /// The product, each part correctly rounded to nearest at the larger precision.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a × b`, rounded to nearest.
    public static func * (a: BigComplex, b: BigComplex) -> BigComplex { binary(a, b, precision: nil, .nearest, mpc_mul) }
    /// The quotient, each part correctly rounded to nearest at the larger precision
    /// (dividing a non-zero value by zero gives an infinite value, 0/0 NaN).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    /// - Returns: `a ÷ b`, rounded to nearest.
    public static func / (a: BigComplex, b: BigComplex) -> BigComplex { binary(a, b, precision: nil, .nearest, mpc_div) }

    /// Adds `b` to `a`, rounding to nearest (in place when `a` is uniquely referenced and at least as precise).
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the addend.
    public static func += (a: inout BigComplex, b: BigComplex) { a.formBinary(b, mpc_add) }
    /// Subtracts `b` from `a`, rounding to nearest (in place when `a` is uniquely referenced and at least as precise).
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the subtrahend.
    public static func -= (a: inout BigComplex, b: BigComplex) { a.formBinary(b, mpc_sub) }
    /// Multiplies `a` by `b`, rounding to nearest (in place when `a` is uniquely referenced and at least as precise).
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the factor.
    public static func *= (a: inout BigComplex, b: BigComplex) { a.formBinary(b, mpc_mul) }
    /// Divides `a` by `b`, rounding to nearest (in place when `a` is uniquely referenced and at least as precise).
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the divisor.
    public static func /= (a: inout BigComplex, b: BigComplex) { a.formBinary(b, mpc_div) }

    /// The negation of `z` (exact).
    /// - Parameter z: the value to negate.
    /// - Returns: `−z`.
    public static prefix func - (z: BigComplex) -> BigComplex { unary(z, precision: nil, .nearest, mpc_neg) }
    /// `z` itself.
    /// - Parameter z: the value.
    /// - Returns: `z`.
    public static prefix func + (z: BigComplex) -> BigComplex { z }

    /// Negates this value in place (exact).
    public mutating func negate() {
        makeUnique()
        _ = mpc_neg(storage.value, storage.value, ComplexRoundingMode.nearest.mpc)
    }

    /// `a + b` rounded to `precision` bits in both parts (default: the larger precisions).
    /// - Parameters:
    ///   - a: the first summand.
    ///   - b: the second summand.
    ///   - precision: the precision of both parts of the result, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Returns: the correctly rounded sum.
    public static func add(_ a: BigComplex, _ b: BigComplex, precision: Int? = nil,
                           rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        binary(a, b, precision: precision, rounding, mpc_add)
    }

    /// `a − b` rounded to `precision` bits in both parts (default: the larger precisions).
    /// - Parameters:
    ///   - a: the minuend.
    ///   - b: the subtrahend.
    ///   - precision: the precision of both parts of the result, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Returns: the correctly rounded difference.
    public static func subtract(_ a: BigComplex, _ b: BigComplex, precision: Int? = nil,
                                rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        binary(a, b, precision: precision, rounding, mpc_sub)
    }

    /// `a × b` rounded to `precision` bits in both parts (default: the larger precisions).
    /// - Parameters:
    ///   - a: the first factor.
    ///   - b: the second factor.
    ///   - precision: the precision of both parts of the result, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Returns: the correctly rounded product.
    public static func multiply(_ a: BigComplex, _ b: BigComplex, precision: Int? = nil,
                                rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        binary(a, b, precision: precision, rounding, mpc_mul)
    }

    /// `a ÷ b` rounded to `precision` bits in both parts (default: the larger precisions).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    ///   - precision: the precision of both parts of the result, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Returns: the correctly rounded quotient.
    public static func divide(_ a: BigComplex, _ b: BigComplex, precision: Int? = nil,
                              rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        binary(a, b, precision: precision, rounding, mpc_div)
    }
}

// MARK: - Conjugate, norm, magnitude, argument, projection

extension BigComplex {
    /// The complex conjugate: the imaginary part negated (exact).
    public var conjugate: BigComplex { Self.unary(self, precision: nil, .nearest, mpc_conj) }

    /// The projection onto the Riemann sphere (C's `cproj`): this value when it is finite, and
    /// +∞ + (±0)i, with the sign of the imaginary part, when either part is infinite.
    public var projection: BigComplex { Self.unary(self, precision: nil, .nearest, mpc_proj) }

    /// |z|² = re² + im², correctly rounded to nearest at the larger of the parts' precisions.
    public var norm: BigFloat { Self.norm(self) }

    /// |z|, correctly rounded to nearest at the larger of the parts' precisions.
    public var magnitude: BigFloat { Self.abs(self) }

    /// The argument (phase angle) in radians, in [−π, π], correctly rounded to nearest at the
    /// larger of the parts' precisions. The signs of zero parts choose the branch: arg(−1 ± 0i) = ±π.
    public var argument: BigFloat { Self.argument(self) }

    /// |z|² = re² + im².
    /// - Parameters:
    ///   - z: the complex number.
    ///   - precision: the precision of the result, in bits (default: z's larger precision).
    ///   - rounding: the direction of rounding.
    /// - Returns: the correctly rounded squared magnitude.
    public static func norm(_ z: BigComplex, precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        realPart(of: z, precision: precision, rounding, mpc_norm)
    }

    /// |z| = √(re² + im²), without intermediate overflow.
    /// - Parameters:
    ///   - z: the complex number.
    ///   - precision: the precision of the result, in bits (default: z's larger precision).
    ///   - rounding: the direction of rounding.
    /// - Returns: the correctly rounded magnitude.
    public static func abs(_ z: BigComplex, precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        realPart(of: z, precision: precision, rounding, mpc_abs)
    }

    /// The argument of `z` in radians, in [−π, π] (`atan2(im, re)`).
    /// - Parameters:
    ///   - z: the complex number.
    ///   - precision: the precision of the result, in bits (default: z's larger precision).
    ///   - rounding: the direction of rounding.
    /// - Returns: the correctly rounded argument.
    public static func argument(_ z: BigComplex, precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        realPart(of: z, precision: precision, rounding, mpc_arg)
    }
}
