import BigNumber

/// First-order bounds on the relative error of a catalog operation's BigFloat result, in units
/// of 2⁻ᵖ at the working precision p, from the bounds of its operands; each catalog row names its own. MPFR rounds each function
/// correctly (error at most ½ ulp ≤ 2⁻ᵖ relative, one unit); an operand's error is amplified by the
/// function's condition number |x·f′(x)/f(x)|. An unknown bound (`.infinity`) leaves the proof to
/// re-evaluation.
enum ErrorModel {
    /// A bound from the operands (value, error bound) and the result.
    typealias Bound = @Sendable (_ operands: [(value: BigFloat, error: Double)], _ result: BigFloat, _ context: EvaluationContext) -> Double

    /// A single correctly rounded MPFR call: one rounding when the operands are exact, else unknown.
    static let correctlyRounded: Bound = exactOnly(1)

    /// |x| times the operand's error, plus one rounding: eˣ.
    static let exponential: Bound = { o, _, _ in magnitude(o[0].value) * o[0].error + 1 }

    /// `factor`·|x| times the operand's error, plus one rounding: 2ˣ (ln 2), 10ˣ (ln 10).
    static func exponential(base logarithm: Double) -> Bound {
        { o, _, _ in magnitude(o[0].value) * logarithm * o[0].error + 1 }
    }

    /// The operand's error times `factor`, plus `rounding` units: √ (½, 1), x² (2, 1), −x (1, 0).
    static func scaled(_ factor: Double, plus rounding: Double) -> Bound {
        { o, _, _ in factor * o[0].error + rounding }
    }

    /// The sum of the operands' errors plus one rounding: ×, ÷.
    static let product: Bound = { o, _, _ in o[0].error + o[1].error + 1 }

    /// The larger of the operands' errors: min, max.
    static let larger: Bound = { o, _, _ in Swift.max(o[0].error, o[1].error) }

    /// tan: |x|·(1/|tan x| + |tan x|) times the operand's error, plus one rounding.
    static let tangent: Bound = { o, r, _ in
        let t = magnitude(r)
        return magnitude(o[0].value) * (1 / t + t) * o[0].error + 1
    }

    /// sinh: (|x| + 1) times the operand's error, plus one rounding.
    static let hyperbolicSine: Bound = { o, _, _ in (magnitude(o[0].value) + 1) * o[0].error + 1 }

    /// x! = Γ(x + 1): exact for exact integers, else Γ's condition at x + 1.
    static let factorial: Bound = { o, _, _ in
        let x = o[0]
        if x.error == 0, x.value.isInteger { return 1 }
        // Γ(t) with t = x + 1 rounded once.
        let t = x.value + BigFloat(1, precision: x.value.precision)
        let tError = magnitude(x.value) / magnitude(t) * x.error + 1
        return gammaCondition(t) * tError + 1
    }

    /// Γ(x): its condition number |x·ψ(x)| times the operand's error, plus one rounding.
    static let gamma: Bound = { o, _, _ in o[0].error == 0 ? 1 : gammaCondition(o[0].value) * o[0].error + 1 }

    /// root(x, n): one rounding for an exact x and an exact integer n, else unknown.
    static let root: Bound = { o, _, _ in o[0].error == 0 && o[1].error == 0 && o[1].value.isInteger ? 1 : .infinity }

    /// atan2 in radians (one rounding) or degrees (four) for exact operands, else unknown.
    static let arctangentOfPoint: Bound = { o, r, c in
        c.angleUnit == .radians ? exactOnly(1)(o, r, c) : exactOnly(4)(o, r, c)
    }

    /// The interval [low, high] that holds every value within a relative bound of `error` units of
    /// 2⁻ᵖ around `x`: r = error · 2⁻ᵖ · |x|, doubled for the roundings of computing it, with the
    /// ends rounded outward.
    /// - Parameters:
    ///   - x: the approximation.
    ///   - error: its relative error bound in units of 2⁻ᵖ (finite).
    ///   - precision: p, the working precision in bits.
    /// - Returns: the two ends.
    static func enclosure(of x: BigFloat, error: Double, precision: Int) -> (low: BigFloat, high: BigFloat) {
        let wide = precision + 64
        let radius = BigFloat.scaled(x.magnitude.rounded(toPrecision: wide) * BigFloat(2 * error, precision: wide),
                                     byPowerOfTwo: -precision)
        return (x.subtracting(radius, rounding: .down), x.adding(radius, rounding: .up))
    }

