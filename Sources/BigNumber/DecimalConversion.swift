import CMPFR
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversion of a binary floating-point value to many correctly rounded decimal digits with
/// exact integer arithmetic, the two halves of the digit string produced on two threads (one when
/// `Parallelism.threads` is 1).
///
/// For x = m · 2ᵏ (m an integer) and N digits with the first digit at 10ᴱ, the digits are the
/// integer M = |x| · 10^(N−1−E) rounded in the requested direction. With L = ⌊N/2⌋ low digits,
/// y = |x| · 10^(N−1−E−L) is an exact ratio of GMP integers A / D; its integer part H is the
/// high N − L digits of M and its fraction F / D, times 10ᴸ and rounded, is the low part of M.
/// The rounding decision comes from the exact remainder, so the digits are by construction what
/// `mpfr_get_str` returns for the same N and rounding. H is written by `mpz_get_str` on one
/// thread while the other thread computes, rounds and writes the low part (padded with leading
/// zeros), both straight into the caller's buffer; no product or quotient of the full size is formed.
///
/// The conversion declines (returns nil, and the caller uses `mpfr_get_str`) when E cannot be
/// decided from a 64-bit logarithm (x within about 2⁻⁶⁰ of a power of ten), when E is far from
/// the digit count (the integers would be much longer than the output), or when the precision
/// of x is far above what N digits need.
enum DecimalConversion {
    /// From this many digits on, `BigFloat.decimal(significantDigits:)` converts by this path;
    /// below it by `mpfr_get_str`.
    static let threshold = 20_000

    /// Writes the `count` digits of |x| rounded in `rounding` (the direction applies to the signed
    /// value) as ASCII into `buffer`, which must hold `count + 2` bytes, and returns the power of
    /// ten of the first digit; nil when this path declines (the buffer contents are then undefined).
    ///
    /// Raises MPFR's inexact flag when the digits are not exact, as `mpfr_get_str` does.
    /// - Precondition (checked by the callers): x is finite and non-zero, `count >= 2`.
    static func digits(
        of x: UnsafePointer<__mpfr_struct>, count: Int, rounding: mpfr_rnd_t, into buffer: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        guard count >= 2, mpfr_number_p(x) != 0, mpfr_zero_p(x) == 0 else { return nil }
        let precision = Int(mpfr_get_prec(x))
        let outputBits = BigFloat.bits(forDigits: count) + 64
        guard precision <= 8 * outputBits, let exponent = decimalExponent(x) else { return nil }
        if let first = digitsOfFraction(of: x, count: count, exponent: exponent, rounding: rounding, into: buffer) {
            return first
        }
        let low = count / 2, highDigits = count - low
        let scale = count - 1 - exponent - low
        guard Swift.abs(scale) <= 2 * count + 1_000 else { return nil }

        let integers = Integers(count: 6)
        defer { withExtendedLifetime(integers) {} }
        let (m, a, d, power, high, fraction) = (integers[0], integers[1], integers[2], integers[3], integers[4], integers[5])
        __gmpz_ui_pow_ui(power, 10, UInt(low))

        // y = |x| · 10^scale = a / (d · 2^shift), with d = 1 or shift = 0.
        var shift = -Int(mpfr_get_z_2exp(m, x))
        __gmpz_abs(m, m)
        if scale >= 0 {
            powerOfTen(scale, into: a, base: power, baseExponent: low)
            __gmpz_mul(a, a, m)
            __gmpz_set_ui(d, 1)
        } else {
            __gmpz_set(a, m)
            powerOfTen(-scale, into: d, base: power, baseExponent: low)
        }
        if shift < 0 {
            __gmpz_mul_2exp(a, a, mp_bitcnt_t(-shift))
            shift = 0
        }
        if shift > 0 && __gmpz_cmp_ui(d, 1) != 0 {
            __gmpz_mul_2exp(d, d, mp_bitcnt_t(shift))
            shift = 0
        }
        // H = ⌊y⌋ and the fraction's numerator F (y = H + F / (d · 2^shift)).
        if shift > 0 {
            __gmpz_fdiv_q_2exp(high, a, mp_bitcnt_t(shift))
            __gmpz_fdiv_r_2exp(fraction, a, mp_bitcnt_t(shift))
        } else {
            __gmpz_tdiv_qr(high, fraction, a, d)
        }

        let negative = mpfr_signbit(x) != 0
        let state = SharedConversion(
            high: high, fraction: fraction, denominator: d, power: power, low: m, buffer: buffer,
            shift: shift, lowDigits: low, highDigits: highDigits, negative: negative, rounding: rounding)
        Concurrently.forEach(count: 2) { branch in
            if branch == 0 { state.writeLow() } else { state.writeHigh() }
        }
        defer { state.deallocate() }
        if state.results[1] != 0 { mpfr_set_inexflag() }
        if state.results[2] != 0 {
            // The low part rounded up to 10^L: M = (H + 1) · 10^L, rarely also a new leading digit.
            __gmpz_add_ui(high, high, 1)
            __gmpz_ui_pow_ui(a, 10, UInt(highDigits))
            if __gmpz_cmp(high, a) == 0 {
                buffer.initialize(to: UInt8(ascii: "1"))
                (buffer + 1).initialize(repeating: UInt8(ascii: "0"), count: count - 1)
                return exponent + 1
            }
            state.writeHigh()
            (buffer + highDigits + 1).initialize(repeating: UInt8(ascii: "0"), count: low)
        }
        guard state.results[0] == highDigits else { return nil }
        // The high half was written with its terminator at `highDigits`, the low half one byte later.
        memmove(buffer + highDigits, buffer + highDigits + 1, low)
        return exponent
    }

