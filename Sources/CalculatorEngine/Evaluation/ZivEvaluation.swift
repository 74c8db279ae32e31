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
        var result = try component(ladder.conclusion, digits: digits, start: start, precision: ladder.precision,
                                   part: ladder.imaginary == nil ? .result : .realPart, quadrature: ladder.usesQuadrature)
        if let imaginary = ladder.imaginary {
            result.imaginaryPart = try component(imaginary, digits: digits, start: start, precision: ladder.precision,
                                                 part: .imaginaryPart, quadrature: ladder.usesQuadrature)
        }
        result.evaluationCount = ladder.evaluations
        result.workingPrecision = ladder.precision
        return result
    }

    /// The result of one component (the real value, or a part of a complex one) from how its climb
    /// ended; with `quadrature`, its digits (unless exact) come from numerical quadrature.
    /// - Throws: `ExpressionError` when no digit of it could be proven.
    private static func component(
        _ conclusion: Conclusion<BigFloat.RoundedDecimal>, digits: Int, start: Int, precision: Int, part: ResultPart, quadrature: Bool
    ) throws(ExpressionError) -> CalculationResult {
        var result: CalculationResult
        switch conclusion {
        case let .exact(rational):
            return CalculationResult(exact: rational, approximation: rational.bigFloat(precision: start), digits: digits, isProven: true)
        case let .proven(decimal, x):
            result = CalculationResult(exact: nil, approximation: x, digits: digits, isProven: !quadrature, decimal: decimal)
        case .heuristicZero:
            result = CalculationResult(exact: nil, approximation: BigFloat(0, precision: start), digits: digits,
                                       isProven: false, isHeuristicZero: true, decimal: zeroDecimal)
        case let .unproven(decimal, x):
            result = CalculationResult(exact: nil, approximation: x, digits: digits, isProven: false,
                                       decimal: decimal ?? x.decimal(significantDigits: digits))
        case let .limited(ball, x, roundedLargeExactValue):
            guard let (provenDigits, decimal) = provenPrefix(ball, x, digits: digits) else {
                // Quadrature climbs once at most: a higher limit would not change its estimate.
                if quadrature { throw ExpressionError(.quadratureDidNotConverge(part), column: nil) }
                let shortfall = PrecisionLimit.Shortfall.noDigitProven(part, roundedLargeExactValue: roundedLargeExactValue)
                throw ExpressionError(.precisionLimitReached(PrecisionLimit(shortfall, bits: precision)), column: nil)
            }
            result = CalculationResult(exact: nil, approximation: x, digits: provenDigits, isProven: !quadrature, decimal: decimal)
            result.requestedDigits = digits
        }
        result.isQuadrature = quadrature
        return result
    }

    /// How a climb of the precision ladder ended.
    enum Conclusion<Output> {
        /// The value is an exact rational.
        case exact(BigRational)
        /// The output is proven; with the value (the ball's midpoint) it was read from.
        case proven(Output, BigFloat)
        /// The ball still held 0, with a radius below 2^(−p/2), at the maximum precision.
        case heuristicZero
        /// Not proving: the output of the one evaluation (if the value rendered one), and the value.
        case unproven(Output?, BigFloat)
        /// The maximum precision (or the time budget) was reached before the output was proven:
        /// the last ball, its midpoint, and whether an exact value too large to keep entered it.
        case limited(BigBall, BigFloat, roundedLargeExactValue: Bool)
    }

    /// A climb of the precision ladder: how it ended for the value (the real part of a complex
    /// value) and for the imaginary part of a complex value, at which precision, after how many evaluations.
    struct Ladder<Output> {
        let conclusion: Conclusion<Output>
        var imaginary: Conclusion<Output>? = nil
        let precision: Int
        let evaluations: Int
        /// Whether the value came from numerical quadrature: its outputs are estimates, not proven.
        var usesQuadrature = false
    }

    /// What one evaluation says about one component of the value.
    private enum Reading<Output> {
        /// The component is an exact rational.
        case exact(BigRational)
        /// Its ball, the ball's midpoint, and the judge's outputs.
        case enclosed(BigBall, BigFloat, proven: Output?, rounded: Output?)

        /// The conclusion when the ladder stops here: `proving` false gives unproven outputs, else
        /// a component not proven is a heuristic zero or limited; with `quadrature`, an output its
        /// ball settles is only an estimate (unproven).
        func conclusion(proving: Bool, quadrature: Bool = false, precision: Int, roundedLargeExactValue: Bool) -> Conclusion<Output> {
            switch self {
            case let .exact(r): return .exact(r)
            case let .enclosed(ball, x, proven, rounded):
                if !proving { return .unproven(rounded, x) }
                if let proven { return quadrature ? .unproven(proven, x) : .proven(proven, x) }
                if ball.containsZero, ball.radiusIsBelow(powerOfTwo: -precision / 2) { return .heuristicZero }
                return .limited(ball, x, roundedLargeExactValue: roundedLargeExactValue)
            }
        }

        /// Whether the component is exact or proven.
        var isSettled: Bool {
            switch self {
            case .exact: true
            case let .enclosed(_, _, proven, _): proven != nil
            }
        }

        /// The proven conclusion of a settled component.
        var provenConclusion: Conclusion<Output>? {
            switch self {
            case let .exact(r): .exact(r)
            case let .enclosed(_, x, proven, _): proven.map { .proven($0, x) }
            }
        }
    }

    /// Evaluates `tree` at the plan's start, then at doubling precisions up to its limit, until `judge`
    /// proves its output — the one precision ladder of BigCalc, used for expressions and keypads.
    ///
    /// `judge` receives the ball of the value at precision p, its midpoint x and p; it returns
    /// the output when every point of the ball gives the same one (`proven`), and the output of x
    /// itself (`rounded`, nil when x is too close to a boundary to say).
    /// - Parameters:
    ///   - tree: the expression, its names resolved.
    ///   - plan: the first and highest precisions, and the time budget.
    ///   - angleUnit: the unit of angles.
    ///   - proving: false to evaluate once: the output is then unproven unless the value is exact.
    ///   - allowsComplexResults: whether values may be complex.
    ///   - definitions: the session's variables and functions, for calls of user functions.
    ///   - cancellation: checked before each evaluation and by the evaluator's loops.
    ///   - judge: reads the output of a value, as above.
    /// - Returns: how the climb ended.
    /// - Throws: `ExpressionError` when the expression has no value, a question stays undecided
    ///   at the limit, or the value is outside `BigFloat`'s range.
    static func climb<Output: Equatable>(
        _ tree: ExpressionNode, plan: PrecisionPlan, angleUnit: AngleUnit, proving: Bool = true,
        allowsComplexResults: Bool = false, definitions: Definitions = Definitions(), cancellation: Cancellation = .none,
        judge: (BigBall, BigFloat, Int) -> (proven: Output?, rounded: Output?)
    ) throws(ExpressionError) -> Ladder<Output> {
        let (start, limit, timeBudget) = (plan.start, plan.limit, plan.timeBudget)
        let clock = ContinuousClock()
        let began = clock.now
        var count = 0
        var precision = start
        var current = tree
        while true {
            let canClimb = proving && precision < limit && clock.now - began < timeBudget
            var evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: limit,
                                      allowsComplexResults: allowsComplexResults, cancellation: cancellation)
            if count > 0 { try evaluator.checkpoint() }
            evaluator.definitions = definitions
            // The first evaluation usually proves the result: the reduced tree is built only for a second.
            evaluator.buildsReducedTree = count > 0
            count += 1
            let value: EvaluatedValue
            let reduced: ExpressionNode
            do {
                (value, reduced) = try evaluator.evaluate(current)
            } catch where error.isUndecided && canClimb {
                precision = Swift.min(2 * precision, limit)
                continue
            } catch {
                throw settled(error, bits: precision)
            }
            if let rational = value.rational {
                return Ladder(conclusion: .exact(rational), precision: precision, evaluations: count)
            }
            if case let .gaussian(g) = value {
                return Ladder(conclusion: .exact(g.real), imaginary: .exact(g.imaginary), precision: precision, evaluations: count)
            }
            // One part for a real value, two for a complex one (no arrays: this is every line's path).
            let realBall: BigBall
            var imaginaryBall: BigBall?
            if case .piMultiple = value, cancellation.isActive {
                // π for the ball below by a binary splitting that can be stopped (it is cached then).
                do {
                    _ = try BigBall.pi(precision: precision + EvaluatedValue.piGuardBits, stop: cancellation)
                } catch {
                    throw ExpressionError(.interrupted(error), column: nil)
                }
            }
            if case let .complex(z) = value { (realBall, imaginaryBall) = (z.real, z.imaginary) } else { realBall = value.ball(precision: precision) }
            func read(_ ball: BigBall) throws(ExpressionError) -> Reading<Output> {
                if let r = ball.exactRational(bitLimit: OperationCatalog.exactBitLimit) { return .exact(r) }
                let x = try midpoint(of: ball, tree)
                let (proven, rounded) = judge(ball, x, precision)
                return .enclosed(ball, x, proven: proven, rounded: rounded)
            }
            let realReading = try read(realBall)
            var imaginaryReading: Reading<Output>?
            if let imaginaryBall { imaginaryReading = try read(imaginaryBall) }
            let quadrature = evaluator.usesQuadrature
            func ladder(_ real: Conclusion<Output>, _ imaginary: Conclusion<Output>?) -> Ladder<Output> {
                Ladder(conclusion: real, imaginary: imaginary, precision: precision, evaluations: count, usesQuadrature: quadrature)
            }
            let settled = realReading.isSettled && imaginaryReading?.isSettled ?? true
            // Quadrature's estimate climbs once at most, and not when its levels did not agree (more
            // precision does not help a sum that has not converged).
            let quadratureStops = quadrature && (settled || count >= 2 || evaluator.quadratureFellShort)
            if !proving || evaluator.usesFrozenValue || quadratureStops || (!canClimb && !settled) {
                let provingHere = proving && !evaluator.usesFrozenValue
                func conclusion(_ reading: Reading<Output>) -> Conclusion<Output> {
                    reading.conclusion(proving: provingHere, quadrature: quadrature, precision: precision,
                                       roundedLargeExactValue: evaluator.roundedLargeExactValue)
                }
                return ladder(conclusion(realReading), imaginaryReading.map(conclusion))
            }
            if settled, let real = realReading.provenConclusion {
                return ladder(real, imaginaryReading?.provenConclusion)
            }
            if count == 1, !quadrature {
                // The same evaluation as the first, now keeping the tree reduced by its exact parts.
                var builder = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: limit,
                                        allowsComplexResults: allowsComplexResults, cancellation: cancellation)
                builder.definitions = definitions
                current = try builder.evaluate(tree).1
            } else {
                current = reduced
            }
            precision = Swift.min(2 * precision, limit)
        }
    }

    /// The midpoint of a component's ball, or the error of a value outside `BigFloat`'s range.
    private static func midpoint(of ball: BigBall, _ tree: ExpressionNode) throws(ExpressionError) -> BigFloat {
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
