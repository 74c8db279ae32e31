import BigNumber

/// The row builders: each wraps the plain computations of a row so that MPFR's flags, thrown
/// `DomainError.Violation`s and `BigNumberError`s become the row's own `CalculationError`s.
extension CatalogRow {
    /// A one-operand row.
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - key: the keypad label, if the operation has a key.
    ///   - names: the spellings in expressions and on keys.
    ///   - notation: how descriptions show it.
    ///   - summary: a few words for help.
    ///   - invalid: the message of an argument outside the domain.
    ///   - pole: the message of an argument at a pole (nil: a division by zero).
    ///   - bound: the error bound of the `BigFloat` result.
    ///   - step: the step function of a function with jumps.
    ///   - atMultipleOfPi: the exact value at kπ, for trigonometric functions.
    ///   - symbolic: the rule on exact multiples of π.
    ///   - exact: the exact version on rationals.
    ///   - real: the `BigFloat` version.
    /// - Returns: the row.
    static func unary(
        _ operation: CatalogOperation, key: String? = nil, _ names: [String], _ notation: OperationNotation, _ summary: String,
        invalid: String? = nil, pole: String? = nil, bound: @escaping ErrorModel.Bound = ErrorModel.correctlyRounded,
        step: (@Sendable ([BigFloat]) -> BigFloat)? = nil,
        atMultipleOfPi: (@Sendable (BigRational) throws(CalculationError) -> BigRational?)? = nil,
        symbolic: (@Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue?)? = nil,
        exact: (@Sendable (BigRational) throws -> BigRational?)? = nil,
        _ real: @escaping @Sendable (BigFloat, EvaluationContext) throws -> BigFloat
    ) -> CatalogRow {
        CatalogRow(
            operation: operation, key: key, names: names,
            real: .unary { x, context throws(CalculationError) in
                try CalculationError.checking(operation, operand: x) { try real(x, context) }
            },
            notation: notation, precedence: nil, summary: summary,
            exact: exact.map { g in .unary { x throws(CalculationError) in try ExactArithmetic.bounded(operation, operand: x) { try g(x) } } },
            outsideDomainMessage: invalid ?? "\(summary) is undefined for this argument", poleMessage: pole,
            errorBound: ErrorModel.guarding(bound), stepFunction: step, exactAtMultipleOfPi: atMultipleOfPi,
            symbolic: symbolic, traits: [])
    }

    /// A two-operand row; the parameters are those of `unary`, with `precedence` for infix
    /// operators and `traits` for the algebraic facts the evaluator uses.
    static func binary(
        _ operation: CatalogOperation, key: String? = nil, _ names: [String], _ notation: OperationNotation,
        _ precedence: Precedence?, _ summary: String,
        invalid: String? = nil, pole: String? = nil, bound: @escaping ErrorModel.Bound = ErrorModel.correctlyRounded,
        step: (@Sendable ([BigFloat]) -> BigFloat)? = nil,
        symbolic: (@Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue?)? = nil,
        traits: Traits = [],
        exact: (@Sendable (BigRational, BigRational) throws -> BigRational?)? = nil,
        _ real: @escaping @Sendable (BigFloat, BigFloat, EvaluationContext) throws -> BigFloat
    ) -> CatalogRow {
        CatalogRow(
            operation: operation, key: key, names: names,
            real: .binary { a, b, context throws(CalculationError) in
                try CalculationError.checking(operation, operand: nil) { try real(a, b, context) }
            },
            notation: notation, precedence: precedence, summary: summary,
            exact: exact.map { g in .binary { a, b throws(CalculationError) in try ExactArithmetic.bounded(operation) { try g(a, b) } } },
            outsideDomainMessage: invalid ?? "\(summary) is undefined for these arguments", poleMessage: pole,
            errorBound: ErrorModel.guarding(bound), stepFunction: step, exactAtMultipleOfPi: nil,
            symbolic: symbolic, traits: traits)
    }

    /// A constant computed at the context's precision (one correctly rounded value).
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - key: the keypad label, if the constant has a key.
    ///   - names: the spellings in expressions and on keys.
    ///   - summary: a few words for help.
    ///   - bound: the error bound (one rounding unless the value is random).
    ///   - symbolic: the constant's symbolic value (π is 1·π).
    ///   - traits: `.drawsRandomValue` for `Rand`.
    ///   - value: the computation.
    /// - Returns: the row.
    static func constant(
        _ operation: CatalogOperation, key: String? = nil, _ names: [String], _ summary: String,
        bound: @escaping ErrorModel.Bound = ErrorModel.correctlyRounded,
        symbolic: (@Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue?)? = nil,
        traits: Traits = [],
        _ value: @escaping @Sendable (inout EvaluationContext) -> BigFloat
    ) -> CatalogRow {
        CatalogRow(
            operation: operation, key: key, names: names, real: .constant { context in value(&context) },
            notation: .symbol(key ?? names.first ?? ""), precedence: nil, summary: summary, exact: nil,
            outsideDomainMessage: "\(summary) is undefined", poleMessage: nil,
            errorBound: bound, stepFunction: nil, exactAtMultipleOfPi: nil, symbolic: symbolic, traits: traits)
    }
}
