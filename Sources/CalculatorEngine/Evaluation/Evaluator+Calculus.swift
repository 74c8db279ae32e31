import BigNumber

/// The calculus forms, which evaluate their first operand as a function of the variable their
/// second operand names:
///
/// - `solve(f, x, a, b)`: the root of f in [a, b]. f(a) and f(b) must have opposite signs, proven
///   on balls; the bracket is then narrowed on exact points, each sign proven, and the result is
///   the ball spanning the last bracket — it holds a root of f when f is continuous on [a, b], so
///   the digits the ladder proves from it are proven. A bracket that closes on a pole (1/x, tan) or
///   a jump (floor) is refused: f evaluated on the final ball is not finite, or does not hold 0.
/// - `integrate(f, x, a, b)`: tanh-sinh quadrature over a finite interval; the result is an
///   estimate (two levels agree), not an enclosure, and is marked so (`usesQuadrature`).
extension Evaluator {
    /// The evaluations of the function that `solve` makes at one precision before it reports that
    /// it did not converge (bisection alone needs about `precision` plus the binary exponents the
    /// bracket spans).
    static func solveBudget(precision: Int) -> Int { 2 * precision + 400 }

    /// The value of `solve(f, x, a, b)`.
    mutating func root(
        _ operation: CatalogOperation, _ operands: [ExpressionNode], _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let f = BoundFunction(body: operands[0], variable: try boundVariable(operation, operands, column), operation: operation,
                              column: column)
        var ends: [BracketPoint] = []
        for operand in operands[2...3] {
            let end = try evaluate(operand).0
            guard end.isReal else { throw f.error("the bracket of solve must be real numbers") }
            switch try bracketEnd(f, end) {
            case let .root(value): return value
            case let .end(point): ends.append(point)
            }
        }
        ends.sort { $0.point < $1.point }
        guard ends[0].sign != ends[1].sign else {
            throw f.error("solve needs a sign change: f(a) and f(b) have the same sign")
        }
        var bracket = RootBracket(lo: ends[0], hi: ends[1], f: f)
        // From a few dozen bits up to the working precision, doubling: each precision starts from
        // the bracket of the one before, so the last one needs only a few evaluations.
        var precisions = [precision]
        while precisions[0] / 2 >= 64 { precisions.insert(precisions[0] / 2, at: 0) }
        for q in precisions {
            var evaluator = atPrecision(q)
            defer { absorb(evaluator) }
            do {
                if let exact = try bracket.narrow(&evaluator), let r = BigRational(exactly: exact) {
                    return EvaluatedValue(exact: r)
                }
            } catch where error.isUndecided && q < precision {
                continue
            }
        }
        let ball = BigBall(spanning: bracket.lo.point, bracket.hi.point, precision: precision)
        try requireContinuity(f, on: ball)
        return .real(ball)
    }

    /// What an end of the bracket of `solve` is: the root itself (f is exactly 0 there), or a
    /// point of the bracket.
    private enum BracketEnd {
        case root(EvaluatedValue)
        case end(BracketPoint)
    }

    /// The bracket point for the end `end`: f's sign there, proven. An end that is not an exact
    /// binary number (1/3, π) is replaced by the midpoint of its ball, on which f's sign is proven.
    private mutating func bracketEnd(_ f: BoundFunction, _ end: EvaluatedValue) throws(ExpressionError) -> BracketEnd {
        var sample = try self.sample(f, at: end)
        if case .zero = sample { return .root(end) }
        let ball = end.ball(precision: precision)
        if case .real = end {
            // Sampled on its ball already.
        } else if end.rational == nil || !ball.isExact {
            sample = try self.sample(f, at: .real(ball))
        }
        guard case let .signed(sign, value) = sample, let point = try? ball.midpoint() else {
            throw ExpressionError(.undecided(UndecidedQuestion(f.operation, .sign)), column: f.column)
        }
        return .end(BracketPoint(point: point, sign: sign, value: value, precision: precision))
    }

