import BigNumber

/// Evaluates an expression tree once, at one working precision.
///
/// Values stay exact rationals while every operation on the path has an exact counterpart in the
/// catalog, and exact multiples of π stay symbolic; everything else is a `BigFloat` of `precision`
/// bits with a bound on its error (each row's `errorBound`). Also returns the tree with every exact
/// subtree replaced by its value, so that re-evaluation at a higher precision does not redo it.
struct Evaluator {
    /// The working precision in bits.
    let precision: Int
    /// The angle unit and the precision that operations receive.
    var context: EvaluationContext
    /// Whether a stored approximate variable (`.frozen`) was used: its digits cannot improve.
    private(set) var usesFrozenValue = false
    /// Whether a sum lost an operand entirely (smaller than the result's last bit): a zero found
    /// at this precision may then be an artefact of the precision.
    private(set) var absorbedOperand = false
    /// Whether a function with jumps (a row with a `stepFunction`) had an operand whose error
    /// bound reaches across a jump: its result may then be wrong by a whole step at this precision.
    private(set) var crossesJump = false
    /// The size in bits of the largest exact operand rounded to a BigFloat.
    private(set) var roundedRationalBits = 0

    /// The highest precision the caller will try: a binary function with jumps (`mod`) refuses a
    /// dividend whose units digit lies beyond it.
    let maximumPrecision: Int

    /// Whether `evaluate` also builds the tree reduced by its exact parts; when false it returns
    /// the given tree unchanged (for a first evaluation that usually needs no second one).
    var buildsReducedTree = true

