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

    /// first / second as a new value of `precision` bits, each operand and the quotient rounded to nearest.
    /// - Parameter precision: the precision of the quotient, in bits.
    /// - Returns: the rounded quotient.
    func quotient(precision: Int) -> BigFloat {
        var result = BigFloat(nanWithPrecision: precision)
        var denominator = BigFloat(nanWithPrecision: precision)
        denominator.withMutableValue { _ = mpfr_set_z($0, second, MPFR_RNDN) }
        withExtendedLifetime(denominator) {
            result.withMutableValue { value in
                _ = mpfr_set_z(value, first, MPFR_RNDN)
                _ = mpfr_div(value, value, denominator.storage.value, MPFR_RNDN)
            }
        }
        return result
    }

    deinit {
        __gmpz_clear(first)
        __gmpz_clear(second)
        first.deallocate()
        second.deallocate()
    }
}
