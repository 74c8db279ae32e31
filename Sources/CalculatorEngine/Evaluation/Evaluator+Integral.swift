import BigNumber

/// `integrate(f, x, a, b)`: tanh-sinh quadrature.
///
/// With m = (a + b)/2, r = (b − a)/2 and the nodes of `TanhSinhNodes`, level k (step h = 2^−k) is
/// r·h·Σ w(t)·(f(a + r·δ(t)) + f(b − r·δ(t))) over t = j·h ≥ 0 (the t = 0 term once, at m). The
/// points are exact binary numbers at distance r·δ(t) from an end, never the end itself, so
/// integrable singularities at the ends (√x, 1/√x, ln x at 0) are evaluated next to them. The range
/// of t is where the terms matter (they fall double-exponentially); each level adds the nodes
/// halfway between the last ones. Levels stop when two agree to about p − 10 bits of the integral
/// of |f|; the result is the last level with its difference from the one before (× 4) as the
/// radius — an estimate, not a bound, so the value is marked as coming from quadrature.
extension Evaluator {
    /// The first level at which `integrate` may stop.
    static let quadratureMinimumLevel = 3

    /// The value of `integrate(f, x, a, b)`: over an infinite range, tanh-sinh quadrature after a
    /// substitution (`improperIntegral`); over a finite one, a rigorous integral when the integrand
    /// allows it (its algebraic end singularities taken out first, `endpointSingularIntegral`), else
    /// an error for a pole inside the range, else tanh-sinh quadrature (unproven).
    mutating func integral(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let f = BoundFunction(body: operands[0], variable: try boundVariable(operation, operands, column), operation: operation,
                              column: column)
        if let value = try improperIntegral(f, operands) { return value }
        let (a, b) = (try evaluate(operands[2]).0, try evaluate(operands[3]).0)
        guard a.isReal, b.isReal else { throw f.error("the limits of integrate must be real numbers") }
        if let ra = a.rational, let rb = b.rational {
            if ra == rb { return .integer(BigRational(0)) }
            if let proven = try endpointSingularIntegral(f, from: ra, to: rb) { return .real(proven) }
        }
        if let proven = try rigorousIntegral(f, from: a, to: b) { return proven }
        let bits = precision + 32
        guard let lower = try? a.ball(precision: bits).midpoint(), let upper = try? b.ball(precision: bits).midpoint() else {
            throw f.error("the limits of integrate are out of range")
        }
        if let point = try interiorSingularity(f, lower, upper) {
            // The point is known to about 2^−60 of the range: closer to 0 than that, it is 0.
            let range = BigFloat.addExactly(upper, -lower)
            let negligible = (point.exponent ?? Int.min) < (range.exponent ?? 0) - 50
            let near = negligible ? "0" : point.formatted(significantDigits: 10, trimmingTrailingZeros: true)
            throw f.error("integrate: the integrand is not bounded near \(f.variable) ≈ \(near), inside the range (a pole, or a point "
                          + "the formula cannot evaluate, such as sin(x)/x at 0: write sinc(x)); if the integral exists there, "
                          + "split the range at that point")
        }
        return try tanhSinh(f, from: lower, to: upper, substitution: .none)
    }

    /// Tanh-sinh quadrature of f (after `substitution`) from `lower` to `upper`: an estimate,
    /// marked so (`usesQuadrature`).
    mutating func tanhSinh(
        _ f: BoundFunction, from lower: BigFloat, to upper: BigFloat, substitution: QuadratureSubstitution
    ) throws(ExpressionError) -> EvaluatedValue {
        usesQuadrature = true
        estimateMethod = estimateMethod ?? .quadrature
        let bits = precision + 32
        guard let halfWidth = try? BigBall.divide(BigBall.subtract(BigBall(upper), BigBall(lower), precision: bits), by: 2,
                                                  precision: bits).midpoint() else {
            throw f.error("the limits of integrate are out of range")
        }
        if halfWidth.isZero {
            // Ends that differ by less than the working precision tells: an integral near 0, not proven 0.
            let width = BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: (lower.exponent ?? 0) - bits)
            return .real(BigBall().addingError(BigBall(width)))
        }
        let compiled = substitution == .none ? CompiledBody.compile(f.body, variable: f.variable, evaluator: &self) : nil
        var sum = QuadratureSum(f: f, lower: lower, upper: upper, halfWidth: halfWidth, nodes: TanhSinhNodes.at(precision: bits),
                                compiled: compiled, substitution: substitution)
        try sum.addCenter(&self)
        try sum.findRange(&self)
        var previous = sum.level(0)
        var level = 1
        while true {
            try sum.addLevel(level, &self)
            let current = sum.level(level)
            let difference = BigBall.subtract(current, previous, precision: bits)
            let agree = difference.containsZero
                || (difference.exponent ?? Int.min) <= (sum.absoluteLevel(level).exponent ?? Int.min) - (precision - 10)
            if (level >= Self.quadratureMinimumLevel && agree) || level >= sum.maximumLevel(precision) {
                // Levels that do not agree at the deepest one: more precision will not make them.
                quadratureFellShort = quadratureFellShort || !agree
                return .real(current.addingError(BigBall.multiply(difference, BigBall(4), precision: 64)))
            }
            previous = current
            level += 1
        }
    }
}

