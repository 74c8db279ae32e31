import BigNumber

/// `roots`: the body evaluated as a polynomial in the variable (series with `polynomialOnly`,
/// long enough to hold the highest degree allowed), then every root isolated and proven: exact
/// coefficients through FLINT's square-free factorisation and Arb's isolation (exact
/// multiplicities, rational roots exact), inexact ones through Arb's root finder with validation,
/// where a cluster that the working precision cannot separate asks the ladder for more.
extension Evaluator {
    /// `roots(p, x)`: the list of every complex root of p, each as often as its multiplicity.
    mutating func polynomialRoots(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let variable = try boundVariable(operation, operands, column)
        let limit = RationalPolynomial.maximumDegree
        let c = SeriesContext(precision: precision, angleUnit: context.angleUnit, polynomialOnly: true, cancellation: context.cancellation)
        let length = limit + 2
        let x = SeriesValue(variableAt: .integer(BigRational(0)), length: length, precision: precision)
        let p = try inside([:]) { (evaluator: inout Evaluator) throws(ExpressionError) in
            try evaluator.series(of: operands[0], [variable: x], c, length: length)
        }
        let roots: [EvaluatedValue]
        do {
            if let coefficients = p.exact {
                roots = try exactRoots(coefficients, operation)
            } else {
                roots = try ballRoots(p.ball(precision: precision).coefficients, operation)
            }
        } catch {
            throw ExpressionError(error, column: column)
        }
        var values: [EvaluatedValue] = []
        for root in roots { values.append(try realUnlessAllowed(root, operation, column)) }
        do {
            return .list(try ListValue.making(values, operation, limit: context.maximumListEntries))
        } catch {
            throw ExpressionError(error, column: column)
        }
    }

    /// The roots of the polynomial of exact `coefficients`: rational ones exact.
    private func exactRoots(_ coefficients: [BigRational], _ operation: CatalogOperation) throws(CalculationError) -> [EvaluatedValue] {
        try requireDegree(coefficients.count - 1, zero: coefficients.isEmpty, operation)
        let polynomial: RationalPolynomial
        do {
            polynomial = try RationalPolynomial(coefficients)
        } catch {
            throw .series(SeriesError(operation, .degreeTooLarge(degree: coefficients.count - 1, limit: RationalPolynomial.maximumDegree)))
        }
        let balls: [BigComplexBall]
        do {
            balls = try polynomial.complexRoots(precision: precision + 8)
        } catch {
            throw .series(SeriesError(operation, .constant(zero: true)))
        }
        let scale = Self.leadingDenominatorScale(coefficients)
        return balls.map { z in
            if z.isReal, let r = Self.rationalRoot(near: z.real, scale: scale, of: coefficients, precision: precision + 64) { return EvaluatedValue(exact: r) }
            return EvaluatedValue(z)
        }
    }

    /// The roots of the polynomial of ball `coefficients`; a cluster is undecided until the
    /// precision limit, where it is reported.
    private func ballRoots(_ coefficients: [BigComplexBall], _ operation: CatalogOperation) throws(CalculationError) -> [EvaluatedValue] {
        let last = coefficients.lastIndex { !$0.isExactlyZero }
        try requireDegree(last ?? 0, zero: last == nil, operation)
        let roots: [PolynomialRoot]
        do {
            roots = try ComplexBallPolynomial(Array(coefficients.prefix((last ?? 0) + 1))).roots(precision: precision + 8)
        } catch .degreeTooLarge(let degree, let limit) {
            throw .series(SeriesError(operation, .degreeTooLarge(degree: degree, limit: limit)))
        } catch {
            throw .undecided(UndecidedQuestion(operation, .value))
        }
        var values: [EvaluatedValue] = []
        for root in roots {
            switch root {
            case let .isolated(z):
                values.append(EvaluatedValue(z))
            case let .cluster(z, count):
                guard precision * 2 <= context.maximumPrecision else {
                    let near = (try? z.real.midpoint()).map { String(describing: $0.rounded(toPrecision: 40)) } ?? "?"
                    throw .series(SeriesError(operation, .cluster(count: count, near: near)))
                }
                throw .undecided(UndecidedQuestion(operation, .value))
            }
        }
        return values
    }

    /// Refuses a constant polynomial and a degree above the limit.
    private func requireDegree(_ degree: Int, zero: Bool, _ operation: CatalogOperation) throws(CalculationError) {
        if degree < 1 { throw .series(SeriesError(operation, .constant(zero: zero))) }
        if degree > RationalPolynomial.maximumDegree {
            throw .series(SeriesError(operation, .degreeTooLarge(degree: degree, limit: RationalPolynomial.maximumDegree)))
        }
    }

    /// The leading coefficient of the polynomial times the common denominator of its
    /// coefficients: the denominator of every rational root divides it.
    private static func leadingDenominatorScale(_ coefficients: [BigRational]) -> BigRational {
        var denominator = BigInt(1)
        for c in coefficients where !c.isInteger { denominator = BigInt.lcm(denominator, c.denominator) }
        return ((coefficients.last ?? BigRational(1)) * BigRational(denominator)).magnitude
    }

    /// The rational root in the real ball `x`, if the polynomial has one there: the only
    /// candidate is the nearest fraction with denominator `scale`, checked exactly.
    private static func rationalRoot(near x: BigBall, scale: BigRational, of coefficients: [BigRational], precision: Int) -> BigRational? {
        guard let m = try? x.midpoint(), let mid = BigRational(exactly: m) else { return nil }
        let half = BigRational(numerator: BigInt(1), denominator: BigInt(2)) ?? BigRational(0)
        let candidate = ExactArithmetic.floor(mid * scale + half) / scale
        guard BigBall.subtract(x, BigBall(candidate, precision: precision), precision: precision).containsZero else { return nil }
        var value = BigRational(0)
        for c in coefficients.reversed() { value = value * candidate + c }
        return value.isZero ? candidate : nil
    }
}
