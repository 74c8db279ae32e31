import CArb
import CMPFR

/// The sum, or the product, of many terms as a ball at a working precision, where exact rational
/// terms cost one division a block instead of one a term.
///
/// Consecutive exact terms are gathered in blocks. Within a block their exact sum (or product) is
/// an unreduced fraction p/q of GMP integers, formed by binary splitting: two fractions of about
/// the same size are combined at a time (p₁/q₁ + p₂/q₂ = (p₁q₂ + p₂q₁)/(q₁q₂)), so the integers
/// stay small. The integers are reused from block to block, so that after the first block a
/// term costs no allocation here. A full block is divided once at the working
/// precision, with the rounding error in the radius, and combined into the ball; so is a ball
/// term, after the block before it. For `sum(1/k^2, k, 1, 10^5)` at 1000 digits this makes the
/// divisions about five times cheaper than one `arb_div` a term.
///
/// A block ends after `blockTerms` terms, or earlier once its denominator has more bits than
/// the working precision: then dividing it costs as much as dividing its terms one by one.
public struct RationalSeriesAccumulator: ~Copyable {
    /// How the terms are combined.
    public enum Combining: Sendable {
        /// Their sum.
        case sum
        /// Their product.
        case product
    }

    /// How the terms are combined.
    public let combining: Combining
    /// The working precision in bits of the divisions and of the ball.
    public let precision: Int
    /// The most terms of one block (a power of two).
    public static let blockTerms = 32

    /// The ball of the blocks and ball terms so far.
    private var total: BigBall
    /// The fractions of the current block, as a binary counter: `levels` pairs (numerator,
    /// denominator) whose term counts are `counts`, largest first.
    private let fractions: UnsafeMutablePointer<__mpz_struct>
    /// The block's numerator and denominator as FLINT integers, for the division.
    private let quotient: UnsafeMutablePointer<fmpz>
    private var counts: [Int]
    /// The terms in the current block.
    private var blockCount = 0
    /// How many fractions the binary counter can hold: log₂ of `blockTerms`, plus one.
    private static let levels = Int.bitWidth - blockTerms.leadingZeroBitCount

    /// An empty sum (0) or product (1).
    /// - Parameters:
    ///   - combining: `.sum` or `.product`.
    ///   - precision: the working precision in bits.
    public init(_ combining: Combining, precision: Int) {
        self.combining = combining
        self.precision = precision
        total = BigBall(combining == .sum ? 0 : 1)
        fractions = .allocate(capacity: 2 * Self.levels)
        for index in 0..<(2 * Self.levels) { __gmpz_init(fractions + index) }
        quotient = .allocate(capacity: 2)
        fmpz_init(quotient)
        fmpz_init(quotient + 1)
        counts = []
        counts.reserveCapacity(Self.levels)
    }

    deinit {
        for index in 0..<(2 * Self.levels) { __gmpz_clear(fractions + index) }
        fractions.deallocate()
        fmpz_clear(quotient)
        fmpz_clear(quotient + 1)
        quotient.deallocate()
    }

    /// Combines an exact term into the current block.
    /// - Parameter term: the term.
    public mutating func append(_ term: BigRational) {
        let level = counts.count
        term.withMPQ { term in
            __gmpz_set(fractions + 2 * level, cmpq_numref_const(term))
            __gmpz_set(fractions + 2 * level + 1, cmpq_denref_const(term))
        }
        pushLeaf()
    }

    /// Counts the fraction just written at the top of the counter as one term, merges fractions
    /// of equal counts, and ends the block when it is full or its denominator too long.
    private mutating func pushLeaf() {
        counts.append(1)
        blockCount += 1
        while counts.count >= 2, counts[counts.count - 1] == counts[counts.count - 2] {
            mergeTop()
        }
        if blockCount == Self.blockTerms || __gmpz_sizeinbase(fractions + 1, 2) > precision {
            endBlock()
        }
    }

    /// Combines the exact term `numerator / denominator` into the current block, without reducing it.
    /// - Parameters:
    ///   - numerator: the numerator.
    ///   - denominator: the denominator, not 0.
    public mutating func append(_ numerator: BigRational, over denominator: BigRational) {
        let (p, q) = (fractions + 2 * counts.count, fractions + 2 * counts.count + 1)
        numerator.withMPQ { a in denominator.withMPQ { b in
            // (a₁/a₂) / (b₁/b₂) = a₁b₂ / (a₂b₁), with a positive denominator.
            __gmpz_mul(p, cmpq_numref_const(a), cmpq_denref_const(b))
            __gmpz_mul(q, cmpq_denref_const(a), cmpq_numref_const(b))
        } }
        if cmpz_sgn(q) < 0 {
            __gmpz_neg(p, p)
            __gmpz_neg(q, q)
        }
        pushLeaf()
    }

    /// Combines a term known as a ball, after the current block.
    /// - Parameter term: the term.
    public mutating func append(_ term: BigBall) {
        endBlock()
        combine(term)
    }

    /// The sum or product of every term appended.
    /// - Returns: a ball that contains it.
    public consuming func result() -> BigBall {
        endBlock()
        return total
    }

    /// Merges the last fraction of the counter into the one before it.
    private mutating func mergeTop() {
        let top = counts.count - 1
        let (p1, q1) = (fractions + 2 * (top - 1), fractions + 2 * (top - 1) + 1)
        let (p2, q2) = (fractions + 2 * top, fractions + 2 * top + 1)
        switch combining {
        case .sum:
            __gmpz_mul(p1, p1, q2)
            __gmpz_addmul(p1, p2, q1)
        case .product:
            __gmpz_mul(p1, p1, p2)
        }
        __gmpz_mul(q1, q1, q2)
        counts[top - 1] += counts[top]
        counts.removeLast()
    }

    /// Divides the current block at the working precision and combines it into the total.
    private mutating func endBlock() {
        guard !counts.isEmpty else { return }
        while counts.count > 1 { mergeTop() }
        let (p, q, precision) = (quotient, quotient + 1, precision)
        carb_fmpz_set_mpz(p, fractions)
        carb_fmpz_set_mpz(q, fractions + 1)
        combine(BigBall.computing { arb_fmpz_div_fmpz($0, p, q, Int(precision)) })
        counts.removeAll(keepingCapacity: true)
        blockCount = 0
    }

    /// Combines `value` into the total.
    private mutating func combine(_ value: BigBall) {
        switch combining {
        case .sum: total.add(value, precision: precision)
        case .product: total.multiply(by: value, precision: precision)
        }
    }
}
