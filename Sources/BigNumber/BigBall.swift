import CArb
import CMPFR

/// A real number known to lie in a ball `[midpoint ± radius]`, over Arb's `arb_t`: rigorous
/// interval (ball) arithmetic, where every operation returns a ball that contains the exact
/// result for every point of its operands' balls.
///
/// A `BigBall` is a value: operations write a new ball, and the in-place `add`/`multiply(by:)`
/// write only storage that no copy shares, so copies share their storage safely (`Sendable`).
/// Operations take the
/// working `precision` in bits that the midpoint is rounded to; the radius absorbs that rounding.
/// Exponents are unbounded: values far outside `BigFloat`'s exponent range (2^-2^64) are
/// represented exactly, and `midpoint` reports them as out of range instead of rounding to 0 or ∞.
///
/// A computation that has no finite result on the ball (a pole inside it, a function undefined on
/// part of it) returns a ball that is not finite (`isFinite == false`); the caller decides whether
/// to refine the operands or to report a domain error.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer` (the C value is its header,
/// so a value costs one allocation), which the standard library does not mark `Sendable`.
public struct BigBall: @unchecked Sendable {
    @usableFromInline
    var storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// The exact value 0.
    public init() {
        storage = Storage.make()
    }

    /// The exact integer `value`.
    /// - Parameter value: the integer.
    public init(_ value: Int) {
        storage = Storage.make()
        arb_set_si(storage.value, Int(value))
    }

    /// The exact integer `value` (midpoint of as many bits as it needs, radius 0).
    /// - Parameter value: the integer.
    public init(_ value: BigInt) {
        storage = Storage.make()
        withFmpz(value) { arb_set_fmpz(storage.value, $0) }
    }

    /// `value` rounded to `precision` bits, with the rounding error in the radius.
    /// - Parameters:
    ///   - value: the integer.
    ///   - precision: the midpoint's precision in bits.
    public init(_ value: BigInt, precision: Int) {
        storage = Storage.make()
        withFmpz(value) { arb_set_round_fmpz(storage.value, $0, Int(precision)) }
    }

    /// The rational `value` rounded to `precision` bits, with the rounding error in the radius.
    /// - Parameters:
    ///   - value: the fraction.
    ///   - precision: the midpoint's precision in bits.
    public init(_ value: BigRational, precision: Int) {
        storage = Storage.make()
        withFmpq(value) { arb_set_fmpq(storage.value, $0, Int(precision)) }
    }

    /// The ball around `value` with a radius of `ulps` units in its last place: 0 for an exact
    /// value; 1 holds a correctly rounded result (whose error is at most ½ unit).
    /// - Parameters:
    ///   - value: a finite `BigFloat` (NaN and infinities give a non-finite ball).
    ///   - ulps: the radius in units of `value`'s last place.
    public init(_ value: BigFloat, ulps: UInt = 0) {
        storage = Storage.make()
        if !value.isFinite {
            arb_indeterminate(storage.value)
            return
        }
        withExtendedLifetime(value) {
            carb_set_mpfr_ulps(storage.value, value.storage.value, ulps)
        }
    }

    /// A new ball written by `body` (which receives the result's `arb_ptr`).
    @usableFromInline
    static func computing(_ body: (arb_ptr) -> Void) -> BigBall {
        let result = Storage.make()
        body(result.value)
        return BigBall(storage: result)
    }

    /// The owner of one `arb_t`; written only by the operation that creates it.
    @usableFromInline
    final class Storage: ManagedBuffer<arb_struct, UInt8> {
        /// A new `arb_t` (zero), in storage no other value refers to.
        @inlinable
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in arb_struct() }, to: Storage.self)
            arb_init(storage.value)
            return storage
        }

        /// The `arb_t`, valid while this storage is alive.
        @inlinable
        var value: arb_ptr {
            withUnsafeMutablePointerToHeader { $0 }
        }

        deinit {
            arb_clear(value)
        }
    }
}

/// Calls `body` with a temporary `fmpz_t` holding `value`.
func withFmpz<R>(_ value: BigInt, _ body: (UnsafeMutablePointer<fmpz>) -> R) -> R {
    var f = fmpz()
    fmpz_init(&f)
    defer { fmpz_clear(&f) }
    withExtendedLifetime(value) { carb_fmpz_set_mpz(&f, value.storage.value) }
    return body(&f)
}

/// Calls `body` with a temporary `fmpq_t` holding `value`.
func withFmpq<R>(_ value: BigRational, _ body: (UnsafeMutablePointer<fmpq>) -> R) -> R {
    let q = UnsafeMutablePointer<fmpq>.allocate(capacity: 1)
    defer { q.deallocate() }
    fmpq_init(q)
    defer { fmpq_clear(q) }
    switch value.representation {
    case let .small(numerator, denominator): fmpq_set_si(q, numerator, UInt(denominator))
    case .big: value.withMPQ { carb_fmpq_set_mpq(q, $0) }
    }
    return body(q)
}

/// The `BigInt` held by an `fmpz_t`.
func bigInt(fromFmpz f: UnsafePointer<fmpz>) -> BigInt {
    let result = BigInt.Storage.make()
    carb_fmpz_get_mpz(result.value, f)
    return BigInt(storage: result)
}
