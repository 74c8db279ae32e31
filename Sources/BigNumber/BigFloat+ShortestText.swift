import CMPFR

extension BigFloat: LosslessStringConvertible, CustomStringConvertible {
    /// The shortest decimal text that reads back as exactly this value at its precision:
    /// `BigFloat(x.description, precision: x.precision) == x` for every finite x, and no decimal
    /// with fewer significant digits does (`BigFloat(0.1, precision: 53)` prints as `0.1`, as
    /// Swift prints the `Double`; `BigFloat("0.1", precision: 64)` prints as `0.1` too). Of two
    /// such decimals, the nearer to the value.
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
    /// (its truncation and the next decimal away from zero: both lie between it and the value),
    /// and so does an (n+1)-digit one: reading back is monotone in n, so the search is a
    /// bisection. Both neighbours for every n come from one conversion, the value truncated to
    /// `limit + 1` digits; each probe is then one parse. The search first tries `limit − 1`
    /// digits, which settles the common case of a computed value that needs all `limit`.
    private func shortestDecimal(within limit: Int) -> RoundedDecimal? {
        guard let (truncated, exact) = digitString(count: limit + 1, rounding: MPFR_RNDZ) else { return nil }
        let probe = ShortestDecimalProbe(value: self, truncated: truncated, exact: exact)
        // `limit` digits rounded to nearest read back (MPFR's bound): no parse needed.
        guard limit > 1, var best = probe.readingBack(digits: limit - 1) else { return probe.neighbours(digits: limit).first }
        // `best.digits.count` digits read back; `low` digits do not (0: none tried yet).
        var low = 0
        var count = 1
        while count < best.digits.count {
            if let shorter = probe.readingBack(digits: count) {
                best = shorter
                break
            }
            low = count
            count *= 2
        }
        while best.digits.count - low > 1 {
            let middle = (low + best.digits.count) / 2
            if let shorter = probe.readingBack(digits: middle) { best = shorter } else { low = middle }
        }
        return best
    }
}

/// The n-digit neighbours of one value, and whether they parse back to it.
private struct ShortestDecimalProbe {
    /// The value.
    let value: BigFloat
    /// Its digits truncated toward zero, more of them than any probe uses.
    let truncated: BigFloat.RoundedDecimal
    /// Whether `truncated` is the value exactly.
    let exact: Bool

    /// The n-digit neighbour of the value that parses back to it, the nearer first, or nil when
    /// neither does.
    func readingBack(digits count: Int) -> BigFloat.RoundedDecimal? {
        let candidates = neighbours(digits: count)
        if candidates.count == 1 { return candidates[0] }  // the value has n digits: it reads back
        return candidates.first(where: parsesBack)
    }

    /// The n-digit decimals next to the value, the nearer first (ties to an even last digit); the
    /// value alone when it has n digits.
    func neighbours(digits count: Int) -> [BigFloat.RoundedDecimal] {
        let below = BigFloat.RoundedDecimal(isNegative: truncated.isNegative, digits: Array(truncated.digits[..<count]),
                                            exponent: truncated.exponent)
        let rest = truncated.digits[count...]
        guard !exact || rest.contains(where: { $0 != UInt8(ascii: "0") }) else { return [below] }
        var above = below
        above.incrementLastDigit()
        let first = rest.first ?? UInt8(ascii: "0")
        let beyondHalf = first > UInt8(ascii: "5")
            || (first == UInt8(ascii: "5") && (!exact || rest.dropFirst().contains { $0 != UInt8(ascii: "0") }))
        let half = first == UInt8(ascii: "5") && !beyondHalf
        let lastIsOdd = (below.digits[count - 1] - UInt8(ascii: "0")) % 2 == 1
        return beyondHalf || (half && lastIsOdd) ? [above, below] : [below, above]
    }

    /// Whether `candidate` parses (rounding to nearest) to the value at its precision.
    private func parsesBack(_ candidate: BigFloat.RoundedDecimal) -> Bool {
        // d₀d₁…dₙ₋₁ × 10^(exponent − n + 1), as bytes for mpfr_strtofr.
        var text = candidate.digits
        if candidate.isNegative { text.insert(UInt8(ascii: "-"), at: 0) }
        text.append(UInt8(ascii: "e"))
        text.append(contentsOf: String(candidate.exponent - candidate.digits.count + 1).utf8)
        text.append(0)
        let parsed = BigFloat(nanWithPrecision: value.precision)
        text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = mpfr_strtofr(parsed.storage.value, $0.baseAddress, nil, 10, MPFR_RNDN) }
        }
        return parsed == value
    }
}