    init(precision: Int, angleUnit: AngleUnit, maximumPrecision: Int = Int.max) {
        self.precision = precision
        self.maximumPrecision = maximumPrecision
        context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: SeededRandomNumberGenerator(seed: 0))
    }

    /// The value of `node` and the tree reduced by its exact parts.
    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        switch node {
        case let .number(rational, text, column):
            if let rational { return (EvaluatedValue(exact: rational), buildsReducedTree ? .exact(rational) : node) }
            do {
                return (.real(try BigFloat(parsing: text, precision: precision), error: 1), node)
            } catch .underflow {
                throw ExpressionError(.underflow, column: column)
            } catch {
                throw ExpressionError(message: "overflow: number too large", column: column, calculationError: .overflow)
            }
        case let .exact(rational):
            return (EvaluatedValue(exact: rational), node)
        case let .frozen(value):
            usesFrozenValue = true
            return (.real(value.rounded(toPrecision: precision), error: .infinity), node)
        case let .name(name, column):
            throw NameSuggestion.unknownName(name, column, [])
        case let .labeled(inner, _):
            return try evaluate(inner)
        case let .angleUnit(unit, inner):
            let outer = context.angleUnit
            context.angleUnit = unit
            defer { context.angleUnit = outer }
            let (value, reduced) = try evaluate(inner)
            if case .exact = reduced { return (value, reduced) }
            return (value, buildsReducedTree ? .angleUnit(unit, reduced) : node)
        case let .operation(operation, operands, column):
            return try evaluate(operation.row, operands, column, node)
        }
    }

    private mutating func evaluate(
        _ row: CatalogRow, _ operands: [ExpressionNode], _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        var values: [EvaluatedValue] = []
        values.reserveCapacity(operands.count)
        var reduced: [ExpressionNode] = []
        if buildsReducedTree { reduced.reserveCapacity(operands.count) }
        var allExact = true
        var hasPiMultiple = false
        for operand in operands {
            let (value, node) = try evaluate(operand)
            switch value {
            case .integer, .fraction: break
            case .piMultiple: hasPiMultiple = true; allExact = false
            case .real: allExact = false
            }
            values.append(value)
            if buildsReducedTree { reduced.append(node) }
        }
        let building = buildsReducedTree
        func reducedNode() -> ExpressionNode {
            building ? .operation(row.operation, operands: reduced, column: column) : node
        }
        func exactNode(_ r: BigRational) -> ExpressionNode { building ? .exact(r) : node }
        // x − x is exactly 0 whatever x is (once x is known to have a value).
        if row.traits.contains(.cancelsEqualOperands), operands.count == 2, operands[0].isSameComputation(as: operands[1]) {
            return (.integer(BigInt(0)), exactNode(BigRational(0)))
        }
        // Set once the operands are rounded: a domain error or pole from then on may be the rounding's.
        var roundedOperands = false
        do throws(CalculationError) {
            if let exact = try exactValue(row, values, allExact: allExact, hasPiMultiple: hasPiMultiple) {
                if let r = exact.rational { return (exact, exactNode(r)) }
                return (exact, reducedNode())
            }
            for value in values { roundedRationalBits = Swift.max(roundedRationalBits, value.exactBitWidth) }
            let reals = values.map { $0.real(precision: precision) }
            roundedOperands = reals.contains { $0.error > 0 }
            if row.stepFunction != nil, reals.count == 2, reals[0].error > 0, let ea = reals[0].value.exponent,
               let eb = reals[1].value.exponent, ea - eb > maximumPrecision - 64 {
                throw CalculationError.tooLarge(.moduloDividend)
            }
            let result: BigFloat
            switch (row.real, reals.count) {
            case let (.constant(f), 0): result = try f(&context)
            case let (.unary(f), 1): result = try f(reals[0].value, context)
            case let (.binary(f), 2): result = try f(reals[0].value, reals[1].value, context)
            default: throw row.domainError(.outsideDomain)
            }
            // 0 × x and 0 ÷ x are exactly 0 for any finite non-zero x (`sin(e) × 0`), not rounding noise.
            if row.traits.contains(.zeroOperandGivesZero) && values.contains(where: { $0.rational?.isZero == true })
                || row.traits.contains(.zeroDividendGivesZero) && values.first?.rational?.isZero == true {
                return (.integer(BigInt(0)), exactNode(BigRational(0)))
            }
            var error = row.errorBound(reals, result, context)
            if let step = row.stepFunction, reals.contains(where: { $0.error > 0 }) {
                if staysBetweenJumps(reals, step) {
                    if reals.count == 1 { error = 0 }
                } else {
                    crossesJump = true
                }
            }
            let bounded = error.isFinite ? Swift.min(error * 1.001 + 0.001, ErrorModel.enormous) : .infinity
            if row.traits.contains(.mayAbsorbOperand), let e = result.exponent,
               reals.contains(where: { !$0.value.isZero && ($0.value.exponent ?? 0) < e - precision }) {
                absorbedOperand = true
            }
            return (.real(result, error: bounded), reducedNode())
        } catch {
            var failure = ExpressionError(error, column: column)
            switch error {
            case .domain, .divisionByZero: failure.mayBeDueToRounding = roundedOperands
            case .overflow, .underflow, .tooLarge, .notANumber: break
            }
            throw failure
        }
    }

    /// The exact value of `row` at `values` when there is one: a rule on multiples of π (and
    /// π itself), a trigonometric function at a rational multiple of π (radians) or at a rational
    /// number of degrees, or the row's exact version on rational operands.
    private func exactValue(
        _ row: CatalogRow, _ values: [EvaluatedValue], allExact: Bool, hasPiMultiple: Bool
    ) throws(CalculationError) -> EvaluatedValue? {
        if hasPiMultiple || values.isEmpty, let symbolic = row.symbolic, let value = try symbolic(values) {
            return value
        }
        if values.count == 1, let atMultipleOfPi = row.exactAtMultipleOfPi {
            switch (values[0], context.angleUnit) {
            case let (.piMultiple(k), .radians):
                if let value = try atMultipleOfPi(k) { return EvaluatedValue(exact: value) }
            case (.integer, .degrees), (.fraction, .degrees):
                if let k = values[0].rational?.divided(by: BigRational(180)), let value = try atMultipleOfPi(k) {
                    return EvaluatedValue(exact: value)
                }
            case (.integer, .radians), (.fraction, .radians), (.piMultiple, .degrees), (.real, _):
                break
            }
        }
        guard allExact, let exact = row.exact else { return nil }
        let result: BigRational?
        switch (exact, values.count) {
        case let (.unary(f), 1): result = try f(values[0].rational ?? BigRational(0))
        case let (.binary(f), 2): result = try f(values[0].rational ?? BigRational(0), values[1].rational ?? BigRational(0))
        default: result = nil
        }
        return result.map(EvaluatedValue.init(exact:))
    }

    /// Whether the step function takes one value over the whole error interval of the operands
    /// (a finite bound on the first operand; the others exact).
    private func staysBetweenJumps(_ reals: [(value: BigFloat, error: Double)], _ step: ([BigFloat]) -> BigFloat) -> Bool {
        guard reals[0].error.isFinite, reals.dropFirst().allSatisfy({ $0.error == 0 }) else { return false }
        let (low, high) = ErrorModel.enclosure(of: reals[0].value, error: reals[0].error, precision: precision)
        let rest = reals.dropFirst().map { $0.value.rounded(toPrecision: precision + 64) }
        return step([low] + rest) == step([high] + rest)
    }
}