    /// A bound that treats NaN (an undefined condition number) as unknown.
    static func guarding(_ bound: @escaping Bound) -> Bound {
        { operands, result, context in
            let value = bound(operands, result, context)
            return value.isNaN ? .infinity : value
        }
    }

    static let unknown: Bound = { _, _, _ in .infinity }

    /// A bound too large for a Double: treated as unknown, so that the result is proven by
    /// re-evaluation (whose agreement counts only when no operand was lost or rounded beyond
    /// recognition; see `ZivEvaluation`).
    static let enormous = Double.infinity

    /// a mod b = a − q·b: the absolute errors of a and of q·b (≈ a) relative to the result.
    static let modulo: Bound = { o, r, _ in
        if o.allSatisfy({ $0.error == 0 }) { return 1 }
        guard let ea = o[0].value.exponent else { return o[1].error + 1 }
        guard let er = r.exponent else { return enormous }
        let shift = ea - er + 1
        guard shift < 1000 else { return enormous }
        return (o[0].error + o[1].error) * Double(sign: .plus, exponent: shift, significand: 1) + 1
    }

    /// `units` when every operand is exact, else unknown.
    static func exactOnly(_ units: Double) -> Bound {
        { o, _, _ in o.allSatisfy { $0.error == 0 } ? units : .infinity }
    }

    /// a ± b: each operand's absolute error relative to the result; |a| < 2^ea, |r| ≥ 2^(er − 1).
    static let sum: Bound = { o, r, _ in
        guard let er = r.exponent else { return o.allSatisfy { $0.error == 0 } ? 0 : .infinity }
        var total = 1.0
        for operand in o where operand.error > 0 {
            guard let e = operand.value.exponent else { continue }
            let shift = e - er + 1
            guard shift < 1000 else { return enormous }
            total += operand.error * Double(sign: .plus, exponent: shift, significand: 1)
        }
        return total
    }

    /// ln, log₁₀, log₂: the absolute error of ln x is the relative error of x; divided by |ln x|.
    static let logarithm: Bound = { o, _, _ in
        guard o[0].error > 0 else { return 1 }
        let ln = Swift.abs(naturalLogarithm(o[0].value))
        return ln > 0 ? o[0].error / ln + 1 : .infinity
    }

    /// f with |x·f′(x)| ≤ |x|: sin, cos, atan, tanh; the condition number is at most |x| / |f(x)|.
    static let sineLike: Bound = { o, r, _ in
        guard o[0].error > 0 else { return 1 }
        return magnitude(o[0].value) / magnitude(r) * o[0].error + 1
    }

    /// xʸ: y·(error of x) + |y ln x|·(error of y); an exact integer y is exact.
    static let power: Bound = { o, _, _ in
        let (x, y) = (o[0], o[1])
        if x.error == 0, y.error == 0 { return x.value.signum >= 0 || y.value.isInteger ? 1 : .infinity }
        guard x.value.signum > 0 || (y.error == 0 && y.value.isInteger) else { return .infinity }
        let yMagnitude = magnitude(y.value)
        let yPart = y.error == 0 ? 0 : yMagnitude * Swift.abs(naturalLogarithm(x.value)) * y.error
        return yMagnitude * x.error + yPart + 1
    }

    /// The condition number |x·ψ(x)| of Γ at x, from a 64-bit digamma (∞ where it is unknown).
    static func gammaCondition(_ x: BigFloat) -> Double {
        let psi = Double(BigFloat.digamma(x.rounded(toPrecision: 64), rounding: .nearestEven))
        let condition = Swift.abs(magnitude(x) * psi) * 1.01 + 1
        return condition.isFinite ? condition : .infinity
    }

    /// |x| as a Double (∞ beyond Double's range, so that bounds become unknown).
    static func magnitude(_ x: BigFloat) -> Double {
        Swift.abs(Double(x))
    }

    /// ln |x| as a Double, from the binary exponent for values beyond Double's range.
    static func naturalLogarithm(_ x: BigFloat) -> Double {
        guard !x.isZero, x.isFinite else { return x.isZero ? -.infinity : .infinity }
        let ln = Double(BigFloat.log(x.magnitude.rounded(toPrecision: 64), rounding: .nearestEven))
        return ln.isFinite ? ln : .infinity
    }
}
