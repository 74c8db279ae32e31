@_spi(BigCalcPackage) import BigNumber

/// What a series computation needs besides its operands: the working precision, the angle unit,
/// which bodies are allowed (any, polynomials for `roots`, rational functions for infinite sums),
/// and the cancellation to check.
struct SeriesContext: Sendable {
    /// The bodies a series evaluation accepts.
    enum Shape: Sendable, Equatable {
        /// Any body with an expansion.
        case any
        /// Polynomials in the variable: + − × and constant non-negative integer powers.
        case polynomial
        /// Rational functions of the variable: + − × ÷ and constant integer powers.
        case rationalFunction
    }

    /// The working precision in bits of the ball coefficients.
    let precision: Int
    /// The unit trigonometric functions take their argument in.
    let angleUnit: AngleUnit
    /// The bodies accepted.
    let shape: Shape
    /// The evaluation's cancellation.
    let cancellation: Cancellation
    /// Where the divisors that are not constant are recorded, when a caller asks (a rational
    /// function's sum checks that none vanishes in its range, even where the quotient cancels).
    let divisors: Lock<[SeriesValue]>?

    /// Whether only arithmetic is allowed (a polynomial or rational function): any other
    /// operation on a series that is not constant is refused.
    var polynomialOnly: Bool { shape != .any }

    /// The context of `shape`, recording divisors in `divisors` when given.
    init(precision: Int, angleUnit: AngleUnit, shape: Shape, cancellation: Cancellation, divisors: Lock<[SeriesValue]>? = nil) {
        self.precision = precision
        self.angleUnit = angleUnit
        self.shape = shape
        self.cancellation = cancellation
        self.divisors = divisors
    }

    /// The context for any body, or polynomials only when `polynomialOnly`.
    init(precision: Int, angleUnit: AngleUnit, polynomialOnly: Bool, cancellation: Cancellation) {
        self.init(precision: precision, angleUnit: angleUnit, shape: polynomialOnly ? .polynomial : .any, cancellation: cancellation)
    }

    /// Throws when the evaluation was cancelled or ran out of time.
    func checkpoint() throws(CalculationError) {
        do { try cancellation.check() } catch { throw .interrupted(error) }
    }
}

/// Where a row's function is holomorphic on complex balls, the fact a rigorous integral relies on
/// (Arb bounds its error by the integrand's values on complex balls; see `Evaluator+Holomorphy.swift`).
/// It is declared with the row's series, the same fact seen from the Taylor expansion: a row is
/// holomorphic on a ball only where it is analytic, so a row without a series never is.
enum Holomorphy: Sendable, Equatable {
    /// Holomorphic on every ball where its complex-ball value is finite (entire, or meromorphic
    /// with a value that is not finite on a ball holding a pole).
    case whereFinite
    /// Holomorphic where its first operand avoids the branch cut (−∞, 0] (√, ln).
    case offNegativeReals
    /// Holomorphic where its first operand avoids (−∞, 0] or its second is an exact integer (xʸ).
    case offNegativeRealsOrIntegerExponent
    /// Not proven holomorphic on complex balls: analytic on (parts of) the real line only (abs,
    /// floor), or with a branch cut the evaluator does not check (asin, log1p).
    case notProven
}

/// A row's computation on series (see `SeriesValue`): the Taylor expansion of the operation
/// applied to the expansions of its operands, and where the function is holomorphic.
struct SeriesEvaluation: Sendable {
    /// The computation.
    enum Body: Sendable {
        /// A function of one operand.
        case unary(@Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue)
        /// A function of two operands.
        case binary(@Sendable (SeriesValue, SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue)
    }

    /// The computation.
    let body: Body
    /// Where the function is holomorphic on complex balls.
    let holomorphy: Holomorphy

    /// A function of one operand, holomorphic as `holomorphy` says.
    static func unary(
        _ holomorphy: Holomorphy, _ f: @escaping @Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue
    ) -> SeriesEvaluation {
        SeriesEvaluation(body: .unary(f), holomorphy: holomorphy)
    }

