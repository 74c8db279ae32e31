import CMPFR
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sums of the series behind π, e and ln 2 by binary splitting over GMP integers.
///
/// Every intermediate lives in an `mpz_t` that is updated in place by GMP; no Swift object
/// is allocated per term. With more than one thread, π and e are cut into pieces summed and
/// merged by a pool of threads (`splitInParallel`, BinarySplitting+Parallel.swift); a range
/// too small to cut, or one thread, is summed serially on the calling thread.
///
/// Every split of at least `checkpointTerms` terms first looks at its `Cancellation`: once it
/// says stop, the remaining ranges are skipped and the integers are left meaningless; the caller
/// checks the cancellation before it uses them (`BinarySplittingConstant.bySeries`).
enum BinarySplitting {
    /// An `mpz_t` as a pointer.
    typealias Integer = UnsafeMutablePointer<__mpz_struct>

    /// ⌊`numerator` · 2^`shift` / `divisor`⌋ into `result` (which may be `numerator`), by GMP's
    /// truncating division: the last step of a series, T / Q to a chosen number of bits.
    static func shiftedQuotient(_ result: Integer, _ numerator: Integer, shift: Int, _ divisor: Integer) {
        __gmpz_mul_2exp(result, numerator, mp_bitcnt_t(shift))
        __gmpz_tdiv_q(result, result, divisor)
    }

    /// Splits of at least this many terms are checkpoints of cancellation.
    static let checkpointTerms = 256

    /// Whether the split of `a ..< b` is skipped: it is large enough to be a checkpoint and `stop` says stop.
    @inline(__always)
    static func skips(_ a: Int, _ b: Int, _ stop: Cancellation) -> Bool {
        b - a >= checkpointTerms && stop.reason != nil
    }

    // MARK: - π by Chudnovsky's series

    /// log₂ of the factor by which successive terms of Chudnovsky's series shrink:
    /// log₂(640320³ / 1728) = 47.1104….
    static let chudnovskyBitsPerTerm = 47.11

    /// The number of terms of Chudnovsky's series whose tail is below 2^-(`bits` + 1) relative.
    static func chudnovskyTerms(bits: Int) -> Int {
        // |t_N| < 2^(-47.11 N) · (13591409 + 545140134 N) and the sum is about 2^23.7; the
        // tail is at most twice its first term. 64 extra bits cover the linear factor.
        Int((Double(bits + 64) / chudnovskyBitsPerTerm).rounded(.up)) + 1
    }

    /// Writes Q(0, n) / 2^s and T(0, n) of Chudnovsky's series into `q` and `t` and returns s,
    /// so that π ≈ 426880 √10005 · 2^s · q / t with the first `n` terms; on `threads` threads.
    static func chudnovsky(
        terms n: Int, q: Integer, t: Integer, threads: Int = Parallelism.threads, stop: Cancellation = .none
    ) -> Int {
        let p = Integer.allocate(capacity: 1)
        __gmpz_init(p)
        defer { __gmpz_clear(p); p.deallocate() }
        expectSplitting(of: n, stop)
        let sieve = factoringTerms.contains(n) && stop.reason == nil ? PrimeSieve(terms: n) : nil
        if !splitInParallel(.chudnovsky, terms: n, threads: threads, p: p, q: q, t: t, sieve: sieve, stop) {
            let factors = sieve.map { FactorLists(sieve: $0, terms: n) }
            chudnovskySerial(0, n, p, q, t, needP: false, Workspace(terms: n), factors, level: 0, stop)
        }
        return chudnovskyQShift * (n - 1)
    }

    /// 640320³ / 24 = 2¹⁵ · 333833583375: the power of two is kept out of Q and shifted into T,
    /// which makes Q 15 bits per term (about 15 %) shorter.
    private static let chudnovskyQFactor: UInt = 333_833_583_375

    /// The exponent of the power of two taken out of each term's q.
    static let chudnovskyQShift = 15

