import CMPFR

/// An arbitrary-size signed integer over GMP's `mpz_t`, with value semantics and copy-on-write.
///
/// `BigInt` is a `SignedInteger` (and so a `BinaryInteger`, `Strideable` with a `BigInt` stride,
/// `Hashable`, `LosslessStringConvertible`): generic integer code works with it, and the bitwise
/// operators treat negative values as infinitely sign-extended two's complement, like Python's int.
/// Integer literals of any size are `BigInt` literals (`StaticBigInt`).
///
/// Nothing that input can reach lets GMP abort the process (`gmp: overflow in mpz type`):
/// - Operations whose result could be too large to allocate (`power`, `factorial`, `binomial`,
///   `shiftedLeft`) check the size first and throw `BigNumberError.resultTooLarge` above
///   `maximumBitWidth` bits; the operators `<<` and `>>`, which cannot throw, trap beyond it.
/// - Division by zero with `/` and `%` is a programmer error that traps, as it is for `Int`;
///   `quotientAndRemainder(dividingBy:rounding:)`, `power(_:modulus:)` and `inverse(modulo:)` return
///   nil or throw instead, for divisors from user input.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer` (the C value is its header,
/// so a value costs one allocation), which the standard library does not mark `Sendable`.
public struct BigInt: @unchecked Sendable {
    @usableFromInline
    var storage: Storage

    /// The largest result, in bits, that the size-checked operations will compute (2³³ bits, about 2.6 × 10⁹ digits).
    public static let maximumBitWidth = 1 << 33

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// The integer `value`.
    /// - Parameter value: the value (0 when omitted).
    public init(_ value: Int = 0) {
        storage = Storage.make()
        __gmpz_set_si(storage.value, value)
    }

    /// The integer `source`, of any width.
    /// - Parameter source: a value of any `BinaryInteger` type.
    public init<T: BinaryInteger>(_ source: T) {
        if let value = source as? BigInt {
            self = value
            return
        }
        if let small = Int(exactly: source) {
            self.init(small)
            return
        }
        self.init(magnitudeWords: Array(source.magnitude.words), negative: source < 0)
    }

    /// The integer whose magnitude has the binary digits `words` (least significant word first).
    init(magnitudeWords words: [UInt], negative: Bool) {
        let result = Storage.make()
        words.withUnsafeBufferPointer { buffer in
            __gmpz_import(result.value, buffer.count, -1, MemoryLayout<UInt>.size, 0, 0, buffer.baseAddress)
        }
        if negative { __gmpz_neg(result.value, result.value) }
        self.init(storage: result)
    }

    /// `value` rounded to an integer with `rounding`, or nil for NaN, infinities and magnitudes
    /// of 2^`maximumBitWidth` or more (which GMP could not allocate).
    /// - Parameters:
    ///   - value: the value to round.
    ///   - rounding: the direction (toward zero when omitted).
    public init?(_ value: BigFloat, rounding: RoundingMode = .towardZero) {
        guard value.isFinite, (value.exponent ?? 0) <= BigInt.maximumBitWidth else { return nil }
        storage = Storage.make()
        withExtendedLifetime(value) {
            _ = mpfr_get_z(storage.value, value.storage.value, rounding.mpfr)
        }
    }

    /// `value` when it is a finite integer, otherwise nil.
    /// - Parameter value: the value to convert.
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
    final class Storage: ManagedBuffer<__mpz_struct, UInt8> {
        /// A new `mpz_t` (zero), in storage no other value refers to.
        @inlinable
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in __mpz_struct() }, to: Storage.self)
            __gmpz_init(storage.value)
            return storage
        }

        /// The `mpz_t`, valid while this storage is alive.
        @inlinable
        var value: UnsafeMutablePointer<__mpz_struct> {
            withUnsafeMutablePointerToHeader { $0 }
        }

        /// A copy of the value, in new storage.
        @usableFromInline
        func copy() -> Storage {
            let result = Storage.make()
            __gmpz_set(result.value, value)
            return result
        }

        deinit {
            __gmpz_clear(value)
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

    /// An upper bound of the number of decimal digits of the magnitude (exact or one more);
    /// `numberOfDigits(base:)` is exact.
    public var decimalDigitCountEstimate: Int { Int(__gmpz_sizeinbase(storage.value, 10)) }

    func unary(_ op: (mpz_ptr?, mpz_srcptr?) -> Void) -> BigInt {
        let result = Storage.make()
        op(result.value, storage.value)
        return BigInt(storage: result)
    }
}

extension Int {
    /// `value` when it fits in an `Int`, otherwise nil.
    /// - Parameter value: the integer to convert.
    public init?(exactly value: BigInt) {
        guard __gmpz_fits_slong_p(value.storage.value) != 0 else { return nil }
        self = __gmpz_get_si(value.storage.value)
    }
}
