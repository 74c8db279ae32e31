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
    var roundedLargeExactValue = false
    /// Whether a value came from numerical quadrature (`integrate`): its ball is an estimate, not
    /// an enclosure, so its digits are not proven.
    var usesQuadrature = false
    /// Whether a quadrature reached its deepest level before two levels agreed (a higher precision
    /// would not help it).
    var quadratureFellShort = false
    /// Whether some value came from a rigorous integral (Arb's quadrature with proven error bounds).
    var usesRigorousIntegration = false
    /// How an estimate (`usesQuadrature`) was made, for JSON's `method`: quadrature, or
    /// extrapolation of an infinite series.
    var estimateMethod: CalculationMethod?
    /// Whether every operation must prove itself holomorphic on its complex-ball operands (the
    /// integrand of a rigorous integral on an analytic request; see `Evaluator+Holomorphy.swift`).
    var requiresHolomorphy = false

    /// The session's variables and functions, which user functions see when they are called.
    var definitions = Definitions()
    /// The values of the names bound where evaluation is: a called function's parameters, the
    /// variable of a `sum`.
    var locals: [String: EvaluatedValue] = [:]
    /// How many user-function calls are under way.
    var callDepth = 0

    /// Whether `evaluate` also builds the tree reduced by its exact parts; when false it returns
    /// the given tree unchanged (for a first evaluation that usually needs no second one).
    var buildsReducedTree = true

    /// An evaluator at `precision` bits in `angleUnit`; step functions report operands beyond
    /// `maximumPrecision` as too large for exact evaluation; complex values are allowed when
    /// `allowsComplexResults` (otherwise they are domain errors); user functions see `definitions`;
    /// operations aim at `targetBits` (nil: the default precision); lists stay within `memoryBudget`
    /// bytes (nil: no budget); `canClimb` says whether the ladder climbs when an operation cannot decide.
    init(precision: Int, angleUnit: AngleUnit, maximumPrecision: Int = Int.max, allowsComplexResults: Bool = false,
         cancellation: Cancellation = .none, definitions: Definitions = Definitions(), targetBits: Int? = nil,
         memoryBudget: Int? = nil, canClimb: Bool = false) {
        self.precision = precision
        context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: SeededRandomNumberGenerator(seed: 0),
                                    targetBits: targetBits)
        context.maximumPrecision = maximumPrecision
        context.allowsComplexResults = allowsComplexResults
        context.cancellation = cancellation
        context.memoryBudget = memoryBudget
        context.canClimb = canClimb
        self.definitions = definitions
    }

    /// A checkpoint of the long loops: throws when the evaluation was cancelled or ran out of time.
    /// - Throws: `ExpressionError` with `CalculationError.interrupted`.
    func checkpoint() throws(ExpressionError) {
        do {
            try context.cancellation.check()
        } catch {
            throw ExpressionError(.interrupted(error), column: nil)
        }
    }

    /// An evaluator like this one — the same angle unit, limits, session and bound names — at
    /// `precision` bits, for a computation that works at several precisions (`solve`).
    func atPrecision(_ precision: Int) -> Evaluator {
        var evaluator = Evaluator(precision: precision, angleUnit: context.angleUnit, maximumPrecision: context.maximumPrecision,
                                  allowsComplexResults: context.allowsComplexResults, cancellation: context.cancellation,
                                  targetBits: context.targetBits, memoryBudget: context.memoryBudget, canClimb: context.canClimb)
        evaluator.definitions = definitions
        evaluator.locals = locals
        evaluator.callDepth = callDepth
        evaluator.buildsReducedTree = false
        return evaluator
    }

    /// Takes over what `other` (made by `atPrecision`) learned about the values it computed.
    mutating func absorb(_ other: Evaluator) {
        usesFrozenValue = usesFrozenValue || other.usesFrozenValue
        roundedLargeExactValue = roundedLargeExactValue || other.roundedLargeExactValue
        usesQuadrature = usesQuadrature || other.usesQuadrature
        quadratureFellShort = quadratureFellShort || other.quadratureFellShort
        usesRigorousIntegration = usesRigorousIntegration || other.usesRigorousIntegration
        estimateMethod = estimateMethod ?? other.estimateMethod
    }

    /// The value of `node` and the tree reduced by its exact parts.
    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        switch node {
        case let .number(rational, text, column):
            if let rational { return (EvaluatedValue(exact: rational), buildsReducedTree ? .exact(rational) : node) }
            do {
                // A literal too long to keep exact: correctly rounded, so within one unit in its last place.
                let digits = NumberLiteral.withoutSeparators(text)
                return (.real(BigBall(try BigFloat(parsing: digits, precision: precision), ulps: 1)), node)
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
            return try value(of: name, column, node)
        case let .call(name, arguments, column):
            return try call(name, arguments, column, node)
        case let .closure(inner, captured):
            let (outerDefinitions, outerLocals) = (definitions, locals)
            (definitions, locals) = (captured, [:])
            defer { (definitions, locals) = (outerDefinitions, outerLocals) }
            let value = try evaluate(inner).0
            return (value, reducedNode(value, node) { node })
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
        _ row: CatalogRow, _ operands: Operands, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        if row.evaluatesOperandsItself { return try evaluateOperandsItself(row, operands, column, node) }
        if operands.count == 2 { return try evaluate(row, operands[0], operands[1], column, node) }
        var values: [EvaluatedValue] = []
        values.reserveCapacity(operands.count)
        var reduced: [ExpressionNode] = []
        if buildsReducedTree { reduced.reserveCapacity(operands.count) }
        for index in operands.indices {
            let (value, node) = try evaluate(operands[index])
            values.append(value)
            if buildsReducedTree { reduced.append(node) }
        }
        let value: EvaluatedValue
        do {
            value = try apply(row, values)
        } catch {
            // An interruption belongs to the line, not to the operation it happened in.
            throw ExpressionError(error, column: error.isInterruption ? nil : column)
        }
        return (value, reducedNode(value, node) { .operation(row.operation, operands: Operands(reduced), column: column) })
    }

    /// `evaluate(_:_:_:_:)` for a row of two operands: the same steps, with the two values held
    /// apart rather than in an array, and exact rational operands handed straight to the row's
    /// exact implementation (most lines are arithmetic on exact numbers); and x − x is 0.
    private mutating func evaluate(
        _ row: CatalogRow, _ left: ExpressionNode, _ right: ExpressionNode, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        let (a, reducedLeft) = try evaluate(left)
        let (b, reducedRight) = try evaluate(right)
        // x − x is exactly 0 whatever x is (once x is known to have a value).
        if row.traits.contains(.cancelsEqualOperands), a.kind != .list, left.isSameComputation(as: right) {
            return (.integer(BigRational(0)), buildsReducedTree ? .exact(BigRational(0)) : node)
        }
        let value: EvaluatedValue
        do {
            // Operands of other kinds move into `apply`'s array rather than being copied there.
            value = try a.kind.isRational && b.kind.isRational ? apply(row, a, b) : apply(row, [a, b])
        } catch {
            throw ExpressionError(error, column: error.isInterruption ? nil : column)
        }
        return (value, reducedNode(value, node) { .operation(row.operation, operands: .two(reducedLeft, reducedRight), column: column) })
    }

    /// The reduced tree of a value computed at `node`: its exact value, or `reduced()` (when the
    /// reduced tree is being built; `node` otherwise).
    func reducedNode(_ value: EvaluatedValue, _ node: ExpressionNode, _ reduced: () -> ExpressionNode) -> ExpressionNode {
        guard buildsReducedTree else { return node }
        if let r = value.rational { return .exact(r) }
        return reduced()
    }
}