/// The running sums of tanh-sinh quadrature on [lower, upper]: Σ w·(f(left) + f(right)) over the
/// nodes so far, and the same with |f|, which measures the integral's scale. The nodes of a level
/// are evaluated on the threads through the compiled integrand when it compiles, and one by one
/// by the general evaluator otherwise (or when a point needs it: an error, a value not real).
struct QuadratureSum {
    let f: BoundFunction
    let lower: BigFloat
    let upper: BigFloat
    let halfWidth: BigFloat
    let nodes: TanhSinhNodes
    /// The integrand compiled (`CompiledBody`), nil when it needs the general evaluator.
    let compiled: CompiledBody?
    /// What the points are mapped through (an infinite range onto [0, 1]).
    let substitution: QuadratureSubstitution
    /// Σ w·(f(left) + f(right)) (and w(0)·f(m)).
    private var total = BigBall()
    /// Σ w·(|f(left)| + |f(right)|).
    private var magnitude = BigBall()
    /// The binary exponent of the largest term so far.
    private var largest: Int?
    /// The nodes are at t = j·h for 0 ≤ t ≤ `range`.
    private var range = 0

    init(f: BoundFunction, lower: BigFloat, upper: BigFloat, halfWidth: BigFloat, nodes: TanhSinhNodes, compiled: CompiledBody?,
         substitution: QuadratureSubstitution) {
        self.substitution = substitution
        self.f = f
        self.lower = lower
        self.upper = upper
        self.halfWidth = halfWidth
        self.nodes = nodes
        self.compiled = compiled
    }

    /// The integral at `level`: r·2^−level·total.
    func level(_ level: Int) -> BigBall {
        scaled(total, level)
    }

    /// The integral of |f| at `level`.
    func absoluteLevel(_ level: Int) -> BigBall {
        scaled(magnitude, level).magnitude
    }

    private func scaled(_ sum: BigBall, _ level: Int) -> BigBall {
        let step = BigFloat.scaled(halfWidth, byPowerOfTwo: -level)
        return BigBall.multiply(sum, BigBall(step), precision: nodes.precision)
    }

    /// The deepest level: log₂ p + 1 (an analytic integrand's levels double their correct bits, and
    /// agree at about log₂ p − 2).
    func maximumLevel(_ precision: Int) -> Int {
        Int.bitWidth - precision.leadingZeroBitCount + 1
    }

    /// The largest t: about ln(7p), where δ(t) ≈ 2^−(2.27·e^t) is about 2^−(16p); a term still not
    /// negligible there means an integrand that does not fall fast enough at an end.
    private func maximumRange(_ precision: Int) -> Int {
        let bits = Int.bitWidth - (7 * precision).leadingZeroBitCount
        return Int(Double(bits) * 0.6931471805599453) + 1
    }

    /// Adds the term at t = 0: w(0)·f(m).
    mutating func addCenter(_ evaluator: inout Evaluator) throws(ExpressionError) {
        let p = nodes.precision
        let center = BigFloat.addExactly(lower, halfWidth)
        let node = nodes.nodes(level: 0, count: 1)[0]
        let value = try integrand(at: center, &evaluator)
        total = BigBall.multiply(node.weight, value, precision: p)
        magnitude = total.magnitude
        largest = magnitude.isZero ? nil : magnitude.exponent
    }

    /// Adds the terms at t = 1, 2, 3, … until two in a row are negligible: the first of them is
    /// the range of every level.
    mutating func findRange(_ evaluator: inout Evaluator) throws(ExpressionError) {
        var negligible = 0
        var j = 1
        while true {
            let size = try add(nodes.nodes(level: 0, count: j + 1)[j], &evaluator)
            if isNegligible(size, evaluator.precision) {
                negligible += 1
            } else {
                negligible = 0
                if let e = size.exponent { largest = Swift.max(largest ?? e, e) }
            }
            if negligible >= 2, j >= 3 {
                j -= 1
                break
            }
            guard j < maximumRange(evaluator.precision) else {
                throw f.error("integrate did not converge: the integrand does not fall fast enough at an end of the interval")
            }
            j += 1
        }
        range = j
    }

