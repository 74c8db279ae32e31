import CArb

/// A power series in `t` truncated after its first `length` coefficients, `c₀ + c₁t + … + cₙ₋₁tⁿ⁻¹`,
/// with complex ball coefficients, over Arb's `acb_poly_t`: automatic differentiation with rigorous
/// bounds. Start from `variable(at:length:)` (the series of `x` at the point `x₀`, `x₀ + t`) and
/// constants, combine them with the operations of this type, and read the Taylor coefficients of the
/// result at `x₀`; `derivative(order:precision:)` is the coefficient times `k!`.
///
/// Every coefficient is a ball that contains the exact Taylor coefficient for every point of the
/// operands' balls. A function whose series does not exist at the point (`log` at 0, `sqrt` at 0, a
/// pole of `gamma`) gives coefficients that are not finite: `isFinite` is false and
/// `firstNonFiniteOrder` says where; the caller reports "not analytic at x₀" (or tries a higher
/// precision when the point is a ball that merely touches the singularity). On a branch cut of a
/// principal branch (`log` or `sqrt` on the negative real axis) the coefficients are those of the
/// continuation of the value Arb chose at `x₀`, as for every complex ball function.
///
/// A value: every operation writes a new series, so copies share their storage safely (`Sendable`);
/// the conformance is unchecked only because the storage is a `ManagedBuffer`. The result of an
/// operation on two series has the shorter of their lengths.
public struct ComplexBallSeries: @unchecked Sendable {
    @usableFromInline
    let storage: Storage

    /// How many coefficients the series keeps (at least 1).
    public let length: Int

    @usableFromInline
    init(storage: Storage, length: Int) {
        self.storage = storage
        self.length = length
    }

    /// The constant series `value` (every coefficient after the first is 0).
    /// - Parameters:
    ///   - value: the constant.
    ///   - length: how many coefficients to keep (1 when less than 1).
    public init(constant value: BigComplexBall, length: Int) {
        self = Self.computing(length: length) { result, _ in
            withExtendedLifetime(value) { acb_poly_set_coeff_acb(result, 0, value.storage.value) }
        }
    }

    /// The series of the variable at the point `x₀`: `x₀ + t` (only `x₀` when `length` is 1).
    /// - Parameters:
    ///   - point: the point `x₀` to expand at.
    ///   - length: how many coefficients to keep (1 when less than 1).
    /// - Returns: the series.
    public static func variable(at point: BigComplexBall, length: Int) -> ComplexBallSeries {
        computing(length: length) { result, n in
            withExtendedLifetime(point) { acb_poly_set_coeff_acb(result, 0, point.storage.value) }
            if n > 1 { acb_poly_set_coeff_si(result, 1, 1) }
        }
    }

    /// The coefficient of `tᵏ`: the k-th Taylor coefficient, `f⁽ᵏ⁾(x₀)/k!` (exactly 0 for `k`
    /// outside `0..<length`).
    /// - Parameter k: the power of `t`.
    /// - Returns: the coefficient.
    public func coefficient(_ k: Int) -> BigComplexBall {
        guard k >= 0, k < length else { return BigComplexBall(real: BigBall()) }
        return withExtendedLifetime(self) {
            BigComplexBall.computing { acb_poly_get_coeff_acb($0, storage.value, k) }
        }
    }

    /// The `length` coefficients, from `t⁰` on.
    public var coefficients: [BigComplexBall] { (0..<length).map(coefficient) }

    /// The k-th derivative at `x₀`: the coefficient of `tᵏ` times `k!` (an exact integer), or nil
    /// when `k` lies outside `0..<length` (the series does not know it).
    /// - Parameters:
    ///   - k: the order of the derivative.
    ///   - precision: the working precision in bits of the multiplication.
    /// - Returns: a ball containing `f⁽ᵏ⁾(x₀)`, or nil.
    public func derivative(order k: Int, precision: Int) -> BigComplexBall? {
        guard k >= 0, k < length else { return nil }
        let c = coefficient(k)
        var factorial = fmpz()
        fmpz_init(&factorial)
        defer { fmpz_clear(&factorial) }
        fmpz_fac_ui(&factorial, UInt(k))
        return withExtendedLifetime(c) {
            BigComplexBall.computing { acb_mul_fmpz($0, c.storage.value, &factorial, precision) }
        }
    }

    /// Whether every coefficient is a finite ball (false where the series does not exist at `x₀`,
    /// or precision did not suffice to bound it).
    public var isFinite: Bool { firstNonFiniteOrder == nil }

    /// The first power of `t` whose coefficient is not a finite ball, or nil when all are finite.
    public var firstNonFiniteOrder: Int? {
        withExtendedLifetime(self) {
            let stored = acb_poly_length(storage.value)
            guard let coefficients = storage.value.pointee.coeffs else { return nil }
            return (0..<stored).first { acb_is_finite(coefficients + $0) == 0 }
        }
    }

    /// A series of `length` coefficients whose constant term is not finite: one that does not exist.
    static func notFinite(length: Int) -> ComplexBallSeries {
        let unknown = BigComplexBall.computing { acb_indeterminate($0) }
        return computing(length: length) { result, _ in
            withExtendedLifetime(unknown) { acb_poly_set_coeff_acb(result, 0, unknown.storage.value) }
        }
    }

    /// A new series of `length` coefficients (at least 1) written by `body`, which receives the
    /// result's `acb_poly_t` (zero) and the length; the result is truncated to that length.
    @usableFromInline
    static func computing(length: Int, _ body: (UnsafeMutablePointer<acb_poly_struct>, Int) -> Void) -> ComplexBallSeries {
        let n = Swift.max(1, length)
        let result = Storage.make()
        body(result.value, n)
        acb_poly_truncate(result.value, n)
        return ComplexBallSeries(storage: result, length: n)
    }

    /// The series `f(result, s, n, precision)` of one operand, of the operand's length.
    @usableFromInline
    static func unary(
        _ s: ComplexBallSeries, _ f: (UnsafeMutablePointer<acb_poly_struct>?, UnsafePointer<acb_poly_struct>?, Int, Int) -> Void,
        precision: Int
    ) -> ComplexBallSeries {
        withExtendedLifetime(s) { computing(length: s.length) { f($0, s.storage.value, $1, precision) } }
    }

    /// The series `f(result, a, b, n, precision)` of two operands, of the shorter length.
    @usableFromInline
    static func binary(
        _ a: ComplexBallSeries, _ b: ComplexBallSeries,
        _ f: (UnsafeMutablePointer<acb_poly_struct>?, UnsafePointer<acb_poly_struct>?, UnsafePointer<acb_poly_struct>?, Int, Int) -> Void,
        precision: Int
    ) -> ComplexBallSeries {
        withExtendedLifetime((a, b)) {
            computing(length: Swift.min(a.length, b.length)) { f($0, a.storage.value, b.storage.value, $1, precision) }
        }
    }

    /// The owner of one `acb_poly_t`; written only by the operation that creates it.
    @usableFromInline
    final class Storage: ManagedBuffer<acb_poly_struct, UInt8> {
        /// A new `acb_poly_t` (zero), in storage no other value refers to.
        @inlinable
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in acb_poly_struct() }, to: Storage.self)
            acb_poly_init(storage.value)
            return storage
        }

        /// The `acb_poly_t`, valid while this storage is alive.
        @inlinable
        var value: UnsafeMutablePointer<acb_poly_struct> {
            withUnsafeMutablePointerToHeader { $0 }
        }

        deinit {
            acb_poly_clear(value)
        }
    }
}
