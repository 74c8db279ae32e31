import BigNumber

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
/// few steps do not halve the bracket, bisection of the exponent when the ends differ in scale, a
/// step to 0 when the bracket holds 0, and, once the secant has converged, the pair of points just
/// either side of its next point, which closes the bracket. Every point is an exact binary number
/// at which f's sign is proven (or f is exactly 0), so the bracket holds a sign change of f at
/// every step.
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
            if !bisect, hasConverged(at: c, q) {
                // The secant has converged: the pair c ± d closes the bracket without f(c).
                switch try straddle(c, &evaluator, budget: &budget) {
                case let .root(r): return r
                case .done: return nil
                case .proceed: continue
                }
            }
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

    /// How |f| changed from the first bracket's ends to the last one's: the evidence that tells a
    /// pole from a root where f has no enclosure on the final ball.
    enum Trend {
        /// |f| at both last ends is at least 2^`evidenceBits` times its larger first value.
        case grows
        /// |f| at both last ends is at most 2^−`evidenceBits` times its smaller first value.
        case falls
        /// Neither (a jump: f stays about the same size on either side).
        case neither

        /// The factor, as a power of two, that counts as evidence of growth or decay.
        static let evidenceBits = 16

        /// The trend from the first ends `start` to the ends of `bracket`.
        init(from start: [BracketPoint], to bracket: RootBracket) {
            func scale(_ point: BracketPoint) -> Int {
                if point.value.isInfinite { return Int.max }
                return point.value.exponent ?? Int.min
            }
            let first = start.map(scale), last = [scale(bracket.lo), scale(bracket.hi)]
            guard let firstLow = first.min(), let firstHigh = first.max(), let lastLow = last.min(), let lastHigh = last.max() else {
                self = .neither
                return
            }
            if lastLow != Int.min, firstHigh <= lastLow - Self.evidenceBits {
                self = .grows
            } else if lastHigh != Int.max, firstLow >= lastHigh + Self.evidenceBits {
                self = .falls
            } else {
                self = .neither
            }
        }
    }

    private var notConverged: ExpressionError {
        f.error("solve did not converge: the bracket did not narrow (is the function continuous on [a, b]?)")
    }

    /// The binary exponent of the bracket's width, or nil for an empty bracket.
    private var widthExponent: Int? {
        (hi.point - lo.point).exponent
    }

    /// The larger binary exponent of the bracket's ends, or nil when both are 0.
    private var scaleExponent: Int? {
        [lo.point.exponent, hi.point.exponent].compactMap({ $0 }).max()
    }

    /// The binary exponent of `straddle`'s first distance d at q bits: about the target width.
    private func closingExponent(_ q: Int) -> Int? {
        scaleExponent.map { $0 - q + 2 }
    }

    /// Whether a width of about 2^`width` is at most about 2^−(q−4)·max(|lo|, |hi|).
    private func isNarrow(_ width: Int, _ q: Int) -> Bool {
        guard let closing = closingExponent(q) else { return true }
        return width <= closing + 1
    }

    /// Whether the secant point `c` is within 2^6 closing distances (`straddle`'s d) of the end the
    /// last step moved: the secant has converged at q bits, so the root is all but certainly within
    /// d of c, and the two neighbours c ± d end the narrowing with two evaluations where sampling c
    /// first would take three.
    private func hasConverged(at c: BigFloat, _ q: Int) -> Bool {
        guard lastMoved != 0, let closing = closingExponent(q) else { return false }
        let moved = lastMoved < 0 ? lo.point : hi.point
        guard let step = (c - moved).exponent else { return false }
        return step <= closing + 6
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
        guard let width = widthExponent, var distance = closingExponent(q) else { return .done }
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
