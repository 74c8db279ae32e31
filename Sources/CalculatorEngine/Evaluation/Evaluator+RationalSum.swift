@_spi(BigCalcPackage) import BigNumber

/// `sum(f, k, a, inf)` proven when f is a rational function of k with rational coefficients, or
/// (−1)^k times one.
///
/// The body is evaluated on exact power series at k = a + t in a `.rationalFunction` context, which
/// allows only + − × ÷, constant integer powers of the variable and the sign (−1)^(k + c)
/// (`SeriesValue.alternates`), and carries a bound D on the degrees (`SeriesValue.degreeBound`);
/// its first 2D + 1 Taylor coefficients then determine it, and the Padé approximant recovers
/// P(t)/Q(t) exactly (`RationalPolynomial.padeApproximant`). The sum over t ≥ 0 is a closed form in
/// Hurwitz ζ and digamma values at the roots of Q (`RationalPolynomial.sumOverNaturals`,
/// `alternatingSumOverNaturals`), computed on Arb balls: the digits are proven. The same
/// recognition serves products (`Evaluator+RationalProduct.swift`) and integrals over infinite
/// ranges. Anything else (a body that is not such a function, a degree bound above
/// `rationalSumDegreeLimit`) leaves the sum to the estimates of `Evaluator+InfiniteSeries.swift`.
extension Evaluator {
    /// The largest degree bound of a body summed in closed form.
    static let rationalSumDegreeLimit = 200

    /// A body recognised as a rational function of its variable at x = point + t.
    struct RecognisedRationalFunction {
        /// P(t).
        let numerator: RationalPolynomial
        /// Q(t), with Q(0) = 1, coprime to P.
        let denominator: RationalPolynomial
        /// The divisors that are not constant, as series in t (each a rational function of t).
        let divisors: [SeriesValue]
        /// Whether the body is (−1)^t·P(t)/Q(t).
        let alternates: Bool

        /// The t ≥ 0 where a divisor or Q vanishes, in increasing order: the integers of the range
        /// where the term is undefined, even where the quotient cancels (as (k − 3)/(k − 3) at 3);
        /// nil when a divisor cannot be read.
        func undefinedPoints() -> [BigInt]? {
            var undefined = denominator.nonNegativeIntegerRoots()
            for divisor in divisors {
                guard let zeros = Evaluator.nonNegativeIntegerZeros(divisor) else { return nil }
                undefined += zeros
            }
            return undefined.sorted()
        }
    }

    /// The proven sum of `f` for k = `start`, `start` + 1, …, or nil when f is not recognised as
    /// a rational function of k with rational coefficients (or (−1)^k times one).
    /// - Throws: `failure`'s error when the series diverges or its terms do not tend to 0, or a
    ///   term divides by zero; an interruption.
    mutating func rationalFunctionSum(
        _ f: BoundFunction, start: BigInt, failure: (String) -> ExpressionError
    ) throws(ExpressionError) -> BigBall? {
        guard let r = try rationalFunction(f, at: BigRational(start)), let undefined = r.undefinedPoints() else { return nil }
        if let n = undefined.first { throw failure("divides by zero at \(f.variable) = \(start + n)") }
        let (p, q) = (r.numerator, r.denominator)
        if p.isZero { return BigBall() }
        if q.degree <= p.degree { throw failure("diverges: its terms do not tend to 0") }
        try checkpoint()
        if r.alternates { return RationalPolynomial.alternatingSumOverNaturals(p, q, precision: precision + 16) }
        if q.degree == p.degree + 1 {
            throw failure("diverges: its terms fall like 1/k, and 1/k^s sums to infinity for s ≤ 1")
        }
        return RationalPolynomial.sumOverNaturals(p, q, precision: precision + 16)
    }

    /// The body as P(t)/Q(t), t = x − `point`, when it is a rational function of its variable with
    /// rational coefficients (or (−1)^t times one) and its Taylor series at `point` exists.
    mutating func rationalFunction(_ f: BoundFunction, at point: BigRational) throws(ExpressionError) -> RecognisedRationalFunction? {
        let x = EvaluatedValue(exact: point)
        let divisors = Lock<[SeriesValue]>([])
        func expansion(_ length: Int, _ evaluator: inout Evaluator) throws(ExpressionError) -> SeriesValue? {
            divisors.withLock { $0 = [] }
            let c = SeriesContext(precision: evaluator.precision, angleUnit: evaluator.context.angleUnit, shape: .rationalFunction,
                                  cancellation: evaluator.context.cancellation, divisors: divisors)
            let k = SeriesValue(variableAt: x, length: length, precision: evaluator.precision)
            do {
                return try evaluator.inside([:]) { (inner: inout Evaluator) throws(ExpressionError) in
                    try inner.series(of: f.body, [f.variable: k], c, length: length)
                }
            } catch where error.isInterruption {
                throw error
            } catch {
                return nil
            }
        }
        // Three coefficients make the variable a series that is not constant, so that every
        // operation other than arithmetic is refused, and determine an exponent of degree 1 in a
        // sign (−1)^k; the degree bound does not depend on the length.
        guard let shape = try expansion(3, &self), shape.exact != nil else { return nil }
        let d = shape.degreeBound
        guard d <= Self.rationalSumDegreeLimit else { return nil }
        let count = 2 * d + 1
        guard let full = try expansion(Swift.max(count, 3), &self), let coefficients = full.exact, full.length >= count,
              full.alternates == shape.alternates else { return nil }
        guard let (p, q) = Self.rationalFunction(coefficients, degree: d) else { return nil }
        return RecognisedRationalFunction(numerator: p, denominator: q, divisors: divisors.withLock { $0 }, alternates: full.alternates)
    }

    /// The rational function of degrees at most `degree` whose series begins with `coefficients`
    /// (zeros beyond those given).
    private static func rationalFunction(_ coefficients: [BigRational], degree: Int) -> (RationalPolynomial, RationalPolynomial)? {
        let count = 2 * degree + 1
        let padded = Array(coefficients.prefix(count)) + Array(repeating: BigRational(0), count: Swift.max(0, count - coefficients.count))
        return RationalPolynomial.padeApproximant(padded, degree: degree)
    }

    /// The t ≥ 0 where the exact series `divisor` (a rational function of t) is 0, or nil when it
    /// is not exact or too short to determine.
    fileprivate static func nonNegativeIntegerZeros(_ divisor: SeriesValue) -> [BigInt]? {
        guard let coefficients = divisor.exact, divisor.length >= 2 * divisor.degreeBound + 1,
              let (numerator, _) = rationalFunction(coefficients, degree: divisor.degreeBound) else { return nil }
        return numerator.nonNegativeIntegerRoots()
    }
}
