import CMPFR
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Digits of a value of moderate magnitude by multiplications only: the digits of a binary fraction
/// v = X / 2ˢ are those of its first h digits, ⌊v · 10ʰ⌋, followed by those of the fraction of
/// v · 10ʰ = X · 5ʰ / 2^(s−h), each part converted the same way (a scaled remainder tree). A part of
/// n digits keeps only its leading bits(n) + 64 bits; the truncation error is carried as an integer
/// bound e (v lies in [X, X + e) / 2ˢ, exact when e = 0), and every step checks that the whole
/// interval gives the same digits. A check that cannot decide (a run of about 64 nines or zeros at a
/// cut) makes the path decline, and the caller converts exactly by division.
///
/// The product of a part by 5ʰ costs about a third of the division that `mpz_get_str` makes at the
/// same size. The first cut is made on two threads: the leading digits on one, the product and the
/// trailing digits on the other.
extension DecimalConversion {
    /// Parts of at most this many digits are converted by one product and `mpz_get_str`.
    static let fractionLeafDigits = 1_500

    /// Bits each part keeps beyond the bits its digits need.
    static let fractionGuardBits = 64

    /// The share of the digits (in 1/64) converted by the thread that makes no product at the first cut.
    static let leadingShare = 38

    /// The digits of |x| (x finite, non-zero, with ⌊log₁₀|x|⌋ = `exponent`) rounded in `rounding`
    /// to `count` digits, written as ASCII into `buffer` (which holds `count + 2` bytes); returns the
    /// power of ten of the first digit, or nil when the path declines (the buffer is then undefined).
    /// Raises MPFR's inexact flag when the digits are not exact.
    /// `leafDigits` (default `fractionLeafDigits`) is smaller only in tests, to reach deep trees with few digits.
    static func digitsOfFraction(
        of x: UnsafePointer<__mpfr_struct>, count: Int, exponent: Int, rounding: mpfr_rnd_t,
        into buffer: UnsafeMutablePointer<UInt8>, leafDigits: Int = fractionLeafDigits
    ) -> Int? {
        guard Swift.abs(exponent) <= 4_096, exponent + 1 < count else { return nil }
        let integers = Integers(count: 2)
        defer { withExtendedLifetime(integers) {} }
        let (m, fraction) = (integers[0], integers[1])
        let shift = -Int(mpfr_get_z_2exp(m, x))
        __gmpz_abs(m, m)
        let prefix: Int, bits: Int
        if exponent >= 0 {
            // The integer part has exactly exponent + 1 digits; the fraction gives the rest.
            guard shift > 0 else { return nil }
            prefix = exponent + 1
            __gmpz_fdiv_r_2exp(fraction, m, mp_bitcnt_t(shift))
            __gmpz_fdiv_q_2exp(m, m, mp_bitcnt_t(shift))
            let text = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: CChar.self)
            __gmpz_get_str(text, 10, m)
            guard strlen(text) == prefix else { return nil }
            bits = shift
        } else {
            // |x| · 10^(−exponent−1) lies in [0.1, 1): its fraction gives every digit.
            let scale = -exponent - 1
            prefix = 0
            __gmpz_ui_pow_ui(fraction, 5, UInt(scale))
            __gmpz_mul(fraction, fraction, m)
            bits = shift - scale
            guard bits > 0 else { return nil }
        }
        let digits = count - prefix
        guard let remainder = FractionTree.digits(
            of: fraction, bits: bits, count: digits, into: buffer + prefix, leafDigits: leafDigits) else {
            return nil
        }
        if remainder != .zero { mpfr_set_inexflag() }
        let lastIsOdd = (buffer[count - 1] - UInt8(ascii: "0")) & 1 == 1
        buffer[count] = 0
        guard roundsAway(remainder, quotientIsOdd: lastIsOdd, negative: mpfr_signbit(x) != 0, rounding: rounding) else {
            return exponent
        }
        // Adds one unit in the last digit; only nines carry.
        var index = count - 1
        while index >= 0 && buffer[index] == UInt8(ascii: "9") {
            buffer[index] = UInt8(ascii: "0")
            index -= 1
        }
        if index >= 0 {
            buffer[index] += 1
            return exponent
        }
        buffer[0] = UInt8(ascii: "1")
        return exponent + 1
    }
}

/// One thread's part of a fraction conversion: its powers of five and the recursion over parts.
final class FractionTree {
    /// Parts of at most this many digits are leaves.
    private let leafDigits: Int
    private var powers: [Int: UnsafeMutablePointer<__mpz_struct>] = [:]

    init(leafDigits: Int) {
        self.leafDigits = leafDigits
    }

    deinit {
        for power in powers.values {
            __gmpz_clear(power)
            power.deallocate()
        }
    }

