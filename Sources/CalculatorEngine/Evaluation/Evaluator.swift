import BigNumber

/// Evaluates an expression tree once, at one working precision.
///
/// Values stay exact rationals while every operation on the path has an exact counterpart in the
/// catalog, and exact multiples of π stay symbolic; everything else is a ball (`BigBall`, Arb)
/// whose midpoint has `precision` bits and whose radius bounds every error made so far. A ball
/// that comes out exact and small (the floor of a decided ball) becomes an exact rational again.
/// Also returns the tree with every exact subtree replaced by its value, so that re-evaluation at
/// a higher precision does not redo it.
struct Evaluator {
    /// The working precision in bits.
    let precision: Int
    /// The angle unit, the precision and the precision limit that operations receive.
    var context: EvaluationContext
    /// Whether a stored approximate variable (`.frozen`) was used: its digits cannot improve.
    private(set) var usesFrozenValue = false
    /// Whether an exact value was too large to keep exact and entered a ball rounded.
    private(set) var roundedLargeExactValue = false

    /// Whether `evaluate` also builds the tree reduced by its exact parts; when false it returns
    /// the given tree unchanged (for a first evaluation that usually needs no second one).
    var buildsReducedTree = true

    /// An evaluator at `precision` bits in `angleUnit`; step functions report operands beyond
    /// `maximumPrecision` as too large for exact evaluation; complex values are allowed when
    /// `allowsComplexResults` (otherwise they are domain errors).
    init(precision: Int, angleUnit: AngleUnit, maximumPrecision: Int = Int.max, allowsComplexResults: Bool = false) {
        self.precision = precision
        context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: SeededRandomNumberGenerator(seed: 0))
        context.maximumPrecision = maximumPrecision
        context.allowsComplexResults = allowsComplexResults
    }

    /// The value of `node` and the tree reduced by its exact parts.
    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        switch node {
        case let .number(rational, text, column):
            if let rational { return (EvaluatedValue(exact: rational), buildsReducedTree ? .exact(rational) : node) }
            do {
                // A literal too long to keep exact: correctly rounded, so within one unit in its last place.
                return (.real(BigBall(try BigFloat(parsing: text, precision: precision), ulps: 1)), node)
            } catch .underflow {
                throw ExpressionError(.underflow, column: column)
            } catch {
                throw ExpressionError(message: "overflow: number too large", column: column, calculationError: .overflow)
            }
        case let .exact(rational):
            return (EvaluatedValue(exact: rational), node)
        case let .frozen(value):
            usesFrozenValue = true
            return (.real(BigBall(value.rounded(toPrecision: Swift.max(precision, value.precision)))), node)
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
        var allReal = true
        for operand in operands {
            let (value, node) = try evaluate(operand)
            switch value {
            case .integer, .fraction: break
            case .piMultiple: hasPiMultiple = true; allExact = false
            case .real: allExact = false
            case .gaussian, .complex: allReal = false; allExact = false
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
        do throws(CalculationError) {
            if !allReal || (values.isEmpty && row.gaussian != nil && context.allowsComplexResults) {
                return (try complexValue(row, values), reducedNode())
            }
            do throws(CalculationError) {
                return try realValue(row, values, allExact: allExact, hasPiMultiple: hasPiMultiple, exactNode, reducedNode)
            } catch where context.allowsComplexResults && row.complex != nil && error.isOutsideRealDomain {
                return (try complexValue(row, values), reducedNode())
            }
        } catch {
            throw ExpressionError(error, column: column)
        }
    }

    /// The value of `row` at real `values`: exact when it can be, else on balls.
    private mutating func realValue(
        _ row: CatalogRow, _ values: [EvaluatedValue], allExact: Bool, hasPiMultiple: Bool,
        _ exactNode: (BigRational) -> ExpressionNode, _ reducedNode: () -> ExpressionNode
    ) throws(CalculationError) -> (EvaluatedValue, ExpressionNode) {
        if let exact = try exactValue(row, values, allExact: allExact, hasPiMultiple: hasPiMultiple) {
            if let r = exact.rational { return (exact, exactNode(r)) }
            return (exact, reducedNode())
        }
        let balls = values.map { value in
            if value.exactBitWidth > precision { roundedLargeExactValue = true }
            return BallOperand(value.ball(precision: precision), exact: value.rational)
        }
        let result: BigBall
        switch (row.real, balls.count) {
        case let (.constant(f), 0): result = try f(&context)
        case let (.unary(f), 1): result = try f(balls[0], context)
        case let (.binary(f), 2): result = try f(balls[0], balls[1], context)
        default: throw row.domainError(.outsideDomain)
        }
        // An exact ball (a decided floor, 0 × x) is an exact value from here on.
        if let r = result.exactRational(bitLimit: OperationCatalog.exactBitLimit), !row.traits.contains(.drawsRandomValue) {
            return (EvaluatedValue(exact: r), exactNode(r))
        }
        return (.real(result), reducedNode())
    }

    /// The value of `row` at `values` as complex numbers: exact on Gaussian rationals when the row
    /// has an exact version, else on complex balls. A row of real numbers only refuses non-real
    /// operands (or asks for more precision while an operand's imaginary part may be 0).
    private mutating func complexValue(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        if let exact = row.gaussian {
            let operands = values.compactMap(\.gaussianRational)
            if operands.count == values.count {
                let result: GaussianRational?
                switch (exact, operands.count) {
                case let (.constant(g), 0): result = g
                case let (.unary(f), 1): result = try f(operands[0])
                case let (.binary(f), 2): result = try f(operands[0], operands[1])
                default: result = nil
                }
                if let result { return EvaluatedValue(exact: result) }
            }
        }
        guard let complex = row.complex else {
            for case let .complex(z) in values where z.imaginary.containsZero {
                throw .undecided(UndecidedQuestion(row.operation, .real))
            }
            throw .notReal(row.operation)
        }
        let balls = values.map { value in
            if value.exactBitWidth > precision { roundedLargeExactValue = true }
            return value.complexBall(precision: precision)
        }
        let result: BigComplexBall
        switch (complex, balls.count) {
        case let (.unary(f), 1): result = try f(balls[0], context)
        case let (.binary(f), 2): result = try f(balls[0], balls[1], context)
        default: throw .notReal(row.operation)
        }
        guard result.isFinite else { throw .undecided(UndecidedQuestion(row.operation, .value)) }
        return EvaluatedValue(result)
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
            case (.integer, .radians), (.fraction, .radians), (.piMultiple, .degrees), (.real, _), (.gaussian, _), (.complex, _):
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
}
