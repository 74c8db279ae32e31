/// The fraction closest to a ball's points among those with a bounded denominator, when the
/// ball decides it.
public enum BestApproximation: Sendable, Hashable {
    /// Every point of the ball has this closest fraction.
    case decided(BigRational)
    /// The ends of the ball have different closest fractions (these two): the ball is too wide
    /// to say which is closest to the value.
    case undecided(lower: BigRational, upper: BigRational)
}

extension BigRational {
    /// The fraction p/q closest to this value with 1 ≤ q ≤ `maximumDenominator`, the one with
    /// the smaller q when two are equally close.
    ///
    /// The closest such fraction is the last convergent of the continued fraction with q within
    /// the bound, or the semiconvergent pₖ₋₁ + t·pₖ over qₖ₋₁ + t·qₖ with the largest t that keeps
    /// the denominator within it; the two are compared exactly. (PARI/GP's `bestappr` returns
    /// the convergent: 22/7 for π and 100, where 311/99 is closer.)
    /// - Parameter maximumDenominator: the largest denominator allowed (≥ 1).
    /// - Returns: the fraction, or nil when `maximumDenominator < 1`.
    public func bestApproximation(maximumDenominator: BigInt) -> BigRational? {
        guard maximumDenominator >= BigInt(1) else { return nil }
        if denominator <= maximumDenominator { return self }
        var (p0, q0, p1, q1) = (BigInt(0), BigInt(1), BigInt(1), BigInt(0))
        var (n, d) = (numerator, denominator)
        while true {
            let (a, rest) = n.flooredQuotientAndRemainder(dividingBy: d)
            let q2 = q0 + a * q1
            if q2 > maximumDenominator { break }
            (p0, q0, p1, q1) = (p1, q1, p0 + a * p1, q2)
            // The denominator exceeds the bound, so the expansion does not end before it.
            (n, d) = (d, rest)
        }
        let t = (maximumDenominator - q0) / q1
        let convergent = BigRational(numerator: p1, denominator: q1) ?? BigRational(p1)
        guard let semiconvergent = BigRational(numerator: p0 + t * p1, denominator: q0 + t * q1) else { return convergent }
        let (toConvergent, toSemiconvergent) = ((self - convergent).magnitude, (self - semiconvergent).magnitude)
        if toConvergent == toSemiconvergent {
            return convergent.denominator <= semiconvergent.denominator ? convergent : semiconvergent
        }
        return toConvergent < toSemiconvergent ? convergent : semiconvergent
    }
}

extension BigBall {
    /// The fraction p/q closest to the value with 1 ≤ q ≤ `maximumDenominator` (the smaller q on
    /// a tie), decided only when every point of the ball has the same one.
    ///
    /// The points with a given closest fraction form an interval (the fraction's cell among the
    /// fractions of denominator at most the bound), so the ball decides it when its two ends,
    /// taken as exact fractions, have the same closest fraction.
    /// - Parameter maximumDenominator: the largest denominator allowed (≥ 1).
    /// - Returns: the decided fraction, or the ends' two different ones.
    /// - Throws: `invalidBound` for a bound below 1, `notFinite`, or `outOfRange`.
    public func bestApproximation(maximumDenominator: BigInt) throws(RecognitionError) -> BestApproximation {
        let ends = try exactEnds()
        guard let lower = ends.lower.bestApproximation(maximumDenominator: maximumDenominator),
            let upper = ends.upper.bestApproximation(maximumDenominator: maximumDenominator)
        else { throw .invalidBound }
        return lower == upper ? .decided(lower) : .undecided(lower: lower, upper: upper)
    }
}
