import CMPFR

/// A constant computed by binary splitting above a crossover precision and by MPFR below it,
/// correctly rounded in every mode, with a process-wide cache.
struct BinarySplittingConstant: Sendable {
    /// From this precision on (in bits), a value not in the cache is computed by binary splitting;
    /// below it by MPFR. Chosen by measurement of cold evaluations (MPFR's own cache freed).
    let crossover: Int

    /// MPFR's own evaluation: writes the constant rounded in the given mode into the `mpfr_t`.
    let mpfr: @Sendable (mpfr_ptr, mpfr_rnd_t) -> Void

    /// The binary-splitting evaluation at a working precision on at most `threads` threads: an
    /// approximation at that precision and `accurateBits` with |approximation − exact| <
    /// 2^(exponent − accurateBits). Meaningless when the cancellation said stop during it.
    let series: @Sendable (_ workingPrecision: Int, _ threads: Int, _ stop: Cancellation) -> (value: BigFloat, accurateBits: Int)

    /// The process-wide cache of this constant.
    let cache = ConstantCache()

    /// Guard bits above the requested precision for the first attempt.
    static func guardBits(for precision: Int) -> Int {
        32 + (Int.bitWidth - precision.leadingZeroBitCount)
    }

    /// The constant correctly rounded to `precision` bits: from the cache when it decides the
    /// rounding, else by MPFR below `crossover`, else by binary splitting on `threads` threads.
    func value(precision: Int, rounding: RoundingMode, threads: Int = Parallelism.threads) -> BigFloat {
        (try? value(precision: precision, rounding: rounding, threads: threads, stop: .none))
            ?? directly(precision: precision, rounding: rounding)
    }

    /// The constant as `value(precision:rounding:threads:)` computes it, stopping when `stop` says so.
    /// - Throws: the `Interruption` of `stop`; nothing is cached then.
    func value(
        precision: Int, rounding: RoundingMode, threads: Int = Parallelism.threads, stop: Cancellation
    ) throws(Interruption) -> BigFloat {
        precondition(BigFloat.isValidPrecision(precision), "precision out of range")
        if let cached = cache.rounded(toPrecision: precision, rounding: rounding) {
            return cached
        }
        if precision < crossover || precision + 4 * Self.guardBits(for: precision) > BigFloat.maximumPrecision {
            return byMPFR(precision: precision, rounding: rounding)
        }
        return try bySeries(precision: precision, rounding: rounding, caching: true, threads: threads, stop: stop)
    }

    /// The constant by MPFR: evaluated with guard bits and cached, then rounded; evaluated
    /// directly in `rounding` in the rare case that the guard bits do not decide the rounding.
    private func byMPFR(precision: Int, rounding: RoundingMode) -> BigFloat {
        let workingPrecision = precision + Self.guardBits(for: precision)
        guard workingPrecision <= BigFloat.maximumPrecision else {
            return directly(precision: precision, rounding: rounding)
        }
        let working = directly(precision: workingPrecision, rounding: .nearestEven)
        // Correctly rounded to nearest: the error is at most half an ulp of `working`.
        cache.offer(working, accurateBits: working.precision)
        if let rounded = ConstantCache.rounded(working, accurateBits: working.precision, toPrecision: precision, rounding: rounding) {
            return rounded
        }
        return directly(precision: precision, rounding: rounding)
    }

    /// MPFR's own evaluation, correctly rounded to `precision` bits in `rounding`, in a new value.
    private func directly(precision: Int, rounding: RoundingMode) -> BigFloat {
        var result = BigFloat(nanWithPrecision: precision)
        result.withMutableValue { mpfr($0, rounding.mpfr) }
        return result
    }

    /// The constant by binary splitting, correctly rounded (Ziv's strategy: raise the working
    /// precision until the error bound decides the rounding) on `threads` threads; offered to the
    /// cache when `caching`.
    /// - Throws: the `Interruption` of `stop`, checked after each evaluation of the series.
    func bySeries(
        precision: Int, rounding: RoundingMode, caching: Bool, threads: Int = Parallelism.threads, stop: Cancellation = .none
    ) throws(Interruption) -> BigFloat {
        var working = precision + Self.guardBits(for: precision)
        while working <= BigFloat.maximumPrecision {
            let (approximation, accurateBits) = series(working, Parallelism.clamped(threads), stop)
            try stop.check()
            if let rounded = ConstantCache.rounded(approximation, accurateBits: accurateBits, toPrecision: precision, rounding: rounding) {
                if caching { cache.offer(approximation, accurateBits: accurateBits) }
                return rounded
            }
            working += working / 2
        }
        // Only reachable next to the largest precision: MPFR rounds correctly by itself.
        return directly(precision: precision, rounding: rounding)
    }
}

