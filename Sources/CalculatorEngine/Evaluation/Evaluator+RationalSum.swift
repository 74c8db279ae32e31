import BigNumber

/// `sum(f, k, a, inf)` proven when f is a rational function of k with rational coefficients.
///
/// The body is evaluated on exact power series at k = a + t in a `.rationalFunction` context, which
/// allows only + − × ÷ and constant integer powers of the variable and carries a bound D on the
/// degrees (`SeriesValue.degreeBound`); its first 2D + 1 Taylor coefficients then determine it, and
/// the Padé approximant recovers P(t)/Q(t) exactly (`RationalPolynomial.padeApproximant`). The sum
/// over t ≥ 0 is a closed form in Hurwitz ζ and digamma values at the roots of Q
/// (`RationalPolynomial.sumOverNaturals`), computed on Arb balls: the digits are proven. Anything
/// else (a body that is not such a function, a degree bound above `rationalSumDegreeLimit`)
/// leaves the sum to the estimates of `Evaluator+InfiniteSeries.swift`.
extension Evaluator {
    /// The largest degree bound of a body summed in closed form.
    static let rationalSumDegreeLimit = 200

    /// The proven sum of `f` for k = `start`, `start` + 1, …, or nil when f is not recognised as
    /// a rational function of k with rational coefficients.
    /// - Throws: `failure`'s error when the series diverges or its terms do not tend to 0, or a
    ///   term divides by zero; an interruption.
    mutating func rationalFunctionSum(
        _ f: BoundFunction, start: BigInt, failure: (String) -> ExpressionError
    ) throws(ExpressionError) -> BigBall? {
        guard let (p, q, divisors) = try rationalFunction(f, at: start) else { return nil }
        // A divisor that vanishes at a k of the range leaves the term undefined there, even where
        // the quotient cancels (as (k − 3)/(k − 3) at 3).
        var undefined: [BigInt] = []
        for divisor in divisors {
            guard let zeros = Self.nonNegativeIntegerZeros(divisor) else { return nil }
            undefined += zeros
        }
        if let n = (undefined + q.nonNegativeIntegerRoots()).min() {
            throw failure("divides by zero at \(f.variable) = \(start + n)")
        }
        if p.isZero { return BigBall() }
        if q.degree <= p.degree { throw failure("diverges: its terms do not tend to 0") }
        if q.degree == p.degree + 1 {
            throw failure("diverges: its terms fall like 1/k, and 1/k^s sums to infinity for s ≤ 1")
        }
        try checkpoint()
        return RationalPolynomial.sumOverNaturals(p, q, precision: precision + 16)
    }

    /// The body as P(t)/Q(t), t = k − `start`, when it is a rational function of k with rational
    /// coefficients and its Taylor series at k = `start` exists.
    private mutating func rationalFunction(
        _ f: BoundFunction, at start: BigInt
    ) throws(ExpressionError) -> (RationalPolynomial, RationalPolynomial, [SeriesValue])? {
        let point = EvaluatedValue.integer(BigRational(start))
        let divisors = Lock<[SeriesValue]>([])
        func expansion(_ length: Int, _ evaluator: inout Evaluator) throws(ExpressionError) -> SeriesValue? {
            divisors.withLock { $0 = [] }
            let c = SeriesContext(precision: evaluator.precision, angleUnit: evaluator.context.angleUnit, shape: .rationalFunction,
                                  cancellation: evaluator.context.cancellation, divisors: divisors)
            let k = SeriesValue(variableAt: point, length: length, precision: evaluator.precision)
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
        // Two coefficients make the variable a series that is not constant, so that every
        // operation other than arithmetic is refused; the degree bound does not depend on the length.
        guard let shape = try expansion(2, &self), shape.exact != nil else { return nil }
        let d = shape.degreeBound
        guard d <= Self.rationalSumDegreeLimit else { return nil }
        let count = 2 * d + 1
        guard let full = try expansion(Swift.max(count, 2), &self), let coefficients = full.exact, full.length >= count else { return nil }
        guard let (p, q) = Self.rationalFunction(coefficients, degree: d) else { return nil }
        return (p, q, divisors.withLock { $0 })
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
    private static func nonNegativeIntegerZeros(_ divisor: SeriesValue) -> [BigInt]? {
        guard let coefficients = divisor.exact, divisor.length >= 2 * divisor.degreeBound + 1,
              let (numerator, _) = rationalFunction(coefficients, degree: divisor.degreeBound) else { return nil }
        return numerator.nonNegativeIntegerRoots()
    }
}
