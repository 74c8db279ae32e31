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

    /// first / second, both positive, as a new value of `precision` bits: GMP's truncating division
    /// to at least `precision` + 2 bits, rounded to nearest; the error is below 1.5 · 2^−precision
    /// relative (under the 3 · 2^−precision of rounding each operand and MPFR's quotient, and
    /// faster at a million digits).
    /// - Parameter precision: the precision of the quotient, in bits.
    /// - Returns: the rounded quotient.
    func quotient(precision: Int) -> BigFloat {
        // first · 2^scale / second ≥ 2^(precision + 1): the truncation is below 2^−(precision + 1) relative.
        let scale = Swift.max(0, precision + 2 + Int(__gmpz_sizeinbase(second, 2)) - Int(__gmpz_sizeinbase(first, 2)))
        let quotient = IntegerPair()
        BinarySplitting.shiftedQuotient(quotient.first, first, shift: scale, second)
        var result = BigFloat(nanWithPrecision: precision)
        withExtendedLifetime(quotient) {
            result.withMutableValue { _ = mpfr_set_z_2exp($0, quotient.first, -scale, MPFR_RNDN) }
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