    /// Adds the nodes that level `level` (≥ 1) adds: t = j·2^−level for odd j, up to the range.
    mutating func addLevel(_ level: Int, _ evaluator: inout Evaluator) throws(ExpressionError) {
        let count = range << (level - 1)
        let added = Array(nodes.nodes(level: level, count: count).prefix(count))
        if let compiled, addInParallel(added, compiled, evaluator.context) { return }
        for node in added {
            _ = try add(node, &evaluator)
        }
    }

    /// Adds the terms of `added` through the compiled integrand, in pieces on the threads; false,
    /// with nothing added, when a point needs the general evaluator (an error, a value that is not
    /// a finite real ball) or the evaluation is to stop.
    private mutating func addInParallel(_ added: [TanhSinhNodes.Node], _ body: CompiledBody, _ context: EvaluationContext) -> Bool {
        let (p, lower, upper, halfWidth) = (nodes.precision, lower, upper, halfWidth)
        @Sendable func value(at x: BigFloat) -> BigBall? {
            guard let value = try? body.value(at: BallOperand(derivingExactFrom: BigBall(x)), context).ball, value.isFinite else { return nil }
            return value
        }
        let pieces = Swift.min(added.count, 4 * Parallelism.threads)
        let partials = Concurrently.map(count: pieces) { piece -> (total: BigBall, magnitude: BigBall)? in
            var (total, magnitude) = (BigBall(), BigBall())
            for node in added[(piece * added.count / pieces)..<((piece + 1) * added.count / pieces)] {
                let offset = halfWidth * node.offset
                guard context.cancellation.reason == nil, let left = value(at: BigFloat.addExactly(lower, offset)),
                      let right = value(at: BigFloat.addExactly(upper, -offset)) else { return nil }
                total.add(BigBall.multiply(node.weight, BigBall.add(left, right, precision: p), precision: p), precision: p)
                magnitude.add(BigBall.multiply(node.weight, BigBall.add(left.magnitude, right.magnitude, precision: 64), precision: 64),
                              precision: p)
            }
            return (total, magnitude)
        }
        guard partials.allSatisfy({ $0 != nil }) else { return false }
        for case let partial? in partials {
            total.add(partial.total, precision: p)
            magnitude.add(partial.magnitude, precision: p)
        }
        return true
    }

    /// Whether a term of size `size` is below the largest one by more than p + 16 bits.
    private func isNegligible(_ size: BigBall, _ precision: Int) -> Bool {
        guard let largest else { return size.isZero }
        return size.isZero || (size.exponent ?? Int.min) < largest - precision - 16
    }

    /// Adds the two terms of `node`; returns their size w·(|f(left)| + |f(right)|).
    private mutating func add(_ node: TanhSinhNodes.Node, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigBall {
        let p = nodes.precision
        let offset = halfWidth * node.offset
        let left = try integrand(at: BigFloat.addExactly(lower, offset), &evaluator)
        let right = try integrand(at: BigFloat.addExactly(upper, -offset), &evaluator)
        total = BigBall.add(total, BigBall.multiply(node.weight, BigBall.add(left, right, precision: p), precision: p), precision: p)
        let size = BigBall.multiply(node.weight, BigBall.add(left.magnitude, right.magnitude, precision: 64), precision: 64)
        magnitude = BigBall.add(magnitude, size, precision: p)
        return size
    }

    /// f at the exact point `x`, as a real ball. A value the point's ball cannot decide is an error
    /// at once: a higher precision moves the trouble to the nodes nearer the end, which it also adds.
    private func integrand(at x: BigFloat, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigBall {
        // The point as the messages show it, written only for one.
        func point() -> String { "\(f.variable) ≈ \(x.formatted(significantDigits: 10, trimmingTrailingZeros: true))" }
        let value: EvaluatedValue
        do {
            value = try substitution.value(of: f, at: x, nodes.precision, &evaluator)
        } catch where error.isUndecided {
            throw f.error("integrate could not evaluate the integrand at \(point()): its digits cancel there "
                          + "(near an end, write 1 - x^2 as (1 - x)*(1 + x), for example)")
        }
        guard value.isReal else { throw f.error("integrate needs a real integrand: its value at \(point()) is not real") }
        return value.ball(precision: nodes.precision)
    }
}