extension BinarySplittingConstant {
    /// π = 426880 √10005 · Q / T from Chudnovsky's series (Q with its power of two apart);
    /// `mpfr_const_pi` below 2000 bits.
    static let pi = BinarySplittingConstant(
        crossover: 2_000,
        mpfr: { _ = mpfr_const_pi($0, $1) },
        series: { working, threads, stop in
            let integers = IntegerPair()
            let terms = BinarySplitting.chudnovskyTerms(bits: working)
            let shift = BinarySplitting.chudnovsky(
                terms: terms, q: integers.first, t: integers.second, threads: threads, stop: stop)
            if stop.reason != nil { return (BigFloat(nanWithPrecision: working), 0) }
            let factors = Concurrently.map(count: 2, threads: threads) { branch in
                var value: BigFloat
                if branch == 0 {
                    value = BigFloat(nanWithPrecision: working)
                    value.withMutableValue { root in
                        _ = mpfr_sqrt_ui(root, 10005, MPFR_RNDN)
                        _ = mpfr_mul_ui(root, root, 426_880, MPFR_RNDN)
                    }
                } else {
                    value = integers.quotient(precision: working)
                    value.withMutableValue { _ = mpfr_mul_2si($0, $0, shift, MPFR_RNDN) }
                }
                return value
            }
            // Five roundings to nearest (at most 2^−w relative each), two more in the product and a
            // series tail below 2^−(w+1) relative: under 8 · 2^−w relative, and π < 2^exponent.
            return (product(factors[0], factors[1], precision: working, threads: threads), working - 4)
        })

    /// Products of at least this many bits are split in two halves multiplied on two threads.
    static let splitProductBits = 1 << 18

    /// x · y rounded to nearest at `precision` bits, with an error below 2 · 2^−precision relative:
    /// from `splitProductBits` on and with two threads or more, as x · high(y) + x · low(y) on two
    /// threads (y cut exactly into its leading half and the rest; each product and the sum rounded).
    static func product(_ x: BigFloat, _ y: BigFloat, precision: Int, threads: Int) -> BigFloat {
        var result = BigFloat(nanWithPrecision: precision)
        guard threads > 1 && precision >= splitProductBits && y.precision >= splitProductBits else {
            withExtendedLifetime((x, y)) {
                result.withMutableValue { _ = mpfr_mul($0, x.storage.value, y.storage.value, MPFR_RNDN) }
            }
            return result
        }
        var high = BigFloat(nanWithPrecision: y.precision / 2)
        var low = BigFloat(nanWithPrecision: y.precision - y.precision / 2)
        withExtendedLifetime(y) {
            high.withMutableValue { _ = mpfr_set($0, y.storage.value, MPFR_RNDZ) }
            withExtendedLifetime(high) {
                // Exact: y − high(y) is the trailing y.precision − y.precision / 2 bits of y.
                low.withMutableValue { _ = mpfr_sub($0, y.storage.value, high.storage.value, MPFR_RNDN) }
            }
        }
        let halves = [high, low]
        let parts = Concurrently.map(count: 2, threads: 2) { index in
            var part = BigFloat(nanWithPrecision: precision)
            let factor = halves[index]
            withExtendedLifetime((x, factor)) {
                part.withMutableValue { _ = mpfr_mul($0, x.storage.value, factor.storage.value, MPFR_RNDN) }
            }
            return part
        }
        withExtendedLifetime(parts) {
            result.withMutableValue { _ = mpfr_add($0, parts[0].storage.value, parts[1].storage.value, MPFR_RNDN) }
        }
        return result
    }

