import CMPFR

/// An arbitrary-precision binary floating-point number over GNU MPFR.
///
/// A `BigFloat` is a value: copies are independent, and storage is shared until one of them
/// is mutated (copy-on-write). Every value carries its own `precision` in bits. Operations are
/// correctly rounded: a binary operation rounds the exact result to the larger of its operands'
/// precisions, a function rounds to its argument's precision, each in the given `RoundingMode`
/// (`.nearestEven` unless stated).
///
/// Values are created at `BigFloat.defaultPrecision` (256 bits) unless a precision is given;
/// the default can be changed for a task and its children with
/// `BigFloat.$defaultPrecision.withValue(1024) { … }`.
///
/// **Literals take the other operand's precision.** A value written as an integer literal (and
/// `zero`; `BigFloat(7)` is the literal `7` too) has no *stated* precision (`hasStatedPrecision` is false): it holds the integer at
/// `defaultPrecision`, and a binary operation with a value that has a stated precision rounds to
/// that value's precision. So `BigFloat(2, precision: 64) + 1`, `1 - x`, `x * 3`, `x / 7` and
/// `x += 1` with a 64-bit `x` are all at 64 bits, as `x + 1.0` and `x + n` with `n: Int` are. A
/// result computed from literals alone (`-1`, `1 / 3`, `sqrt(2)` of a literal) has no stated
/// precision either and is at `defaultPrecision`; every initializer, conversion, constant and
/// `rounded(toPrecision:)` states its precision. Comparisons are exact whatever the precisions.
///
/// Every `precision:` argument must satisfy `BigFloat.isValidPrecision(_:)` (1 ... 2³⁸ bits);
/// another value traps, so check precisions that come from user input first.
///
/// The type is deliberately not `ExpressibleByFloatLiteral`: a float literal is a `Double`
/// and would silently lose digits. Write `BigFloat("0.1")` instead.
///
/// `Sendable` because a value is only ever written through uniquely referenced storage; the
/// conformance is unchecked only because the storage is a `ManagedBuffer`, which the standard
/// library does not mark `Sendable`.
public struct BigFloat: @unchecked Sendable {
    @usableFromInline
    var storage: Storage

    /// The precision used where none is given, in bits: 256 unless set for the current task.
    @TaskLocal public static var defaultPrecision: Int = 256

    /// The smallest precision a value can have, in bits.
    public static var minimumPrecision: Int { Int(MPFR_PREC_MIN) }

    /// The largest precision this library accepts, in bits (2³⁸, about 8.3 × 10¹⁰ decimal digits).
    public static var maximumPrecision: Int { 1 << 38 }

    /// Creates a NaN of the given precision: the starting point of every result.
    /// - Parameters:
    ///   - precision: the precision in bits; outside 1...2³⁸ it traps (a programmer error).
    ///   - stated: whether the precision is stated (false for a value made from literals alone).
    @inlinable
    init(nanWithPrecision precision: Int, stated: Bool = true) {
        storage = Storage.make(precision: precision, stated: stated)
    }

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Zero at the given precision (default: `defaultPrecision`).
    /// - Parameter precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    public init(precision: Int? = nil) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        mpfr_set_zero(storage.value, 1)
    }

    /// The precision of this value, in bits.
    @inlinable
    public var precision: Int { Int(storage.value.pointee._mpfr_prec) }

    /// Whether this value has a stated precision: false only for a value written as an integer
    /// literal, `zero`, and results computed from such values alone. In a binary operation with a
    /// value whose precision is stated, the result has that value's precision.
    @inlinable
    public var hasStatedPrecision: Bool { storage.hasStatedPrecision }

    /// This value rounded to `precision` bits.
    /// - Parameters:
    ///   - precision: the precision of the result in bits; outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded value.
    public func rounded(toPrecision precision: Int, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision)
        mpfr_set(result.storage.value, storage.value, rounding.mpfr)
        return result
    }

    /// Makes the storage uniquely owned so that it can be written in place (storage shared only
    /// with the thread's spare is taken back from it, not copied).
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            if Storage.unclaim(storage), isKnownUniquelyReferenced(&storage) { return }
            storage = storage.copy()
        }
    }

    /// Calls `body` with this value's `mpfr_t` for writing, after making the storage uniquely
    /// owned, so that no other copy of the value can see the write.
    /// - Parameter body: writes the value in place.
    /// - Returns: what `body` returns.
    @inlinable
    mutating func withMutableValue<R>(_ body: (mpfr_ptr) throws -> R) rethrows -> R {
        makeUnique()
        return try body(storage.value)
    }
}

// MARK: - Conversions from machine numbers and BigInt

extension BigFloat {
    /// The integer `value`, rounded to `precision` bits (exact when it fits, as it always does at 64 bits or more).
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(_ value: Int, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        mpfr_set_si(storage.value, value, rounding.mpfr)
    }

