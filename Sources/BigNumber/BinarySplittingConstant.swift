import CMPFR
import Dispatch

/// A constant computed by binary splitting above a crossover precision and by MPFR below it,
/// correctly rounded in every mode, with a process-wide cache.
struct BinarySplittingConstant: Sendable {
    /// From this precision on (in bits), a value not in the cache is computed by binary splitting;
    /// below it by MPFR. Chosen by measurement of cold evaluations (MPFR's own cache freed).
    let crossover: Int

    /// MPFR's own evaluation: writes the constant rounded in the given mode into the `mpfr_t`.
    let mpfr: @Sendable (mpfr_ptr, mpfr_rnd_t) -> Void

    /// The binary-splitting evaluation at a working precision: an approximation at that
    /// precision and `accurateBits` with |approximation − exact| < 2^(exponent − accurateBits).
    let series: @Sendable (_ workingPrecision: Int) -> (value: BigFloat, accurateBits: Int)

    /// The process-wide cache of this constant.
    let cache = ConstantCache()

    /// Guard bits above the requested precision for the first attempt.
    static func guardBits(for precision: Int) -> Int {
        32 + (Int.bitWidth - precision.leadingZeroBitCount)
    }

    /// The constant correctly rounded to `precision` bits: from the cache when it decides the
    /// rounding, else by MPFR below `crossover`, else by binary splitting.
    func value(precision: Int, rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision)  // validates `precision`
        if let cached = cache.rounded(toPrecision: precision, rounding: rounding) {
            return cached
        }
        if precision < crossover || precision + 4 * Self.guardBits(for: precision) > BigFloat.maximumPrecision {
            return byMPFR(into: result, rounding: rounding)
        }
        return bySeries(precision: precision, rounding: rounding, caching: true)
    }

    /// The constant by MPFR: evaluated with guard bits and cached, then rounded; evaluated
    /// directly in `rounding` in the rare case that the guard bits do not decide the rounding.
    private func byMPFR(into result: BigFloat, rounding: RoundingMode) -> BigFloat {
        let precision = result.precision
        let workingPrecision = precision + Self.guardBits(for: precision)
        guard workingPrecision <= BigFloat.maximumPrecision else {
            mpfr(result.storage.value, rounding.mpfr)
            return result
        }
        let working = BigFloat(nanWithPrecision: workingPrecision)
        mpfr(working.storage.value, MPFR_RNDN)
        // Correctly rounded to nearest: the error is at most half an ulp of `working`.
        cache.offer(working, accurateBits: working.precision)
        if let rounded = ConstantCache.rounded(working, accurateBits: working.precision, toPrecision: precision, rounding: rounding) {
            return rounded
        }
        mpfr(result.storage.value, rounding.mpfr)
        return result
    }

    /// The constant by binary splitting, correctly rounded (Ziv's strategy: raise the working
    /// precision until the error bound decides the rounding); offered to the cache when `caching`.
    func bySeries(precision: Int, rounding: RoundingMode, caching: Bool) -> BigFloat {
        var working = precision + Self.guardBits(for: precision)
        while working <= BigFloat.maximumPrecision {
            let (approximation, accurateBits) = series(working)
            if let rounded = ConstantCache.rounded(approximation, accurateBits: accurateBits, toPrecision: precision, rounding: rounding) {
                if caching { cache.offer(approximation, accurateBits: accurateBits) }
                return rounded
            }
            working += working / 2
        }
        // Only reachable next to the largest precision: MPFR rounds correctly by itself.
        let result = BigFloat(nanWithPrecision: precision)
        mpfr(result.storage.value, rounding.mpfr)
        return result
    }
}

extension BinarySplittingConstant {
    /// π = 426880 √10005 · Q / T from Chudnovsky's series (Q with its power of two apart).
    ///
    /// Crossover 2000 bits, measured 2026-11-22 on this 2-core machine (cold, µs, ours vs
    /// `mpfr_const_pi`): 1000 bits 13.7 vs 9.3, 2000 bits 25 vs 28, 4000 bits 55 vs 63,
    /// 16000 bits 293 vs 475, 32000 bits 934 vs 1717.
    static let pi = BinarySplittingConstant(
        crossover: 2_000,
        mpfr: { _ = mpfr_const_pi($0, $1) },
        series: { working in
            let integers = IntegerPair()
            let terms = BinarySplitting.chudnovskyTerms(bits: working)
            let shift = BinarySplitting.chudnovsky(terms: terms, q: integers.first, t: integers.second)
            let root = BigFloat(nanWithPrecision: working)
            let ratio = BigFloat(nanWithPrecision: working)
            DispatchQueue.concurrentPerform(iterations: 2) { branch in
                cmpfr_widen_exponent_range()
                if branch == 0 {
                    mpfr_sqrt_ui(root.storage.value, 10005, MPFR_RNDN)
                    mpfr_mul_ui(root.storage.value, root.storage.value, 426_880, MPFR_RNDN)
                } else {
                    integers.divide(into: ratio)
                    mpfr_mul_2si(ratio.storage.value, ratio.storage.value, shift, MPFR_RNDN)
                }
            }
            withExtendedLifetime(ratio) {
                _ = mpfr_mul(root.storage.value, root.storage.value, ratio.storage.value, MPFR_RNDN)
            }
            // Six roundings to nearest (at most 2^−w relative each) and a series tail below
            // 2^−(w+1) relative: under 7 · 2^−w relative, and π < 2^exponent.
            return (root, working - 4)
        })

