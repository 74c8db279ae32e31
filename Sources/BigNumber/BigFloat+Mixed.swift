import CMPFR

// Arithmetic between a `BigFloat` and a machine number. The result has the `BigFloat` operand's
// precision and is correctly rounded to nearest from the exact result (MPFR's `mpfr_add_si`,
// `mpfr_mul_d`, … families): with `n: Int`, `BigFloat(2, precision: 64) + n` is at 64 bits, and so
// is `BigFloat(2, precision: 64) + 1.0` (a float literal is a `Double` here).
//
// An *integer literal* is different: Swift prefers the same-type operator when one operand is a
// literal (the rule that keeps `UInt.max == 0xFFFF_FFFF_FFFF_FFFF` working), so in `x + 1` the `1`
// is a `BigFloat` at `defaultPrecision` and the sum has the larger of the two precisions. Write
// `x + 1.0`, `x + (1 as Int)`, or set `BigFloat.$defaultPrecision` for the task to keep x's.
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
    /// `op(x, n)` at x's precision, rounded to nearest.
    @inlinable
    static func mixed<N>(_ x: BigFloat, _ n: N, _ op: (mpfr_ptr?, mpfr_srcptr?, N, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        withExtendedLifetime(x) { _ = op(result.storage.value, x.storage.value, n, MPFR_RNDN) }
        return result
    }

    /// `op(n, x)` at x's precision, rounded to nearest.
    @inlinable
    static func mixed<N>(_ n: N, _ x: BigFloat, _ op: (mpfr_ptr?, N, mpfr_srcptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: x.precision)
        withExtendedLifetime(x) { _ = op(result.storage.value, n, x.storage.value, MPFR_RNDN) }
        return result
    }

    // MARK: Int operands

    /// The sum at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a + b`.
    public static func + (a: BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_add_si) }
    /// The sum at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a + b`.
    public static func + (a: Int, b: BigFloat) -> BigFloat { mixed(b, a, mpfr_add_si) }
    /// The difference at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a − b`.
    public static func - (a: BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_sub_si) }
    /// The difference at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a − b`.
    public static func - (a: Int, b: BigFloat) -> BigFloat { mixed(a, b, mpfr_si_sub) }
    /// The product at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a × b`.
    public static func * (a: BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_mul_si) }
    /// The product at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a × b`.
    public static func * (a: Int, b: BigFloat) -> BigFloat { mixed(b, a, mpfr_mul_si) }
    /// The quotient at `a`'s precision, correctly rounded to nearest (±∞ or NaN for `b == 0`, as IEEE 754 says).
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the integer operand, taken exactly.
    /// - Returns: `a ÷ b`.
    public static func / (a: BigFloat, b: Int) -> BigFloat { mixed(a, b, mpfr_div_si) }
    /// The quotient at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the integer operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a ÷ b`.
    public static func / (a: Int, b: BigFloat) -> BigFloat { mixed(a, b, mpfr_si_div) }

    /// Adds the integer `b` to `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer to add.
    public static func += (a: inout BigFloat, b: Int) { a = a + b }
    /// Subtracts the integer `b` from `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer to subtract.
    public static func -= (a: inout BigFloat, b: Int) { a = a - b }
    /// Multiplies `a` by the integer `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer factor.
    public static func *= (a: inout BigFloat, b: Int) { a = a * b }
    /// Divides `a` by the integer `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the integer divisor.
    public static func /= (a: inout BigFloat, b: Int) { a = a / b }

    // MARK: Double operands

    /// The sum at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly as the binary number it is.
    /// - Returns: `a + b`.
    public static func + (a: BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_add_d) }
    /// The sum at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a + b`.
    public static func + (a: Double, b: BigFloat) -> BigFloat { mixed(b, a, mpfr_add_d) }
    /// The difference at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a − b`.
    public static func - (a: BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_sub_d) }
    /// The difference at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a − b`.
    public static func - (a: Double, b: BigFloat) -> BigFloat { mixed(a, b, mpfr_d_sub) }
    /// The product at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a × b`.
    public static func * (a: BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_mul_d) }
    /// The product at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a × b`.
    public static func * (a: Double, b: BigFloat) -> BigFloat { mixed(b, a, mpfr_mul_d) }
    /// The quotient at `a`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `BigFloat` operand, whose precision the result has.
    ///   - b: the `Double` operand, taken exactly.
    /// - Returns: `a ÷ b`.
    public static func / (a: BigFloat, b: Double) -> BigFloat { mixed(a, b, mpfr_div_d) }
    /// The quotient at `b`'s precision, correctly rounded to nearest.
    /// - Parameters:
    ///   - a: the `Double` operand, taken exactly.
    ///   - b: the `BigFloat` operand, whose precision the result has.
    /// - Returns: `a ÷ b`.
    public static func / (a: Double, b: BigFloat) -> BigFloat { mixed(a, b, mpfr_d_div) }

    /// Adds the `Double` `b` to `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` to add, taken exactly.
    public static func += (a: inout BigFloat, b: Double) { a = a + b }
    /// Subtracts the `Double` `b` from `a`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` to subtract, taken exactly.
    public static func -= (a: inout BigFloat, b: Double) { a = a - b }
    /// Multiplies `a` by the `Double` `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` factor, taken exactly.
    public static func *= (a: inout BigFloat, b: Double) { a = a * b }
    /// Divides `a` by the `Double` `b`, keeping `a`'s precision.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the `Double` divisor, taken exactly.
    public static func /= (a: inout BigFloat, b: Double) { a = a / b }
}