    /// f at `x`, as `solve` reads it: exactly 0, a proven sign (with the value's midpoint), or undecided.
    fileprivate mutating func sample(_ f: BoundFunction, at x: EvaluatedValue) throws(ExpressionError) -> RootSample {
        let value = try evaluate(f, at: x)
        switch value {
        case let .integer(n): return n.isZero ? .zero : .signed(n.signum, BigFloat(n, precision: precision))
        case let .fraction(r): return .signed(r.signum, r.bigFloat(precision: precision))
        case let .piMultiple(k): return .signed(k.signum, value.approximation(precision: precision))
        case let .real(ball):
            if ball.isZero { return .zero }
            let sign = ball.isPositive ? 1 : ball.isNegative ? -1 : 0
            guard sign != 0 else { return .undecided }
            let midpoint = (try? ball.midpoint()) ?? BigFloat.infinity(sign: sign < 0 ? .minus : .plus, precision: precision)
            return .signed(sign, midpoint)
        case let .complex(z) where z.imaginary.containsZero:
            throw ExpressionError(.undecided(UndecidedQuestion(f.operation, .real)), column: f.column)
        case .gaussian, .complex:
            let point = x.approximation(precision: precision).formatted(significantDigits: 10, trimmingTrailingZeros: true)
            throw f.error("solve needs a real function: its value at \(f.variable) = \(point) is not real")
        }
    }

    /// Refuses a bracket that closed on a pole or a jump rather than a root: f evaluated on the
    /// whole final ball must be finite and hold 0 (a continuous f changes sign only through 0).
    /// A comparison undecided on the ball (a piecewise f written with `if`) is taken as continuous.
    private mutating func requireContinuity(_ f: BoundFunction, on ball: BigBall) throws(ExpressionError) {
        let near = (try? ball.midpoint())?.formatted(significantDigits: 10, trimmingTrailingZeros: true) ?? "?"
        let reason = Self.discontinuity
        let value: EvaluatedValue
        do {
            value = try evaluate(f, at: .real(ball))
        } catch {
            guard case let .undecided(question) = error.calculationError else { throw error }
            switch question.kind {
            case .divisor, .value, .domain: throw f.error("solve found a pole, not a root, near \(f.variable) ≈ \(near): \(reason)")
            case .jump: throw f.error("solve found a jump, not a root, near \(f.variable) ≈ \(near): \(reason)")
            case .integer, .real, .comparison, .sign: return
            }
        }
        let holdsZero = switch value {
        case let .real(b): b.isFinite && b.containsZero
        case let .integer(n): n.isZero
        case .fraction, .piMultiple: false
        case .gaussian, .complex: true
        }
        if !holdsZero { throw f.error("solve found a jump, not a root, near \(f.variable) ≈ \(near): \(reason)") }
    }

    /// Why `solve` refuses a bracket that closed on a pole or a jump.
    static let discontinuity = "the function changes sign there without passing through 0 (it must be continuous on [a, b])"

    /// The value of f at `x`.
    fileprivate mutating func evaluate(_ f: BoundFunction, at x: EvaluatedValue) throws(ExpressionError) -> EvaluatedValue {
        try inside([f.variable: x]) { (evaluator: inout Evaluator) throws(ExpressionError) in try evaluator.evaluate(f.body).0 }
    }
}

/// The first operand of a calculus form as a function of the variable the form binds.
struct BoundFunction {
    /// The expression.
    let body: ExpressionNode
    /// The bound variable's name.
    let variable: String
    /// The form (`solve`, `integrate`).
    let operation: CatalogOperation
    /// The form's column, for errors.
    let column: Int

    /// An error of the form with `message`.
    func error(_ message: String) -> ExpressionError {
        ExpressionError(message: message, column: column)
    }
}

/// A point of `solve`'s bracket: exactly where, the sign of f there (proven), and f's value there
/// (its ball's midpoint, for the secant step) as computed at `precision` bits.
struct BracketPoint {
    var point: BigFloat
    let sign: Int
    var value: BigFloat
    let precision: Int
}

