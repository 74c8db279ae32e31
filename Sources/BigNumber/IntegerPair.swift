import CMPFR

/// Two GMP integers owned together, for the numerator and denominator of a series.
final class IntegerPair: @unchecked Sendable {
    /// The first integer.
    let first: BinarySplitting.Integer
    /// The second integer.
    let second: BinarySplitting.Integer

    /// Two zeros.
    init() {
        first = .allocate(capacity: 1)
        second = .allocate(capacity: 1)
        __gmpz_init(first)
        __gmpz_init(second)
    }

    /// Writes first / second, each operand and the quotient rounded to nearest at the precision of `result`.
    func divide(into result: BigFloat) {
        let precision = result.precision
        let denominator = BigFloat(nanWithPrecision: precision)
        withExtendedLifetime(denominator) {
            mpfr_set_z(result.storage.value, first, MPFR_RNDN)
            mpfr_set_z(denominator.storage.value, second, MPFR_RNDN)
            mpfr_div(result.storage.value, result.storage.value, denominator.storage.value, MPFR_RNDN)
        }
    }

    deinit {
        __gmpz_clear(first)
        __gmpz_clear(second)
        first.deallocate()
        second.deallocate()
    }
}
