import BigNumber

/// The body of a long `sum` or `product` prepared once for evaluation on balls: the bound
/// variable, constants (everything that does not depend on the variable, evaluated once) and the
/// real functions of catalog rows. Evaluating it for one integer skips what the general evaluator
/// does for every node (exact arithmetic first, bound-name lookup, reduced trees), which is most
/// of the time of a sum of many terms.
///
/// Only bodies made of rows with a real function of one or two operands compile; anything else
/// (forms, random values, user-function calls, complex values) leaves the series to the general
/// evaluator, and so does any error while a term is computed: the general evaluator then gives
/// the value or the error it always gives.
indirect enum SeriesTerm: Sendable {
    /// The variable of the series.
    case variable
    /// A value that does not depend on the variable.
    case constant(BallOperand)
    /// A real function of one operand.
    case unary(@Sendable (BallOperand, EvaluationContext) throws(CalculationError) -> BigBall, SeriesTerm)
    /// A real function of two operands.
    case binary(@Sendable (BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall,
                SeriesTerm, SeriesTerm)

    /// Compiles `node` with `variable` free, evaluating the parts that do not contain it with
    /// `evaluator`; nil when the body needs the general evaluator.
    /// - Parameters:
    ///   - node: The body of the series.
    ///   - variable: The name of the bound variable.
    ///   - evaluator: The evaluator of the series (its bound names, session and precision).
    init?(_ node: ExpressionNode, variable: String, evaluator: inout Evaluator) {
        if !node.mentions(variable) {
            guard let value = try? evaluator.evaluate(node).0, value.isReal else { return nil }
            self = .constant(BallOperand(value.ball(precision: evaluator.precision), exact: value.rational))
            return
        }
        switch node {
        case let .name(name, _) where name == variable:
            self = .variable
        case let .labeled(inner, _):
            self.init(inner, variable: variable, evaluator: &evaluator)
        case let .operation(operation, operands, _):
            let row = operation.row
            guard !row.traits.contains(.drawsRandomValue) else { return nil }
            if row.traits.contains(.cancelsEqualOperands), operands.count == 2, operands[0].isSameComputation(as: operands[1]) {
                return nil
            }
            switch (row.real, operands.count) {
            case let (.unary(f), 1):
                guard let operand = SeriesTerm(operands[0], variable: variable, evaluator: &evaluator) else { return nil }
                self = .unary(f, operand)
            case let (.binary(f), 2):
                guard let left = SeriesTerm(operands[0], variable: variable, evaluator: &evaluator),
                      let right = SeriesTerm(operands[1], variable: variable, evaluator: &evaluator) else { return nil }
                self = .binary(f, left, right)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The term at one value of the variable.
    /// - Parameters:
    ///   - k: The variable's value.
    ///   - context: The evaluation context (precision, angle unit).
    /// - Returns: The term's operand: its ball, whose exact value a row gets when it asks and the
    ///   ball is exact (the exponent of a power), as in the general evaluator.
    /// - Throws: `CalculationError` from a row's function (a domain error, an undecided question).
    func value(at k: Int, _ context: EvaluationContext) throws(CalculationError) -> BallOperand {
        switch self {
        case .variable: BallOperand(derivingExactFrom: BigBall(k))
        case let .constant(operand): operand
        case let .unary(f, operand): BallOperand(derivingExactFrom: try f(operand.value(at: k, context), context))
        case let .binary(f, left, right):
            BallOperand(derivingExactFrom: try f(left.value(at: k, context), right.value(at: k, context), context))
        }
    }
}
