import BigNumber

/// The row builders: each wraps the ball computation of a row so that its domain is checked on
/// the operand's ball first, thrown `DomainError.Violation`s and `BigNumberError`s become the
/// row's own `CalculationError`s, and a result Arb could not bound becomes `.undecided`.
extension CatalogRow {
    /// A one-operand row.
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - group: the group help lists it under.
    ///   - key: the keypad label, if the operation has a key.
    ///   - names: the spellings in expressions and on keys.
    ///   - notation: how descriptions show it.
    ///   - summary: a few words for help.
    ///   - invalid: the message of an argument outside the domain.
    ///   - pole: the message of an argument at a pole (nil: a division by zero).
    ///   - domain: where the function is defined, checked on the operand's ball before `real`.
    ///   - piMultiple: the implementation on exact multiples of π: `.atMultipleOfPi` for the
    ///     trigonometric functions, a `.rule` for arithmetic.
    ///   - traits: the facts the evaluator and the parser use.
    ///   - exact: the implementation on exact rationals (and integers).
    ///   - rational: a faster ball computation for an exact rational operand, when it applies (nil: use `real`).
    ///   - real: the ball computation.
    /// - Returns: the row, whose table has the ball, rational and π-multiple implementations given;
    ///   add complex ones with `complex(_:exact:)` or `implementing(_:)`.
    static func unary(
        _ operation: CatalogOperation, in group: OperationGroup, key: String? = nil, _ names: [String],
        _ notation: OperationNotation, _ summary: String,
        invalid: String? = nil, pole: String? = nil, domain: RealDomain = .everywhere,
        piMultiple: PiMultipleEvaluation? = nil,
        traits: Traits = [],
        exact: (@Sendable (BigRational) throws -> BigRational?)? = nil,
        rational: (@Sendable (BigRational, EvaluationContext) -> BigBall?)? = nil,
        _ real: @escaping @Sendable (BigBall, EvaluationContext) throws -> BigBall
    ) -> CatalogRow {
        let ball = RealEvaluation.unary { x, context throws(CalculationError) in
            try domain.check(x.ball, for: operation)
            return try computing(operation, [x]) {
                if let rational, let q = x.exact, let ball = rational(q, context) { return ball }
                return try real(x.ball, context)
            }
        }
        var table = Implementations(ball: ball)
        if let exact {
            table.add(.rational(.unary { x throws(CalculationError) in try ExactArithmetic.bounded(operation, operand: x) { try exact(x) } }))
        }
        if let piMultiple { table.add(.piMultiple(piMultiple)) }
        return CatalogRow(operation, in: group, key: key, names: names, notation: notation, summary: summary,
                          invalid: invalid ?? "\(summary) is undefined for this argument", pole: pole, traits: traits,
                          implementations: table)
    }

    /// A two-operand row; the parameters are those of `unary`, with `precedence` for infix
    /// operators and `traits` for the algebraic facts the evaluator uses. `real` checks its own domain.
    static func binary(
        _ operation: CatalogOperation, in group: OperationGroup, key: String? = nil, _ names: [String],
        _ notation: OperationNotation, _ precedence: Precedence?, _ summary: String,
        invalid: String? = nil, pole: String? = nil,
        piMultiple: PiMultipleEvaluation? = nil,
        traits: Traits = [],
        exact: (@Sendable (BigRational, BigRational) throws -> BigRational?)? = nil,
        _ real: @escaping @Sendable (BallOperand, BallOperand, EvaluationContext) throws -> BigBall
    ) -> CatalogRow {
        var table = Implementations(ball: .binary { a, b, context throws(CalculationError) in
            try computing(operation, [a, b]) { try real(a, b, context) }
        })
        if let exact {
            table.add(.rational(.binary { a, b throws(CalculationError) in try ExactArithmetic.bounded(operation) { try exact(a, b) } }))
        }
        if let piMultiple { table.add(.piMultiple(piMultiple)) }
        return CatalogRow(operation, in: group, key: key, names: names, notation: notation, precedence: precedence, summary: summary,
                          invalid: invalid ?? "\(summary) is undefined for these arguments", pole: pole, traits: traits,
                          implementations: table)
    }

    /// A row the evaluator computes itself (see `EvaluationForm`): `if`, `and`, `sum`, `solve`.
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - group: the group help lists it under.
    ///   - names: the spellings in expressions.
    ///   - notation: how descriptions show it.
    ///   - precedence: for infix forms (`and`, `or`), how strongly they bind; nil otherwise.
    ///   - summary: a few words for help.
    ///   - form: what the evaluator does.
    /// - Returns: the row.
    static func form(
        _ operation: CatalogOperation, in group: OperationGroup, _ names: [String], _ notation: OperationNotation,
        _ precedence: Precedence?, _ summary: String, _ form: EvaluationForm
    ) -> CatalogRow {
        CatalogRow(operation, in: group, names: names, notation: notation, precedence: precedence, summary: summary,
                   invalid: "\(summary) is undefined here", implementations: Implementations(ball: .form(form)))
    }

    /// A constant computed at the context's precision, listed under `.constants`.
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - key: the keypad label, if the constant has a key.
    ///   - names: the spellings in expressions and on keys.
    ///   - summary: a few words for help.
    ///   - piMultiple: the constant's symbolic value (π is `.rule` 1·π).
    ///   - traits: `.drawsRandomValue` for `Rand`.
    ///   - notation: `.function` for a function of no arguments, written `rand()`; a constant
    ///     (`π`) is its symbol, and parentheses after it are an error rather than a product.
    ///   - value: the computation.
    /// - Returns: the row.
    static func constant(
        _ operation: CatalogOperation, key: String? = nil, _ names: [String], _ summary: String,
        piMultiple: PiMultipleEvaluation? = nil,
        traits: Traits = [], notation: OperationNotation? = nil,
        _ value: @escaping @Sendable (inout EvaluationContext) throws(CalculationError) -> BigBall
    ) -> CatalogRow {
        var table = Implementations(ball: .constant { context throws(CalculationError) in try value(&context) })
        if let piMultiple { table.add(.piMultiple(piMultiple)) }
        return CatalogRow(operation, in: .constants, key: key, names: names, notation: notation ?? .symbol(key ?? names.first ?? ""),
                          summary: summary, invalid: "\(summary) is undefined", traits: traits, implementations: table)
    }

    /// Runs the ball computation `body` of `operation`: its errors become the operation's
    /// `CalculationError`s, and a ball that is not finite becomes `.undecided` (Arb could not
    /// bound the value at this precision; a higher one may).
    private static func computing(
        _ operation: CatalogOperation, _ operands: [BallOperand], _ body: () throws -> BigBall
    ) throws(CalculationError) -> BigBall {
        let result: BigBall
        do {
            result = try body()
        } catch {
            throw CalculationError(error, in: operation, operand: operands.count == 1 ? try? operands[0].ball.midpoint() : nil)
        }
        guard result.isFinite else { throw .undecided(UndecidedQuestion(operation, .value)) }
        return result
    }
}