    /// e = 1 + T₁/Q₁ + T₂/(Q₁Q₂) from the two halves of Σ 1/k! (`BinarySplitting.factorialSeries`),
    /// or 1 + T/Q from one piece, at every precision; `mpfr_exp(1)` only as the fallback for
    /// precisions near the maximum.
    ///
    /// 1. Sum the series by binary splitting, leaving the last merge undone.
    /// 2. On two threads: ⌊T₁ · 2^s / Q₁⌋, and Q₁Q₂ then ⌊T₂ · 2^s / (Q₁Q₂)⌋, with s = working + 3.
    ///    The second quotient is about 1/m! ≈ 2^(−s/2), so it has half the bits of the first: the
    ///    two divisions together take about as long as the first, which is shorter than the merge and
    ///    one division of the whole.
    /// 3. e ≈ (2^s + both quotients) · 2^−s (the 2^s from dividing T₁ + Q₁), rounded to nearest at
    ///    the working precision.
    static let e = BinarySplittingConstant(
        crossover: 0,
        mpfr: { value, rounding in
            let one = BigFloat(1, precision: 2)
            withExtendedLifetime(one) { _ = mpfr_exp(value, one.storage.value, rounding) }
        },
        series: { working, threads, stop in
            let terms = BinarySplitting.factorialSeriesTerms(bits: working)
            let pieces = BinarySplitting.factorialSeries(terms: terms, threads: threads, stop: stop)
            if stop.reason != nil { return (BigFloat(nanWithPrecision: working), 0) }
            let scale = working + 3
            // Each piece's quotient goes into its P, which Σ 1/k! does not use; the first is of
            // (T₁ + Q₁) / Q₁, which adds the series' leading 1 exactly.
            Concurrently.forEach(count: pieces.count, threads: threads) { index in
                let piece = pieces[index]
                if index == 0 {
                    __gmpz_add(piece.p, piece.t, piece.q)
                    BinarySplitting.shiftedQuotient(piece.p, piece.p, shift: scale, piece.q)
                } else {
                    __gmpz_mul(piece.q, piece.q, pieces[0].q)
                    BinarySplitting.shiftedQuotient(piece.p, piece.t, shift: scale, piece.q)
                }
            }
            var result = BigFloat(nanWithPrecision: working)
            withExtendedLifetime(pieces) {
                let sum = pieces[0].p
                if pieces.count == 2 { __gmpz_add(sum, sum, pieces[1].p) }
                result.withMutableValue { value in
                    _ = mpfr_set_z_2exp(value, sum, -scale, MPFR_RNDN)
                }
            }
            // The truncated quotients are low by under 2 · 2^−s < 2^−(w+2) (e > 2: 2^−(w+3) relative),
            // the rounding to nearest at most 2^−w relative and the series' tail below 2^−(w+1)
            // relative: under 4 · 2^−w relative, and e < 2^exponent.
            return (result, working - 3)
        })
}

extension BinarySplittingConstant {
    /// ln 2 = 18 arcoth 26 − 2 arcoth 4801 + 8 arcoth 8749, the three series side by side on up to three threads;
    /// `mpfr_const_log2` below 512 bits.
    static let ln2 = BinarySplittingConstant(
        crossover: 512,
        mpfr: { _ = mpfr_const_log2($0, $1) },
        series: { working, threads, stop in
            let parts: [(x: UInt, coefficient: Int)] = [(26, 18), (4801, -2), (8749, 8)]
            var values = Concurrently.map(count: parts.count, threads: threads) { index in
                arcothTerm(x: parts[index].x, coefficient: parts[index].coefficient, precision: working, stop: stop)
            }
            var result = values.removeFirst()
            withExtendedLifetime(values) {
                result.withMutableValue { sum in
                    for term in values { _ = mpfr_add(sum, sum, term.storage.value, MPFR_RNDN) }
                }
            }
            // Each term: seven roundings to nearest (at most 2^−w relative each) and a tail below
            // 2^−(w+8) relative, so under 8 · 2^−w · |term|; the |terms| sum to under 0.7, and the
            // two additions add at most 2^−(w+1) each (the sum is below 1): under 7 · 2^−w in all,
            // below 2^(exponent − (w − 5)) with exponent 0.
            return (result, working - 5)
        })

    /// coefficient · arcoth(x) = coefficient · T / (x · B · Q) by binary splitting, each step rounded to
    /// nearest at `precision` bits, in a new value.
    private static func arcothTerm(x: UInt, coefficient: Int, precision: Int, stop: Cancellation) -> BigFloat {
        let b = IntegerPair(), qt = IntegerPair()
        let terms = BinarySplitting.inverseHyperbolicCotangentTerms(x: x, bits: precision)
        BinarySplitting.inverseHyperbolicCotangent(x: x, terms: terms, b: b.first, q: qt.first, t: qt.second, stop: stop)
        if stop.reason != nil { return BigFloat(nanWithPrecision: precision) }
        var denominator = BigFloat(nanWithPrecision: precision)
        var factor = BigFloat(nanWithPrecision: precision)
        var value = BigFloat(nanWithPrecision: precision)
        factor.withMutableValue { _ = mpfr_set_z($0, qt.first, MPFR_RNDN) }
        withExtendedLifetime((b, qt, factor)) {
            denominator.withMutableValue { product in
                _ = mpfr_set_z(product, b.first, MPFR_RNDN)
                _ = mpfr_mul(product, product, factor.storage.value, MPFR_RNDN)
            }
            withExtendedLifetime(denominator) {
                value.withMutableValue { term in
                    _ = mpfr_set_z(term, qt.second, MPFR_RNDN)
                    _ = mpfr_div(term, term, denominator.storage.value, MPFR_RNDN)
                    _ = mpfr_mul_si(term, term, coefficient, MPFR_RNDN)
                    _ = mpfr_div_ui(term, term, x, MPFR_RNDN)
                }
            }
        }
        return value
    }
}
