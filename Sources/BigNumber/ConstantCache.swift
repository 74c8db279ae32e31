import CMPFR

/// The most accurate value of one mathematical constant computed so far in this process,
/// from which requests at smaller precisions are answered, correctly rounded.
///
/// Safe to use from any number of threads at once.
final class ConstantCache: Sendable {
    /// A cached approximation and its accuracy.
    struct Entry: Sendable {
        /// The approximation.
        let value: BigFloat
        /// Its error bound: |value − exact| < 2^(exponent(value) − accurateBits).
        let accurateBits: Int
    }

    private let entry = Lock<Entry?>(nil)

    /// An empty cache.
    init() {}

    /// The cached approximation, if any.
    var current: Entry? { entry.withLock { $0 } }

    /// The constant correctly rounded to `precision` bits in `rounding`, when the cached value
    /// is accurate enough to decide that rounding; otherwise nil.
    func rounded(toPrecision precision: Int, rounding: RoundingMode) -> BigFloat? {
        guard let entry = current, entry.accurateBits > precision + 1 else { return nil }
        return Self.rounded(entry.value, accurateBits: entry.accurateBits, toPrecision: precision, rounding: rounding)
    }

    /// Offers an approximation; it replaces the cached one when it is more accurate.
    func offer(_ value: BigFloat, accurateBits: Int) {
        entry.withLock { current in
            if current.map({ $0.accurateBits < accurateBits }) ?? true {
                current = Entry(value: value, accurateBits: accurateBits)
            }
        }
    }

    /// `approximation`, whose error is below 2^(exponent − `accurateBits`), correctly rounded to
    /// `precision` bits in `rounding` when that rounding is decided by the error bound; else nil.
    ///
    /// The test asks whether the exact value and the approximation lie between the same two
    /// neighbours at `precision` + 1 bits in the directed sense, which decides rounding to
    /// `precision` bits in every mode at once (the constants here are irrational, so never a tie).
    static func rounded(_ approximation: BigFloat, accurateBits: Int, toPrecision precision: Int, rounding: RoundingMode) -> BigFloat? {
        let decided = mpfr_can_round(
            approximation.storage.value, mpfr_exp_t(accurateBits), MPFR_RNDN, MPFR_RNDZ, mpfr_prec_t(precision + 1))
        guard decided != 0 else { return nil }
        return approximation.rounded(toPrecision: precision, rounding: rounding)
    }
}
