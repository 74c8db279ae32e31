import CMPFR
import RealModule

/// An arbitrary-size signed integer over GMP's `mpz_t`, with value semantics and copy-on-write.
///
/// Operations whose result could be too large to allocate (`pow`, `factorial`, `binomial`)
/// check the size first and throw `BigNumberError.resultTooLarge` instead of letting GMP abort
/// the process. Division by zero is a programmer error that traps, as it is for `Int`;
/// `quotientAndRemainder(dividingBy:rounding:)` returns nil instead, for divisors from user input.
public struct BigInt: Sendable {
    @usableFromInline
    var storage: Storage

    /// The largest result, in bits, that the size-checked operations will compute (2³³ bits, about 2.6 × 10⁹ digits).
    public static let maximumBitWidth = 1 << 33

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// The integer `value`.
    public init(_ value: Int = 0) {
        storage = Storage()
        __gmpz_set_si(storage.value, value)
    }

    /// The integer `source`, of any width.
    public init<T: BinaryInteger>(_ source: T) {
        if let small = Int(exactly: source) {
            self.init(small)
            return
        }
        let result = Storage()
        let words = Array(source.magnitude.words)
        words.withUnsafeBufferPointer { buffer in
            __gmpz_import(result.value, buffer.count, -1, MemoryLayout<UInt>.size, 0, 0, buffer.baseAddress)
        }
        if source < 0 { __gmpz_neg(result.value, result.value) }
        self.init(storage: result)
    }

    /// `value` rounded to an integer with `rounding`, or nil for NaN, infinities and magnitudes
    /// of 2^`maximumBitWidth` or more (which GMP could not allocate).
    public init?(_ value: BigFloat, rounding: RoundingMode = .towardZero) {
        guard value.isFinite, (value.exponent ?? 0) <= BigInt.maximumBitWidth else { return nil }
        storage = Storage()
        withExtendedLifetime(value) {
            _ = mpfr_get_z(storage.value, value.storage.value, rounding.mpfr)
        }
    }

    /// `value` when it is a finite integer, otherwise nil.
    public init?(exactly value: BigFloat) {
        guard value.isInteger else { return nil }
        self.init(value)
    }

    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
    }

    /// The owner of one `mpz_t`; written only while uniquely referenced.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline
        let value: UnsafeMutablePointer<__mpz_struct>

        @usableFromInline
        init() {
            value = .allocate(capacity: 1)
            __gmpz_init(value)
        }

        @usableFromInline
        func copy() -> Storage {
            let result = Storage()
            __gmpz_set(result.value, value)
            return result
        }

        deinit {
            __gmpz_clear(value)
            value.deallocate()
        }
    }
}

// MARK: - Properties and conversions

extension BigInt {
    /// −1, 0 or +1 by the sign of the value.
    public var signum: Int { Int(cmpz_sgn(storage.value)) }
    /// Whether the value is zero.
    public var isZero: Bool { signum == 0 }
    /// Whether the value is odd.
    public var isOdd: Bool { cmpz_odd_p(storage.value) != 0 }
    /// The number of bits of the magnitude (1 for zero).
    public var magnitudeBitWidth: Int { Int(__gmpz_sizeinbase(storage.value, 2)) }
    /// The absolute value.
    public var magnitude: BigInt { unary(__gmpz_abs) }

    /// An upper bound of the number of decimal digits of the magnitude (exact or one more).
    public var decimalDigitCountEstimate: Int { Int(__gmpz_sizeinbase(storage.value, 10)) }

    func unary(_ op: (mpz_ptr?, mpz_srcptr?) -> Void) -> BigInt {
        let result = Storage()
        op(result.value, storage.value)
        return BigInt(storage: result)
    }
}

extension Int {
    /// `value` when it fits in an `Int`, otherwise nil.
    public init?(exactly value: BigInt) {
        guard __gmpz_fits_slong_p(value.storage.value) != 0 else { return nil }
        self = __gmpz_get_si(value.storage.value)
    }
}

