import CMPFR

// MARK: - Arithmetic

extension BigFloat {
    /// The sum, correctly rounded to nearest at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a + b`, rounded to nearest.
    @inlinable
    public static func + (a: consuming BigFloat, b: borrowing BigFloat) -> BigFloat { binaryReusing(a, b, mpfr_add) }
    /// The difference, correctly rounded to nearest at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a − b`, rounded to nearest.
    @inlinable
    public static func - (a: consuming BigFloat, b: borrowing BigFloat) -> BigFloat { binaryReusing(a, b, mpfr_sub) }
    /// The product, correctly rounded to nearest at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a × b`, rounded to nearest.
    @inlinable
    public static func * (a: consuming BigFloat, b: borrowing BigFloat) -> BigFloat { binaryReusing(a, b, mpfr_mul) }
    /// The quotient, correctly rounded to nearest at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a ÷ b`, rounded to nearest.
    @inlinable
    public static func / (a: consuming BigFloat, b: borrowing BigFloat) -> BigFloat { binaryReusing(a, b, mpfr_div) }

    /// Adds `b` to `a`, rounding to nearest at the larger precision (an integer literal takes the other operand's; in place when `a` is uniquely referenced and already of that precision).
    /// - Parameters:
    ///   - a: the value to add to.
    ///   - b: the value to add.
    @inlinable
    public static func += (a: inout BigFloat, b: BigFloat) { a.formBinary(b, .nearestEven, mpfr_add) }
    /// Subtracts `b` from `a`, rounding to nearest at the larger precision (an integer literal takes the other operand's; in place when `a` is uniquely referenced and already of that precision).
    /// - Parameters:
    ///   - a: the value to subtract from.
    ///   - b: the value to subtract.
    @inlinable
    public static func -= (a: inout BigFloat, b: BigFloat) { a.formBinary(b, .nearestEven, mpfr_sub) }
    /// Multiplies `a` by `b`, rounding to nearest at the larger precision (an integer literal takes the other operand's; in place when `a` is uniquely referenced and already of that precision).
    /// - Parameters:
    ///   - a: the value to multiply.
    ///   - b: the multiplier.
    @inlinable
    public static func *= (a: inout BigFloat, b: BigFloat) { a.formBinary(b, .nearestEven, mpfr_mul) }
    /// Divides `a` by `b`, rounding to nearest at the larger precision (an integer literal takes the other operand's; in place when `a` is uniquely referenced and already of that precision).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    @inlinable
    public static func /= (a: inout BigFloat, b: BigFloat) { a.formBinary(b, .nearestEven, mpfr_div) }

    /// The negation of `x` (exact).
    /// - Parameter x: the value to negate.
    /// - Returns: `−x`.
    @inlinable
    public static prefix func - (x: consuming BigFloat) -> BigFloat {
        if isKnownUniquelyReferenced(&x.storage) {
            mpfr_neg(x.storage.value, x.storage.value, MPFR_RNDN)
            return x
        }
        return unary(x, .nearestEven, mpfr_neg)
    }
    /// `x` itself.
    /// - Parameter x: the value.
    /// - Returns: `x`.
    public static prefix func + (x: BigFloat) -> BigFloat { x }

    /// `a + b`, rounded in the given direction at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first summand.
    ///   - b: the second summand.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded sum.
    public static func add(_ a: BigFloat, _ b: BigFloat, rounding: RoundingMode) -> BigFloat { binary(a, b, rounding, mpfr_add) }
    /// `a − b`, rounded in the given direction at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the minuend.
    ///   - b: the subtrahend.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded difference.
    public static func subtract(_ a: BigFloat, _ b: BigFloat, rounding: RoundingMode) -> BigFloat { binary(a, b, rounding, mpfr_sub) }
    /// `a × b`, rounded in the given direction at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the first factor.
    ///   - b: the second factor.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded product.
    public static func multiply(_ a: BigFloat, _ b: BigFloat, rounding: RoundingMode) -> BigFloat { binary(a, b, rounding, mpfr_mul) }
    /// `a ÷ b`, rounded in the given direction at the larger precision (an integer literal takes the other operand's).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded quotient.
    public static func divide(_ a: BigFloat, _ b: BigFloat, rounding: RoundingMode) -> BigFloat { binary(a, b, rounding, mpfr_div) }

    /// Negates this value in place.
    public mutating func negate() {
        makeUnique()
        mpfr_neg(storage.value, storage.value, MPFR_RNDN)
    }

