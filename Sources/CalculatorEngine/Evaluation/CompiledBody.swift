import BigNumber

/// The body of a form that binds a variable (the term of a long `sum` or `product`, the integrand
/// of `integrate`) prepared once for evaluation: the bound variable, constants (everything that
/// does not depend on the variable, evaluated once) and the functions of catalog rows. Evaluating
/// it at one value skips what the general evaluator does for every node (exact arithmetic first,
/// bound-name lookup, reduced trees), which is most of the time of a sum of many terms; and it
/// can be evaluated on several threads at once.
///
/// Only bodies made of rows with a real function of one or two operands compile; anything else
/// (forms, random values, user-function calls, complex values) leaves the form to the general
/// evaluator, and so does any error while a value is computed: the general evaluator then gives
/// the value or the error it always gives.
///
/// A body whose rows all have an exact function also gives its terms as rationals
/// (`exactFraction(_:at:)`), which `RationalSeriesAccumulator` sums a block at a time.
///
/// A tree of immutable nodes (classes, so that a term walks it without copying, and so without
/// counting references to, the rows' functions and the operands): this class is the bound variable
/// itself, its subclasses the constants and the rows. `@unchecked Sendable` only because the
/// compiler does not check a class that has subclasses; every stored property is a `let` of a
/// `Sendable` type.
class CompiledBody: @unchecked Sendable {
    /// Compiles `node` with `variable` free, evaluating the parts that do not contain it with
    /// `evaluator`.
    /// - Parameters:
    ///   - node: The body of the series.
    ///   - variable: The name of the bound variable.
    ///   - evaluator: The evaluator of the series (its bound names, session and precision).
    /// - Returns: The compiled body, or nil when it needs the general evaluator.
    static func compile(_ node: ExpressionNode, variable: String, evaluator: inout Evaluator) -> CompiledBody? {
        if !node.mentions(variable) {
            guard let value = try? evaluator.evaluate(node).0, value.isReal else { return nil }
            return ConstantTerm(BallOperand(value.ball(precision: evaluator.precision), exact: value.rational))
        }
        switch node {
        case let .name(name, _) where name == variable:
            return CompiledBody()
        case let .labeled(inner, _):
            return compile(inner, variable: variable, evaluator: &evaluator)
        case let .operation(operation, operands, _):
            let row = operation.row
            guard !row.traits.contains(.drawsRandomValue) else { return nil }
            if row.traits.contains(.cancelsEqualOperands), operands.count == 2, operands[0].isSameComputation(as: operands[1]) {
                return nil
            }
            switch (row.implementations.ball, row.implementations.rational, operands.count) {
            case let (.unary(f), exact, 1):
                guard let operand = compile(operands[0], variable: variable, evaluator: &evaluator) else { return nil }
                guard case let .unary(g) = exact else { return UnaryTerm(f, exact: nil, operand) }
                return UnaryTerm(f, exact: g, operand)
            case let (.binary(f), exact, 2):
                guard let left = compile(operands[0], variable: variable, evaluator: &evaluator),
                      let right = compile(operands[1], variable: variable, evaluator: &evaluator) else { return nil }
                let divides = row.traits.contains(.dividesOperands)
                guard case let .binary(g) = exact else { return BinaryTerm(f, exact: nil, divides: divides, left, right) }
                return BinaryTerm(f, exact: g, divides: divides, left, right)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The body at one value of the variable.
    /// - Parameters:
    ///   - x: The variable's value.
    ///   - context: The evaluation context (precision, angle unit).
    /// - Returns: The body's operand: its ball, whose exact value a row gets when it asks and the
    ///   ball is exact (the exponent of a power), as in the general evaluator.
    /// - Throws: `CalculationError` from a row's function (a domain error, an undecided question).
    func value(at x: BallOperand, _ context: EvaluationContext) throws(CalculationError) -> BallOperand { x }

    /// The body at an integer value of the variable.
    /// - Parameters:
    ///   - k: The variable's value.
    ///   - context: The evaluation context (precision, angle unit).
    /// - Returns: The body's operand, as `value(at:_:)` gives it.
    /// - Throws: `CalculationError` from a row's function.
    final func value(at k: Int, _ context: EvaluationContext) throws(CalculationError) -> BallOperand {
        try value(at: BallOperand(derivingExactFrom: BigBall(k)), context)
    }

    /// Whether every part of the body has an exact value or an exact function: only then can
    /// `exactValue(_:)` give a term.
    var hasExactForm: Bool { true }

    /// The term at one value of the variable as a rational, when the rows' exact functions give
    /// one (not for `sqrt(k)` at k = 2, nor beyond the exact size limits).
    /// - Parameter k: The variable's value.
    /// - Returns: The exact term, or nil.
    /// - Throws: `CalculationError` from a row's exact function (a division by zero).
    func exactValue(_ k: BigRational) throws(CalculationError) -> BigRational? { k }

    /// The term at one value of the variable as an exact fraction, not reduced: the two operands
    /// of a quotient (which saves reducing it), or the exact value over nil (1).
    /// - Parameters:
    ///   - variable: The variable's value, set to `k` here: one fraction reused from term to term.
    ///   - k: The variable's value.
    /// - Returns: The numerator and the denominator, or nil when the term is not exact.
    /// - Throws: `CalculationError` from a row's exact function, or for a division by zero.
    func exactFraction(_ variable: inout BigRational, at k: Int) throws(CalculationError) -> (numerator: BigRational, denominator: BigRational?)? {
        variable.set(to: k)
        return try exactValue(variable).map { ($0, nil) }
    }
}

/// A value that does not depend on the variable.
private final class ConstantTerm: CompiledBody, @unchecked Sendable {
    let operand: BallOperand

    init(_ operand: BallOperand) {
        self.operand = operand
    }

    override func value(at x: BallOperand, _ context: EvaluationContext) throws(CalculationError) -> BallOperand { operand }
    override var hasExactForm: Bool { operand.exact != nil }
    override func exactValue(_ k: BigRational) throws(CalculationError) -> BigRational? { operand.exact }
}

/// A row of one operand: its real function, and its exact function if it has one.
private final class UnaryTerm: CompiledBody, @unchecked Sendable {
    let real: @Sendable (BallOperand, EvaluationContext) throws(CalculationError) -> BigBall
    let exact: (@Sendable (BigRational) throws(CalculationError) -> BigRational?)?
    let operand: CompiledBody

    init(_ real: @escaping @Sendable (BallOperand, EvaluationContext) throws(CalculationError) -> BigBall,
         exact: (@Sendable (BigRational) throws(CalculationError) -> BigRational?)?, _ operand: CompiledBody) {
        (self.real, self.exact, self.operand) = (real, exact, operand)
    }

    override func value(at x: BallOperand, _ context: EvaluationContext) throws(CalculationError) -> BallOperand {
        BallOperand(derivingExactFrom: try real(operand.value(at: x, context), context))
    }

    override var hasExactForm: Bool { exact != nil && operand.hasExactForm }

    override func exactValue(_ k: BigRational) throws(CalculationError) -> BigRational? {
        guard let exact, let x = try operand.exactValue(k) else { return nil }
        return try exact(x)
    }
}

/// A row of two operands: its real function, its exact function if it has one, and whether it
/// divides its operands (`CatalogRow.Traits.dividesOperands`).
private final class BinaryTerm: CompiledBody, @unchecked Sendable {
    let real: @Sendable (BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall
    let exact: (@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)?
    let divides: Bool
    let left: CompiledBody
    let right: CompiledBody

    init(_ real: @escaping @Sendable (BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall,
         exact: (@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)?, divides: Bool,
         _ left: CompiledBody, _ right: CompiledBody) {
        (self.real, self.exact, self.divides, self.left, self.right) = (real, exact, divides, left, right)
    }

    override func value(at x: BallOperand, _ context: EvaluationContext) throws(CalculationError) -> BallOperand {
        BallOperand(derivingExactFrom: try real(left.value(at: x, context), right.value(at: x, context), context))
    }

    override var hasExactForm: Bool { exact != nil && left.hasExactForm && right.hasExactForm }

    override func exactValue(_ k: BigRational) throws(CalculationError) -> BigRational? {
        guard let exact, let x = try left.exactValue(k), let y = try right.exactValue(k) else { return nil }
        return try exact(x, y)
    }

    override func exactFraction(_ variable: inout BigRational, at k: Int) throws(CalculationError) -> (numerator: BigRational, denominator: BigRational?)? {
        guard divides, exact != nil else { return try super.exactFraction(&variable, at: k) }
        variable.set(to: k)
        guard let a = try left.exactValue(variable), let b = try right.exactValue(variable) else { return nil }
        if b.isZero { throw .divisionByZero }
        return (a, b)
    }
}
