import CMPFR

extension BigFloat: LosslessStringConvertible, CustomStringConvertible {
    /// The shortest decimal text that reads back as exactly this value at its precision:
    /// `BigFloat(x.description, precision: x.precision) == x` for every finite x, and no decimal
    /// with fewer significant digits does (`BigFloat(0.1, precision: 53)` prints as `0.1`, as
    /// Swift prints the `Double`; `BigFloat("0.1", precision: 64)` prints as `0.1` too).
    ///
    /// Positional unless the power of ten of the first digit is below −6 or at least MPFR's
    /// round-trip digit count for the precision (`mpfr_get_str_ndigits`, 17 at 53 bits), then
    /// scientific (`1e-7`, `1.5e300`). `"nan"`, `"inf"`, `"-inf"` for the special values, `0` and
    /// `-0` for zeros. Note that `init?(_:)` parses at `defaultPrecision`, not the value's.
    public var description: String {
        let roundTripDigits = Int(mpfr_get_str_ndigits(10, mpfr_get_prec(storage.value)))
        guard isFinite, !isZero, let shortest = shortestDecimal(within: roundTripDigits) else {
            return formatted(significantDigits: roundTripDigits, trimmingTrailingZeros: true)
        }
        let positional = shortest.exponent >= -6 && shortest.exponent < roundTripDigits
        return shortest.trimmingTrailingZeros().text(positional ? .positional : .scientific).string
    }

    /// The decimal of fewest significant digits that parses back (rounding to nearest) to this
    /// finite non-zero value at its precision, given that `limit` digits do (MPFR's bound).
    ///
    /// If some n-digit decimal reads back, so does one of the two n-digit neighbours of the value
    /// (truncated and rounded away from zero: they lie between it and the value), and so does an
    /// (n+1)-digit one: reading back is monotone in n, so the search is a bisection. It first tries
    /// `limit − 1` digits, which settles the common case of a computed value needing all of them.
    private func shortestDecimal(within limit: Int) -> RoundedDecimal? {
        guard limit > 1 else { return decimal(significantDigits: 1) }
        if let found = readingBack(digits: limit - 1) {
            var best = found
            // Known: `best.digits.count` digits read back; `low` digits do not (0: none tried).
            var low = 0
            var probe = 1
            while probe < best.digits.count {
                if let shorter = readingBack(digits: probe) {
                    best = shorter
                    break
                }
                low = probe
                probe *= 2
            }
            while best.digits.count - low > 1 {
                let middle = (low + best.digits.count) / 2
                if let shorter = readingBack(digits: middle) { best = shorter } else { low = middle }
            }
            return best
        }
        return decimal(significantDigits: limit)
    }

    /// An n-digit decimal that parses back to this value at its precision, or nil when none does.
    private func readingBack(digits count: Int) -> RoundedDecimal? {
        var tried: [RoundedDecimal] = []
        for rounding in [RoundingMode.nearestEven, .towardZero, .awayFromZero] {
            guard let candidate = decimal(significantDigits: count, rounding: rounding), !tried.contains(candidate) else { continue }
            if BigFloat(candidate.text(.scientific).string, precision: precision) == self { return candidate }
            tried.append(candidate)
        }
        return nil
    }
}