    /// The integer `value`, rounded to `precision` bits.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(_ value: Int64, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(Int(value), precision: precision, rounding: rounding)
    }

    /// The integer `value`, rounded to `precision` bits.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(_ value: UInt64, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        mpfr_set_ui(storage.value, UInt(value), rounding.mpfr)
    }

    /// The exact binary value of `value` (a `Double` has 53 bits; at a smaller precision it is rounded).
    ///
    /// `BigFloat(0.1)` is 0.1000000000000000055511151231257827…, the Double nearest to one tenth;
    /// use `BigFloat("0.1")` for one tenth itself.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(_ value: Double, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        mpfr_set_d(storage.value, value, rounding.mpfr)
    }

    /// The integer `value`, rounded to `precision` bits.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(_ value: BigInt, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        withExtendedLifetime(value) {
            _ = mpfr_set_z(storage.value, value.storage.value, rounding.mpfr)
        }
    }

    /// The rational `numerator / denominator`, correctly rounded to `precision` bits.
    /// - Parameters:
    ///   - numerator: the numerator.
    ///   - denominator: the denominator.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    ///   - rounding: the direction of rounding.
    public init(numerator: BigInt, denominator: BigInt, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        var q = __mpq_struct()
        __gmpq_init(&q)
        defer { __gmpq_clear(&q) }
        withExtendedLifetime((numerator, denominator)) {
            __gmpz_set(cmpq_numref(&q), numerator.storage.value)
            __gmpz_set(cmpq_denref(&q), denominator.storage.value)
        }
        __gmpq_canonicalize(&q)
        _ = mpfr_set_q(storage.value, &q, rounding.mpfr)
    }

    /// Positive or negative infinity at the given precision.
    /// - Parameters:
    ///   - sign: the sign of the infinity.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    /// - Returns: ±∞.
    public static func infinity(sign: FloatingPointSign = .plus, precision: Int? = nil) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        mpfr_set_inf(result.storage.value, sign == .minus ? -1 : 1)
        return result
    }

    /// A quiet NaN at the given precision.
    /// - Parameter precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    /// - Returns: a NaN.
    public static func nan(precision: Int? = nil) -> BigFloat {
        BigFloat(nanWithPrecision: precision ?? defaultPrecision)
    }

    /// Signed zero at the given precision.
    /// - Parameters:
    ///   - sign: the sign of the zero.
    ///   - precision: the precision in bits (`defaultPrecision` when nil); outside 1...2³⁸ it traps (a programmer error).
    /// - Returns: ±0.
    public static func zero(sign: FloatingPointSign = .plus, precision: Int? = nil) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        mpfr_set_zero(result.storage.value, sign == .minus ? -1 : 1)
        return result
    }
}

extension Double {
    /// `value` rounded to a Double (±∞ beyond the Double range, NaN for NaN).
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - rounding: the direction of rounding.
    public init(_ value: BigFloat, rounding: RoundingMode = .nearestEven) {
        self = mpfr_get_d(value.storage.value, rounding.mpfr)
    }
}

extension Int {
    /// `value` rounded to an integer with `rounding`, or nil when it is NaN, infinite or out of `Int`'s range.
    /// - Parameters:
    ///   - value: the value to convert.
    ///   - rounding: the direction of rounding to an integer.
    public init?(_ value: BigFloat, rounding: RoundingMode) {
        guard value.isFinite, mpfr_fits_slong_p(value.storage.value, rounding.mpfr) != 0 else { return nil }
        self = mpfr_get_si(value.storage.value, rounding.mpfr)
    }

    /// `value` when it is an integer in `Int`'s range, otherwise nil.
    /// - Parameter value: the value to convert.
    public init?(exactly value: BigFloat) {
        guard value.isInteger else { return nil }
        self.init(value, rounding: .towardZero)
    }
}

// MARK: - Classification

extension BigFloat {
    /// Whether this value is NaN.
    public var isNaN: Bool { mpfr_nan_p(storage.value) != 0 }
    /// Whether this value is +∞ or −∞.
    public var isInfinite: Bool { mpfr_inf_p(storage.value) != 0 }
    /// Whether this value is neither NaN nor infinite.
    public var isFinite: Bool { mpfr_number_p(storage.value) != 0 }
    /// Whether this value is +0 or −0.
    public var isZero: Bool { mpfr_zero_p(storage.value) != 0 }
    /// Whether this value is a finite integer.
    public var isInteger: Bool { mpfr_integer_p(storage.value) != 0 }
    /// `.minus` when the sign bit is set (including −0 and −∞), else `.plus`. NaN reports its sign bit.
    public var sign: FloatingPointSign { mpfr_signbit(storage.value) != 0 ? .minus : .plus }
    /// −1, 0 or +1 by the sign of the value (0 for zeros and NaN).
    public var signum: Int { isNaN ? 0 : Int(cmpfr_sgn(storage.value)) }

    /// The binary exponent `e` with value = m × 2ᵉ and 0.5 ≤ |m| < 1, or nil for zero, NaN and infinities.
    public var exponent: Int? {
        guard isFinite, !isZero else { return nil }
        return Int(mpfr_get_exp(storage.value))
    }
}
