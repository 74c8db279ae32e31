import BigNumber

/// `integrate(f, x, a, inf)`, `(-inf, b)` and `(-inf, inf)` proven when f falls at least like the
/// exponential of a polynomial (`exp(-x^2)`, `x^3*exp(-x)`, `exp(-x)*sin(x)`, `e^(-x^2/2)/sqrt(2*pi)`):
///
/// 1. f is split into factors along the rows' `TailBound` (×, ÷, −): constants, exponentials e^g
///    or b^g of polynomials g with rational coefficients, functions at most 1 on the reals of such
///    polynomials, and rational functions (recognised as for sums, `Evaluator+RationalSum.swift`).
///    One exponential at least is needed. On the side t = ±x → ∞ the exponents add up to
///    G(t) = Σ G_i·t^i, whose leading coefficient G_d (d ≥ 1) must be negative.
/// 2. For t ≥ T ≥ 1 a rational factor p/q is at most A·t^(deg p − deg q)/B with
///    A = Σ|p_i|·T^(i − deg p) and B = |q_n| − Σ_{i<n} |q_i|·T^(i − n) > 0, and G(t) ≤ −c·t^d with
///    c = |G_d| − Σ_{i<d} |G_i|·T^(i − d) > 0; so |f(t)| ≤ K·t^s·e^(−c·t^d), K = C·ΠA/ΠB.
/// 3. ∫_T^∞ t^s·e^(−c·t^d) dt = Γ(a, z)/(d·c^a) with a = (s + 1)/d, z = c·T^d; since ln(u/z) ≤ (u − z)/z,
///    Γ(a, z) ≤ z^(a−1)·e^(−z)/(1 − (a − 1)/z) ≤ 2·z^(a−1)·e^(−z) once z ≥ 2(a − 1). The tail is at
///    most 2K·T^(s+1−d)·e^(−c·T^d)/(d·c).
/// 4. T doubles until B ≥ |q_n|/2 and c ≥ |G_d|/2, then until the tail's bound is below 2^−(p+16) of
///    the integral (taken as 1, then, when the finite part proves smaller, as its magnitude).
/// 5. The finite part, ∫ over [a, T] (or [−T, T]), is Arb's rigorous integral (`rigorousIntegral`);
///    the tails' bounds widen its ball, so the digits are proven.
extension Evaluator {
    /// The factors of an integrand, read for its tails.
    struct TailFactors {
        /// A bound of the constant factors' magnitude.
        var constant = BigBall(1)
        /// The rational factors p(x − centre)/q(x − centre), inverted ones already swapped.
        var rational: [(p: RationalPolynomial, q: RationalPolynomial, centre: BigRational)] = []
        /// The coefficients, in x, of the sum of the exponents of the exponential factors.
        var exponent: [BigBall] = []
        /// Whether a factor is an exponential.
        var hasExponential = false
        /// Whether a factor is a function at most 1 (which may vanish where the rest grows).
        var hasBoundedFactor = false
    }

    /// The bound of one side of the integrand: f(±t) for t ≥ T.
    struct TailSide {
        /// The rational factors as polynomials in t.
        let rational: [(p: RationalPolynomial, q: RationalPolynomial)]
        /// G's coefficients in t, its leading one (index d) negative.
        let exponent: [BigBall]
        /// A bound of the constant factors.
        let constant: BigBall

        /// Σ_i |c_i|·T^(i − n) over `coefficients` but the last (n), as a ball.
        private static func lowerTerms(_ coefficients: [BigBall], _ t: BigBall, _ precision: Int) -> BigBall {
            let n = coefficients.count - 1
            var sum = BigBall()
            for (i, c) in coefficients.dropLast().enumerated() {
                let power = BigBall.pow(t, BigInt(i - n), precision: precision)
                sum = BigBall.add(sum, BigBall.multiply(c.magnitude, power, precision: precision), precision: precision)
            }
            return sum
        }