    /// A function of two operands, holomorphic as `holomorphy` says.
    static func binary(
        _ holomorphy: Holomorphy,
        _ f: @escaping @Sendable (SeriesValue, SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue
    ) -> SeriesEvaluation {
        SeriesEvaluation(body: .binary(f), holomorphy: holomorphy)
    }

    /// The number of operands.
    var arity: Int {
        switch body {
        case .unary: 1
        case .binary: 2
        }
    }

    /// An analytic function of one operand: its exact series when `exact` gives one, else its ball
    /// series `ball`. Refused in polynomials; a coefficient that is not finite at an exact point
    /// is where the function is not analytic (a higher precision is tried at a ball point).
    /// - Parameters:
    ///   - operation: the row's operation, which errors name.
    ///   - exact: the exact series, or nil when it is not rational.
    ///   - ball: the series on balls at a precision.
    static func analytic(
        _ operation: CatalogOperation, _ holomorphy: Holomorphy, exact: (@Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue?)? = nil,
        _ ball: @escaping @Sendable (ComplexBallSeries, Int) -> ComplexBallSeries
    ) -> SeriesEvaluation {
        .unary(holomorphy) { s, c throws(CalculationError) in
            if c.polynomialOnly, !s.isConstant { throw .series(SeriesError(operation, .notPolynomial)) }
            if s.exact != nil, let exact, let result = try exact(s, c) { return result.varying(with: s) }
            return try checked(ball(s.ball(precision: c.precision), c.precision), operation, at: s).varying(with: s)
        }
    }

    /// A trigonometric function (meromorphic): its argument in the context's angle unit.
    static func trigonometric(
        _ operation: CatalogOperation, exact: (@Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue?)? = nil,
        _ ball: @escaping @Sendable (ComplexBallSeries, Int) -> ComplexBallSeries
    ) -> SeriesEvaluation {
        .unary(.whereFinite) { s, c throws(CalculationError) in
            if c.polynomialOnly, !s.isConstant { throw .series(SeriesError(operation, .notPolynomial)) }
            if c.angleUnit == .radians, s.exact != nil, let exact, let result = try exact(s, c) { return result.varying(with: s) }
            var argument = s.ball(precision: c.precision)
            if c.angleUnit == .degrees {
                let p = c.precision + 16
                let radiansPerDegree = BigBall.divide(BigBall.pi(precision: p), by: 180, precision: p)
                argument = ComplexBallSeries.scale(argument, by: BigComplexBall(real: radiansPerDegree), precision: c.precision)
            }
            return try checked(ball(argument, c.precision), operation, at: s).varying(with: s)
        }
    }

    /// An inverse trigonometric function: its value in the context's angle unit (its branch cuts
    /// are not checked on complex balls, so not proven holomorphic).
    static func inverseTrigonometric(
        _ operation: CatalogOperation, exact: (@Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue?)? = nil,
        _ ball: @escaping @Sendable (ComplexBallSeries, Int) -> ComplexBallSeries
    ) -> SeriesEvaluation {
        .unary(.notProven) { s, c throws(CalculationError) in
            if c.polynomialOnly, !s.isConstant { throw .series(SeriesError(operation, .notPolynomial)) }
            if c.angleUnit == .radians, s.exact != nil, let exact, let result = try exact(s, c) { return result.varying(with: s) }
            let value = try checked(ball(s.ball(precision: c.precision), c.precision), operation, at: s)
            guard c.angleUnit == .degrees else { return value.varying(with: s) }
            let p = c.precision + 16
            let degreesPerRadian = BigBall.divide(BigBall(180), BigBall.pi(precision: p), precision: p)
            return SeriesValue(ComplexBallSeries.scale(value.ball(precision: p), by: BigComplexBall(real: degreesPerRadian), precision: c.precision))
                .varying(with: s)
        }
    }

    /// `result` when its coefficients are finite; otherwise not analytic at an exact point, and
    /// undecided (a higher precision may help) at a ball.
    private static func checked(_ result: ComplexBallSeries, _ operation: CatalogOperation, at s: SeriesValue) throws(CalculationError) -> SeriesValue {
        guard result.firstNonFiniteOrder != nil else { return SeriesValue(result) }
        if s.exact != nil || s.ball(precision: 2).coefficient(0).isExact {
            throw .series(SeriesError(operation, .notAnalytic))
        }
        throw .undecided(UndecidedQuestion(operation, .domain))
    }

    /// A function that is constant between breaks (`floor`): the constant `value` of the constant
    /// term away from a break, not analytic at one.
    /// - Parameters:
    ///   - operation: the row's operation.
    ///   - value: the exact function.
    ///   - isBreak: whether an exact point is a break.
    static func step(
        _ operation: CatalogOperation, _ value: @escaping @Sendable (BigRational) -> BigRational
    ) -> SeriesEvaluation {
        .unary(.notProven) { s, c throws(CalculationError) in
            if s.isConstant, let x = s.exactCoefficient(0) { return SeriesValue(exact: [value(x)], length: s.length) }
            if c.polynomialOnly { throw .series(SeriesError(operation, .notPolynomial)) }
            guard let x = s.exactCoefficient(0) else { throw .series(SeriesError(operation, .noExpansion)) }
            if x.isInteger { throw .series(SeriesError(operation, .notAnalytic)) }
            return SeriesValue(exact: [value(x)], length: s.length)
        }
    }
}

extension BigComplexBall {
    /// Whether both parts are exact balls.
    var isExact: Bool { real.isExact && imaginary.isExact }
}
