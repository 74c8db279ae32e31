import CMPFR

extension BigRational {
    /// The value correctly rounded to `digits` significant decimal digits, to nearest with ties to
    /// even (as MPFR rounds), computed with integer arithmetic: an exact value never suffers a
    /// double rounding.
    ///
    /// One division gives a few digits more than asked for; the digits beyond `digits` and the
    /// remainder of the division decide the rounding.
    /// - Parameter digits: The number of significant digits, at least 1.
    /// - Returns: The rounded decimal; zero is `0 × 10⁰`.
    public func roundedDecimal(significantDigits digits: Int) -> BigFloat.RoundedDecimal {
        precondition(digits > 0, "a decimal needs at least one significant digit")
        guard !isZero else { return BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0) }
        return withExtendedLifetime(self) {
            let numerator = cmpq_numref_const(storage.value), denominator = cmpq_denref_const(storage.value)
            // log₂|v| lies in (b − 1, b + 1), so `lowest` is at most the decimal exponent E of |v|
            // and at least E − 3.
            let binary = Int(__gmpz_sizeinbase(numerator, 2)) - Int(__gmpz_sizeinbase(denominator, 2))
            let lowest = Int((Double(binary - 1) * 0.301_029_995_663_981_2).rounded(.down)) - 1
            // q = ⌊|v| · 10^shift⌋ has E + shift + 1 digits: `digits` + 1 to `digits` + 4.
            let shift = digits - lowest
            var power = __mpz_struct(), scaled = __mpz_struct(), quotient = __mpz_struct(), remainder = __mpz_struct()
            __gmpz_init(&power); __gmpz_init(&scaled); __gmpz_init(&quotient); __gmpz_init(&remainder)
            defer { __gmpz_clear(&power); __gmpz_clear(&scaled); __gmpz_clear(&quotient); __gmpz_clear(&remainder) }
            __gmpz_ui_pow_ui(&power, 10, UInt(Swift.abs(shift)))
            if shift >= 0 {
                __gmpz_abs(&remainder, numerator)
                __gmpz_mul(&scaled, &remainder, &power)
                __gmpz_tdiv_qr(&quotient, &remainder, &scaled, denominator)
            } else {
                __gmpz_mul(&scaled, denominator, &power)
                __gmpz_abs(&power, numerator)
                __gmpz_tdiv_qr(&quotient, &remainder, &power, &scaled)
            }
            var text = [UInt8](repeating: 0, count: Int(__gmpz_sizeinbase(&quotient, 10)) + 2)
            let length = text.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { _ = __gmpz_get_str($0, 10, &quotient) }
                    return buffer.firstIndex(of: 0) ?? buffer.count
                } ?? 0
            }
            let exponent = length - shift - 1
            let dropped = text[digits..<length]
            let sticky = remainder._mp_size != 0 || dropped.dropFirst().contains { $0 != UInt8(ascii: "0") }
            let roundsUp: Bool
            switch dropped.first ?? UInt8(ascii: "0") {
            case UInt8(ascii: "5"): roundsUp = sticky || (text[digits - 1] - UInt8(ascii: "0")) % 2 == 1
            case let first: roundsUp = first > UInt8(ascii: "5")
            }
            text.removeSubrange(digits...)
            var result = BigFloat.RoundedDecimal(isNegative: signum < 0, digits: text, exponent: exponent)
            if roundsUp { result.incrementLastDigit() }
            return result
        }
    }
}