/// What one evaluation of f tells `solve`.
enum RootSample {
    /// f is exactly 0 there.
    case zero
    /// f's sign there (−1 or 1), proven, and its value's midpoint.
    case signed(Int, BigFloat)
    /// f's ball holds 0: the sign is not known at this precision.
    case undecided
}

/// The bracket [lo, hi] of `solve`, narrowed by the Illinois variant of regula falsi (a secant
/// step whose stale end's value is halved when the same end moves twice), with bisection when a
/// few steps do not halve the bracket, bisection of the exponent when the ends differ in scale, and
/// a step to 0 when the bracket holds 0. Every point is an exact binary number at which f's sign
/// is proven (or f is exactly 0), so the bracket holds a sign change of f at every step.
struct RootBracket {
    var lo: BracketPoint
    var hi: BracketPoint
    let f: BoundFunction
    /// Which end the last secant step moved: −1 lo, 1 hi, 0 none.
    private var lastMoved = 0
    /// How far below the other end (in binary exponent) the next step toward 0 goes.
    private var stepTowardZero = 1

    init(lo: BracketPoint, hi: BracketPoint, f: BoundFunction) {
        self.lo = lo
        self.hi = hi
        self.f = f
    }

    /// How a look at the two neighbours of an undecided point ended.
    private enum Straddle {
        /// f is exactly 0 at this point.
        case root(BigFloat)
        /// The bracket is as narrow as this precision can prove.
        case done
        /// The root is away from the point: back to the secant steps.
        case proceed
    }

    /// Narrows the bracket at `evaluator`'s precision q until its width is at most about
    /// 2^−(q−4)·max(|lo|, |hi|), or as far as f's balls can tell signs at q bits.
    /// - Returns: an exact root when f is exactly 0 at a point tried, else nil.
    /// - Throws: f's errors, and "did not converge" after `Evaluator.solveBudget` evaluations.
    mutating func narrow(_ evaluator: inout Evaluator) throws(ExpressionError) -> BigFloat? {
        let q = evaluator.precision
        // The values at the ends, for the secant, at this precision (their signs are known).
        for end in [lo, hi] where end.precision < q {
            if case let .signed(sign, value) = try evaluator.sample(f, at: .real(BigBall(end.point))), sign == end.sign {
                let refreshed = BracketPoint(point: end.point, sign: sign, value: value, precision: q)
                if sign == lo.sign { lo = refreshed } else { hi = refreshed }
            }
        }
        var budget = Evaluator.solveBudget(precision: q)
        var widths: [Int] = []
        lastMoved = 0
        while let width = widthExponent, !isNarrow(width, q) {
            budget -= 1
            guard budget >= 0 else { throw notConverged }
            // Bisect when the last three steps did not halve the bracket.
            let bisect = widths.count >= 3 && width > widths[widths.count - 3] - 1
            widths.append(width)
            guard let c = nextPoint(q + 16, bisect: bisect) else { return nil }
            switch try sample(at: c, &evaluator) {
            case .zero: return c
            case let .signed(sign, value): move(to: c, sign, value, q, illinois: true)
            case .undecided:
                switch try straddle(c, &evaluator, budget: &budget) {
                case let .root(r): return r
                case .done: return nil
                case .proceed: break
                }
            }
        }
        return nil
    }

    /// f at the exact point `c` inside the bracket; f undefined there (a division by zero, a pole
    /// of a function) means a pole, not a root.
    private func sample(at c: BigFloat, _ evaluator: inout Evaluator) throws(ExpressionError) -> RootSample {
        do {
            return try evaluator.sample(f, at: .real(BigBall(c)))
        } catch {
            switch error.calculationError {
            case .divisionByZero?: break
            case let .domain(domain)? where domain.violation == .pole: break
            default: throw error
            }
            let point = c.formatted(significantDigits: 10, trimmingTrailingZeros: true)
            throw f.error("solve found a pole, not a root, at \(f.variable) = \(point): " + Evaluator.discontinuity)
        }
    }

    private var notConverged: ExpressionError {
        f.error("solve did not converge: the bracket did not narrow (is the function continuous on [a, b]?)")
    }