    /// Chudnovsky terms `a ..< b` on the calling thread, temporaries from `workspace` at `level` and
    /// below; ranges of at most `factoredTerms` terms with their common factors taken out when
    /// `factors` is given.
    static func chudnovskySerial(
        _ a: Int, _ b: Int, _ p: Integer, _ q: Integer, _ t: Integer,
        needP: Bool, _ workspace: Workspace, _ factors: FactorLists?, level: Int, _ stop: Cancellation
    ) {
        if let factors, b - a <= factoredTerms {
            factors.split(a, b, p, q, t, needP: needP, workspace, level: level, stop)
            return
        }
        if b - a == 1 {
            chudnovskyLeaf(a, p, q, t)
            return
        }
        if skips(a, b, stop) { return }
        let m = (a + b) / 2
        chudnovskySerial(a, m, p, q, t, needP: true, workspace, factors, level: level + 1, stop)
        let (p2, q2, t2) = workspace.triple(level)
        chudnovskySerial(m, b, p2, q2, t2, needP: needP, workspace, factors, level: level + 1, stop)
        mergeChudnovsky(a, m, b, p, q, t, p2, q2, t2, needP: needP)
        finished(a, b, stop)
    }

    /// Merges terms `a ..< m` (in `p`, `q`, `t`) with terms `m ..< b` (in `p2`, `q2`, `t2`) into
    /// `p`, `q`, `t`: T = T₁Q₂ · 2^(15 (b − m)) + P₁T₂, Q = Q₁Q₂ and, when `needP`, P = P₁P₂.
    static func mergeChudnovsky(
        _ a: Int, _ m: Int, _ b: Int, _ p: Integer, _ q: Integer, _ t: Integer,
        _ p2: Integer, _ q2: Integer, _ t2: Integer, needP: Bool
    ) {
        __gmpz_mul(t, t, q2)
        __gmpz_mul_2exp(t, t, mp_bitcnt_t(chudnovskyQShift * (b - m)))
        __gmpz_mul(t2, t2, p)
        __gmpz_add(t, t, t2)
        __gmpz_mul(q, q, q2)
        if needP { __gmpz_mul(p, p, p2) }
    }

    /// Term `k`: p = (6k−5)(2k−1)(6k−1), q = k³·640320³/24 / 2¹⁵, t = (−1)ᵏ p (13591409 + 545140134 k); 1, 1, 13591409 for k = 0.
    static func chudnovskyLeaf(_ k: Int, _ p: Integer, _ q: Integer, _ t: Integer) {
        guard k > 0 else {
            __gmpz_set_ui(p, 1)
            __gmpz_set_ui(q, 1)
            __gmpz_set_ui(t, 13_591_409)
            return
        }
        let k = UInt(k)
        __gmpz_set_ui(p, 6 * k - 5)
        __gmpz_mul_ui(p, p, 2 * k - 1)
        __gmpz_mul_ui(p, p, 6 * k - 1)
        __gmpz_set_ui(q, k)
        __gmpz_mul_ui(q, q, k)
        __gmpz_mul_ui(q, q, k)
        __gmpz_mul_ui(q, q, chudnovskyQFactor)
        __gmpz_mul_ui(t, p, 13_591_409 + 545_140_134 * k)
        if k & 1 == 1 { __gmpz_neg(t, t) }
    }

    // MARK: - e by Σ 1/k!

    /// The number of terms N with N! ≥ 2^(`bits` + 2), so that the tail of Σ 1/k! after 1/N! is below 2^-(`bits` + 1).
    static func factorialSeriesTerms(bits: Int) -> Int {
        var log2Factorial = 0.0
        var n = 1
        let target = Double(bits) + 2
        while log2Factorial < target {
            n += 1
            log2Factorial += log2(Double(n))
        }
        return n
    }

    /// The `n` terms of Σ 1/k! on `threads` threads, for e ≈ 1 + Σ T/Q: one piece with Q = n! and
    /// T = Σ_{k=1…n} n!/k! on one thread or when the splitting is too small to cut; else the two
    /// halves the last merge would join, (Q₁, T₁) of terms 1…m and (Q₂, T₂) of m+1…n, for which
    /// e ≈ 1 + T₁/Q₁ + T₂/(Q₁Q₂): the caller divides both at once, on two threads, instead of
    /// merging them and dividing once (the merge's progress weight is reported here).
    static func factorialSeries(terms n: Int, threads: Int = Parallelism.threads, stop: Cancellation = .none) -> [Piece] {
        expectSplitting(of: n, stop)
        if let halves = splitInParallel(.factorial, terms: n, threads: threads, sieve: nil, leaving: 2, stop) {
            if stop.reason == nil { finished(0, n, stop) }
            return halves
        }
        let whole = Piece(0, n)
        factorialSeriesSerial(0, n, whole.q, whole.t, Workspace(terms: n), level: 0, stop)
        return [whole]
    }