    /// e = 1 + T / Q from Σ 1/k!.
    ///
    /// The series beats `mpfr_exp(1)` at every precision measured (2026-11-22, cold, µs, ours vs
    /// MPFR): 128 bits 4.5 vs 16.6, 1000 bits 9.4 vs 60, 16000 bits 172 vs 531, 128000 bits
    /// 22 126 vs 54 861; so MPFR is kept only as the fallback for precisions near the maximum.
    static let e = BinarySplittingConstant(
        crossover: 0,
        mpfr: { value, rounding in
            let one = BigFloat(1, precision: 2)
            withExtendedLifetime(one) { _ = mpfr_exp(value, one.storage.value, rounding) }
        },
        series: { working in
            let integers = IntegerPair()
            let terms = BinarySplitting.factorialSeriesTerms(bits: working)
            BinarySplitting.factorialSeries(terms: terms, q: integers.second, t: integers.first)
            __gmpz_add(integers.first, integers.first, integers.second)
            let result = BigFloat(nanWithPrecision: working)
            integers.divide(into: result)
            // Three roundings to nearest (at most 2^−w relative each) and a tail below 2^−(w+1)
            // relative: under 4 · 2^−w relative, and e < 2^exponent.
            return (result, working - 3)
        })
}

extension BinarySplittingConstant {
    /// ln 2 = 18 arcoth 26 − 2 arcoth 4801 + 8 arcoth 8749, the three series on both threads.
    ///
    /// Crossover 512 bits, measured 2026-11-22 on this 2-core machine (cold, µs, ours vs
    /// `mpfr_const_log2`): 256 bits 23 vs 20, 512 bits 32 vs 36, 2000 bits 63 vs 93, 128000 bits
    /// 18 827 vs 43 103, 3 322 000 bits (10⁶ digits) 3.2 s vs 5.6 s (machine under load).
    static let ln2 = BinarySplittingConstant(
        crossover: 512,
        mpfr: { _ = mpfr_const_log2($0, $1) },
        series: { working in
            let parts: [(x: UInt, coefficient: Int)] = [(26, 18), (4801, -2), (8749, 8)]
            let values = parts.map { _ in BigFloat(nanWithPrecision: working) }
            DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                cmpfr_widen_exponent_range()
                let (x, coefficient) = parts[index]
                let b = IntegerPair(), qt = IntegerPair()
                let terms = BinarySplitting.inverseHyperbolicCotangentTerms(x: x, bits: working)
                let denominator = BigFloat(nanWithPrecision: working)
                let factor = BigFloat(nanWithPrecision: working)
                withExtendedLifetime((values, b, qt, denominator, factor)) {
                    let value = values[index].storage.value
                    BinarySplitting.inverseHyperbolicCotangent(x: x, terms: terms, b: b.first, q: qt.first, t: qt.second)
                    mpfr_set_z(denominator.storage.value, b.first, MPFR_RNDN)
                    mpfr_set_z(factor.storage.value, qt.first, MPFR_RNDN)
                    mpfr_mul(denominator.storage.value, denominator.storage.value, factor.storage.value, MPFR_RNDN)
                    mpfr_set_z(value, qt.second, MPFR_RNDN)
                    mpfr_div(value, value, denominator.storage.value, MPFR_RNDN)
                    mpfr_mul_si(value, value, coefficient, MPFR_RNDN)
                    mpfr_div_ui(value, value, x, MPFR_RNDN)
                }
            }
            let result = values[0]
            withExtendedLifetime(values) {
                mpfr_add(result.storage.value, result.storage.value, values[1].storage.value, MPFR_RNDN)
                mpfr_add(result.storage.value, result.storage.value, values[2].storage.value, MPFR_RNDN)
            }
            // Each term: seven roundings to nearest (at most 2^−w relative each) and a tail below
            // 2^−(w+8) relative, so under 8 · 2^−w · |term|; the |terms| sum to under 0.7, and the
            // two additions add at most 2^−(w+1) each (the sum is below 1): under 7 · 2^−w in all,
            // below 2^(exponent − (w − 5)) with exponent 0.
            return (result, working - 5)
        })
}
