import CMPC
import CMPFR

/// An arbitrary-precision complex number over GNU MPC: a real and an imaginary part, each a
/// binary floating-point number with its own precision in bits.
///
/// A `BigComplex` is a value: copies are independent, and storage is shared until one of them
/// is mutated (copy-on-write). Every operation is correctly rounded in each part, in the given
/// `ComplexRoundingMode` (`.nearest` unless stated); `expMinusOne`, `log(onePlus:)` and `root`
/// round to nearest only (see their documentation for the one exception of `root`).
///
/// Precisions: a result has the precision given by an operation's `precision:` argument in both
/// parts. Without one, a function of one value keeps that value's two precisions, and an
/// operation on two values takes, in each part, the larger of the two values' precisions for
/// that part. Real results (`norm`, `magnitude`, `argument`) have the larger of the two parts'
/// precisions. Every precision must satisfy `BigFloat.isValidPrecision(_:)`; another traps.
///
/// Values are created at `BigFloat.defaultPrecision` unless a precision is given. Equality
/// compares the parts' values (`==` of `BigFloat`: a NaN part is unequal to everything, −0 == +0).
///
/// `BigComplex` conforms to swift-numerics' `AlgebraicField` (with `magnitude` = |z|) and
/// `ElementaryFunctions` (principal branches, as MPC defines them).
public struct BigComplex: Sendable {
    @usableFromInline
    var storage: Storage

    /// Creates NaN + NaN·i with the given precisions: the starting point of every result.
    @usableFromInline
    init(nanWithPrecisions real: Int, _ imaginary: Int) {
        storage = Storage(realPrecision: real, imaginaryPrecision: imaginary)
    }

    /// Zero (+0 + 0i) with `precision` bits in both parts (default: `BigFloat.defaultPrecision`).
    /// - Parameter precision: the precision of both parts, in bits.
    public init(precision: Int? = nil) {
        let bits = precision ?? BigFloat.defaultPrecision
        self.init(nanWithPrecisions: bits, bits)
        mpc_set_ui(storage.value, 0, ComplexRoundingMode.nearest.mpc)
    }

    /// The complex number `real + imaginary·i`, exactly: each part keeps its own precision.
    /// - Parameters:
    ///   - real: the real part.
    ///   - imaginary: the imaginary part.
    public init(real: BigFloat, imaginary: BigFloat) {
        self.init(nanWithPrecisions: real.precision, imaginary.precision)
        withExtendedLifetime((real, imaginary)) {
            _ = mpc_set_fr_fr(storage.value, real.storage.value, imaginary.storage.value, ComplexRoundingMode.nearest.mpc)
        }
    }

    /// The real number `x` (imaginary part +0), exactly, both parts at `x`'s precision.
    /// - Parameter x: the real part.
    public init(_ x: BigFloat) {
        self.init(real: x, imaginary: BigFloat.zero(precision: x.precision))
    }

    /// The precision of the real part, in bits.
    public var realPrecision: Int { Int(mpfr_get_prec(cmpc_realref_const(storage.value))) }

    /// The precision of the imaginary part, in bits.
    public var imaginaryPrecision: Int { Int(mpfr_get_prec(cmpc_imagref_const(storage.value))) }

    /// The larger of the two parts' precisions, in bits.
    var largerPrecision: Int { Swift.max(realPrecision, imaginaryPrecision) }

    /// The real part, at `realPrecision`; setting it replaces the real part and its precision.
    public var real: BigFloat {
        get { BigFloat.copy(of: cmpc_realref_const(storage.value)) }
        set { setPart(newValue, cmpc_realref) }
    }

    /// The imaginary part, at `imaginaryPrecision`; setting it replaces the imaginary part and its precision.
    public var imaginary: BigFloat {
        get { BigFloat.copy(of: cmpc_imagref_const(storage.value)) }
        set { setPart(newValue, cmpc_imagref) }
    }

    private mutating func setPart(_ value: BigFloat, _ part: (mpc_ptr?) -> mpfr_ptr?) {
        makeUnique()
        let target = part(storage.value)
        mpfr_set_prec(target, mpfr_prec_t(value.precision))
        withExtendedLifetime(value) { _ = mpfr_set(target, value.storage.value, MPFR_RNDN) }
    }