// MARK: - Text

extension BigInt: LosslessStringConvertible, CustomStringConvertible {
    /// The decimal digits, with a leading `-` when negative. Sub-quadratic (GMP's divide and conquer).
    public var description: String {
        let count = __gmpz_sizeinbase(storage.value, 10) + 2
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: count)
        defer { buffer.deallocate() }
        __gmpz_get_str(buffer, 10, storage.value)
        return String(cString: buffer)
    }

    /// Parses an optional sign followed by one or more ASCII decimal digits (nothing else), or returns nil.
    public init?(_ description: String) {
        var text = description
        let valid = text.withUTF8 { bytes -> Bool in
            var digits = 0
            for (index, byte) in bytes.enumerated() {
                if byte &- UInt8(ascii: "0") < 10 {
                    digits += 1
                } else if index != 0 || (byte != UInt8(ascii: "+") && byte != UInt8(ascii: "-")) {
                    return false
                }
            }
            return digits > 0
        }
        guard valid else { return nil }
        storage = Storage()
        let body = text.hasPrefix("+") ? String(text.dropFirst()) : text
        guard body.withCString({ __gmpz_set_str(storage.value, $0, 10) }) == 0 else { return nil }
    }
}

// MARK: - Arithmetic

extension BigInt: Comparable, Hashable, ExpressibleByIntegerLiteral {
    /// The integer `value`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    static func binary(_ a: BigInt, _ b: BigInt, _ op: (mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void) -> BigInt {
        let result = Storage()
        withExtendedLifetime((a, b)) { op(result.value, a.storage.value, b.storage.value) }
        return BigInt(storage: result)
    }

    /// The exact sum.
    public static func + (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_add) }
    /// The exact difference.
    public static func - (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_sub) }
    /// The exact product.
    public static func * (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_mul) }
    /// The negation.
    public static prefix func - (a: BigInt) -> BigInt { a.unary(__gmpz_neg) }

    /// Adds `b` to `a`.
    public static func += (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_add) }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_sub) }
    /// Multiplies `a` by `b`.
    public static func *= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_mul) }

    mutating func formBinary(_ b: BigInt, _ op: (mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void) {
        makeUnique()
        withExtendedLifetime(b) { op(storage.value, storage.value, b.storage.value) }
    }

    /// The quotient truncated toward zero (as for `Int`). `b` must not be zero.
    public static func / (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).quotient }
    /// The remainder with the sign of `a` (as for `Int`). `b` must not be zero.
    public static func % (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).remainder }

    /// Truncating division: the quotient rounds toward zero and the remainder has the sign of `self`.
    /// - Precondition: `divisor` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        divide(by: divisor, __gmpz_tdiv_qr)
    }

    /// Floored division: the quotient rounds toward −∞ and the remainder has the sign of `divisor`.
    /// - Precondition: `divisor` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public func flooredQuotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        divide(by: divisor, __gmpz_fdiv_qr)
    }

    /// The quotient and remainder of truncating (`.towardZero`) or floored (`.down`) division,
    /// or nil when `divisor` is zero. Other rounding modes round the quotient likewise
    /// (`.up`: toward +∞; `.awayFromZero` and `.nearestEven` are not offered and give nil).
    public func quotientAndRemainder(
        dividingBy divisor: BigInt, rounding: RoundingMode
    ) -> (quotient: BigInt, remainder: BigInt)? {
        guard !divisor.isZero else { return nil }
        switch rounding {
        case .towardZero: return divide(by: divisor, __gmpz_tdiv_qr)
        case .down: return divide(by: divisor, __gmpz_fdiv_qr)
        case .up: return divide(by: divisor, __gmpz_cdiv_qr)
        case .awayFromZero, .nearestEven: return nil
        }
    }

    private func divide(
        by divisor: BigInt, _ op: (mpz_ptr?, mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void
    ) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "BigInt division by zero")
        let q = Storage(), r = Storage()
        withExtendedLifetime(divisor) { op(q.value, r.value, storage.value, divisor.storage.value) }
        return (BigInt(storage: q), BigInt(storage: r))
    }

    /// Whether the two integers are equal.
    public static func == (a: BigInt, b: BigInt) -> Bool { __gmpz_cmp(a.storage.value, b.storage.value) == 0 }
    /// Whether `a` is less than `b`.
    public static func < (a: BigInt, b: BigInt) -> Bool { __gmpz_cmp(a.storage.value, b.storage.value) < 0 }

    /// Hashes the sign, the bit width and the lowest word (equal integers hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(signum)
        hasher.combine(magnitudeBitWidth)
        hasher.combine(__gmpz_getlimbn(storage.value, 0))
    }
}

