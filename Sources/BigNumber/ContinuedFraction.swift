/// The terms of a regular continued fraction a₀ + 1/(a₁ + 1/(a₂ + …)) (a₀ any integer, the
/// others ≥ 1; a finite expansion ends with a term ≥ 2 unless it is the single term a₀), and why
/// the list ends.
public struct ContinuedFraction: Sendable, Hashable {
    /// Why the terms end where they do.
    public enum End: Sendable, Hashable {
        /// The value is the rational number of exactly these terms.
        case complete
        /// The requested number of terms was reached; the value may have more.
        case termLimit
        /// The ball does not decide the next term: its points have different next terms, or
        /// some of them end the expansion here and others do not.
        case undecided
    }

    /// The terms a₀, a₁, …
    public var terms: [BigInt]
    /// Why the terms end.
    public var end: End

    /// A continued fraction of `terms` that ends for `end`.
    /// - Parameters:
    ///   - terms: the terms a₀, a₁, …
    ///   - end: why the terms end.
    public init(terms: [BigInt], end: End) {
        self.terms = terms
        self.end = end
    }

    /// The convergents p₀/q₀, p₁/q₁, … of the terms (one per term; the last is the value of all
    /// of them).
    public var convergents: [BigRational] {
        var result: [BigRational] = []
        result.reserveCapacity(terms.count)
        ContinuedFraction.forEachConvergent(terms) { p, q in
            result.append(BigRational(numerator: p, denominator: q) ?? BigRational(p))
        }
        return result
    }

    /// Calls `body` with the numerator and denominator of every convergent in turn, from
    /// p₀/q₀ = a₀/1 on (pₖ = aₖpₖ₋₁ + pₖ₋₂, qₖ = aₖqₖ₋₁ + qₖ₋₂; the denominators are positive).
    static func forEachConvergent(_ terms: [BigInt], _ body: (BigInt, BigInt) -> Void) {
        var (p0, q0, p1, q1) = (BigInt(0), BigInt(1), BigInt(1), BigInt(0))
        for a in terms {
            (p0, p1) = (p1, a * p1 + p0)
            (q0, q1) = (q1, a * q1 + q0)
            body(p1, q1)
        }
    }
}

extension BigRational {
    /// The rational number of a continued fraction's terms, nil for no terms (or a term
    /// sequence whose value has a zero denominator, which regular terms never give).
    /// - Parameter terms: the terms a₀, a₁, …
    public init?(continuedFraction terms: [BigInt]) {
        var value: BigRational?
        ContinuedFraction.forEachConvergent(terms) { p, q in value = BigRational(numerator: p, denominator: q) }
        guard let value else { return nil }
        self = value
    }

    /// The whole finite continued fraction of this rational (Euclid's algorithm on its
    /// numerator and denominator), or its first `maximumTerms` terms.
    /// - Parameter maximumTerms: the most terms returned; nil for all of them.
    /// - Returns: the terms; `end` is `.complete` unless the limit cut the expansion short.
    public func continuedFraction(maximumTerms: Int? = nil) -> ContinuedFraction {
        var interval = ExactInterval(lower: (numerator, denominator), upper: (numerator, denominator))
        return interval.expand(maximumTerms: maximumTerms ?? Int.max)
    }
}

extension BigBall {
    /// The terms of the continued fraction that every point of the ball shares, at most
    /// `maximumTerms` of them.
    ///
    /// The ends of the ball are taken as exact fractions and expanded together: a term is given
    /// only when every point between them has it (the points with a given first k terms form an
    /// interval, so agreeing ends decide it for every point).
    /// - Parameter maximumTerms: the most terms returned (≥ 1).
    /// - Returns: the terms, and `.undecided` when the ball could not fix more of them (fewer
    ///   than `maximumTerms`), `.complete` when an exact ball's expansion ended.
    /// - Throws: `invalidBound` for `maximumTerms < 1`, `notFinite`, or `outOfRange` (see
    ///   `Recognition.maximumExponent`).
    public func continuedFraction(maximumTerms: Int) throws(RecognitionError) -> ContinuedFraction {
        guard maximumTerms >= 1 else { throw .invalidBound }
        let ends = try exactEnds()
        var interval = ExactInterval(
            lower: (ends.lower.numerator, ends.lower.denominator), upper: (ends.upper.numerator, ends.upper.denominator))
        return interval.expand(maximumTerms: maximumTerms)
    }
}

/// A closed interval [lower, upper] of fractions p/q (q > 0), expanded into the continued-fraction
/// terms its points share: x ↦ 1/(x − a) maps it onto the interval of the remaining terms.
struct ExactInterval {
    var lower: (BigInt, BigInt)
    var upper: (BigInt, BigInt)

    mutating func expand(maximumTerms: Int) -> ContinuedFraction {
        var terms: [BigInt] = []
        while terms.count < maximumTerms {
            let (a, lowerRest) = lower.0.flooredQuotientAndRemainder(dividingBy: lower.1)
            let (b, upperRest) = upper.0.flooredQuotientAndRemainder(dividingBy: upper.1)
            // Every point has the floor a only when the upper end lies below a + 1.
            guard a == b else { return ContinuedFraction(terms: terms, end: .undecided) }
            terms.append(a)
            if lowerRest.isZero {
                // The lower end is the integer a: its expansion ends here; the others' goes on.
                return ContinuedFraction(terms: terms, end: upperRest.isZero ? .complete : .undecided)
            }
            // x − a lies in [lowerRest/q, upperRest/q']; its reciprocal reverses the ends.
            (lower, upper) = ((upper.1, upperRest), (lower.1, lowerRest))
        }
        return ContinuedFraction(terms: terms, end: .termLimit)
    }
}
