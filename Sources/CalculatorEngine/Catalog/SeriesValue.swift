import BigNumber

/// A truncated power series in `t`, the Taylor expansion of a body at a point (`x = x₀ + t`): the
/// value kind that `diff`, `taylor` and `roots` evaluate their body on. Exact rational coefficients
/// while every operation keeps them rational (polynomials and rational functions at a rational
/// point, `exp` at 0, `log` at 1), so that `diff(x^3, x, 2)` is exactly 12; otherwise complex
/// balls (Arb's `acb_poly`, `ComplexBallSeries`) that enclose every coefficient.
///
/// `length` is how many coefficients are known: a quotient by a series with leading zeros
/// (`sin(x)/x` at 0) knows fewer than its operands.
struct SeriesValue: Sendable {
    /// The coefficients.
    enum Coefficients: Sendable {
        /// Exact rationals, constant term first; those not stored (up to `length`) are 0.
        case exact([BigRational])
        /// Complex balls.
        case ball(ComplexBallSeries)
    }

    /// The coefficients.
    let coefficients: Coefficients
    /// How many coefficients are known (at least 1).
    let length: Int
    /// A bound on the degrees of numerator and denominator when the value is a rational function
    /// of the variable (variable 1, constants 0; see `bounding`): how many coefficients determine
    /// it (`Evaluator+RationalSum.swift`). Meaningful only in a `.rationalFunction` context.
    private(set) var degreeBound = 0

    /// Whether the value is (−1)^t times these coefficients: a sign that alternates with the
    /// variable, as (−1)^k does at k = a + t. Only a `.rationalFunction` context makes one
    /// (`SeriesEvaluation.power`), for `sum` of alternating terms; arithmetic carries it, and a
    /// value that alternates is never constant, so no other operation accepts it.
    private(set) var alternates = false

    /// This value with the alternating sign `flag` (see `alternates`).
    func alternating(_ flag: Bool) -> SeriesValue {
        var copy = self
        copy.alternates = flag
        return copy
    }

    /// The largest degree bound kept (larger ones saturate).
    static let maximumDegreeBound = 1 << 40

    /// This value, a function of `operands`, marked as varying with the variable when one of them
    /// does: an analytic function of x³ at 0 is no constant, whatever its first coefficients.
    func varying(with operands: SeriesValue...) -> SeriesValue {
        degreeBound > 0 || operands.allSatisfy(\.isConstant) ? self : bounding(Self.maximumDegreeBound)
    }

    /// This value with the degree bound `bound` (saturated).
    func bounding(_ bound: Int) -> SeriesValue {
        var copy = self
        copy.degreeBound = Swift.min(bound, Self.maximumDegreeBound)
        return copy
    }

    /// The series of exact coefficients (trailing zeros dropped), `length` of them known.
    init(exact coefficients: [BigRational], length: Int) {
        var trimmed = Array(coefficients.prefix(length))
        while let last = trimmed.last, last.isZero { trimmed.removeLast() }
        self.coefficients = .exact(trimmed)
        self.length = Swift.max(1, length)
    }

    /// The series of ball coefficients.
    init(_ series: ComplexBallSeries) {
        coefficients = .ball(series)
        length = series.length
    }

    /// The constant `value`.
    init(constant value: EvaluatedValue, length: Int, precision: Int) {
        if let r = value.rational {
            self.init(exact: [r], length: length)
        } else {
            self.init(ComplexBallSeries(constant: value.complexBall(precision: precision), length: length))
        }
    }

    /// The variable at `point`: `point + t`.
    init(variableAt point: EvaluatedValue, length: Int, precision: Int) {
        if let r = point.rational {
            self.init(exact: [r, BigRational(1)], length: length)
        } else {
            self.init(ComplexBallSeries.variable(at: point.complexBall(precision: precision), length: length))
        }
        degreeBound = 1
    }

    /// The exact coefficients, when they are exact.
    var exact: [BigRational]? {
        if case let .exact(c) = coefficients { return c }
        return nil
    }

    /// The exact coefficient of `tᵏ` (0 beyond those stored), when the series is exact.
    func exactCoefficient(_ k: Int) -> BigRational? {
        guard let c = exact else { return nil }
        return k < c.count ? c[k] : BigRational(0)
    }

    /// The constant term as a value.
    func constantTerm(precision: Int) -> EvaluatedValue { coefficient(0, precision: precision) }

    /// The coefficient of `tᵏ` as a value: exact, or the ball (real when its imaginary part is 0).
    func coefficient(_ k: Int, precision: Int) -> EvaluatedValue {
        switch coefficients {
        case let .exact(c): EvaluatedValue(exact: k < c.count ? c[k] : BigRational(0))
        case let .ball(s): EvaluatedValue(s.coefficient(k))
        }
    }

    /// Whether the series is the constant term alone (every later coefficient exactly 0) and no
    /// function of the variable (x³ at 0 has the coefficients of a constant to length 3).
    var isConstant: Bool {
        if alternates || degreeBound > 0 { return false }
        switch coefficients {
        case let .exact(c): return c.count <= 1
        case let .ball(s): return (1..<Swift.max(s.length, 1)).allSatisfy { s.coefficient($0).isExactlyZero }
        }
    }

    /// The series on balls at `precision` bits.
    func ball(precision: Int) -> ComplexBallSeries {
        switch coefficients {
        case let .exact(c):
            ComplexBallSeries(coefficients: c.map { BigComplexBall(real: BigBall($0, precision: precision)) }, length: length)
        case let .ball(s): s
        }
    }

    /// The index of the first coefficient that is not exactly 0 (`length` for none).
    var leadingZeros: Int {
        switch coefficients {
        case let .exact(c): c.firstIndex { !$0.isZero } ?? length
        case let .ball(s): s.leadingZeros
        }
    }
}

extension BigComplexBall {
    /// Whether the ball is exactly 0.
    var isExactlyZero: Bool { real.isZero && imaginary.isZero }
}
