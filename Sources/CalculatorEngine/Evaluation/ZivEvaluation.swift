import BigNumber

/// Evaluates an expression until its printed digits (or a keypad's display) are proven: the one
/// precision ladder of BigCalc.
///
/// 1. Exact results (rationals) need no proof: their digits are computed exactly.
/// 2. Otherwise the tree is evaluated on balls (Arb) at p = bits(N) + 64 guard bits, the start of its
///    `PrecisionPlan`. When every point of the result's ball rounds to the same N digits, they are
///    proven — the usual case.
/// 3. Otherwise, or when an operation could not decide a question about its operand's ball
///    (`CalculationError.undecided`: is it in the domain, which side of a jump), the precision
///    doubles (the last step stops at the limit) and the tree (reduced by its exact parts) is evaluated again, up to the plan's
///    limit (64 × the starting precision unless given) and within its time budget.
/// 4. At the limit, a ball that still holds 0 and whose radius fell below 2^(−p/2) is taken as 0
///    (`isHeuristicZero`, the one heuristic left); otherwise the result has only the digits its
///    ball proves (`CalculationResult.digits` < the digits requested), or, when it proves none,
///    evaluation fails with an error that says so. An undecided question becomes its error.
/// 5. A value from numerical quadrature (`integrate`) has a ball that is an estimate, not an
///    enclosure: its digits are read from that ball the same way but are never proven
///    (`CalculationResult.isQuadrature`), and the ladder climbs at most once for it.
enum ZivEvaluation {
    /// Digits inspected beyond the N printed ones to decide the rounding.
    static let tailDigits = 10

    /// Evaluates `tree` to `digits` proven digits.
    /// - Parameters:
    ///   - tree: the expression, its names resolved.
    ///   - digits: the significant digits wanted.
    ///   - plan: the precisions and budgets of the ladder (made from the settings of the same `digits`).
    ///   - angleUnit: the unit of angles.
    ///   - proving: false to evaluate once and return the result unproven unless it is exact.
    ///   - allowsComplexResults: whether values may be complex.
    ///   - definitions: the session's variables and functions, for calls of user functions.
    ///   - cancellation: what the ladder and the evaluator's loops check to stop early.
    /// - Returns: the result.
    /// - Throws: `ExpressionError` when the expression has no value or no digit of it could be
    ///   proven, or with `CalculationError.interrupted` when `cancellation` stopped it.
    static func evaluate(
        _ tree: ExpressionNode, digits: Int, plan: PrecisionPlan, angleUnit: AngleUnit, proving: Bool = true,
        allowsComplexResults: Bool = false, definitions: Definitions = Definitions(), cancellation: Cancellation = .none
    ) throws(ExpressionError) -> CalculationResult {
        let start = plan.start
        let ladder = try climb(tree, plan: plan, angleUnit: angleUnit, proving: proving,
                               allowsComplexResults: allowsComplexResults, definitions: definitions,
                               cancellation: cancellation) { ball, x, precision in
            // One conversion to N + `tailDigits` digits serves the proof and the comparison.
            let long = x.isZero ? nil : x.decimal(significantDigits: digits + tailDigits)
            let proven = provenDecimal(ball, x, long, digits: digits)
            let rounded = x.isZero ? zeroDecimal : long.flatMap { Self.rounded($0, digits: digits, margin: 1) }
            return (proven, rounded)
        }
        func part(_ conclusion: Conclusion<BigFloat.RoundedDecimal>, at index: Int) throws(ExpressionError) -> CalculationResult.Component {
            try component(conclusion, digits: digits, start: start, precision: ladder.precision,
                          part: ladder.kind.part(at: index), quadrature: ladder.usesQuadrature)
        }
        var components = [try part(ladder.conclusions.first, at: 0)]
        for (offset, conclusion) in ladder.conclusions.rest.enumerated() { components.append(try part(conclusion, at: offset + 1)) }
        var result = CalculationResult(kind: ladder.kind, uncheckedComponents: components)
        result.evaluationCount = ladder.evaluations
        result.method = ladder.method
        result.workingPrecision = ladder.precision
        result.notes = ladder.notes
        return result
    }

