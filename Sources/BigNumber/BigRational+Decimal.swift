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
        if case let .small(numerator, denominator) = representation {
            return Self.roundedDecimal(numerator, denominator, significantDigits: digits)
        }
        return withMPQ { value in
            let numerator = cmpq_numref_const(value), denominator = cmpq_denref_const(value)
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
            text.removeSubrange(length...)
            return Self.rounding(text, exponent: length - shift - 1, isNegative: signum < 0, significantDigits: digits,
                                 nonzeroBeyond: remainder._mp_size != 0)
        }
    }

    /// `roundedDecimal(significantDigits:)` of a nonzero small fraction n/d, by long division in
    /// machine words (`writeDigits`). A short decimal (the usual) is written on the stack and
    /// copied once into an array of its final size; a long one is written in place in its array,
    /// which then keeps its first `digits` bytes, so that its run of digits is never copied.
    private static func roundedDecimal(_ n: Int, _ d: Int, significantDigits digits: Int) -> BigFloat.RoundedDecimal {
        let capacity = digits + 2 * 18 + 20
        var exponent = 0, up = false
        let text: [UInt8]
        if capacity <= 512 {
            text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                (exponent, up) = writeDigits(n, d, significantDigits: digits, into: buffer)
                return Array(UnsafeBufferPointer(rebasing: buffer[..<digits]))
            }
        } else {
            text = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                (exponent, up) = writeDigits(n, d, significantDigits: digits, into: buffer)
                count = digits
            }
        }
        var result = BigFloat.RoundedDecimal(isNegative: n < 0, digits: text, exponent: exponent)
        if up { result.incrementLastDigit() }
        return result
    }

    /// Writes more than `digits` significant digits of |n/d| (n ≠ 0) into `buffer` (at least
    /// `digits` + 56 bytes) and says the decimal exponent of the first and whether they round up
    /// at `digits`: the integer part, then the fraction eighteen digits at a time (⌊10¹⁸·r / d⌋
    /// with the remainder r < d < 2⁶³), until there is at least one digit more than asked for past
    /// the leading zeros; those digits and the last remainder decide the rounding, as in the GMP version.
    private static func writeDigits(
        _ n: Int, _ d: Int, significantDigits digits: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> (exponent: Int, roundsUp: Bool) {
        let divisor = UInt(d), chunk: UInt = 1_000_000_000_000_000_000, chunkDigits = 18, zero = UInt8(ascii: "0")
        var (integer, remainder) = n.magnitude.quotientAndRemainder(dividingBy: divisor)
        var count = 0
        while integer > 0 {
            buffer[count] = zero + UInt8(integer % 10)
            integer /= 10
            count += 1
        }
        var integerDigits = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
        integerDigits.reverse()
        var exponent = count - 1
        while count <= digits {
            let (quotient, rest) = divisor.dividingFullWidth(chunk.multipliedFullWidth(by: remainder))
            remainder = rest
            if count == 0, quotient == 0 {
                exponent -= chunkDigits
                continue
            }
            var value = quotient, index = count + chunkDigits
            while index > count {
                index -= 1
                buffer[index] = zero + UInt8(value % 10)
                value /= 10
            }
            guard count == 0 else {
                count += chunkDigits
                continue
            }
            // The first significant digit is in this chunk: the zeros before it go.
            var zeros = 0
            while buffer[zeros] == zero { zeros += 1 }
            for index in zeros..<chunkDigits { buffer[index - zeros] = buffer[index] }
            exponent -= zeros
            count = chunkDigits - zeros
        }
        let text = UnsafeBufferPointer(rebasing: buffer[..<count])
        return (exponent, roundsUp(text, significantDigits: digits, nonzeroBeyond: remainder != 0))
    }

    /// Whether `text` — more than `digits` digits of |v| from its first significant one — rounds
    /// up at `digits` digits, to nearest with ties to even; `nonzeroBeyond` says whether |v| has
    /// nonzero digits after those of `text`.
    private static func roundsUp(_ text: UnsafeBufferPointer<UInt8>, significantDigits digits: Int, nonzeroBeyond: Bool) -> Bool {
        let first = text[digits]
        guard first == UInt8(ascii: "5") else { return first > UInt8(ascii: "5") }
        return nonzeroBeyond || text[(digits + 1)...].contains { $0 != UInt8(ascii: "0") }
            || (text[digits - 1] - UInt8(ascii: "0")) % 2 == 1
    }

    /// `text` — more than `digits` digits of |v| from its first significant one, at decimal
    /// `exponent` — rounded to `digits` digits (see `roundsUp`).
    private static func rounding(
        _ text: consuming [UInt8], exponent: Int, isNegative: Bool, significantDigits digits: Int, nonzeroBeyond: Bool
    ) -> BigFloat.RoundedDecimal {
        let up = text.withUnsafeBufferPointer { roundsUp($0, significantDigits: digits, nonzeroBeyond: nonzeroBeyond) }
        text.removeSubrange(digits...)
        var result = BigFloat.RoundedDecimal(isNegative: isNegative, digits: text, exponent: exponent)
        if up { result.incrementLastDigit() }
        return result
    }
}
