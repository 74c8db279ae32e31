import CMPFR

// Comparisons between a `BigFloat` and a machine number, by exact value (no rounding), with
// IEEE 754's NaN rule: every comparison with a NaN on either side is false, `!=` true.
// `x < 0.5` compares with the `Double` 0.5 exactly; `x == n` with the `Int` n. (With an integer
// literal, `x == 1` takes the `BigFloat` operator, which also compares exactly.)

extension BigFloat {
    /// −1, 0 or +1 as `self` is below, equal to or above `n`, or nil when `self` is NaN.
    @inlinable
    func compared(with n: Int) -> Int32? {
        isNaN ? nil : mpfr_cmp_si(storage.value, n)
    }

    /// −1, 0 or +1 as `self` is below, equal to or above `d`, or nil when either is NaN.
    @inlinable
    func compared(with d: Double) -> Int32? {
        isNaN || d.isNaN ? nil : mpfr_cmp_d(storage.value, d)
    }

    // MARK: Int

    /// Whether `a` equals the integer `b` exactly (false for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether they are equal.
    public static func == (a: BigFloat, b: Int) -> Bool { a.compared(with: b) == 0 }
    /// Whether `a` differs from the integer `b` (true for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether they differ.
    public static func != (a: BigFloat, b: Int) -> Bool { !(a == b) }
    /// Whether `a` is below the integer `b` (false for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether `a < b`.
    public static func < (a: BigFloat, b: Int) -> Bool { a.compared(with: b).map { $0 < 0 } ?? false }
    /// Whether `a` is at most the integer `b` (false for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether `a <= b`.
    public static func <= (a: BigFloat, b: Int) -> Bool { a.compared(with: b).map { $0 <= 0 } ?? false }
    /// Whether `a` is above the integer `b` (false for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether `a > b`.
    public static func > (a: BigFloat, b: Int) -> Bool { a.compared(with: b).map { $0 > 0 } ?? false }
    /// Whether `a` is at least the integer `b` (false for NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the integer.
    /// - Returns: whether `a >= b`.
    public static func >= (a: BigFloat, b: Int) -> Bool { a.compared(with: b).map { $0 >= 0 } ?? false }

    // MARK: Double

    /// Whether `a` equals the `Double` `b` exactly (false when either is NaN; −0 == +0).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether they are equal.
    public static func == (a: BigFloat, b: Double) -> Bool { a.compared(with: b) == 0 }
    /// Whether `a` differs from the `Double` `b` (true when either is NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether they differ.
    public static func != (a: BigFloat, b: Double) -> Bool { !(a == b) }
    /// Whether `a` is below the `Double` `b` (false when either is NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether `a < b`.
    public static func < (a: BigFloat, b: Double) -> Bool { a.compared(with: b).map { $0 < 0 } ?? false }
    /// Whether `a` is at most the `Double` `b` (false when either is NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether `a <= b`.
    public static func <= (a: BigFloat, b: Double) -> Bool { a.compared(with: b).map { $0 <= 0 } ?? false }
    /// Whether `a` is above the `Double` `b` (false when either is NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether `a > b`.
    public static func > (a: BigFloat, b: Double) -> Bool { a.compared(with: b).map { $0 > 0 } ?? false }
    /// Whether `a` is at least the `Double` `b` (false when either is NaN).
    /// - Parameters:
    ///   - a: the `BigFloat`.
    ///   - b: the `Double`.
    /// - Returns: whether `a >= b`.
    public static func >= (a: BigFloat, b: Double) -> Bool { a.compared(with: b).map { $0 >= 0 } ?? false }
}
