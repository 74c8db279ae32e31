import CMPFR

// How an operation gets its result: the precision (`resultPrecision`: literals take the other
// operand's, see `BigFloat.hasStatedPrecision`) and the storage (a fresh value, the left operand in
// place for `+=`, or a uniquely referenced temporary operand for the operators).

@usableFromInline
typealias MPFRUnary = (mpfr_ptr?, mpfr_srcptr?, mpfr_rnd_t) -> Int32
@usableFromInline
typealias MPFRBinary = (mpfr_ptr?, mpfr_srcptr?, mpfr_srcptr?, mpfr_rnd_t) -> Int32

extension BigFloat {
    /// The precision of a result of `a` and `b`, and whether it is stated: the larger of the
    /// stated precisions, or of both precisions when neither is stated (a literal takes the
    /// precision of the other operand; two literals give `defaultPrecision`).
    @inlinable @inline(__always)
    static func resultPrecision(_ a: borrowing BigFloat, _ b: borrowing BigFloat) -> (precision: Int, stated: Bool) {
        combined((a.precision, a.hasStatedPrecision), (b.precision, b.hasStatedPrecision))
    }

    /// The larger of two precisions if both or neither are stated, else the stated one.
    @inlinable @inline(__always)
    static func combined(_ a: (precision: Int, stated: Bool), _ b: (precision: Int, stated: Bool)) -> (precision: Int, stated: Bool) {
        if a.stated == b.stated { return (Swift.max(a.precision, b.precision), a.stated) }
        return a.stated ? a : b
    }

    /// Whether the result of `a` and `b` has `a`'s precision (`resultPrecision`), so that it can be
    /// written over `a`; it is then stated when either operand's is. Equal precisions, the common
    /// case, take one comparison.
    @inlinable @inline(__always)
    static func keepsPrecision(_ a: borrowing BigFloat, _ b: borrowing BigFloat) -> Bool {
        let p = a.precision, q = b.precision
        if q == p { return true }
        let aStated = a.hasStatedPrecision, bStated = b.hasStatedPrecision
        return q < p ? aStated || !bStated : aStated && !bStated
    }

    /// `op(x)` into a fresh value of `precision` bits (default: x's precision, stated as x's is).
    @inlinable
    static func unary(_ x: BigFloat, precision: Int? = nil, _ rounding: RoundingMode, _ op: MPFRUnary) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? x.precision, stated: precision != nil || x.hasStatedPrecision)
        withExtendedLifetime(x) {
            _ = op(result.storage.value, x.storage.value, rounding.mpfr)
        }
        return result
    }

    /// `op(a, b)` into a fresh value of the result precision (`resultPrecision`).
    @inlinable
    static func binary(_ a: BigFloat, _ b: BigFloat, _ rounding: RoundingMode, _ op: MPFRBinary) -> BigFloat {
        let (precision, stated) = resultPrecision(a, b)
        let result = BigFloat(nanWithPrecision: precision, stated: stated)
        withExtendedLifetime(a) {   // one operand at a time: a tuple of both would copy (retain) them
            withExtendedLifetime(b) { _ = op(result.storage.value, a.storage.value, b.storage.value, rounding.mpfr) }
        }
        return result
    }

    /// `op(a, b)` rounded to nearest, for the operators: the result is written over the left
    /// operand when it is a uniquely referenced temporary of the result's precision (the `a * b` in
    /// `a * b + c`), so that such an expression allocates once, not once per operation; otherwise
    /// into the thread's spare storage or a fresh value (`Storage.forResult`), so that
    /// `a = a * b + c` in a loop allocates nothing. MPFR allows the result to be an operand, and the rounding is the same.
    /// The right operand is borrowed: taking it too would let `c + a * b` reuse its temporary, but
    /// would cost every named right operand a retain and a release (measured: more than it saves).
    @inlinable @inline(__always)
    static func binaryReusing(_ a: consuming BigFloat, _ b: borrowing BigFloat, _ op: MPFRBinary) -> BigFloat {
        if keepsPrecision(a, b), isKnownUniquelyReferenced(&a.storage) {
            a.storage.hasStatedPrecision = a.storage.hasStatedPrecision || b.hasStatedPrecision
            _ = op(a.storage.value, a.storage.value, b.storage.value, MPFR_RNDN)
            return a
        }
        let (precision, stated) = resultPrecision(a, b)
        let result = BigFloat(storage: Storage.forResult(precision: precision, stated: stated, leaving: a.storage))
        withExtendedLifetime(a) { _ = op(result.storage.value, a.storage.value, b.storage.value, MPFR_RNDN) }
        return result
    }

    /// `self = op(self, b)`, in place when the storage is unique and already of the result's precision.
    @inlinable
    mutating func formBinary(_ b: BigFloat, _ rounding: RoundingMode, _ op: MPFRBinary) {
        guard Self.keepsPrecision(self, b) else {
            self = Self.binary(self, b, rounding, op)
            return
        }
        makeUnique()
        storage.hasStatedPrecision = storage.hasStatedPrecision || b.hasStatedPrecision
        withExtendedLifetime(b) {
            _ = op(storage.value, storage.value, b.storage.value, rounding.mpfr)
        }
    }
}