    /// This value with both parts rounded to `precision` bits.
    /// - Parameters:
    ///   - precision: the precision of both parts of the result, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Returns: the rounded value.
    public func rounded(toPrecision precision: Int, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        Self.unary(self, precision: precision, rounding, mpc_set)
    }

    /// Makes the storage uniquely owned so that it can be written in place.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
    }
}

extension BigComplex {
    /// The owner of one `mpc_t`; it is written only while uniquely referenced.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline
        let value: UnsafeMutablePointer<__mpc_struct>

        @usableFromInline
        init(realPrecision: Int, imaginaryPrecision: Int) {
            for precision in [realPrecision, imaginaryPrecision] {
                precondition(
                    BigFloat.isValidPrecision(precision),
                    "BigComplex precision \(precision) is outside \(BigFloat.minimumPrecision)...\(BigFloat.maximumPrecision)")
            }
            cmpfr_widen_exponent_range()
            value = .allocate(capacity: 1)
            mpc_init3(value, mpfr_prec_t(realPrecision), mpfr_prec_t(imaginaryPrecision))
        }

        @usableFromInline
        func copy() -> Storage {
            var real: mpfr_prec_t = 0, imaginary: mpfr_prec_t = 0
            mpc_get_prec2(&real, &imaginary, value)
            let result = Storage(realPrecision: Int(real), imaginaryPrecision: Int(imaginary))
            _ = mpc_set(result.value, value, ComplexRoundingMode.nearest.mpc)
            return result
        }

        deinit {
            mpc_clear(value)
            value.deallocate()
        }
    }
}

extension BigFloat {
    /// A new value holding exactly the MPFR number `source`, at its precision.
    static func copy(of source: mpfr_srcptr) -> BigFloat {
        let result = BigFloat(nanWithPrecision: Int(mpfr_get_prec(source)))
        mpfr_set(result.storage.value, source, MPFR_RNDN)
        return result
    }
}

// MARK: - Classification and equality

extension BigComplex: Hashable {
    /// Whether either part is NaN.
    public var isNaN: Bool { partsSatisfy(any: true) { mpfr_nan_p($0) != 0 } }
    /// Whether either part is ±∞ (the value is infinite even if the other part is NaN).
    public var isInfinite: Bool { partsSatisfy(any: true) { mpfr_inf_p($0) != 0 } }
    /// Whether both parts are finite.
    public var isFinite: Bool { partsSatisfy(any: false) { mpfr_number_p($0) != 0 } }
    /// Whether both parts are zero (of either sign).
    public var isZero: Bool { partsSatisfy(any: false) { mpfr_zero_p($0) != 0 } }
    /// Whether the imaginary part is zero (of either sign) and the real part is not NaN.
    public var isReal: Bool {
        mpfr_zero_p(cmpc_imagref_const(storage.value)) != 0 && mpfr_nan_p(cmpc_realref_const(storage.value)) == 0
    }

    private func partsSatisfy(any: Bool, _ test: (mpfr_srcptr) -> Bool) -> Bool {
        let re = test(cmpc_realref_const(storage.value)), im = test(cmpc_imagref_const(storage.value))
        return any ? re || im : re && im
    }

    /// Whether both parts are equal as `BigFloat`s: false if either part of either value is NaN; −0 == +0.
    /// - Parameters:
    ///   - a: a value.
    ///   - b: another value.
    /// - Returns: whether both parts are equal.
    public static func == (a: BigComplex, b: BigComplex) -> Bool {
        withExtendedLifetime((a, b)) {
            mpfr_equal_p(cmpc_realref_const(a.storage.value), cmpc_realref_const(b.storage.value)) != 0
                && mpfr_equal_p(cmpc_imagref_const(a.storage.value), cmpc_imagref_const(b.storage.value)) != 0
        }
    }

    /// Equal values hash equally whatever their precisions; −0 and +0 hash alike.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        BigFloat.hash(cmpc_realref_const(storage.value), into: &hasher)
        BigFloat.hash(cmpc_imagref_const(storage.value), into: &hasher)
    }
}
