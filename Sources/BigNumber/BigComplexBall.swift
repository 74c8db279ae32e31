import CArb

/// A complex number known to lie in a rectangle of two balls, `[re ± r₁] + [im ± r₂]i`, over Arb's
/// `acb_t`: rigorous complex ball arithmetic, where every operation returns a value whose real and
/// imaginary balls contain the exact result for every point of the operands.
///
/// Like `BigBall` it is an immutable value: every operation writes a new one, so copies share their
/// storage safely (`Sendable`). A component that is exactly 0 stays exactly 0 through operations
/// that preserve it (the product of two imaginary numbers is real, `ln(−1)` has real part 0), so
/// that the evaluator can tell a real result from a complex one without a heuristic.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer` (the C value is its header,
/// so a value costs one allocation), which the standard library does not mark `Sendable`.
public struct BigComplexBall: @unchecked Sendable {
    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// The complex number `real + imaginary·i`.
    /// - Parameters:
    ///   - real: the ball of the real part.
    ///   - imaginary: the ball of the imaginary part (exactly 0 by default).
    public init(real: BigBall, imaginary: BigBall = BigBall()) {
        storage = Storage.make()
        withExtendedLifetime((real, imaginary)) {
            acb_set_arb_arb(storage.value, real.storage.value, imaginary.storage.value)
        }
    }

    /// The ball of the real part.
    public var real: BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_set($0, carb_acb_realref(storage.value)) } }
    }

    /// The ball of the imaginary part.
    public var imaginary: BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_set($0, carb_acb_imagref(storage.value)) } }
    }

    /// Whether the imaginary part is exactly 0: the value is real.
    public var isReal: Bool { acb_is_real(storage.value) != 0 }

    /// Whether both parts are finite balls (false when Arb could not bound the value).
    public var isFinite: Bool { acb_is_finite(storage.value) != 0 }

    /// A new value written by `body` (which receives the result's `acb_ptr`).
    @usableFromInline
    static func computing(_ body: (acb_ptr) -> Void) -> BigComplexBall {
        let result = Storage.make()
        body(result.value)
        return BigComplexBall(storage: result)
    }

    /// The value of a one-operand Arb function `f(result, z, precision)`.
    @usableFromInline
    static func unary(_ z: BigComplexBall, _ precision: Int, _ f: (acb_ptr?, acb_srcptr?, Int) -> Void) -> BigComplexBall {
        withExtendedLifetime(z) { computing { f($0, z.storage.value, Int(precision)) } }
    }

    /// The value of a two-operand Arb function `f(result, a, b, precision)`.
    @usableFromInline
    static func binary(
        _ a: BigComplexBall, _ b: BigComplexBall, _ precision: Int, _ f: (acb_ptr?, acb_srcptr?, acb_srcptr?, Int) -> Void
    ) -> BigComplexBall {
        withExtendedLifetime((a, b)) { computing { f($0, a.storage.value, b.storage.value, Int(precision)) } }
    }

    /// A real ball computed from the value by `f(result, z, precision)` (|z|, arg z).
    @usableFromInline
    func realResult(_ precision: Int, _ f: (arb_ptr?, acb_srcptr?, Int) -> Void) -> BigBall {
        withExtendedLifetime(self) { BigBall.computing { f($0, storage.value, Int(precision)) } }
    }

    /// The owner of one `acb_t`; written only by the operation that creates it.
    @usableFromInline
    final class Storage: ManagedBuffer<acb_struct, UInt8> {
        /// A new `acb_t` (zero), in storage no other value refers to.
        @inlinable
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in acb_struct() }, to: Storage.self)
            acb_init(storage.value)
            return storage
        }

        /// The `acb_t`, valid while this storage is alive.
        @inlinable
        var value: acb_ptr {
            withUnsafeMutablePointerToHeader { $0 }
        }

        deinit {
            acb_clear(value)
        }
    }
}