// MARK: - Number theory and size-checked operations

extension BigInt {
    /// `self` raised to the power `exponent` (≥ 0).
    /// Throws `resultTooLarge` when the result would exceed `limit` bits.
    public func power(_ exponent: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard exponent >= 0 else { throw BigNumberError.domain("negative integer exponent") }
        if exponent == 0 { return 1 }
        let magnitudeBits = __gmpz_sizeinbase(storage.value, 2)
        // |self| < 2^bits, so the result has at most bits × exponent bits; ±1 and 0 stay small.
        if magnitudeBits > 1 {
            let bits = Double(magnitudeBits - 1) * Double(exponent)
            guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        }
        let result = Storage()
        __gmpz_pow_ui(result.value, storage.value, UInt(exponent))
        return BigInt(storage: result)
    }

    /// n! for n ≥ 0. Throws `resultTooLarge` when it would exceed `limit` bits.
    public static func factorial(_ n: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard n >= 0 else { throw BigNumberError.domain("factorial of a negative number") }
        let bits = factorialBits(n)
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        let result = Storage()
        __gmpz_fac_ui(result.value, UInt(n))
        return BigInt(storage: result)
    }

    /// log₂(n!) by Stirling's formula (an upper bound for n ≥ 1, within a few bits).
    static func factorialBits(_ n: Int) -> Double {
        guard n > 1 else { return 1 }
        let x = Double(n)
        return (x * Double.log2(x) - x / 0.6931471805599453 + 0.5 * Double.log2(2 * Double.pi * x)) + 2
    }

    /// The binomial coefficient C(n, k) for n ≥ 0 (0 when k < 0 or k > n).
    /// Throws `resultTooLarge` when it would exceed `limit` bits.
    public static func binomial(_ n: Int, _ k: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard n >= 0 else { throw BigNumberError.domain("binomial coefficient of a negative number") }
        guard k >= 0, k <= n else { return 0 }
        // C(n, k) ≤ 2^n and ≤ n^k / k!.
        let bits = Swift.min(Double(n), Double(Swift.min(k, n - k)) * Double.log2(Double(n)) + 1)
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        let result = Storage()
        __gmpz_bin_uiui(result.value, UInt(n), UInt(k))
        return BigInt(storage: result)
    }

    /// The greatest common divisor (non-negative; gcd(0, 0) = 0).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt { binary(a, b, __gmpz_gcd) }
    /// The least common multiple (non-negative; 0 if either is 0).
    public static func lcm(_ a: BigInt, _ b: BigInt) -> BigInt { binary(a, b, __gmpz_lcm) }

    /// ⌊√self⌋ for self ≥ 0, or nil for a negative value.
    public func squareRoot() -> BigInt? {
        guard signum >= 0 else { return nil }
        return unary(__gmpz_sqrt)
    }

    /// Whether the value is prime: certainly for small values, otherwise with error probability below 4^−repetitions.
    public func isProbablePrime(repetitions: Int = 30) -> Bool {
        __gmpz_probab_prime_p(storage.value, Int32(Swift.min(Swift.max(repetitions, 1), 1000))) != 0
    }
}
