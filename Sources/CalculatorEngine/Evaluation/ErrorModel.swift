import BigNumber

/// First-order bounds on the relative error of each catalog operation's BigFloat result, in units
/// of 2⁻ᵖ at the working precision p, from the bounds of its operands. MPFR rounds each function
/// correctly (error at most ½ ulp ≤ 2⁻ᵖ relative, one unit); an operand's error is amplified by the
/// function's condition number |x·f′(x)/f(x)|. Operations without a model have an unknown bound
/// (`.infinity`), and their results are proven by re-evaluation instead.
enum ErrorModel {
    /// A bound from the operands (value, error bound) and the result.
    typealias Bound = @Sendable (_ operands: [(value: BigFloat, error: Double)], _ result: BigFloat, _ context: EvaluationContext) -> Double

    /// The bound for the catalog row whose first name is `name`.
    static func bound(for name: String) -> Bound {
        guard let model = models[name] else { return unknown }
        return { operands, result, context in
            let bound = model(operands, result, context)
            return bound.isNaN ? unknown(operands, result, context) : bound
        }
    }

    /// The bound for each catalog row, by its position in `OperationCatalog.entries`.
    static let boundsByEntry: [Bound] = OperationCatalog.entries.map { bound(for: $0.names[0]) }

    /// The models that know a bound only for exact operands.
    static let unknownWhenInexact: Set<String> = [
        "x!", "floor", "ceil", "round", "trunc", "sec", "csc", "cot", "log", "ʸ√x", "atan2",
        "expm1", "log1p", "sin⁻¹", "cos⁻¹", "sinh⁻¹", "cosh⁻¹", "tanh⁻¹", "gamma", "lgamma",
        "digamma", "zeta", "erf", "erfc", "hypot", "agm", "binomial", "gcd", "lcm", "π", "e", "γ", "catalan", "ln2",
    ]

    /// Each row's model, by the row's first name.
    static let models: [String: Bound] = {
        var models: [String: Bound] = [
            "+": sum, "−": sum,
            "×": { o, _, _ in o[0].error + o[1].error + 1 },
            "÷": { o, _, _ in o[0].error + o[1].error + 1 },
            "±": { o, _, _ in o[0].error },
            "abs": { o, _, _ in o[0].error },
            "%": { o, _, _ in o[0].error + 1 },
            "1/x": { o, _, _ in o[0].error + 1 },
            "min": { o, _, _ in Swift.max(o[0].error, o[1].error) },
            "max": { o, _, _ in Swift.max(o[0].error, o[1].error) },
            "√": { o, _, _ in o[0].error / 2 + 1 },
            "∛": { o, _, _ in o[0].error / 3 + 1 },
            "x²": { o, _, _ in 2 * o[0].error + 1 },
            "x³": { o, _, _ in 3 * o[0].error + 1 },
            "eˣ": { o, _, _ in magnitude(o[0].value) * o[0].error + 1 },
            "2ˣ": { o, _, _ in magnitude(o[0].value) * 0.6931471805599453 * o[0].error + 1 },
            "10ˣ": { o, _, _ in magnitude(o[0].value) * 2.302585092994046 * o[0].error + 1 },
            "ln": logarithm, "log₁₀": logarithm, "log₂": logarithm,
            "sin": sineLike, "cos": sineLike, "tan⁻¹": sineLike, "tanh": sineLike,
            "tan": { o, r, _ in
                let t = magnitude(r)
                return magnitude(o[0].value) * (1 / t + t) * o[0].error + 1
            },
            "sinh": { o, _, _ in (magnitude(o[0].value) + 1) * o[0].error + 1 },
            "cosh": { o, _, _ in magnitude(o[0].value) * o[0].error + 1 },
            "xʸ": power,
            "x!": { o, _, _ in
                let x = o[0]
                if x.error == 0, x.value.isInteger { return 1 }
                // Γ(t) with t = x + 1 rounded once.
                let t = x.value + BigFloat(1, precision: x.value.precision)
                let tError = magnitude(x.value) / magnitude(t) * x.error + 1
                return gammaCondition(t) * tError + 1
            },
            "gamma": { o, _, _ in o[0].error == 0 ? 1 : gammaCondition(o[0].value) * o[0].error + 1 },
            "floor": exactOnly(0), "ceil": exactOnly(0), "round": exactOnly(0), "trunc": exactOnly(0),
            "mod": modulo,
            "sec": exactOnly(2), "csc": exactOnly(2), "cot": exactOnly(2),
            "log": exactOnly(3),
            "ʸ√x": { o, _, _ in o[0].error == 0 && o[1].error == 0 && o[1].value.isInteger ? 1 : .infinity },
            "atan2": { o, _, c in c.angleUnit == .radians ? exactOnly(1)(o, o[0].value, c) : exactOnly(4)(o, o[0].value, c) },
        ]
        // Single correctly rounded MPFR calls: one rounding when the operands are exact.
        for name in unknownWhenInexact where models[name] == nil {
            models[name] = exactOnly(1)
        }
        return models
    }()

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
