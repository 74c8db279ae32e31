import CMPFR

// Arithmetic between a `BigFloat` and a machine number. The result has the `BigFloat` operand's
// precision (and states it as that operand does) and is correctly rounded to nearest from the
// exact result (MPFR's `mpfr_add_si`, `mpfr_mul_d`, … families): with `n: Int`,
// `BigFloat(2, precision: 64) + n` is at 64 bits, and so is `BigFloat(2, precision: 64) + 1.0`
// (a float literal is a `Double` here).
//
// An *integer literal* takes the `BigFloat` operator (Swift's type checker favours the operator
// whose operands and result all have one type), but it keeps the other operand's precision all
// the same: a `BigFloat` made from a literal has no stated precision (`hasStatedPrecision`), so
// `x + 1`, `1 - x`, `x * 2` and `x /= 3` are at x's precision too.
//
// A `Double` operand is taken exactly as the binary number it is (`x * 0.1` multiplies by
// 0.1000000000000000055511151231257827…); write `x * BigFloat("0.1", precision: x.precision)!`
// for one tenth. A NaN `Double` gives NaN, as an infinite one gives what IEEE 754 says.

@usableFromInline
typealias MPFRWithInt = (mpfr_ptr?, mpfr_srcptr?, Int, mpfr_rnd_t) -> Int32
@usableFromInline
typealias MPFRIntWith = (mpfr_ptr?, Int, mpfr_srcptr?, mpfr_rnd_t) -> Int32
@usableFromInline
typealias MPFRWithDouble = (mpfr_ptr?, mpfr_srcptr?, Double, mpfr_rnd_t) -> Int32
@usableFromInline
typealias MPFRDoubleWith = (mpfr_ptr?, Double, mpfr_srcptr?, mpfr_rnd_t) -> Int32

extension BigFloat {
    /// `op(x, n)` at x's precision, rounded to nearest, over x's storage when x is a uniquely
    /// referenced temporary.
    @inlinable
    static func mixed<N>(_ x: consuming BigFloat, _ n: N, _ op: (mpfr_ptr?, mpfr_srcptr?, N, mpfr_rnd_t) -> Int32) -> BigFloat {
        if isKnownUniquelyReferenced(&x.storage) {
            _ = op(x.storage.value, x.storage.value, n, MPFR_RNDN)
            return x
        }
        let result = BigFloat(nanWithPrecision: x.precision, stated: x.hasStatedPrecision)
        withExtendedLifetime(x) { _ = op(result.storage.value, x.storage.value, n, MPFR_RNDN) }
        return result
    }

    /// `op(n, x)` at x's precision, rounded to nearest, over x's storage when x is a uniquely
    /// referenced temporary.
    @inlinable
    static func mixed<N>(_ n: N, _ x: consuming BigFloat, _ op: (mpfr_ptr?, N, mpfr_srcptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        if isKnownUniquelyReferenced(&x.storage) {
            _ = op(x.storage.value, n, x.storage.value, MPFR_RNDN)
            return x
        }
        let result = BigFloat(nanWithPrecision: x.precision, stated: x.hasStatedPrecision)
        withExtendedLifetime(x) { _ = op(result.storage.value, n, x.storage.value, MPFR_RNDN) }
        return result
    }

    /// `x = op(x, n)` in place (after making x's storage unique), at x's precision.
    @inlinable
    static func formMixed<N>(_ x: inout BigFloat, _ n: N, _ op: (mpfr_ptr?, mpfr_srcptr?, N, mpfr_rnd_t) -> Int32) {
        x.withMutableValue { _ = op($0, $0, n, MPFR_RNDN) }
    }

    // MARK: Int operands

    /// The sum at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a + b`.
    @inlinable
    public static func + (a: consuming BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_add_si) }
    /// The sum at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a + b`.
    @inlinable
    public static func + (a: Int, b: consuming BigFloat) -> BigFloat { mixed(b, a, mpfr_add_si) }
    /// The difference at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a − b`.
    @inlinable
    public static func - (a: consuming BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_sub_si) }
    /// The difference at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a − b`.
    @inlinable
    public static func - (a: Int, b: consuming BigFloat) -> BigFloat { mixed(a, b, mpfr_si_sub) }
    /// The product at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a × b`.
    @inlinable
    public static func * (a: consuming BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_mul_si) }
    /// The product at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a × b`.
    @inlinable
    public static func * (a: Int, b: consuming BigFloat) -> BigFloat { mixed(b, a, mpfr_mul_si) }
    /// The quotient at `a`'s precision, correctly rounded to nearest (±∞ or NaN for `b == 0`, as IEEE 754 says).
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a ÷ b`.
    @inlinable
    public static func / (a: consuming BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_div_si) }
    /// The quotient at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a ÷ b`.
    @inlinable
    public static func / (a: Int, b: consuming BigFloat) -> BigFloat { mixed(a, b, mpfr_si_div) }

    /// Adds the integer `b` to `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer to add.
    @inlinable
    public static func += (a: inout BigFloat, b: Int) { formMixed(&a, b, mpfr_add_si) }
    /// Subtracts the integer `b` from `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer to subtract.
    @inlinable
    public static func -= (a: inout BigFloat, b: Int) { formMixed(&a, b, mpfr_sub_si) }
    /// Multiplies `a` by the integer `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer factor.
    @inlinable
    public static func *= (a: inout BigFloat, b: Int) { formMixed(&a, b, mpfr_mul_si) }
    /// Divides `a` by the integer `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer divisor.
    @inlinable
    public static func /= (a: inout BigFloat, b: Int) { formMixed(&a, b, mpfr_div_si) }

    // MARK: Double operands

    /// The sum at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly as the binary number it is.
    /// - Returns: `a + b`.
    @inlinable
    public static func + (a: consuming BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_add_d) }
    /// The sum at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a + b`.
    @inlinable
    public static func + (a: Double, b: consuming BigFloat) -> BigFloat { mixed(b, a, mpfr_add_d) }
    /// The difference at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a − b`.
    @inlinable
    public static func - (a: consuming BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_sub_d) }
    /// The difference at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a − b`.
    @inlinable
    public static func - (a: Double, b: consuming BigFloat) -> BigFloat { mixed(a, b, mpfr_d_sub) }
    /// The product at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a × b`.
    @inlinable
    public static func * (a: consuming BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_mul_d) }
    /// The product at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a × b`.
    @inlinable
    public static func * (a: Double, b: consuming BigFloat) -> BigFloat { mixed(b, a, mpfr_mul_d) }
    /// The quotient at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a ÷ b`.
    @inlinable
    public static func / (a: consuming BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_div_d) }
    /// The quotient at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a ÷ b`.
    @inlinable
    public static func / (a: Double, b: consuming BigFloat) -> BigFloat { mixed(a, b, mpfr_d_div) }

    /// Adds the `Double` `b` to `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` to add, taken exactly.
    @inlinable
    public static func += (a: inout BigFloat, b: Double) { formMixed(&a, b, mpfr_add_d) }
    /// Subtracts the `Double` `b` from `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` to subtract, taken exactly.
    @inlinable
    public static func -= (a: inout BigFloat, b: Double) { formMixed(&a, b, mpfr_sub_d) }
    /// Multiplies `a` by the `Double` `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` factor, taken exactly.
    @inlinable
    public static func *= (a: inout BigFloat, b: Double) { formMixed(&a, b, mpfr_mul_d) }
    /// Divides `a` by the `Double` `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` divisor, taken exactly.
    @inlinable
    public static func /= (a: inout BigFloat, b: Double) { formMixed(&a, b, mpfr_div_d) }
}
