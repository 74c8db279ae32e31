import BigNumber

/// The series computations of the arithmetic rows.
extension SeriesEvaluation {
    /// a + b.
    static let sum = SeriesEvaluation.binary(.whereFinite) { a, b, c throws(CalculationError) in
        guard SeriesValue.signsAgree(a, b) else { throw .series(SeriesError(.add, .notPolynomial)) }
        return SeriesValue.sum(a, b, c)
    }
    /// a − b.
    static let difference = SeriesEvaluation.binary(.whereFinite) { a, b, c throws(CalculationError) in
        guard SeriesValue.signsAgree(a, b) else { throw .series(SeriesError(.subtract, .notPolynomial)) }
        return SeriesValue.difference(a, b, c)
    }
    /// a · b.
    static let product = SeriesEvaluation.binary(.whereFinite) { a, b, c throws(CalculationError) in try SeriesValue.product(a, b, c) }
    /// a / b.
    static let quotient = SeriesEvaluation.binary(.whereFinite) { a, b, c throws(CalculationError) in try SeriesValue.quotient(a, b, c) }
    /// −a.
    static let negation = SeriesEvaluation.unary(.whereFinite) { a, _ in -a }
    /// 1/a.
    static let reciprocal = SeriesEvaluation.unary(.whereFinite) { a, c throws(CalculationError) in
        try SeriesValue.quotient(SeriesValue(exact: [BigRational(1)], length: a.length), a, c)
    }
    /// aⁿ for a fixed integer n (`sq`, `cube`).
    static func integerPower(_ n: Int) -> SeriesEvaluation {
        .unary(.whereFinite) { a, c throws(CalculationError) in try SeriesValue.power(a, n, c) }
    }

    /// aᵇ: an integer power when b is a constant integer, a rational power exactly where it is
    /// rational, else on balls (exp(b·log a) when b varies). In a polynomial only constant
    /// non-negative integer exponents.
    static let power = SeriesEvaluation.binary(.offNegativeRealsOrIntegerExponent) { a, b, c throws(CalculationError) in
        if c.shape == .rationalFunction, let sign = alternatingSign(a, b) { return sign }
        if b.isConstant, let e = b.exactCoefficient(0) {
            if e.isInteger, let n = Int(exactly: e.numerator), n.magnitude <= 1 << 20 {
                if c.shape == .polynomial, n < 0, !a.isConstant { throw .series(SeriesError(.power, .notPolynomial)) }
                return try SeriesValue.power(a, n, c)
            }
            if c.polynomialOnly, !a.isConstant { throw .series(SeriesError(.power, .notPolynomial)) }
            if let exact = try ExactSeries.power(a, e, c) { return exact.varying(with: a, b) }
        }
        if c.polynomialOnly, !a.isConstant || !b.isConstant { throw .series(SeriesError(.power, .notPolynomial)) }
        let base = a.ball(precision: c.precision)
        let result = b.isConstant
            ? ComplexBallSeries.pow(base, b.ball(precision: c.precision).coefficient(0), precision: c.precision)
            : ComplexBallSeries.pow(base, b.ball(precision: c.precision), precision: c.precision)
        guard result.firstNonFiniteOrder != nil else { return SeriesValue(result).varying(with: a, b) }
        if a.exact != nil || base.coefficient(0).isExact { throw .series(SeriesError(.power, .notAnalytic)) }
        throw .undecided(UndecidedQuestion(.power, .domain))
    }

    /// (−1)^b for an exponent b = e₀ + e₁·t with integer e₀, e₁ (as k + 1 at k = a + t): the
    /// constant (−1)^e₀, alternating when e₁ is odd; nil for any other base or exponent. The
    /// exponent must be known to 2D + 1 coefficients (D its degree bound), which determine a
    /// rational function of that degree (1/k at k = 1 begins 1 − t too); the result keeps D so
    /// that the body's expansion is as long.
    private static func alternatingSign(_ a: SeriesValue, _ b: SeriesValue) -> SeriesValue? {
        guard a.isConstant, a.exactCoefficient(0) == BigRational(-1), !b.alternates, let e = b.exact, e.count <= 2,
              b.length >= 2 * b.degreeBound + 1, e.allSatisfy(\.isInteger) else { return nil }
        let (e0, e1) = (e.first ?? BigRational(0), e.count > 1 ? e[1] : BigRational(0))
        let odd = { (x: BigRational) in !(x.numerator % BigInt(2)).isZero }
        return SeriesValue(exact: [BigRational(odd(e0) ? -1 : 1)], length: Swift.min(a.length, b.length)).bounding(b.degreeBound).alternating(odd(e1))
    }

    /// |a| on the reals: ±a away from 0, not analytic at 0, no expansion off the real line.
    static let absoluteValue = SeriesEvaluation.unary(.notProven) { a, c throws(CalculationError) in
        if a.isConstant, let x = a.exactCoefficient(0) { return SeriesValue(exact: [x.magnitude], length: a.length) }
        if c.polynomialOnly { throw .series(SeriesError(.absoluteValue, .notPolynomial)) }
        if let x = a.exact {
            if x.first.map({ $0.isZero }) ?? true { throw .series(SeriesError(.absoluteValue, .notAnalytic)) }
            return (x.first?.signum ?? 0) < 0 ? -a : a
        }
        let s = a.ball(precision: c.precision)
        guard s.coefficients.allSatisfy({ $0.imaginary.isZero }) else { throw .series(SeriesError(.absoluteValue, .noExpansion)) }
        let x0 = s.coefficient(0).real
        if x0.isZero { throw .series(SeriesError(.absoluteValue, .notAnalytic)) }
        if x0.containsZero { throw .undecided(UndecidedQuestion(.absoluteValue, .sign)) }
        return x0.isNegative ? -a : a
    }
}
