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

    /// The proven integral over an infinite range (`low`, `high`: the signs of the infinite bounds,
    /// nil for a finite one) of an integrand that falls like the exponential of a polynomial, or nil
    /// when it is not read so or the finite part is not proven.
    mutating func exponentialTailIntegral(
        _ f: BoundFunction, _ operands: Operands, low: Int?, high: Int?
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

    /// Reads the factors of `node` (`multiplicativeFactors`; its reciprocal when `inverted`) into
    /// `factors`; false when a factor is none of the shapes of step 1.
    private mutating func readTailFactors(
        _ node: ExpressionNode, inverted: Bool, _ f: BoundFunction, into factors: inout TailFactors
    ) throws(ExpressionError) -> Bool {
        for (factor, divides) in node.multiplicativeFactors(inverted: inverted) {
            guard try readTailFactor(factor, inverted: divides, f, into: &factors) else { return false }
        }
        return true
    }

    /// Reads one factor (neither a product nor a quotient) into `factors`; false when it is none
    /// of the shapes of step 1.
    private mutating func readTailFactor(
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
        if case let .operation(operation, operands, _) = node, let tail = operation.row.implementations.tail {
            switch tail {
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
            case .product, .quotient, .power, .root, .logarithm:
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