        /// Whether T is far enough for the bounds of step 2 to hold with half their leading coefficients.
        func settles(at t: BigBall) -> Bool {
            let p = 64
            for (_, q) in rational {
                let c = q.coefficients.map { BigBall($0, precision: p) }
                let lead = c[c.count - 1].magnitude
                let margin = BigBall.subtract(BigBall.divide(lead, by: 2, precision: p),
                                              Self.lowerTerms(c, t, p), precision: p)
                guard margin.isNonNegative else { return false }
            }
            let lead = exponent[exponent.count - 1].magnitude
            let margin = BigBall.subtract(BigBall.divide(lead, by: 2, precision: p),
                                          Self.lowerTerms(exponent, t, p), precision: p)
            return margin.isNonNegative
        }

        /// A bound of ∫_T^∞ |f(±t)| dt (step 3), or nil when step 2's bounds do not hold at T.
        func bound(at t: BigBall) -> BigBall? {
            let p = 64
            var k = constant
            var s = 0
            for (numerator, denominator) in rational {
                let a = numerator.coefficients.map { BigBall($0, precision: p) }
                let b = denominator.coefficients.map { BigBall($0, precision: p) }
                let upper = BigBall.add(a[a.count - 1].magnitude, Self.lowerTerms(a, t, p), precision: p)
                let lower = BigBall.subtract(b[b.count - 1].magnitude, Self.lowerTerms(b, t, p), precision: p)
                guard lower.isPositive else { return nil }
                k = BigBall.divide(BigBall.multiply(k, upper, precision: p), lower, precision: p)
                s += numerator.degree - denominator.degree
            }
            let d = exponent.count - 1
            let c = BigBall.subtract(exponent[d].magnitude, Self.lowerTerms(exponent, t, p), precision: p)
            guard c.isPositive else { return nil }
            let z = BigBall.multiply(c, BigBall.pow(t, BigInt(d), precision: p), precision: p)
            // z ≥ 2(a − 1) with a = (s + 1)/d, that is d·z ≥ 2(s + 1 − d).
            let condition = BigBall.subtract(BigBall.multiply(z, BigBall(d), precision: p), BigBall(2 * (s + 1 - d)), precision: p)
            guard condition.isNonNegative else { return nil }
            let decay = BigBall.exp(-z, precision: p)
            let power = BigBall.pow(t, BigInt(s + 1 - d), precision: p)
            let numerator = BigBall.multiply(BigBall.multiply(BigBall.multiply(k, BigBall(2), precision: p), power, precision: p),
                                             decay, precision: p)
            let bound = BigBall.divide(numerator, BigBall.multiply(c, BigBall(d), precision: p), precision: p)
            return bound.isFinite ? bound : nil
        }

        /// The smallest T (an integer, at least `start`, found by doubling then bisecting) whose tail
        /// bound is at most `target`, with that bound; nil when none below 2^64·start.
        func cut(from start: BigInt, target: BigBall) -> (BigInt, BigBall)? {
            var t = Swift.max(start, BigInt(1))
            var doublings = 0
            while !settles(at: BigBall(t)) {
                t *= 2
                doublings += 1
                guard doublings <= 64 else { return nil }
            }
            var low = t
            var found: (BigInt, BigBall)?
            while found == nil {
                if let bound = bound(at: BigBall(t)), BigBall.subtract(target, bound, precision: 64).isNonNegative {
                    found = (t, bound)
                } else {
                    low = t
                    t *= 2
                    doublings += 1
                    guard doublings <= 64 else { return nil }
                }
            }
            // Bisect between the last T that failed and the first that holds: a shorter finite part.
            var (high, best) = found!
            for _ in 0..<4 where high - low >= 2 {
                let middle = (low + high) / 2
                if let bound = bound(at: BigBall(middle)), BigBall.subtract(target, bound, precision: 64).isNonNegative {
                    (high, best) = (middle, bound)
                } else {
                    low = middle
                }
            }
            return (high, best)
        }
    }

