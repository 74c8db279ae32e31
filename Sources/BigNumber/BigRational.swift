import CMPFR

/// An exact fraction of two `BigInt`s over GMP's `mpq_t`, always in lowest terms with a positive denominator.
///
/// Decimal literals, integers and `+ − × ÷` and integer powers of them stay exact as rationals:
/// `0.1 + 0.2 − 0.3` is exactly 0. Operations that could produce results too large to allocate
/// (`power`, parsing `1e-1000000000`) take a size limit and throw `BigNumberError.resultTooLarge`.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer` (the C value is its header,
/// so a value costs one allocation), which the standard library does not mark `Sendable`.
public struct BigRational: @unchecked Sendable {
    @usableFromInline
    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// The integer `value`.
    /// - Parameter value: the integer.
    public init(_ value: Int) {
        storage = Storage.make()
        __gmpq_set_si(storage.value, value, 1)
    }

    /// Makes this fraction the integer `value`, in its own storage when no copy shares it (no
    /// allocation then: a loop over integers can reuse one fraction).
    /// - Parameter value: the integer.
    public mutating func set(to value: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage.make() }
        __gmpq_set_si(storage.value, value, 1)
    }

    /// The integer `value`.
    /// - Parameter value: the integer.
    public init(_ value: BigInt) {
        storage = Storage.make()
        withExtendedLifetime(value) { __gmpq_set_z(storage.value, value.storage.value) }
    }

    /// `numerator / denominator` in lowest terms, or nil when the denominator is zero.
    /// - Parameters:
    ///   - numerator: the numerator.
    ///   - denominator: the denominator (zero gives nil).
    public init?(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(nonZeroDenominator: denominator, numerator: numerator)
    }

    private init(nonZeroDenominator denominator: BigInt, numerator: BigInt) {
        storage = Storage.make()
        withExtendedLifetime((numerator, denominator)) {
            __gmpz_set(cmpq_numref(storage.value), numerator.storage.value)
            __gmpz_set(cmpq_denref(storage.value), denominator.storage.value)
        }
        __gmpq_canonicalize(storage.value)
    }

    /// The exact value of a finite `BigFloat` (a dyadic fraction), or nil for NaN, infinities
    /// and values whose binary exponent exceeds ±`BigInt.maximumBitWidth` (too large to hold exactly).
    /// - Parameter value: the binary number.
    public init?(exactly value: BigFloat) {
        guard value.isFinite, Swift.abs(value.exponent ?? 0) <= BigInt.maximumBitWidth else { return nil }
        storage = Storage.make()
        withExtendedLifetime(value) { mpfr_get_q(storage.value, value.storage.value) }
    }

    /// The owner of one `mpq_t`; written only while uniquely referenced.
    @usableFromInline
    final class Storage: ManagedBuffer<__mpq_struct, UInt8> {
        /// A new `mpq_t` (zero), in storage no other value refers to.
        @inlinable
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in __mpq_struct() }, to: Storage.self)
            __gmpq_init(storage.value)
            return storage
        }

        /// The `mpq_t`, valid while this storage is alive.
        @inlinable
        var value: UnsafeMutablePointer<__mpq_struct> {
            withUnsafeMutablePointerToHeader { $0 }
        }

        deinit {
            __gmpq_clear(value)
        }
    }
}

// MARK: - Parts and conversions

extension BigRational {
    /// The numerator (carries the sign).
    public var numerator: BigInt {
        let result = BigInt()
        __gmpz_set(result.storage.value, cmpq_numref_const(storage.value))
        return result
    }

    /// The denominator (always positive).
    public var denominator: BigInt {
        let result = BigInt()
        __gmpz_set(result.storage.value, cmpq_denref_const(storage.value))
        return result
    }

    /// −1, 0 or +1 by the sign of the value.
    public var signum: Int { Int(cmpq_sgn(storage.value)) }
    /// Whether the value is zero.
    public var isZero: Bool { signum == 0 }
    /// Whether the value is an integer (denominator 1).
    public var isInteger: Bool { __gmpz_cmp_ui(cmpq_denref_const(storage.value), 1) == 0 }
    /// The number of bits of the numerator's magnitude (1 for 0), without copying it.
    public var numeratorBitWidth: Int { Int(__gmpz_sizeinbase(cmpq_numref_const(storage.value), 2)) }
    /// The bits of numerator and denominator together: a measure of how costly the value is.
    public var bitWidth: Int {
        Int(__gmpz_sizeinbase(cmpq_numref_const(storage.value), 2) + __gmpz_sizeinbase(cmpq_denref_const(storage.value), 2))
    }