    /// ⌊log₁₀|x|⌋ when 64-bit logarithms of |x| rounded down and up agree on it, else nil.
    ///
    /// |x| is first rounded to 64 bits (down for the lower bound, up for the upper one): the
    /// logarithm of the full-precision value can be a hard case for MPFR's rounding (ln e ≈ 1 to
    /// all its bits) that would cost a full-precision evaluation.
    static func decimalExponent(_ x: UnsafePointer<__mpfr_struct>) -> Int? {
        let short = Integers.float(bits: 64), below = Integers.float(bits: 64), above = Integers.float(bits: 64)
        defer {
            for value in [short, below, above] {
                mpfr_clear(value)
                value.deallocate()
            }
        }
        let saved = (mpfr_get_emin(), mpfr_get_emax())
        cmpfr_widen_exponent_range()
        let flags = mpfr_flags_save()
        _ = mpfr_abs(short, x, MPFR_RNDD)
        _ = mpfr_log10(below, short, MPFR_RNDD)
        _ = mpfr_abs(short, x, MPFR_RNDU)
        _ = mpfr_log10(above, short, MPFR_RNDU)
        let low = mpfr_get_si(below, MPFR_RNDD), high = mpfr_get_si(above, MPFR_RNDD)
        mpfr_flags_restore(flags, mpfr_flags_t.max)  // every flag as before
        mpfr_set_emin(saved.0)
        mpfr_set_emax(saved.1)
        return low == high ? low : nil
    }

    /// 10ⁿ into `result`, from `base` = 10^`baseExponent` when n is at least that or just below it.
    private static func powerOfTen(_ n: Int, into result: UnsafeMutablePointer<__mpz_struct>,
                                   base: UnsafeMutablePointer<__mpz_struct>, baseExponent: Int) {
        if n < baseExponent && baseExponent - n <= 19 {
            // 10^n = 10^baseExponent / 10^(baseExponent − n), an exact division by one word.
            var divisor: UInt = 1
            for _ in n..<baseExponent { divisor *= 10 }
            __gmpz_divexact_ui(result, base, divisor)
            return
        }
        guard baseExponent > 0, n >= baseExponent else {
            __gmpz_ui_pow_ui(result, 10, UInt(n))
            return
        }
        __gmpz_pow_ui(result, base, UInt(n / baseExponent))
        if n % baseExponent > 0 {
            let rest = Integers(count: 1)
            __gmpz_ui_pow_ui(rest[0], 10, UInt(n % baseExponent))
            __gmpz_mul(result, result, rest[0])
            withExtendedLifetime(rest) {}
        }
    }

    /// Where the discarded part of a quotient lies, as a fraction of one unit.
    enum Remainder: Equatable {
        case zero, belowHalf, half, aboveHalf
    }

    /// q = ⌊a / (d · 2^shift)⌋ into `q` and where the remainder lies (a ≥ 0, d > 0).
    /// Clobbers `a` and `d`.
    static func quotient(
        _ a: UnsafeMutablePointer<__mpz_struct>, _ d: UnsafeMutablePointer<__mpz_struct>, shift: Int,
        into q: UnsafeMutablePointer<__mpz_struct>
    ) -> Remainder {
        if cmpz_sgn(a) == 0 {
            __gmpz_set_ui(q, 0)
            return .zero
        }
        if __gmpz_cmp_ui(d, 1) == 0 {
            guard shift > 0 else {
                __gmpz_set(q, a)
                return .zero
            }
            __gmpz_fdiv_q_2exp(q, a, mp_bitcnt_t(shift))
            let halfBit = __gmpz_tstbit(a, mp_bitcnt_t(shift - 1)) != 0
            // The lowest set bit of a (a > 0) tells whether anything lies below the half bit.
            let lowest = Int(__gmpz_scan1(a, 0))
            if halfBit { return lowest < shift - 1 ? .aboveHalf : .half }
            return lowest < shift ? .belowHalf : .zero
        }
        if shift > 0 { __gmpz_mul_2exp(d, d, mp_bitcnt_t(shift)) }
        __gmpz_tdiv_qr(q, a, a, d)
        if cmpz_sgn(a) == 0 { return .zero }
        __gmpz_mul_2exp(a, a, 1)
        let comparison = __gmpz_cmp(a, d)
        return comparison < 0 ? .belowHalf : (comparison == 0 ? .half : .aboveHalf)
    }