    /// The proven integral over an infinite range (`low`, `high`: the signs of the infinite bounds,
    /// nil for a finite one) of an integrand that falls like the exponential of a polynomial, or nil
    /// when it is not read so or the finite part is not proven.
    mutating func exponentialTailIntegral(
        _ f: BoundFunction, _ operands: [ExpressionNode], low: Int?, high: Int?
    ) throws(ExpressionError) -> BigBall? {
        var factors = TailFactors()
        guard try readTailFactors(f.body, inverted: false, f, into: &factors), factors.hasExponential else { return nil }
        // The ends: a finite bound (its value), or the side (1 or −1) of an infinite one.
        var finite: EvaluatedValue?
        let sides: [Int]
        switch (low, high) {
        case (-1, 1), (1, -1): sides = [-1, 1]
        case let (nil, sign?), let (sign?, nil):
            let value = try evaluate(operands[low == nil ? 2 : 3]).0
            guard value.isReal else { return nil }
            finite = value
            sides = [sign]
        default: return nil
        }
        let negated = (low ?? -(high ?? 1)) > 0
        var bounds: [(side: Int, tail: TailSide)] = []
        for side in sides {
            if factors.grows(on: side) {
                throw f.error("integrate diverges: the integrand grows like the exponential of a polynomial as \(f.variable) → "
                              + (side > 0 ? "∞" : "−∞"))
            }
            guard let tail = factors.side(side) else { return nil }
            bounds.append((side, tail))
        }
        // T beyond the finite bound: the integer above its magnitude, plus one.
        var start = BigInt(1)
        if let finite {
            guard let upper = try? finite.ball(precision: 64).magnitude.bounds(precision: 64).upper,
                  let whole = BigInt(exactly: BigFloat.round(upper)) else { return nil }
            start = whole + 2
        }
        var scale = BigBall(1)
        for attempt in 0..<2 {
            let target = BigBall.multiply(scale, BigBall.pow(BigBall(2), BigInt(-(precision + 16)), precision: 64), precision: 64)
            var cuts: [Int: BigInt] = [:]
            var tails = BigBall()
            for (side, tail) in bounds {
                guard let (t, bound) = tail.cut(from: start, target: target) else { return nil }
                cuts[side] = t
                tails = BigBall.add(tails, bound, precision: 64)
            }
            try checkpoint()
            let from = cuts[-1].map { EvaluatedValue(exact: BigRational(-$0)) } ?? finite!
            let to = cuts[1].map { EvaluatedValue(exact: BigRational($0)) } ?? finite!
            guard case let .real(part)? = try rigorousIntegral(f, from: from, to: to) else { return nil }
            // A finite part far below 1 asks for tails below it in turn.
            let magnitude = part.magnitude
            let small = BigBall.subtract(BigBall.multiply(magnitude, BigBall.pow(BigBall(2), BigInt(-(precision + 8)), precision: 64),
                                                          precision: 64), tails, precision: 64)
            if attempt == 0, !part.containsZero, !small.isNonNegative,
               let lower = try? magnitude.bounds(precision: 64).lower {
                scale = BigBall(lower)
                continue
            }
            let integral = part.addingError(tails)
            return negated ? -integral : integral
        }
        return nil
    }

    /// Reads `node` (a factor of the integrand, its reciprocal when `inverted`) into `factors`;
    /// false when a factor is none of the shapes of step 1.
    private mutating func readTailFactors(
        _ node: ExpressionNode, inverted: Bool, _ f: BoundFunction, into factors: inout TailFactors
    ) throws(ExpressionError) -> Bool {
        if !node.mentions(f.variable) {
            guard let value = try constantValue(node), value.isReal else { return false }
            let magnitude = value.ball(precision: 64).magnitude
            if inverted {
                guard magnitude.isPositive else { return false }
                factors.constant = BigBall.divide(factors.constant, magnitude, precision: 64)
            } else {
                factors.constant = BigBall.multiply(factors.constant, magnitude, precision: 64)
            }
            return true
        }
        if case let .labeled(inner, _) = node { return try readTailFactors(inner, inverted: inverted, f, into: &factors) }
        if case let .operation(operation, operands, _) = node, let tail = operation.row.implementations.tail {
            switch tail {
            case .product:
                for operand in operands {
                    guard try readTailFactors(operand, inverted: inverted, f, into: &factors) else { return false }
                }
                return true
            case .quotient:
                guard try readTailFactors(operands[0], inverted: inverted, f, into: &factors) else { return false }
                return try readTailFactors(operands[1], inverted: !inverted, f, into: &factors)
            case .magnitude:
                return try readTailFactors(operands[0], inverted: inverted, f, into: &factors)
            case .exponential:
                return try addExponent(operands[0], times: BigBall(inverted ? -1 : 1), f, into: &factors)
            case .power where !operands[0].mentions(f.variable):
                guard let base = try constantValue(operands[0]), base.isReal else { return false }
                let ball = base.ball(precision: 96)
                guard ball.isPositive else { return false }
                let logarithm = BigBall.log(ball, precision: 96)
                return try addExponent(operands[1], times: inverted ? -logarithm : logarithm, f, into: &factors)
            case .atMostOneOnReals:
                guard !inverted, try polynomial(operands[0], f) != nil else { return false }
                factors.hasBoundedFactor = true
                return true
            case .power, .root, .logarithm:
                break
            }
        }
        // A rational function, recognised at 0, or at 1 where it has a pole at 0.
        let factor = BoundFunction(body: node, variable: f.variable, operation: f.operation, column: f.column)
        for centre in [BigRational(0), BigRational(1)] {
            guard let r = try rationalFunction(factor, at: centre) else { continue }
            guard !r.alternates, !r.numerator.isZero else { return false }
            factors.rational.append(inverted ? (r.denominator, r.numerator, centre) : (r.numerator, r.denominator, centre))
            return true
        }
        return false
    }