    /// Terms `a + 1 ... b` of Σ 1/k! on the calling thread.
    static func factorialSeriesSerial(
        _ a: Int, _ b: Int, _ q: Integer, _ t: Integer, _ workspace: Workspace, level: Int, _ stop: Cancellation
    ) {
        if b - a <= 2 {
            // One term: Q = b, T = 1. Two terms: Q = (a+1)(a+2), T = (a+2) + 1.
            if b - a == 1 {
                __gmpz_set_ui(q, UInt(b))
                __gmpz_set_ui(t, 1)
            } else {
                __gmpz_set_ui(q, UInt(a + 1))
                __gmpz_mul_ui(q, q, UInt(b))
                __gmpz_set_ui(t, UInt(b + 1))
            }
            return
        }
        if skips(a, b, stop) { return }
        let m = (a + b) / 2
        factorialSeriesSerial(a, m, q, t, workspace, level: level + 1, stop)
        let (_, q2, t2) = workspace.triple(level)
        factorialSeriesSerial(m, b, q2, t2, workspace, level: level + 1, stop)
        __gmpz_mul(t, t, q2)
        __gmpz_add(t, t, t2)
        __gmpz_mul(q, q, q2)
        finished(a, b, stop)
    }

    // MARK: - ln 2 by Machin-like series of arcoth

    /// The number of terms N of arcoth(x) = Σ 1/((2k+1) x^(2k+1)) with x^(2N) ≥ 2^(`bits` + 8),
    /// so that the tail is below 2^-(`bits` + 8) relative.
    static func inverseHyperbolicCotangentTerms(x: UInt, bits: Int) -> Int {
        Int((Double(bits + 8) / (2 * log2(Double(x)))).rounded(.up)) + 1
    }

    /// Writes B, Q and T of the first `n` terms of arcoth(x) into `b`, `q` and `t`, so that
    /// arcoth(x) ≈ t / (x · b · q).
    static func inverseHyperbolicCotangent(x: UInt, terms n: Int, b: Integer, q: Integer, t: Integer, stop: Cancellation = .none) {
        let workspace = Workspace(terms: n)
        expectSplitting(of: n, stop)
        inverseHyperbolicCotangentSerial(0, n, x * x, b, q, t, workspace, level: 0, stop)
    }

    /// Terms `a ..< b` of Σ 1/((2k+1) y^k): B = Π(2k+1), Q = Π y (1 for k = 0), T = B·Q·sum.
    private static func inverseHyperbolicCotangentSerial(
        _ a: Int, _ b: Int, _ y: UInt, _ bb: Integer, _ q: Integer, _ t: Integer, _ workspace: Workspace, level: Int,
        _ stop: Cancellation
    ) {
        if b - a == 1 {
            __gmpz_set_ui(bb, UInt(2 * a + 1))
            __gmpz_set_ui(q, a == 0 ? 1 : y)
            __gmpz_set_ui(t, 1)
            return
        }
        if skips(a, b, stop) { return }
        let m = (a + b) / 2
        inverseHyperbolicCotangentSerial(a, m, y, bb, q, t, workspace, level: level + 1, stop)
        let (b2, q2, t2) = workspace.triple(level)
        inverseHyperbolicCotangentSerial(m, b, y, b2, q2, t2, workspace, level: level + 1, stop)
        // T = T₁B₂Q₂ + B₁T₂ (every p is 1), B = B₁B₂, Q = Q₁Q₂.
        __gmpz_mul(t, t, b2)
        __gmpz_mul(t, t, q2)
        __gmpz_mul(t2, t2, bb)
        __gmpz_add(t, t, t2)
        __gmpz_mul(bb, bb, b2)
        __gmpz_mul(q, q, q2)
        finished(a, b, stop)
    }
}

extension BinarySplitting {
    /// Temporaries for a serial split: three `mpz_t` per level of the tree, reused across the
    /// whole recursion so that GMP keeps their limbs allocated.
    final class Workspace {
        private let base: Integer
        private let count: Int

        /// A workspace deep enough for a split of `terms` terms.
        init(terms: Int) {
            var levels = 2
            while 1 << (levels - 2) < terms { levels += 1 }
            count = 3 * levels
            base = .allocate(capacity: count)
            for index in 0..<count { __gmpz_init(base + index) }
        }

        /// The three temporaries of `level`.
        func triple(_ level: Int) -> (Integer, Integer, Integer) {
            (base + 3 * level, base + 3 * level + 1, base + 3 * level + 2)
        }

        deinit {
            for index in 0..<count { __gmpz_clear(base + index) }
            base.deallocate()
        }
    }
}
