import CMPFR

/// An exact fraction of two `BigInt`s, always in lowest terms with a positive denominator.
///
/// Decimal literals, integers and `+ − × ÷` and integer powers of them stay exact as rationals:
/// `0.1 + 0.2 − 0.3` is exactly 0. Operations that could produce results too large to allocate
/// (`power`, parsing `1e-1000000000`) take a size limit and throw `BigNumberError.resultTooLarge`.
///
/// A fraction whose numerator and denominator fit in an `Int` is held as two machine integers and
/// computed on without GMP until a result overflows (`BigRational+Small.swift`); larger ones live in
/// GMP's `mpq_t`. The two forms are one value: every operation accepts either, and a GMP result
/// that fits is stored small again, so equal values always have the same form.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer` (the C value is its header,
/// so a value costs one allocation), which the standard library does not mark `Sendable`.
public struct BigRational: @unchecked Sendable {
    /// How the value is held.
    @usableFromInline
    enum Representation {
        /// numerator / denominator in lowest terms: the denominator is positive and the numerator is
        /// never `Int.min` (so it negates without overflow).
        case small(Int, Int)
        /// A fraction that does not fit the small form.
        case big(Storage)
    }

    @usableFromInline
    var representation: Representation

    /// The value in `storage`, small when it fits (a GMP result is never kept in GMP form needlessly).
    init(storage: Storage) {
        let value = storage.value
        if __gmpz_fits_slong_p(cmpq_numref_const(value)) != 0, __gmpz_fits_slong_p(cmpq_denref_const(value)) != 0 {
            let numerator = __gmpz_get_si(cmpq_numref_const(value))
            if numerator != .min {
                representation = .small(numerator, __gmpz_get_si(cmpq_denref_const(value)))
                return
            }
        }
        representation = .big(storage)
    }

    /// numerator / denominator, already in lowest terms with a positive denominator and a
    /// numerator other than `Int.min`.
    @inlinable
    init(lowestTerms numerator: Int, _ denominator: Int) {
        representation = .small(numerator, denominator)
    }

    /// The integer `value`.
    /// - Parameter value: the integer.
    public init(_ value: Int) {
        if value != .min {
            representation = .small(value, 1)
        } else {
            let storage = Storage.make()
            __gmpq_set_si(storage.value, value, 1)
            representation = .big(storage)
        }
    }

    /// Makes this fraction the integer `value` (no allocation: a loop over integers can reuse one fraction).
    /// - Parameter value: the integer.
    public mutating func set(to value: Int) {
        self = BigRational(value)
    }

    /// The integer `value`.
    /// - Parameter value: the integer.
    public init(_ value: BigInt) {
        let storage = Storage.make()
        withExtendedLifetime(value) { __gmpq_set_z(storage.value, value.storage.value) }
        self.init(storage: storage)
    }

    /// `numerator / denominator` in lowest terms, or nil when the denominator is zero.
    /// - Parameters:
    ///   - numerator: the numerator.
    ///   - denominator: the denominator (zero gives nil).
    public init?(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(nonZeroDenominator: denominator, numerator: numerator)
    }

    init(nonZeroDenominator denominator: BigInt, numerator: BigInt) {
        let storage = Storage.make()
        withExtendedLifetime((numerator, denominator)) {
            __gmpz_set(cmpq_numref(storage.value), numerator.storage.value)
            __gmpz_set(cmpq_denref(storage.value), denominator.storage.value)
        }
        __gmpq_canonicalize(storage.value)
        self.init(storage: storage)
    }

    /// The exact value of a finite `BigFloat` (a dyadic fraction), or nil for NaN, infinities
    /// and values whose binary exponent exceeds ±`BigInt.maximumBitWidth` (too large to hold exactly).
    /// - Parameter value: the binary number.
    public init?(exactly value: BigFloat) {
        guard value.isFinite, Swift.abs(value.exponent ?? 0) <= BigInt.maximumBitWidth else { return nil }
        let storage = Storage.make()
        withExtendedLifetime(value) { mpfr_get_q(storage.value, value.storage.value) }
        self.init(storage: storage)
    }