    /// The IEEE remainder `self − n × other`, where n is `self / other` rounded to the nearest integer (ties to even).
    /// - Parameters:
    ///   - other: the divisor.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded remainder.
    public func remainder(dividingBy other: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat {
        Self.binary(self, other, rounding, mpfr_remainder)
    }

    /// `self − n × other`, where n is `self / other` truncated toward zero: the result has the sign of `self`.
    /// - Parameters:
    ///   - other: the divisor.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded remainder, with the sign of `self`.
    public func truncatingRemainder(dividingBy other: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat {
        Self.binary(self, other, rounding, mpfr_fmod)
    }

    /// `a × b + c` with a single rounding, at the largest of the three precisions (of the stated
    /// ones, when some operands are integer literals).
    /// - Parameters:
    ///   - a: the first factor.
    ///   - b: the second factor.
    ///   - c: the addend.
    ///   - rounding: the direction of rounding.
    /// - Returns: `a × b + c`, rounded once.
    public static func fusedMultiplyAdd(_ a: BigFloat, _ b: BigFloat, _ c: BigFloat, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let (precision, stated) = combined(resultPrecision(a, b), (c.precision, c.hasStatedPrecision))
        let result = BigFloat(nanWithPrecision: precision, stated: stated)
        withExtendedLifetime(a) {
            withExtendedLifetime(b) {
                withExtendedLifetime(c) {
                    _ = mpfr_fma(result.storage.value, a.storage.value, b.storage.value, c.storage.value, rounding.mpfr)
                }
            }
        }
        return result
    }

    /// The absolute value (exact).
    public var magnitude: BigFloat { Self.unary(self, .nearestEven, mpfr_abs) }

    /// The absolute value of `x` (exact).
    /// - Parameter x: the value.
    /// - Returns: `|x|`.
    public static func abs(_ x: BigFloat) -> BigFloat { x.magnitude }

    /// The exact sum `a + b`, with as many bits as it needs (finite operands whose bits span at
    /// most `maximumPrecision`; beyond that it is rounded to nearest).
    /// - Parameters:
    ///   - a: the first summand.
    ///   - b: the second summand.
    /// - Returns: `a + b`, exact within `maximumPrecision` bits.
    public static func addExactly(_ a: BigFloat, _ b: BigFloat) -> BigFloat {
        guard let x = a.exponent else { return a.isZero && b.isFinite ? b : a + b }
        guard let y = b.exponent else { return b.isZero ? a : a + b }
        let lowest = Swift.min(x - a.precision, y - b.precision)
        let bits = Swift.min(Swift.max(x, y) + 1 - lowest, maximumPrecision)
        let result = BigFloat(nanWithPrecision: Swift.max(bits, minimumPrecision))
        withExtendedLifetime(a) {
            withExtendedLifetime(b) { _ = mpfr_add(result.storage.value, a.storage.value, b.storage.value, MPFR_RNDN) }
        }
        return result
    }

    /// `x × 2ⁿ` (exact unless it overflows or underflows).
    /// - Parameters:
    ///   - x: the value to scale.
    ///   - n: the power of two.
    ///   - rounding: the direction of rounding on overflow or underflow.
    /// - Returns: `x × 2ⁿ`.
    public static func scaled(_ x: BigFloat, byPowerOfTwo n: Int, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        withExtendedLifetime(x) {
            _ = mpfr_mul_2si(result.storage.value, x.storage.value, n, rounding.mpfr)
        }
        return result
    }
}

// MARK: - Comparison

/// Comparisons follow IEEE 754: NaN is unordered (every comparison with it is false, and
/// `NaN != NaN`), and −0 == +0. Values of different precisions compare by their exact values.
/// Because of NaN, `BigFloat` is `Comparable` in the same partial sense as `Double`.
extension BigFloat: Comparable, Hashable {
    /// Whether the values are equal (false if either is NaN; −0 == +0).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a` equals `b`.
    public static func == (a: BigFloat, b: BigFloat) -> Bool { mpfr_equal_p(a.storage.value, b.storage.value) != 0 }
    /// Whether `a` is less than `b` (false if either is NaN).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a < b`.
    public static func < (a: BigFloat, b: BigFloat) -> Bool { mpfr_less_p(a.storage.value, b.storage.value) != 0 }
    /// Whether `a` is at most `b` (false if either is NaN).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a ≤ b`.
    public static func <= (a: BigFloat, b: BigFloat) -> Bool { mpfr_lessequal_p(a.storage.value, b.storage.value) != 0 }
    /// Whether `a` is greater than `b` (false if either is NaN).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a > b`.
    public static func > (a: BigFloat, b: BigFloat) -> Bool { mpfr_greater_p(a.storage.value, b.storage.value) != 0 }
    /// Whether `a` is at least `b` (false if either is NaN).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a ≥ b`.
    public static func >= (a: BigFloat, b: BigFloat) -> Bool { mpfr_greaterequal_p(a.storage.value, b.storage.value) != 0 }

    /// Equal values hash equally whatever their precision; −0 and +0 hash alike.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        Self.hash(storage.value, into: &hasher)
    }

    /// Feeds the MPFR number `value` to `hasher` as `hash(into:)` does for a `BigFloat` holding it.
    static func hash(_ value: mpfr_srcptr, into hasher: inout Hasher) {
        if mpfr_zero_p(value) != 0 {
            hasher.combine(0 as Double)
            return
        }
        var exponent = 0
        let mantissa = mpfr_get_d_2exp(&exponent, value, MPFR_RNDZ)
        hasher.combine(mantissa)
        hasher.combine(exponent)
    }

    /// Whether `self` and `other` are the same value or both NaN (a total identity, unlike `==`).
    /// - Parameter other: the value to compare with.
    /// - Returns: whether the two are identical.
    public func isIdentical(to other: BigFloat) -> Bool {
        (isNaN && other.isNaN) || (self == other && sign == other.sign)
    }
}
