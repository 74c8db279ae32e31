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
///
/// A body whose rows all have an exact function also gives its terms as rationals
/// (`exactFraction(_:at:)`), which `RationalSeriesAccumulator` sums a block at a time.
indirect enum SeriesTerm: Sendable {
    /// The real function of a row of one operand, and its exact function if it has one.
    typealias Unary = (real: @Sendable (BallOperand, EvaluationContext) throws(CalculationError) -> BigBall,
                       exact: (@Sendable (BigRational) throws(CalculationError) -> BigRational?)?)
    /// The real function of a row of two operands, its exact function if it has one, and whether
    /// the row divides its operands (`CatalogRow.Traits.dividesOperands`).
    typealias Binary = (real: @Sendable (BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall,
                        exact: (@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)?,
                        divides: Bool)

    /// The variable of the series.
    case variable
    /// A value that does not depend on the variable.
    case constant(BallOperand)
    /// A row of one operand.
    case unary(Unary, SeriesTerm)
    /// A row of two operands.
    case binary(Binary, SeriesTerm, SeriesTerm)

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
                var exact: (@Sendable (BigRational) throws(CalculationError) -> BigRational?)?
                if case let .unary(g) = row.exact { exact = { x throws(CalculationError) in try g(x) } }
                self = .unary((f, exact), operand)
            case let (.binary(f), 2):
                guard let left = SeriesTerm(operands[0], variable: variable, evaluator: &evaluator),
                      let right = SeriesTerm(operands[1], variable: variable, evaluator: &evaluator) else { return nil }
                var exact: (@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)?
                if case let .binary(g) = row.exact { exact = { x, y throws(CalculationError) in try g(x, y) } }
                self = .binary((f, exact, row.traits.contains(.dividesOperands)), left, right)
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
        case let .unary(f, operand): BallOperand(derivingExactFrom: try f.real(operand.value(at: k, context), context))
        case let .binary(f, left, right):
            BallOperand(derivingExactFrom: try f.real(left.value(at: k, context), right.value(at: k, context), context))
        }
    }

    /// Whether every part of the body has an exact value or an exact function: only then can
    /// `exactValue(_:)` give a term.
    var hasExactForm: Bool {
        switch self {
        case .variable: true
        case let .constant(operand): operand.exact != nil
        case let .unary(f, operand): f.exact != nil && operand.hasExactForm
        case let .binary(f, left, right): f.exact != nil && left.hasExactForm && right.hasExactForm
        }
    }

    /// The term at one value of the variable as an exact fraction, not reduced: the two operands
    /// of a quotient (which saves reducing it), or the exact value over nil (1).
    /// - Parameters:
    ///   - variable: The variable's value, set to `k` here: one fraction reused from term to term.
    ///   - k: The variable's value.
    /// - Returns: The numerator and the denominator, or nil when the term is not exact.
    /// - Throws: `CalculationError` from a row's exact function, or for a division by zero.
    func exactFraction(_ variable: inout BigRational, at k: Int) throws(CalculationError) -> (numerator: BigRational, denominator: BigRational?)? {
        variable.set(to: k)
        if case let .binary(f, left, right) = self, f.divides {
            guard let a = try left.exactValue(variable), let b = try right.exactValue(variable) else { return nil }
            if b.isZero { throw .divisionByZero }
            return (a, b)
        }
        return try exactValue(variable).map { ($0, nil) }
    }

    /// The term at one value of the variable as a rational, when the rows' exact functions give
    /// one (not for `sqrt(k)` at k = 2, nor beyond the exact size limits).
    /// - Parameter k: The variable's value.
    /// - Returns: The exact term, or nil.
    /// - Throws: `CalculationError` from a row's exact function (a division by zero).
    func exactValue(_ k: BigRational) throws(CalculationError) -> BigRational? {
        switch self {
        case .variable: return k
        case let .constant(operand): return operand.exact
        case let .unary(f, operand):
            guard let exact = f.exact, let x = try operand.exactValue(k) else { return nil }
            return try exact(x)
        case let .binary(f, left, right):
            guard let exact = f.exact, let x = try left.exactValue(k), let y = try right.exactValue(k) else { return nil }
            return try exact(x, y)
        }
    }
}