    /// Calls `body` with the value as GMP's `mpq_t`, to be read only: a small value is lent as
    /// limbs on the stack, without an allocation.
    /// - Parameter body: reads the fraction; the pointer is valid only during the call.
    /// - Returns: what `body` returns.
    @inlinable
    func withMPQ<Result>(_ body: (UnsafePointer<__mpq_struct>) throws -> Result) rethrows -> Result {
        switch representation {
        case let .big(storage):
            return try withExtendedLifetime(storage) { try body(storage.value) }
        case let .small(numerator, denominator):
            var limbs: (mp_limb_t, mp_limb_t) = (mp_limb_t(numerator.magnitude), mp_limb_t(denominator))
            return try withUnsafeMutablePointer(to: &limbs) { pair in
                let limb = UnsafeMutableRawPointer(pair).assumingMemoryBound(to: mp_limb_t.self)
                var fraction = __mpq_struct(
                    _mp_num: __mpz_struct(_mp_alloc: 1, _mp_size: Int32(numerator.signum()), _mp_d: limb),
                    _mp_den: __mpz_struct(_mp_alloc: 1, _mp_size: 1, _mp_d: limb + 1))
                return try withUnsafePointer(to: &fraction) { try body($0) }
            }
        }
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
        if case let .small(numerator, _) = representation { return BigInt(numerator) }
        let result = BigInt()
        withMPQ { __gmpz_set(result.storage.value, cmpq_numref_const($0)) }
        return result
    }

    /// The denominator (always positive).
    public var denominator: BigInt {
        if case let .small(_, denominator) = representation { return BigInt(denominator) }
        let result = BigInt()
        withMPQ { __gmpz_set(result.storage.value, cmpq_denref_const($0)) }
        return result
    }

    /// −1, 0 or +1 by the sign of the value.
    public var signum: Int {
        switch representation {
        case let .small(numerator, _): numerator.signum()
        case let .big(storage): Int(cmpq_sgn(storage.value))
        }
    }

    /// Whether the value is zero.
    public var isZero: Bool { signum == 0 }

    /// Whether the value is an integer (denominator 1).
    public var isInteger: Bool {
        switch representation {
        case let .small(_, denominator): denominator == 1
        case let .big(storage): __gmpz_cmp_ui(cmpq_denref_const(storage.value), 1) == 0
        }
    }

    /// The number of bits of the numerator's magnitude (1 for 0), without copying it.
    public var numeratorBitWidth: Int {
        switch representation {
        case let .small(numerator, _): Swift.max(1, Int.bitWidth - numerator.magnitude.leadingZeroBitCount)
        case let .big(storage): Int(__gmpz_sizeinbase(cmpq_numref_const(storage.value), 2))
        }
    }

    /// The bits of numerator and denominator together: a measure of how costly the value is.
    public var bitWidth: Int {
        if case let .small(_, denominator) = representation {
            return numeratorBitWidth + Int.bitWidth - denominator.leadingZeroBitCount
        }
        return withMPQ { Int(__gmpz_sizeinbase(cmpq_numref_const($0), 2) + __gmpz_sizeinbase(cmpq_denref_const($0), 2)) }
    }

    /// The value correctly rounded to a `BigFloat` of `precision` bits.
    /// - Parameters:
    ///   - precision: bits of the result (default `BigFloat.defaultPrecision`); it must satisfy `BigFloat.isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded value.
    public func bigFloat(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let bits = precision ?? BigFloat.defaultPrecision
        let result = BigFloat(nanWithPrecision: bits)
        if case let .small(numerator, denominator) = representation, bits >= Int.bitWidth {
            // The numerator is exact at this precision, so the division is the one rounding.
            mpfr_set_si(result.storage.value, numerator, rounding.mpfr)
            if denominator != 1 { _ = mpfr_div_ui(result.storage.value, result.storage.value, UInt(denominator), rounding.mpfr) }
        } else {
            withMPQ { _ = mpfr_set_q(result.storage.value, $0, rounding.mpfr) }
        }
        return result
    }
}
