import BigNumber

/// `solve(f, x, a, b)`: the root of f in [a, b]. f(a) and f(b) must have opposite signs, proven
/// on balls; the bracket is then narrowed on exact points, each sign proven, and the result is
/// the ball spanning the last bracket — it holds a root of f when f is continuous on [a, b], so
/// the digits the ladder proves from it are proven. A bracket that closes on a pole (1/x, tan) or
/// a jump (floor) is refused: f evaluated on the final ball is not finite, or does not hold 0.
extension Evaluator {
    /// The evaluations of the function that `solve` makes at one precision before it reports that
    /// it did not converge (bisection alone needs about `precision` plus the binary exponents the
    /// bracket spans).
    static func solveBudget(precision: Int) -> Int { 2 * precision + 400 }

    /// The value of `solve(f, x, a, b)`.
    mutating func root(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let f = BoundFunction(body: operands[0], variable: try boundVariable(operation, operands, column), operation: operation,
                              column: column)
        // From a few dozen bits up to the working precision, doubling: each precision starts from
        // the bracket of the one before, so the last one needs only a few evaluations.
        var precisions = [precision]
        while precisions[0] / 2 >= 64 { precisions.insert(precisions[0] / 2, at: 0) }
        var ends: [BracketPoint] = []
        for operand in operands[2...3] {
            let end = try evaluate(operand).0
            guard end.isReal else { throw f.error("the bracket of solve must be real numbers") }
            switch try bracketEnd(f, end, firstAt: precisions[0]) {
            case let .root(value): return value
            case let .end(point): ends.append(point)
            }
        }
        ends.sort { $0.point < $1.point }
        guard ends[0].sign != ends[1].sign else {
            throw f.error("solve needs a sign change: f(a) and f(b) have the same sign")
        }
        var bracket = RootBracket(lo: ends[0], hi: ends[1], f: f)
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
        // At half the precision first: a pole or a jump inside the ball is met by every enclosure
        // of f on it, however wide; a refusal is confirmed at the full precision (a wider
        // enclosure may meet a pole just outside the bracket).
        let trend = RootBracket.Trend(from: ends, to: bracket)
        var coarse = atPrecision(Swift.max(64, precision / 2))
        do {
            try coarse.requireContinuity(f, on: ball, trend)
            absorb(coarse)
        } catch {
            try requireContinuity(f, on: ball, trend)
        }
        return .real(ball)
    }

    /// What an end of the bracket of `solve` is: the root itself (f is exactly 0 there), or a
    /// point of the bracket.
    private enum BracketEnd {
        case root(EvaluatedValue)
        case end(BracketPoint)
    }

    /// The bracket point for an end that is an exact binary number, with f's sign found at `bits`
    /// bits when it can be (most often), else at the working precision; any other end is taken at
    /// the working precision, where its rounding to a point of the bracket is negligible.
    private mutating func bracketEnd(_ f: BoundFunction, _ end: EvaluatedValue, firstAt bits: Int) throws(ExpressionError) -> BracketEnd {
        guard bits < precision, end.ball(precision: precision).isExact else { return try bracketEnd(f, end) }
        var coarse = atPrecision(bits)
        do {
            let result = try coarse.bracketEnd(f, end)
            absorb(coarse)
            return result
        } catch where error.isUndecided {
            return try bracketEnd(f, end)
        }
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
    mutating func sample(_ f: BoundFunction, at x: EvaluatedValue) throws(ExpressionError) -> RootSample {
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
        case .list:
            throw f.error("solve needs a function whose value is a number, not a list")
        case .gaussian, .complex:
            let point = x.approximation(precision: precision).formatted(significantDigits: 10, trimmingTrailingZeros: true)
            throw f.error("solve needs a real function: its value at \(f.variable) = \(point) is not real")
        }
    }

    /// Refuses a bracket that closed on a pole or a jump rather than a root: f evaluated on the
    /// whole final ball must be finite and hold 0 (a continuous f changes sign only through 0).
    /// A comparison undecided on the ball (a piecewise f written with `if`) is taken as continuous.
    /// When f cannot be evaluated on the ball (a divisor, a domain or a value undecided), `trend`
    /// tells: a pole only where |f| grew without bound toward the point, a root where it fell
    /// toward 0 (an infinite slope: cbrt(x − 0.7)), else a jump.
    private mutating func requireContinuity(_ f: BoundFunction, on ball: BigBall, _ trend: RootBracket.Trend) throws(ExpressionError) {
        let near = (try? ball.midpoint())?.formatted(significantDigits: 10, trimmingTrailingZeros: true) ?? "?"
        let reason = Self.discontinuity
        let value: EvaluatedValue
        do {
            value = try evaluate(f, at: .real(ball))
        } catch {
            guard case let .undecided(question) = error.calculationError else { throw error }
            switch question.kind {
            case .divisor, .value, .domain:
                switch trend {
                case .falls: return
                case .grows: throw f.error("solve found a pole, not a root, near \(f.variable) ≈ \(near): \(reason)")
                case .neither: throw f.error("solve found a jump, not a root, near \(f.variable) ≈ \(near): \(reason)")
                }
            // sign jumps at 0 as floor does at the integers.
            case .jump, .zero: throw f.error("solve found a jump, not a root, near \(f.variable) ≈ \(near): \(reason)")
            case .integer, .real, .comparison, .sign, .singularity, .eigenvalues, .holomorphy: return
            }
        }
        let holdsZero = switch value {
        case let .real(b): b.isFinite && b.containsZero
        case let .integer(n): n.isZero
        case .fraction, .piMultiple, .list: false
        case .gaussian, .complex: true
        }
        if !holdsZero { throw f.error("solve found a jump, not a root, near \(f.variable) ≈ \(near): \(reason)") }
    }

    /// Why `solve` refuses a bracket that closed on a pole or a jump.
    static let discontinuity = "the function changes sign there without passing through 0 (it must be continuous on [a, b])"

    /// The value of f at `x`.
    mutating func evaluate(_ f: BoundFunction, at x: EvaluatedValue) throws(ExpressionError) -> EvaluatedValue {
        try checkpoint()
        return try inside([f.variable: x]) { (evaluator: inout Evaluator) throws(ExpressionError) in try evaluator.evaluate(f.body).0 }
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
        ExpressionError(message: message, column: column, code: .calculus)
    }
}