    /// The binary exponent of the bracket's width, or nil for an empty bracket.
    private var widthExponent: Int? {
        (hi.point - lo.point).exponent
    }

    /// Whether a width of about 2^`width` is at most about 2^−(q−4)·max(|lo|, |hi|).
    private func isNarrow(_ width: Int, _ q: Int) -> Bool {
        guard let scale = [lo.point.exponent, hi.point.exponent].compactMap({ $0 }).max() else { return true }
        return width <= scale - q + 3
    }

    /// The next point to try, strictly inside the bracket, at `bits` bits; nil when the bracket
    /// has no such point at that precision.
    private mutating func nextPoint(_ bits: Int, bisect: Bool) -> BigFloat? {
        let (l, h) = (lo.point, hi.point)
        if l.signum < 0, h.signum > 0 { return BigFloat(0, precision: bits) }
        if l.isZero || h.isZero {
            // Toward 0 by ever larger steps of the exponent: 2^(e−2), 2^(e−3), 2^(e−5), …
            let other = l.isZero ? h : l
            guard let e = other.exponent else { return nil }
            let c = BigFloat.scaled(BigFloat(other.signum, precision: bits), byPowerOfTwo: e - 1 - stepTowardZero)
            stepTowardZero = Swift.min(2 * stepTowardZero, 1 << 40)
            return c
        }
        if let el = l.exponent, let eh = h.exponent, Swift.abs(el - eh) > 2 {
            // Ends of different scales: halve the exponent (a root near 1e-30 in [1e-60, 1]).
            return BigFloat.scaled(BigFloat(l.signum, precision: bits), byPowerOfTwo: (el + eh) / 2 - 1)
        }
        let lw = l.rounded(toPrecision: Swift.max(bits, l.precision))
        let hw = h.rounded(toPrecision: Swift.max(bits, h.precision))
        if !bisect {
            let fl = lo.value.rounded(toPrecision: bits), fh = hi.value.rounded(toPrecision: bits)
            let c = lw - fl * (hw - lw) / (fh - fl)
            if c.isFinite, lw < c, c < hw { return c }
        }
        let c = BigFloat.scaled(lw + hw, byPowerOfTwo: -1)
        return lw < c && c < hw ? c : nil
    }

    /// Makes `c`, where f has `sign`, the end of that sign; the Illinois step halves the value of
    /// an end that stays while the other moves twice in a row.
    private mutating func move(to c: BigFloat, _ sign: Int, _ value: BigFloat, _ q: Int, illinois: Bool) {
        let point = BracketPoint(point: c, sign: sign, value: value, precision: q)
        if sign == lo.sign {
            lo = point
            if illinois, lastMoved == -1 { hi.value = BigFloat.scaled(hi.value, byPowerOfTwo: -1) }
            lastMoved = -1
        } else {
            hi = point
            if illinois, lastMoved == 1 { lo.value = BigFloat.scaled(lo.value, byPowerOfTwo: -1) }
            lastMoved = 1
        }
    }