    /// The value correctly rounded to a `BigFloat` of `precision` bits.
    /// - Parameters:
    ///   - precision: bits of the result (default `BigFloat.defaultPrecision`); it must satisfy `BigFloat.isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded value.
    public func bigFloat(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? BigFloat.defaultPrecision)
        _ = mpfr_set_q(result.storage.value, storage.value, rounding.mpfr)
        return result
    }
}

// MARK: - Exact decimal parsing

extension BigRational {
    /// The exact value of a decimal literal (`"0.1"`, `"-1.5e-7"`, `".5"`, `"2E+300"`; the grammar
    /// of `BigFloat(parsing:)` without inf/nan), or nil when the text is not such a literal.
    /// Throws `resultTooLarge` when the value would need more than `limit` bits (`"1e-99999999999"`).
    /// - Parameters:
    ///   - text: the decimal literal.
    ///   - limit: the most bits the value may need.
    /// - Throws: `BigNumberError.resultTooLarge` beyond `limit` bits.
    public init?(decimal text: String, limit: Int = 1 << 24) throws {
        // Integers of up to 18 digits (with an optional sign) fit an Int: the common case, parsed
        // with no scan of the grammar; other short decimals become fractions of Ints below.
        if text.utf8.count <= 18, let small = Int(text) {
            self.init(small)
            return
        }
        /// What the scan of the text found: a short decimal as a fraction of machine integers, or
        /// the literal with its mantissa digits for GMP.
        enum Scan {
            case fraction(numerator: Int, denominator: Int)
            case digits(DecimalLiteral, mantissa: [UInt8])
        }
        var text = text
        let scan: Scan? = text.withUTF8 { bytes in
            let literal = DecimalLiteral(scanning: bytes, from: 0, signed: true)
            guard literal.end == bytes.count, literal.mantissaDigitCount > 0 else { return nil }
            if let (numerator, denominator) = Self.smallDecimal(literal, bytes) {
                return .fraction(numerator: numerator, denominator: denominator)
            }
            return .digits(literal, mantissa: Array(bytes[literal.integerDigits]) + Array(bytes[literal.fractionDigits]))
        }
        let literal: DecimalLiteral, mantissa: [UInt8]
        switch scan {
        case nil:
            return nil
        case let .fraction(numerator, denominator)?:
            self.init(storage: Storage.make())
            __gmpq_set_si(storage.value, numerator, UInt(denominator))
            __gmpq_canonicalize(storage.value)
            return
        case let .digits(scanned, digits)?:
            (literal, mantissa) = (scanned, digits)
        }
        guard let digits = BigInt(String(decoding: mantissa, as: UTF8.self)) else { return nil }
        let exponent = literal.exponentMagnitude ?? 0
        let exponentOverflow = literal.exponentMagnitude == nil
        let exponentNegative = literal.isExponentNegative
        let fractionDigits = literal.fractionDigits.count
        let negative = literal.isNegative
        let scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        // 10^|scale| needs |scale| × log₂10 bits.
        let bits = Double(abs(scale)) * 3.3219280948873622
        if digits.isZero {
            self.init(0)
            return
        }
        guard !exponentOverflow, bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: exponentOverflow ? .infinity : bits, limit: limit) }
        let power = try BigInt(10).power(abs(scale), limit: limit)
        let signed = negative ? -digits : digits
        if scale >= 0 {
            self.init(signed * power)
        } else {
            self.init(nonZeroDenominator: power, numerator: signed)
        }
    }
}

