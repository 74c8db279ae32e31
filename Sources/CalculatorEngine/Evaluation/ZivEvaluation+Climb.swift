import BigNumber

/// The climb of the precision ladder over the components of whatever the evaluator returns: each
/// component's ball is read and judged on its own, and the value is settled when all are.
extension ZivEvaluation {
    /// How a climb of the precision ladder ended for one component.
    enum Conclusion<Output> {
        /// The component is an exact rational.
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

    /// A climb of the precision ladder: the value's kind, how the climb ended for each of its
    /// components, at which precision, after how many evaluations.
    struct Ladder<Output> {
        /// The kind of the value.
        let kind: CalculationResult.Kind
        /// One conclusion per component of the value, in the kind's order.
        let conclusions: PerComponent<Conclusion<Output>>
        /// The precision of the last evaluation.
        let precision: Int
        /// The number of evaluations.
        let evaluations: Int
        /// Whether the value came from numerical quadrature: its outputs are estimates, not proven.
        var usesQuadrature = false
        /// The notes operations left about the value (`EvaluationNotes`).
        var notes: [String] = []
        /// How the digits beyond ball arithmetic were obtained (a rigorous integral, an estimate).
        var method: CalculationMethod?
    }

    /// What one evaluation says about one component of the value.
    fileprivate enum Reading<Output> {
        /// The component is an exact rational.
        case exact(BigRational)
        /// Its ball, the ball's midpoint, and the judge's outputs.
        case enclosed(BigBall, BigFloat, proven: Output?, rounded: Output?)

        /// The conclusion when the ladder stops here: `proving` false gives unproven outputs, else
        /// a component not proven is a heuristic zero (a ball holding 0 with a radius below
        /// 2^(−p/2), or 2^(−p/2k) when the value holds a cluster of k eigenvalues) or limited; with
        /// `quadrature`, an output its ball settles is only an estimate (unproven).
        func conclusion(proving: Bool, quadrature: Bool, precision: Int, cluster: Int, roundedLargeExactValue: Bool) -> Conclusion<Output> {
            switch self {
            case let .exact(r): return .exact(r)
            case let .enclosed(ball, x, proven, rounded):
                if !proving { return .unproven(rounded, x) }
                if let proven { return quadrature ? .unproven(proven, x) : .proven(proven, x) }
                if ball.containsZero, ball.radiusIsBelow(powerOfTwo: -precision / (2 * cluster)) { return .heuristicZero }
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
    }

    /// Evaluates `tree` at the plan's start, then at doubling precisions up to its limit, until `judge`
    /// proves the output of every component of its value — the one precision ladder of BigCalc,
    /// used for expressions and keypads.
    ///
    /// `judge` receives the ball of a component at precision p, its midpoint x and p; it returns
    /// the output when every point of the ball gives the same one (`proven`), and the output of x
    /// itself (`rounded`, nil when x is too close to a boundary to say).
    /// - Parameters:
    ///   - tree: the expression, its names resolved.
    ///   - plan: the first and highest precisions, the growth and the time budget.
    ///   - angleUnit: the unit of angles.
    ///   - proving: false to evaluate once: the output is then unproven unless the value is exact.
    ///   - allowsComplexResults: whether values may be complex.
    ///   - definitions: the session's variables and functions, for calls of user functions.
    ///   - cancellation: checked before each evaluation and by the evaluator's loops.
    ///   - judge: reads the output of a component, as above.
    /// - Returns: how the climb ended.
    /// - Throws: `ExpressionError` when the expression has no value, a question stays undecided
    ///   at the limit, or the value is outside `BigFloat`'s range.
    static func climb<Output: Equatable>(
        _ tree: ExpressionNode, plan: PrecisionPlan, angleUnit: AngleUnit, proving: Bool = true,
        allowsComplexResults: Bool = false, definitions: Definitions = Definitions(), cancellation: Cancellation = .none,
        judge: (BigBall, BigFloat, Int) -> (proven: Output?, rounded: Output?)
    ) throws(ExpressionError) -> Ladder<Output> {
        var climber = Climber(tree: tree, plan: plan, angleUnit: angleUnit, proving: proving,
                              allowsComplexResults: allowsComplexResults, definitions: definitions, cancellation: cancellation)
        return try climber.climb(judge: judge)
    }
}

/// The state of one climb: the settings fixed for it, the precision reached and the tree evaluated.
private struct Climber {
    let tree: ExpressionNode
    let plan: PrecisionPlan
    let angleUnit: AngleUnit
    let proving: Bool
    let allowsComplexResults: Bool
    let definitions: Definitions
    let cancellation: Cancellation
    /// When the climb began (a plain value to copy, unlike a clock's instant).
    let began = ProcessTime.now
    /// The precision of the next evaluation.
    var precision: Int
    /// The evaluations so far.
    var evaluations = 0
    /// The tree the next evaluation evaluates: `tree`, reduced by its exact parts after the first.
    var current: ExpressionNode
    /// The bits the last evaluation's components lacked, when it fell short by a few (see `nextPrecision`).
    var shortfall: Int?

    init(tree: ExpressionNode, plan: PrecisionPlan, angleUnit: AngleUnit, proving: Bool, allowsComplexResults: Bool,
         definitions: Definitions, cancellation: Cancellation) {
        self.tree = tree
        self.plan = plan
        self.angleUnit = angleUnit
        self.proving = proving
        self.allowsComplexResults = allowsComplexResults
        self.definitions = definitions
        self.cancellation = cancellation
        precision = plan.start
        current = tree
    }

    /// Climbs until every component is settled, the limit or the time budget is reached, or the
    /// value cannot improve (not proving, a frozen value, quadrature).
    mutating func climb<Output: Equatable>(
        judge: (BigBall, BigFloat, Int) -> (proven: Output?, rounded: Output?)
    ) throws(ExpressionError) -> ZivEvaluation.Ladder<Output> {
        while true {
            // The first evaluation starts as the climb begins: its budget is whole, without reading the clock.
            let canClimb = proving && precision < plan.limit && (evaluations == 0 || ProcessTime.now - began < plan.timeBudget)
            var evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: plan.limit,
                                      allowsComplexResults: allowsComplexResults, cancellation: cancellation,
                                      definitions: definitions,
                                      targetBits: Swift.max(plan.start - PrecisionPlan.guardBits, Recognition.minimumBits),
                                      memoryBudget: plan.memoryBudget, canClimb: canClimb)
            if let (value, reduced) = try evaluate(with: &evaluator, canClimb: canClimb) {
                if case .piMultiple = value { try computePi() }
                let (kind, components) = value.resultComponents(precision: precision)
                // Read through locals: a closure that used `self` would copy the whole climber.
                let (tree, precision) = (tree, precision)
                let readings = try components.map { component throws(ExpressionError) in
                    try Self.read(component, tree: tree, precision: precision, judge: judge)
                }
                if let ladder = conclusion(kind, readings, evaluator, canClimb: canClimb) { return ladder }
                shortfall = Self.shortfall(readings, target: plan.start - PrecisionPlan.guardBits, precision: precision)
                // The first evaluation keeps no reduced tree (it usually proves the result): the
                // second evaluates the whole tree and keeps it reduced for those after it.
                current = reduced
            }
            precision = nextPrecision()
        }
    }

    /// The precision of the next evaluation: the plan's step (doubling), except after the first
    /// evaluation when every component fell short of its digits by a few bits (`shortfall`): then
    /// that many bits twice over and the guard bits, so that an evaluation that loses a fixed
    /// number of bits (a cancellation, a linear solve) needs a second evaluation of about the
    /// cost of the first rather than one at twice the precision.
    private mutating func nextPrecision() -> Int {
        let doubled = plan.step(after: precision)
        defer { shortfall = nil }
        guard evaluations == 1, let shortfall else { return doubled }
        return Swift.min(doubled, precision + 2 * shortfall + PrecisionPlan.guardBits)
    }

    /// The bits the components of an evaluation at `precision` lack for `target` bits, or nil when
    /// a component lost more than half the precision (or holds 0), where doubling is the safer step.
    private static func shortfall<Output>(
        _ readings: PerComponent<ZivEvaluation.Reading<Output>>, target: Int, precision: Int
    ) -> Int? {
        var missing = 0
        for reading in [readings.first] + readings.rest {
            guard case let .enclosed(ball, _, proven, _) = reading, proven == nil else { continue }
            let accuracy = ball.relativeAccuracyBits
            guard accuracy > precision / 2 else { return nil }
            missing = Swift.max(missing, target - accuracy)
        }
        return Swift.max(missing, 0)
    }

    /// One evaluation of `current`, or nil when an operation could not decide a question and the
    /// ladder can climb.
    private mutating func evaluate(
        with evaluator: inout Evaluator, canClimb: Bool
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode)? {
        if evaluations > 0 { try evaluator.checkpoint() }
        // The first evaluation usually proves the result: the reduced tree is built only for a second.
        evaluator.buildsReducedTree = evaluations > 0
        evaluations += 1
        let value: (EvaluatedValue, ExpressionNode)
        do {
            value = try evaluator.evaluate(current)
        } catch where error.isUndecided && canClimb {
            return nil
        } catch {
            throw ZivEvaluation.settled(error, bits: precision)
        }
        // A last library call that cannot be interrupted may end past the time limit: the
        // evaluation then timed out all the same, whatever the load on the machine.
        try evaluator.checkpoint()
        return value
    }

    /// Computes π for the ball of a multiple of π by a binary splitting that can be stopped (it is
    /// cached then), when the climb can be cancelled.
    private func computePi() throws(ExpressionError) {
        guard cancellation.isActive else { return }
        do {
            _ = try BigBall.pi(precision: precision + EvaluatedValue.piGuardBits, stop: cancellation)
        } catch {
            throw ExpressionError(.interrupted(error), column: nil)
        }
    }

    /// What an evaluation of `tree` at `precision` says about one component: exact, or its ball judged.
    private static func read<Output>(
        _ component: ComponentValue, tree: ExpressionNode, precision: Int,
        judge: (BigBall, BigFloat, Int) -> (proven: Output?, rounded: Output?)
    ) throws(ExpressionError) -> ZivEvaluation.Reading<Output> {
        switch component {
        case let .exact(r):
            return .exact(r)
        case let .ball(ball):
            if let r = ball.exactRational(bitLimit: OperationCatalog.exactBitLimit) { return .exact(r) }
            let x = try ZivEvaluation.midpoint(of: ball, tree)
            let (proven, rounded) = judge(ball, x, precision)
            return .enclosed(ball, x, proven: proven, rounded: rounded)
        }
    }

    /// How the climb ends after this evaluation, or nil when it climbs on: it ends when every
    /// component is settled, when it cannot climb, and when climbing cannot improve the value (not
    /// proving, a frozen value, quadrature, which climbs once at most and not when its levels did
    /// not agree: more precision does not help a sum that has not converged).
    private func conclusion<Output>(
        _ kind: CalculationResult.Kind, _ readings: PerComponent<ZivEvaluation.Reading<Output>>, _ evaluator: Evaluator, canClimb: Bool
    ) -> ZivEvaluation.Ladder<Output>? {
        let quadrature = evaluator.usesQuadrature
        let settled = readings.allSatisfy(\.isSettled)
        let quadratureStops = quadrature && (settled || evaluations >= 2 || evaluator.quadratureFellShort)
        guard settled || !canClimb || !proving || evaluator.usesFrozenValue || quadratureStops else { return nil }
        let provingHere = proving && !evaluator.usesFrozenValue
        let recorded = evaluator.context.notes.recorded
        let conclusions = readings.map { reading in
            reading.conclusion(proving: provingHere, quadrature: quadrature, precision: precision,
                               cluster: recorded.largestCluster, roundedLargeExactValue: evaluator.roundedLargeExactValue)
        }
        return ZivEvaluation.Ladder(kind: kind, conclusions: conclusions, precision: precision, evaluations: evaluations,
                                    usesQuadrature: quadrature, notes: recorded.notes,
                                    method: quadrature ? evaluator.estimateMethod ?? .quadrature
                                        : evaluator.usesRigorousIntegration ? .rigorous : nil)
    }
}