    /// 5ⁿ, computed once per tree.
    private func power(_ n: Int) -> UnsafeMutablePointer<__mpz_struct> {
        if let known = powers[n] { return known }
        let value = UnsafeMutablePointer<__mpz_struct>.allocate(capacity: 1)
        __gmpz_init(value)
        if let half = powers[n / 2] ?? (n >= 2 * leafDigits ? power(n / 2) : nil) {
            __gmpz_mul(value, half, half)
            if n % 2 == 1 { __gmpz_mul_ui(value, value, 5) }
        } else {
            __gmpz_ui_pow_ui(value, 5, UInt(n))
        }
        powers[n] = value
        return value
    }

    /// The `count` leading digits of the fraction X / 2^`bits` (0 ≤ X < 2^bits) into `out` (no
    /// terminator), and where the rest lies; nil when a truncation could not be decided. The first
    /// cut runs on two threads when `Parallelism.threads` allows.
    static func digits(
        of x: UnsafeMutablePointer<__mpz_struct>, bits: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
        leafDigits: Int
    ) -> DecimalConversion.Remainder? {
        let zero = DecimalConversion.Integers(count: 1)
        defer { withExtendedLifetime(zero) {} }
        let part = Part(x: x, bits: bits, error: zero[0], count: count)
        guard Parallelism.threads > 1, count > 4 * leafDigits, bits > count else {
            return FractionTree(leafDigits: leafDigits).convert(part, into: out, classifying: true)
        }
        let leading = count * DecimalConversion.leadingShare / 64
        let state = SharedParts(part: part, leading: leading, out: out, leafDigits: leafDigits)
        Concurrently.forEach(count: 2) { branch in
            let tree = FractionTree(leafDigits: state.leafDigits), part = state.part, leading = state.leading, out = state.out
            if branch == 0 {
                state.trailing = tree.withTrailing(of: part, after: leading) { rest in
                    tree.convert(rest, into: out + leading, classifying: true)
                }
            } else {
                let first = Part(x: part.x, bits: part.bits, error: part.error, count: leading)
                state.leadingDecided = tree.convert(first, into: out, classifying: false) != nil
            }
        }
        return state.leadingDecided ? state.trailing : nil
    }

    /// A fraction in [X, X + e) / 2^bits (exactly X / 2^bits when e = 0), to `count` digits; X and e
    /// are only read.
    struct Part {
        let x: UnsafeMutablePointer<__mpz_struct>
        let bits: Int
        let error: UnsafeMutablePointer<__mpz_struct>
        let count: Int
    }

    /// The digits of `part` into `out`, and where the rest lies when `classifying` (else `.zero`);
    /// nil when undecided.
    func convert(_ part: Part, into out: UnsafeMutablePointer<UInt8>, classifying: Bool) -> DecimalConversion.Remainder? {
        let owned = DecimalConversion.Integers(count: 2)
        defer { withExtendedLifetime(owned) {} }
        let (x, error) = (owned[0], owned[1])
        var bits = part.bits
        let target = BigFloat.bits(forDigits: part.count) + DecimalConversion.fractionGuardBits
        if bits > target {
            // Keep the leading `target` bits: v ≥ X' / 2^target and v < (X' + 1 + ⌈e / 2^d⌉) / 2^target.
            let dropped = mp_bitcnt_t(bits - target)
            let exact = cmpz_sgn(part.error) == 0 && (cmpz_sgn(part.x) == 0 || __gmpz_scan1(part.x, 0) >= dropped)
            __gmpz_fdiv_q_2exp(x, part.x, dropped)
            if !exact {
                __gmpz_cdiv_q_2exp(error, part.error, dropped)
                __gmpz_add_ui(error, error, 1)
            }
            bits = target
        } else {
            __gmpz_set(x, part.x)
            __gmpz_set(error, part.error)
        }
        let own = Part(x: x, bits: bits, error: error, count: part.count)
        if part.count <= leafDigits || bits <= part.count {
            return leaf(own, into: out, classifying: classifying)
        }
        let trailingCount = part.count / 2, leadingCount = part.count - trailingCount
        guard convert(Part(x: x, bits: bits, error: error, count: leadingCount), into: out, classifying: false) != nil else {
            return nil
        }
        return withTrailing(of: own, after: leadingCount) { rest in
            convert(rest, into: out + leadingCount, classifying: classifying)
        }
    }