extension BigRational {
    /// A decimal literal of at most 18 significant digits and a scale of at most 18 as a fraction
    /// numerator / 10ⁿ of machine integers (the usual literal: `851.96`, `-2.5e-3`), or nil when it
    /// needs GMP.
    private static func smallDecimal(_ literal: DecimalLiteral, _ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        guard literal.mantissaDigitCount <= 18, let exponent = literal.exponentMagnitude, exponent <= 18 else { return nil }
        var mantissa = 0
        for index in literal.integerDigits { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
        for index in literal.fractionDigits { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
        let scale = (literal.isExponentNegative ? -exponent : exponent) - literal.fractionDigits.count
        guard Swift.abs(scale) <= 18 else { return nil }
        var power = 1
        for _ in 0..<Swift.abs(scale) { power *= 10 }
        let signed = literal.isNegative ? -mantissa : mantissa
        if scale <= 0 { return (signed, power) }
        let (product, overflow) = signed.multipliedReportingOverflow(by: power)
        return overflow ? nil : (product, 1)
    }
}

// MARK: - Arithmetic

extension BigRational: Comparable, Hashable, CustomStringConvertible {
    private static func binary(_ a: BigRational, _ b: BigRational, _ op: (mpq_ptr?, mpq_srcptr?, mpq_srcptr?) -> Void) -> BigRational {
        let result = Storage.make()
        withExtendedLifetime((a, b)) { op(result.value, a.storage.value, b.storage.value) }
        return BigRational(storage: result)
    }

    /// The exact sum.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a + b` in lowest terms.
    public static func + (a: BigRational, b: BigRational) -> BigRational { binary(a, b, __gmpq_add) }
    /// The exact difference.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a − b` in lowest terms.
    public static func - (a: BigRational, b: BigRational) -> BigRational { binary(a, b, __gmpq_sub) }
    /// The exact product.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a × b` in lowest terms.
    public static func * (a: BigRational, b: BigRational) -> BigRational { binary(a, b, __gmpq_mul) }
    /// The negation.
    /// - Parameter a: the value to negate.
    /// - Returns: `−a`.
    public static prefix func - (a: BigRational) -> BigRational {
        let result = Storage.make()
        __gmpq_neg(result.value, a.storage.value)
        return BigRational(storage: result)
    }

    /// `self / other`, or nil when `other` is zero.
    /// - Parameter other: the divisor.
    /// - Returns: the exact quotient, or nil when `other` is zero.
    public func divided(by other: BigRational) -> BigRational? {
        guard !other.isZero else { return nil }
        return Self.binary(self, other, __gmpq_div)
    }

    /// `self` raised to the integer `n` (negative n inverts; nil for 0 to a negative power).
    /// Throws `resultTooLarge` when the result would exceed `limit` bits.
    /// - Parameters:
    ///   - n: the exponent.
    ///   - limit: the most bits the numerator or denominator may need.
    /// - Returns: `self`ⁿ in lowest terms, or nil for 0 to a negative power.
    /// - Throws: `BigNumberError.resultTooLarge` beyond `limit` bits.
    public func power(_ n: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigRational? {
        if n < 0, isZero { return nil }
        let magnitude = n.magnitude
        if magnitude == 0 { return BigRational(1) }
        // |numerator| < 2^a and denominator < 2^b give powers of at most a·n and b·n bits; ±1 and 0 stay small.
        let partBits = max(__gmpz_sizeinbase(cmpq_numref_const(storage.value), 2), __gmpz_sizeinbase(cmpq_denref_const(storage.value), 2))
        if partBits > 1 {
            let bits = Double(partBits - 1) * Double(magnitude)
            guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        }
        // Powers of coprime integers are coprime: the result is in lowest terms as it is (a new
        // fraction's denominator is already 1, the power of an integer's).
        let result = Storage.make()
        __gmpz_pow_ui(cmpq_numref(result.value), cmpq_numref_const(storage.value), magnitude)
        if !isInteger { __gmpz_pow_ui(cmpq_denref(result.value), cmpq_denref_const(storage.value), magnitude) }
        if n < 0 { __gmpq_inv(result.value, result.value) }
        return BigRational(storage: result)
    }

    /// Whether the two fractions are equal.
    /// - Parameters:
    ///   - a: a fraction.
    ///   - b: another fraction.
    /// - Returns: whether they are equal.
    public static func == (a: BigRational, b: BigRational) -> Bool { __gmpq_equal(a.storage.value, b.storage.value) != 0 }
    /// Whether `a` is less than `b`.
    /// - Parameters:
    ///   - a: a fraction.
    ///   - b: another fraction.
    /// - Returns: whether `a` is less than `b`.
    public static func < (a: BigRational, b: BigRational) -> Bool { __gmpq_cmp(a.storage.value, b.storage.value) < 0 }

    /// Hashes the canonical numerator and denominator.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(numerator)
        hasher.combine(denominator)
    }

    /// `n/d` in lowest terms, or just `n` for integers.
    public var description: String {
        isInteger ? numerator.description : "\(numerator)/\(denominator)"
    }
}
