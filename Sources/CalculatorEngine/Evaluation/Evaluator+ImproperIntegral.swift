import BigNumber

/// `integrate` over an infinite range (`inf`, `-inf`, `∞` as a bound): tanh-sinh quadrature on
/// [0, 1] after the substitution x = a ± t/(1 − t), dx = dt/(1 − t)² (both halves of the line at
/// once for (−∞, ∞)). The digits are estimates, marked unproven. Two integrands are proven first: a
/// rational one in closed form (`Evaluator+RationalIntegral.swift`), and one that falls like the
/// exponential of a polynomial, by a bound of its tails (`Evaluator+ExponentialTail.swift`).
extension Evaluator {
    /// The integral when a bound of `integrate` is infinite, else nil.
    mutating func improperIntegral(_ f: BoundFunction, _ operands: Operands) throws(ExpressionError) -> EvaluatedValue? {
        let (low, high) = (operands[2].infinitySign, operands[3].infinitySign)
        guard low != nil || high != nil else { return nil }
        if let proven = try rationalFunctionIntegral(f, operands, low: low, high: high) { return .real(proven) }
        if let proven = try exponentialTailIntegral(f, operands, low: low, high: high) { return .real(proven) }
        let (zero, one) = (BigFloat(0, precision: 64), BigFloat(1, precision: 64))
        /// The finite bound, as an exact binary number at the working precision.
        func finite(_ operand: ExpressionNode, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigFloat {
            let value = try evaluator.evaluate(operand).0
            guard value.isReal, let point = try? value.ball(precision: evaluator.precision + 32).midpoint() else {
                throw f.error("the limits of integrate must be real numbers")
            }
            return point
        }
        let value: EvaluatedValue
        let negated: Bool
        switch (low, high) {
        case (-1, 1), (1, -1):
            value = try tanhSinh(f, from: zero, to: one, substitution: .wholeLine)
            negated = low == 1
        case let (nil, sign?):
            value = try tanhSinh(f, from: zero, to: one, substitution: .halfLine(start: try finite(operands[2], &self), direction: sign))
            negated = sign < 0
        case let (sign?, nil):
            value = try tanhSinh(f, from: zero, to: one, substitution: .halfLine(start: try finite(operands[3], &self), direction: sign))
            negated = sign > 0
        default:
            // From ∞ to ∞: nothing to integrate.
            return .integer(BigRational(0))
        }
        guard negated, case let .real(ball) = value else { return value }
        return .real(-ball)
    }
}

/// How tanh-sinh quadrature maps its points t ∈ [0, 1) onto an infinite range.
enum QuadratureSubstitution: Equatable {
    /// No mapping: the points are the integrand's.
    case none
    /// x = start + direction·t/(1 − t): [start, ∞) for direction 1, (−∞, start] for −1.
    case halfLine(start: BigFloat, direction: Int)
    /// x = ±t/(1 − t): the whole line, the two halves added at each point.
    case wholeLine

    /// The transformed integrand at `t`: f(x(t))·x′(t), or f's value when it is not real (the
    /// caller refuses it).
    func value(of f: BoundFunction, at t: BigFloat, _ precision: Int, _ evaluator: inout Evaluator) throws(ExpressionError) -> EvaluatedValue {
        guard self != .none else { return try evaluator.evaluate(f, at: .real(BigBall(t))) }
        let rest = BigFloat.addExactly(BigFloat(1, precision: 64), -t)
        let u = BigBall.divide(BigBall(t), BigBall(rest), precision: precision)
        let weight = BigBall.divide(BigBall(1), BigBall.multiply(BigBall(rest), BigBall(rest), precision: precision), precision: precision)
        var points: [BigBall] = []
        switch self {
        case let .halfLine(start, direction): points = [BigBall.add(BigBall(start), direction < 0 ? -u : u, precision: precision)]
        case .wholeLine: points = [u, -u]
        case .none: break
        }
        var total = BigBall()
        for x in points {
            let value = try evaluator.evaluate(f, at: .real(x))
            guard value.isReal else { return value }
            total = BigBall.add(total, value.ball(precision: precision), precision: precision)
        }
        return .real(BigBall.multiply(total, weight, precision: precision))
    }
}

extension ExpressionNode {
    /// The sign of the infinity this node spells as a bound of `integrate`, `sum` or `product`
    /// (`inf`, `∞`: 1; `-inf`: −1), or nil for any other node (which is evaluated as usual, and
    /// is an error if it holds `inf` elsewhere).
    var infinitySign: Int? {
        switch self {
        case .operation(.infinity, _, _): 1
        case let .operation(.negate, operands, _) where operands.count == 1: operands[0].infinitySign.map { -$0 }
        case let .labeled(inner, _): inner.infinitySign
        default: nil
        }
    }
}
