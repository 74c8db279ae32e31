import CMPFR
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversion of a binary floating-point value to many correctly rounded decimal digits with
/// exact integer arithmetic, the two halves of the digit string produced on two threads.
///
/// For x = m · 2ᵏ (m an integer) and N digits with the first digit at 10ᴱ, the digits are the
/// integer M = |x| · 10^(N−1−E) rounded in the requested direction. That product is an exact
/// ratio of GMP integers, so M and the rounding decision (from the exact remainder) are exact:
/// the result is by construction what `mpfr_get_str` returns for the same N and rounding.
/// M is then split once, M = H · 10ᴸ + L with L = ⌊N/2⌋, and `mpz_get_str` writes H and L
/// concurrently (L padded with leading zeros) straight into the caller's buffer.
///
/// The conversion declines (returns nil, and the caller uses `mpfr_get_str`) when E cannot be
/// decided from a 64-bit logarithm (x within about 2⁻⁶⁰ of a power of ten), when E is far from
/// the digit count (the integers would be much longer than the output), or when the precision
/// of x is far above what N digits need.
enum DecimalConversion {
    /// From this many digits on, `BigFloat.decimal(significantDigits:)` converts by this path;
    /// below it `mpfr_get_str` is as fast or faster (see the measurements in `BigFloat+Formatting.swift`).
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
        let scale = count - 1 - exponent
        guard Swift.abs(scale) <= 2 * count + 1_000 else { return nil }

        let integers = Integers(count: 4)
        defer { withExtendedLifetime(integers) {} }
        let (m, a, d, power) = (integers[0], integers[1], integers[2], integers[3])
        let low = count / 2
        __gmpz_ui_pow_ui(power, 10, UInt(low))

        // |x| · 10^scale = a / (d · 2^shift), with d = 1 when scale ≥ 0.
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
        let remainder = quotient(a, d, shift: shift, into: m)
        let negative = mpfr_signbit(x) != 0
        if remainder != .zero { mpfr_set_inexflag() }
        if roundsAway(remainder, quotientIsOdd: cmpz_odd_p(m) != 0, negative: negative, rounding: rounding) {
            __gmpz_add_ui(m, m, 1)
        }

        // M = H · 10^low + L; 10^(count−1) ≤ M ≤ 10^count, the upper end only after a carry.
        let (high, lowPart) = (a, d)
        __gmpz_tdiv_qr(high, lowPart, m, power)
        if isCarry(high: high, low: lowPart, power: power, highDigits: count - low) {
            buffer.initialize(to: UInt8(ascii: "1"))
            (buffer + 1).initialize(repeating: UInt8(ascii: "0"), count: count - 1)
            return exponent + 1
        }
        let highDigits = count - low
        guard writeHalves(high: high, low: lowPart, lowDigits: low, highDigits: highDigits, into: buffer) else { return nil }
        // The high half was written with its terminator at `highDigits`, the low half one byte later.
        memmove(buffer + highDigits, buffer + highDigits + 1, low)
        return exponent
    }

    /// ⌊log₁₀|x|⌋ when a 64-bit logarithm rounded down and up agree on it, else nil.
    private static func decimalExponent(_ x: UnsafePointer<__mpfr_struct>) -> Int? {
        var magnitude = x.pointee  // shares the limbs of x, read only
        magnitude._mpfr_sign = 1
        let below = Integers.float(bits: 64), above = Integers.float(bits: 64)
        defer { mpfr_clear(below); mpfr_clear(above); below.deallocate(); above.deallocate() }
        let saved = (mpfr_get_emin(), mpfr_get_emax())
        cmpfr_widen_exponent_range()
        let flags = mpfr_flags_save()
        _ = withUnsafePointer(to: &magnitude) { mpfr_log10(below, $0, MPFR_RNDD) }
        _ = withUnsafePointer(to: &magnitude) { mpfr_log10(above, $0, MPFR_RNDU) }
        let low = mpfr_get_si(below, MPFR_RNDD), high = mpfr_get_si(above, MPFR_RNDD)
        mpfr_flags_restore(flags, mpfr_flags_t.max)  // every flag as before
        mpfr_set_emin(saved.0)
        mpfr_set_emax(saved.1)
        return low == high ? low : nil
    }

    /// 10ⁿ into `result`, from `base` = 10^`baseExponent` when n is at least that.
    private static func powerOfTen(_ n: Int, into result: UnsafeMutablePointer<__mpz_struct>,
                                   base: UnsafeMutablePointer<__mpz_struct>, baseExponent: Int) {
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

    /// q = ⌊a / (d · 2^shift)⌋ into `q` and where the remainder lies (a, d positive).
    /// Clobbers `a` and `d`.
    private static func quotient(
        _ a: UnsafeMutablePointer<__mpz_struct>, _ d: UnsafeMutablePointer<__mpz_struct>, shift: Int,
        into q: UnsafeMutablePointer<__mpz_struct>
    ) -> Remainder {
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

    /// Whether rounding carried M to exactly 10^count (H = 10^highDigits, L = 0).
    private static func isCarry(
        high: UnsafeMutablePointer<__mpz_struct>, low: UnsafeMutablePointer<__mpz_struct>,
        power: UnsafeMutablePointer<__mpz_struct>, highDigits: Int
    ) -> Bool {
        guard cmpz_sgn(low) == 0 else { return false }
        let check = Integers(count: 1)
        __gmpz_ui_pow_ui(check[0], 10, UInt(highDigits))
        return withExtendedLifetime(check) { __gmpz_cmp(high, check[0]) == 0 }
    }

    /// Writes H (exactly `highDigits` digits, terminated) at the start of `buffer` and L padded to
    /// `lowDigits` digits one byte after it, the two on two threads; false if H has another length.
    private static func writeHalves(
        high: UnsafeMutablePointer<__mpz_struct>, low: UnsafeMutablePointer<__mpz_struct>,
        lowDigits: Int, highDigits: Int, into buffer: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let shared = SharedConversion(high: high, low: low, buffer: buffer)
        let highLength = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { highLength.deallocate() }
        highLength.initialize(to: -1)
        let lengthBox = SharedLength(pointer: highLength)
        DispatchQueue.concurrentPerform(iterations: 2) { branch in
            if branch == 0 {
                let text = UnsafeMutableRawPointer(shared.buffer).assumingMemoryBound(to: CChar.self)
                __gmpz_get_str(text, 10, shared.high)
                lengthBox.pointer.pointee = strlen(text)
            } else {
                writePadded(shared.low, digits: lowDigits, into: shared.buffer + highDigits + 1)
            }
        }
        return highLength.pointee == highDigits
    }

    /// Writes n (0 ≤ n < 10^digits) as exactly `digits` digits with leading zeros, then a terminator.
    private static func writePadded(_ n: UnsafeMutablePointer<__mpz_struct>, digits: Int, into start: UnsafeMutablePointer<UInt8>) {
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

    /// The operands of the two concurrent halves; each branch writes a disjoint part of the buffer.
    struct SharedConversion: @unchecked Sendable {
        let high: UnsafeMutablePointer<__mpz_struct>
        let low: UnsafeMutablePointer<__mpz_struct>
        let buffer: UnsafeMutablePointer<UInt8>
    }

    /// Where the high-half branch reports the length it wrote.
    struct SharedLength: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Int>
    }
}