    /// At a point c where f's ball holds 0: f's signs at c ± d, d from about the target width
    /// up, growing while a sign stays undecided — the sign check at the two neighbours of the root.
    private mutating func straddle(_ c: BigFloat, _ evaluator: inout Evaluator, budget: inout Int) throws(ExpressionError) -> Straddle {
        let q = evaluator.precision
        guard let width = widthExponent, let scale = [lo.point.exponent, hi.point.exponent].compactMap({ $0 }).max() else {
            return .done
        }
        var distance = scale - q + 2
        while true {
            let d = BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: distance)
            var undecided = false
            for neighbour in [c.rounded(toPrecision: q + 16) - d, c.rounded(toPrecision: q + 16) + d]
            where lo.point < neighbour && neighbour < hi.point {
                budget -= 1
                guard budget >= 0 else { throw notConverged }
                switch try sample(at: neighbour, &evaluator) {
                case .zero: return .root(neighbour)
                case let .signed(sign, value): move(to: neighbour, sign, value, q, illinois: false)
                case .undecided: undecided = true
                }
            }
            if !(lo.point < c && c < hi.point) { return .proceed }
            if !undecided { return .done }
            distance += 2
            if distance > width { return .done }
        }
    }
}

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

    /// The value of `integrate(f, x, a, b)`.
    mutating func integral(
        _ operation: CatalogOperation, _ operands: [ExpressionNode], _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let f = BoundFunction(body: operands[0], variable: try boundVariable(operation, operands, column), operation: operation,
                              column: column)
        let (a, b) = (try evaluate(operands[2]).0, try evaluate(operands[3]).0)
        guard a.isReal, b.isReal else { throw f.error("the limits of integrate must be real numbers") }
        if let ra = a.rational, let rb = b.rational, ra == rb { return .integer(BigInt(0)) }
        usesQuadrature = true
        let bits = precision + 32
        guard let lower = try? a.ball(precision: bits).midpoint(), let upper = try? b.ball(precision: bits).midpoint(),
              let halfWidth = try? BigBall.divide(BigBall.subtract(BigBall(upper), BigBall(lower), precision: bits), by: 2,
                                                  precision: bits).midpoint() else {
            throw f.error("the limits of integrate are out of range")
        }
        if halfWidth.isZero {
            // Ends that differ by less than the working precision tells: an integral near 0, not proven 0.
            let width = BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: (lower.exponent ?? 0) - bits)
            return .real(BigBall().addingError(BigBall(width)))
        }
        var sum = QuadratureSum(f: f, lower: lower, upper: upper, halfWidth: halfWidth, nodes: TanhSinhNodes.at(precision: bits))
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
/// nodes so far, and the same with |f|, which measures the integral's scale.
struct QuadratureSum {
    let f: BoundFunction
    let lower: BigFloat
    let upper: BigFloat
    let halfWidth: BigFloat
    let nodes: TanhSinhNodes
    /// Σ w·(f(left) + f(right)) (and w(0)·f(m)).
    private var total = BigBall()
    /// Σ w·(|f(left)| + |f(right)|).
    private var magnitude = BigBall()
    /// The binary exponent of the largest term so far.
    private var largest: Int?
    /// The nodes are at t = j·h for 0 ≤ t ≤ `range`.
    private var range = 0

    init(f: BoundFunction, lower: BigFloat, upper: BigFloat, halfWidth: BigFloat, nodes: TanhSinhNodes) {
        self.f = f
        self.lower = lower
        self.upper = upper
        self.halfWidth = halfWidth
        self.nodes = nodes
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
        let center = lower.addingExactly(halfWidth)
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
        for node in nodes.nodes(level: level, count: count).prefix(count) {
            _ = try add(node, &evaluator)
        }
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
        let left = try integrand(at: lower.addingExactly(offset), &evaluator)
        let right = try integrand(at: upper.addingExactly(-offset), &evaluator)
        total = BigBall.add(total, BigBall.multiply(node.weight, BigBall.add(left, right, precision: p), precision: p), precision: p)
        let size = BigBall.multiply(node.weight, BigBall.add(left.magnitude, right.magnitude, precision: 64), precision: 64)
        magnitude = BigBall.add(magnitude, size, precision: p)
        return size
    }

    /// f at the exact point `x`, as a real ball. A value the point's ball cannot decide is an error
    /// at once: a higher precision moves the trouble to the nodes nearer the end, which it also adds.
    private func integrand(at x: BigFloat, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigBall {
        let point = "\(f.variable) ≈ \(x.formatted(significantDigits: 10, trimmingTrailingZeros: true))"
        let value: EvaluatedValue
        do {
            value = try evaluator.evaluate(f, at: .real(BigBall(x)))
        } catch where error.isUndecided {
            throw f.error("integrate could not evaluate the integrand at \(point): its digits cancel there "
                          + "(near an end, write 1 - x^2 as (1 - x)*(1 + x), for example)")
        }
        guard value.isReal else { throw f.error("integrate needs a real integrand: its value at \(point) is not real") }
        return value.ball(precision: nodes.precision)
    }
}