    /// Calls `body` with the fraction of v · 10^`leading` (v in `part`, `leading` < its bits) and
    /// returns its result; nil without calling it when ⌊v · 10^leading⌋ is not the same over the
    /// interval.
    func withTrailing(
        of part: Part, after leading: Int, _ body: (Part) -> DecimalConversion.Remainder?
    ) -> DecimalConversion.Remainder? {
        let rest = DecimalConversion.Integers(count: 2)
        defer { withExtendedLifetime(rest) {} }
        let (y, error) = (rest[0], rest[1])
        let bits = part.bits - leading
        guard bits > 0 else { return nil }
        // X · 5ʰ mod 2^bits depends only on X mod 2^bits: the leading h bits of X need no product.
        __gmpz_fdiv_r_2exp(y, part.x, mp_bitcnt_t(bits))
        __gmpz_mul(y, y, power(leading))
        __gmpz_fdiv_r_2exp(y, y, mp_bitcnt_t(bits))
        __gmpz_mul(error, part.error, power(leading))
        guard Self.staysBelowOne(y, error, bits: bits) else { return nil }
        return body(Part(x: y, bits: bits, error: error, count: part.count - leading))
    }

    /// Whether r + e ≤ 2^bits (0 ≤ r < 2^bits): the floor is the same over the interval.
    private static func staysBelowOne(
        _ r: UnsafeMutablePointer<__mpz_struct>, _ e: UnsafeMutablePointer<__mpz_struct>, bits: Int
    ) -> Bool {
        guard cmpz_sgn(e) != 0 else { return true }
        let sum = DecimalConversion.Integers(count: 1)
        defer { withExtendedLifetime(sum) {} }
        __gmpz_add(sum[0], r, e)
        __gmpz_sub_ui(sum[0], sum[0], 1)
        return cmpz_sgn(sum[0]) == 0 || __gmpz_sizeinbase(sum[0], 2) <= bits
    }

    /// The digits of a short part by one product, and where the rest lies when `classifying`.
    private func leaf(_ part: Part, into out: UnsafeMutablePointer<UInt8>, classifying: Bool) -> DecimalConversion.Remainder? {
        let integers = DecimalConversion.Integers(count: 3)
        defer { withExtendedLifetime(integers) {} }
        let (y, q, error) = (integers[0], integers[1], integers[2])
        let count = part.count, bits = part.bits - count
        __gmpz_mul(y, part.x, power(count))
        var remainder = DecimalConversion.Remainder.zero
        if bits <= 0 {
            guard cmpz_sgn(part.error) == 0 else { return nil }
            __gmpz_mul_2exp(q, y, mp_bitcnt_t(-bits))
        } else {
            __gmpz_fdiv_q_2exp(q, y, mp_bitcnt_t(bits))
            __gmpz_fdiv_r_2exp(y, y, mp_bitcnt_t(bits))
            __gmpz_mul(error, part.error, power(count))
            guard Self.staysBelowOne(y, error, bits: bits) else { return nil }
            if classifying {
                guard let side = Self.classify(y, error, bits: bits) else { return nil }
                remainder = side
            }
        }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
        defer { scratch.deallocate() }
        DecimalConversion.writePadded(q, digits: count, into: scratch)
        out.update(from: scratch, count: count)
        return remainder
    }

    /// Where a fraction in [r, r + e) / 2^bits lies (exactly r / 2^bits when e = 0; strictly inside
    /// when e > 0, which only truncation of non-zero bits makes); nil when undecided.
    private static func classify(
        _ r: UnsafeMutablePointer<__mpz_struct>, _ e: UnsafeMutablePointer<__mpz_struct>, bits: Int
    ) -> DecimalConversion.Remainder? {
        let half = mp_bitcnt_t(bits - 1)
        if cmpz_sgn(e) == 0 {
            if cmpz_sgn(r) == 0 { return .zero }
            if __gmpz_sizeinbase(r, 2) <= half { return .belowHalf }
            return __gmpz_scan1(r, 0) == half ? .half : .aboveHalf
        }
        if cmpz_sgn(r) == 0 { return nil }
        if __gmpz_sizeinbase(r, 2) > half { return .aboveHalf }
        let upper = DecimalConversion.Integers(count: 1)
        defer { withExtendedLifetime(upper) {} }
        __gmpz_add(upper[0], r, e)
        __gmpz_sub_ui(upper[0], upper[0], 1)
        // r + e ≤ 2^(bits−1) ⟺ r + e − 1 < 2^(bits−1).
        return __gmpz_sizeinbase(upper[0], 2) <= half ? .belowHalf : nil
    }

    /// The two branches of the first cut; each writes only its own slot.
    final class SharedParts: @unchecked Sendable {
        let part: Part
        let leading: Int
        let out: UnsafeMutablePointer<UInt8>
        let leafDigits: Int
        var trailing: DecimalConversion.Remainder?
        var leadingDecided = false

        init(part: Part, leading: Int, out: UnsafeMutablePointer<UInt8>, leafDigits: Int) {
            (self.part, self.leading, self.out, self.leafDigits) = (part, leading, out, leafDigits)
        }
    }
}