    /// Whether the magnitude is rounded up (away from zero) in `rounding`, ties to even for nearest.
    static func roundsAway(_ remainder: Remainder, quotientIsOdd: Bool, negative: Bool, rounding: mpfr_rnd_t) -> Bool {
        guard remainder != .zero else { return false }
        switch rounding {
        case MPFR_RNDN: return remainder == .aboveHalf || (remainder == .half && quotientIsOdd)
        case MPFR_RNDZ: return false
        case MPFR_RNDU: return !negative
        case MPFR_RNDD: return negative
        default: return true  // MPFR_RNDA
        }
    }

    /// Writes n (0 ≤ n < 10^digits) as exactly `digits` digits with leading zeros, then a terminator.
    static func writePadded(_ n: UnsafeMutablePointer<__mpz_struct>, digits: Int, into start: UnsafeMutablePointer<UInt8>) {
        let zero = UInt8(ascii: "0")
        guard cmpz_sgn(n) != 0 else {
            start.initialize(repeating: zero, count: digits)
            start[digits] = 0
            return
        }
        // mpz_sizeinbase is exact or one too large.
        let estimate = Swift.min(__gmpz_sizeinbase(n, 10), digits)
        let text = start + (digits - estimate)
        __gmpz_get_str(UnsafeMutableRawPointer(text).assumingMemoryBound(to: CChar.self), 10, n)
        let length = strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
        if length < estimate { memmove(text + (estimate - length), text, length) }
        start.initialize(repeating: zero, count: digits - length)
        start[digits] = 0
    }
}

extension DecimalConversion {
    /// A few `mpz_t` allocated and freed together.
    final class Integers {
        private let base: UnsafeMutablePointer<__mpz_struct>
        private let count: Int

        /// `count` zeros.
        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            for index in 0..<count { __gmpz_init(base + index) }
        }

        /// The integer at `index`.
        subscript(index: Int) -> UnsafeMutablePointer<__mpz_struct> { base + index }

        /// A fresh `mpfr_t` of `bits` bits (the caller clears and deallocates it).
        static func float(bits: Int) -> UnsafeMutablePointer<__mpfr_struct> {
            let value = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
            mpfr_init2(value, mpfr_prec_t(bits))
            return value
        }

        deinit {
            for index in 0..<count { __gmpz_clear(base + index) }
            base.deallocate()
        }
    }

    /// The operands and results of the two concurrent halves; each branch writes only its own
    /// integers, its own part of the buffer and its own result slots.
    struct SharedConversion: @unchecked Sendable {
        let high, fraction, denominator, power, low: UnsafeMutablePointer<__mpz_struct>
        let buffer: UnsafeMutablePointer<UInt8>
        let shift, lowDigits, highDigits: Int
        let negative: Bool
        let rounding: mpfr_rnd_t
        /// [length written for H, whether the low part is inexact, whether it carried to 10^L].
        let results: UnsafeMutablePointer<Int>

        init(high: UnsafeMutablePointer<__mpz_struct>, fraction: UnsafeMutablePointer<__mpz_struct>,
             denominator: UnsafeMutablePointer<__mpz_struct>, power: UnsafeMutablePointer<__mpz_struct>,
             low: UnsafeMutablePointer<__mpz_struct>, buffer: UnsafeMutablePointer<UInt8>,
             shift: Int, lowDigits: Int, highDigits: Int, negative: Bool, rounding: mpfr_rnd_t) {
            (self.high, self.fraction, self.denominator, self.power, self.low) = (high, fraction, denominator, power, low)
            self.buffer = buffer
            (self.shift, self.lowDigits, self.highDigits) = (shift, lowDigits, highDigits)
            self.negative = negative
            self.rounding = rounding
            results = .allocate(capacity: 3)
            results.initialize(repeating: 0, count: 3)
        }

        /// Writes H, terminated, at the start of the buffer and records its length.
        func writeHigh() {
            let text = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: CChar.self)
            __gmpz_get_str(text, 10, high)
            results[0] = strlen(text)
        }

        /// Rounds F · 10^L / denominator to the low part and writes it, padded, one byte after H's
        /// digits; records inexactness and a carry to 10^L (then nothing is written).
        func writeLow() {
            __gmpz_mul(fraction, fraction, power)
            let remainder = DecimalConversion.quotient(fraction, denominator, shift: shift, into: low)
            results[1] = remainder == .zero ? 0 : 1
            if DecimalConversion.roundsAway(remainder, quotientIsOdd: cmpz_odd_p(low) != 0, negative: negative, rounding: rounding) {
                __gmpz_add_ui(low, low, 1)
                if __gmpz_cmp(low, power) == 0 {
                    results[2] = 1
                    return
                }
            }
            DecimalConversion.writePadded(low, digits: lowDigits, into: buffer + highDigits + 1)
        }

        /// Frees the result slots.
        func deallocate() { results.deallocate() }
    }
}