    /// Adds `factor`·g to the exponent when `node` is a polynomial g of the variable.
    private mutating func addExponent(
        _ node: ExpressionNode, times factor: BigBall, _ f: BoundFunction, into factors: inout TailFactors
    ) throws(ExpressionError) -> Bool {
        guard let g = try polynomial(node, f) else { return false }
        let coefficients = g.coefficients
        while factors.exponent.count < coefficients.count { factors.exponent.append(BigBall()) }
        for (i, c) in coefficients.enumerated() {
            factors.exponent[i] = BigBall.add(factors.exponent[i], BigBall.multiply(BigBall(c, precision: 96), factor, precision: 96),
                                              precision: 96)
        }
        factors.hasExponential = true
        return true
    }

    /// `node` as a polynomial in the variable with rational coefficients, or nil.
    mutating func polynomial(_ node: ExpressionNode, _ f: BoundFunction) throws(ExpressionError) -> RationalPolynomial? {
        let body = BoundFunction(body: node, variable: f.variable, operation: f.operation, column: f.column)
        guard let r = try rationalFunction(body, at: BigRational(0)), !r.alternates, r.denominator.degree == 0 else { return nil }
        return r.numerator
    }

    /// The value of a factor free of the variable, or nil when it has none.
    mutating func constantValue(_ node: ExpressionNode) throws(ExpressionError) -> EvaluatedValue? {
        do {
            return try evaluate(node).0
        } catch where error.isInterruption {
            throw error
        } catch {
            return nil
        }
    }
}

extension Evaluator.TailFactors {
    /// The exponent's coefficients in t = `side`·x, without leading zeros.
    private func exponent(on side: Int) -> [BigBall] {
        var exponent = self.exponent
        for i in exponent.indices where i % 2 == 1 && side < 0 { exponent[i] = -exponent[i] }
        while let last = exponent.last, last.isZero { exponent.removeLast() }
        return exponent
    }

    /// Whether the integrand certainly grows without bound as t = `side`·x → ∞: the exponent rises
    /// there and no factor may vanish (the rational ones are not 0; see `readTailFactors`).
    func grows(on side: Int) -> Bool {
        let exponent = exponent(on: side)
        return !hasBoundedFactor && exponent.count >= 2 && exponent[exponent.count - 1].isPositive
    }

    /// The bound of the side t = `side`·x → ∞, or nil when the exponent does not fall there.
    func side(_ side: Int) -> Evaluator.TailSide? {
        let exponent = exponent(on: side)
        guard exponent.count >= 2, exponent[exponent.count - 1].isNegative else { return nil }
        let scale = BigRational(side)
        let rational = self.rational.map { factor in
            (factor.p.substituting(offset: -factor.centre, scale: scale), factor.q.substituting(offset: -factor.centre, scale: scale))
        }
        return Evaluator.TailSide(rational: rational, exponent: exponent, constant: constant)
    }
}