    /// One component of the result (the real value, or a part of a complex one) from how its climb
    /// ended; with `quadrature`, its digits (unless exact) come from numerical quadrature.
    /// - Throws: `ExpressionError` when no digit of it could be proven.
    private static func component(
        _ conclusion: Conclusion<BigFloat.RoundedDecimal>, digits: Int, start: Int, precision: Int, part: ResultPart, quadrature: Bool
    ) throws(ExpressionError) -> CalculationResult.Component {
        switch conclusion {
        case let .exact(rational):
            return .init(exact: rational, precision: start, digits: digits)
        case let .proven(decimal, x):
            return .init(exact: nil, approximation: x, digits: digits, isProven: !quadrature, isQuadrature: quadrature, decimal: decimal)
        case .heuristicZero:
            return .init(exact: nil, approximation: BigFloat(0, precision: start), digits: digits, isProven: false,
                         isHeuristicZero: true, isQuadrature: quadrature, decimal: zeroDecimal)
        case let .unproven(decimal, x):
            return .init(exact: nil, approximation: x, digits: digits, isProven: false, isQuadrature: quadrature,
                         decimal: decimal ?? x.decimal(significantDigits: digits))
        case let .limited(ball, x, roundedLargeExactValue):
            guard let (provenDigits, decimal) = provenPrefix(ball, x, digits: digits) else {
                // Quadrature climbs once at most: a higher limit would not change its estimate.
                if quadrature { throw ExpressionError(.quadratureDidNotConverge(part), column: nil) }
                let shortfall = PrecisionLimit.Shortfall.noDigitProven(part, roundedLargeExactValue: roundedLargeExactValue)
                throw ExpressionError(.precisionLimitReached(PrecisionLimit(shortfall, bits: precision)), column: nil)
            }
            return .init(exact: nil, approximation: x, digits: provenDigits, requestedDigits: digits, isProven: !quadrature,
                         isQuadrature: quadrature, decimal: decimal)
        }
    }

    /// The midpoint of a component's ball, or the error of a value outside `BigFloat`'s range.
    static func midpoint(of ball: BigBall, _ tree: ExpressionNode) throws(ExpressionError) -> BigFloat {
        do {
            return try ball.midpoint()
        } catch .overflow {
            throw ExpressionError(.overflow, column: tree.outermostColumn)
        } catch .underflow {
            throw ExpressionError(.underflow, column: tree.outermostColumn)
        } catch {
            throw ExpressionError(message: "the result could not be bounded", column: nil, code: .precision)
        }
    }

    /// Evaluates `tree` once at the plan's start, raising the precision up to its limit while an
    /// operation cannot decide a question about its operand's ball: the keypad's evaluation of
    /// each operand.
    /// - Parameters:
    ///   - tree: the expression.
    ///   - plan: the working precision (its start) and the highest precision tried (its limit).
    ///   - angleUnit: the unit of angles.
    /// - Returns: the value and the tree reduced by its exact parts.
    /// - Throws: `ExpressionError`, settled as in `settled(_:bits:)`.
    static func evaluateDeciding(
        _ tree: ExpressionNode, plan: PrecisionPlan, angleUnit: AngleUnit
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        var p = plan.start
        while true {
            var evaluator = Evaluator(precision: p, angleUnit: angleUnit, maximumPrecision: plan.limit)
            evaluator.context.targetBits = Swift.max(plan.start - PrecisionPlan.guardBits, Recognition.minimumBits)
            evaluator.context.canClimb = p < plan.limit
            do {
                return try evaluator.evaluate(tree)
            } catch where error.isUndecided && p < plan.limit {
                p = plan.step(after: p)
            } catch {
                throw settled(error, bits: p)
            }
        }
    }

    /// The error reported for `error` once the precision can rise no further than `bits`: a
    /// divisor whose ball still holds 0 is taken to be 0 (the zero heuristic, applied to a
    /// divisor); any other undecided question is a `PrecisionLimit`.
    static func settled(_ error: ExpressionError, bits: Int) -> ExpressionError {
        guard case let .undecided(question) = error.calculationError else { return error }
        guard question.kind == .divisor else {
            return ExpressionError(.precisionLimitReached(PrecisionLimit(.undecided(question), bits: bits)), column: error.column)
        }
        return ExpressionError(message: "division by zero (the divisor is 0 to all the precision tried)",
                               column: error.column, calculationError: .divisionByZero)
    }
}
