import BigNumber

/// The exact series of elementary functions where their Taylor coefficients are rational: at the
/// points where the function's value is rational (`exp` at 0, `log` at 1, a rational power whose
/// value is rational), through the differential equation each satisfies. Nil elsewhere: the
/// ball series then gives the coefficients.
enum ExactSeries {
    typealias Rule = @Sendable (SeriesValue, SeriesContext) throws(CalculationError) -> SeriesValue?

    /// exp(s) for s(0) = 0: E' = s'E.
    static let exp: Rule = { s, c throws(CalculationError) in
        guard let x = s.exact, s.exactCoefficient(0)?.isZero == true else { return nil }
        var e = [BigRational(1)]
        for k in 1..<s.length {
            try c.checkpoint()
            var t = BigRational(0)
            for j in stride(from: 1, to: Swift.min(k + 1, x.count), by: 1) where !x[j].isZero { t += BigRational(j) * x[j] * e[k - j] }
            e.append(t / BigRational(k))
        }
        return SeriesValue(exact: e, length: s.length)
    }

    /// exp(s) − 1 for s(0) = 0.
    static let exponentialMinusOne: Rule = { s, c throws(CalculationError) in
        try exp(s, c).map { SeriesValue.difference($0, SeriesValue(exact: [BigRational(1)], length: s.length), c) }
    }

    /// log(1 + s) for s(0) = 0.
    static let logarithmOfOnePlus: Rule = { s, c throws(CalculationError) in
        try log(SeriesValue.sum(s, SeriesValue(exact: [BigRational(1)], length: s.length), c), c)
    }

    /// sin(s), cos(s) (or sinh, cosh when `hyperbolic`) for s(0) = 0: S' = s'C, C' = ∓s'S.
    static func sineAndCosine(_ s: SeriesValue, _ c: SeriesContext, hyperbolic: Bool) throws(CalculationError) -> (SeriesValue, SeriesValue)? {
        guard let x = s.exact, s.exactCoefficient(0)?.isZero == true else { return nil }
        var (sine, cosine) = ([BigRational(0)], [BigRational(1)])
        for k in 1..<s.length {
            try c.checkpoint()
            var (a, b) = (BigRational(0), BigRational(0))
            for j in stride(from: 1, to: Swift.min(k + 1, x.count), by: 1) where !x[j].isZero {
                let w = BigRational(j) * x[j]
                a += w * cosine[k - j]
                b += w * sine[k - j]
            }
            sine.append(a / BigRational(k))
            cosine.append((hyperbolic ? b : -b) / BigRational(k))
        }
        return (SeriesValue(exact: sine, length: s.length), SeriesValue(exact: cosine, length: s.length))
    }

    static let sin: Rule = { s, c throws(CalculationError) in try sineAndCosine(s, c, hyperbolic: false)?.0 }
    static let cos: Rule = { s, c throws(CalculationError) in try sineAndCosine(s, c, hyperbolic: false)?.1 }
    static let sinh: Rule = { s, c throws(CalculationError) in try sineAndCosine(s, c, hyperbolic: true)?.0 }
    static let cosh: Rule = { s, c throws(CalculationError) in try sineAndCosine(s, c, hyperbolic: true)?.1 }
    static let tan: Rule = { s, c throws(CalculationError) in
        guard let (sine, cosine) = try sineAndCosine(s, c, hyperbolic: false) else { return nil }
        return try SeriesValue.quotient(sine, cosine, c)
    }
    static let tanh: Rule = { s, c throws(CalculationError) in
        guard let (sine, cosine) = try sineAndCosine(s, c, hyperbolic: true) else { return nil }
        return try SeriesValue.quotient(sine, cosine, c)
    }

    /// log(s) for s(0) = 1: the integral of s'/s.
    static let log: Rule = { s, c throws(CalculationError) in
        guard s.exactCoefficient(0) == BigRational(1) else { return nil }
        return try integralOf(SeriesValue.quotient(derivative(s), s, c), s.length)
    }

    /// atan(s) for s(0) = 0: the integral of s'/(1 + s²).
    static let atan: Rule = { s, c throws(CalculationError) in
        guard s.exactCoefficient(0)?.isZero == true else { return nil }
        let one = SeriesValue(exact: [BigRational(1)], length: s.length)
        return try integralOf(SeriesValue.quotient(derivative(s), SeriesValue.sum(one, SeriesValue.product(s, s, c), c), c), s.length)
    }

    /// asin(s) for s(0) = 0: the integral of s'·(1 − s²)^(−1/2).
    static let asin: Rule = { s, c throws(CalculationError) in
        guard s.exactCoefficient(0)?.isZero == true else { return nil }
        let one = SeriesValue(exact: [BigRational(1)], length: s.length)
        guard let minusHalf = BigRational(numerator: BigInt(-1), denominator: BigInt(2)),
              let root = try power(SeriesValue.difference(one, SeriesValue.product(s, s, c), c), minusHalf, c) else { return nil }
        return try integralOf(SeriesValue.product(derivative(s), root, c), s.length)
    }

    /// sqrt(s) when s(0) is the square of a rational other than 0.
    static let sqrt: Rule = { s, c throws(CalculationError) in
        guard let half = BigRational(numerator: BigInt(1), denominator: BigInt(2)) else { return nil }
        return try power(s, half, c)
    }

    /// sʳ for a rational r, when s(0) ≠ 0 and s(0)ʳ is rational: s·P' = r·s'·P, so
    /// P_k = Σ_{j=1…k} ((r + 1)·j − k)·s_j·P_{k−j} / (k·s₀).
    static func power(_ s: SeriesValue, _ r: BigRational, _ c: SeriesContext) throws(CalculationError) -> SeriesValue? {
        guard let x = s.exact, let s0 = x.first, !s0.isZero, let p0 = try ExactArithmetic.power(s0, r) else { return nil }
        var p = [p0]
        let r1 = r + BigRational(1)
        for k in 1..<s.length {
            try c.checkpoint()
            var t = BigRational(0)
            for j in stride(from: 1, to: Swift.min(k + 1, x.count), by: 1) where !x[j].isZero { t += (r1 * BigRational(j) - BigRational(k)) * x[j] * p[k - j] }
            p.append(t / (BigRational(k) * s0))
        }
        return SeriesValue(exact: p, length: s.length)
    }

    /// s' as a series of the same length (its last coefficient unknown, taken as 0: the caller
    /// integrates it back, which restores the length).
    private static func derivative(_ s: SeriesValue) -> SeriesValue {
        SeriesValue(exact: s.derivativeInT(), length: s.length)
    }

    /// The series with constant term 0 whose derivative is `d`, of `length` coefficients.
    private static func integralOf(_ d: SeriesValue, _ length: Int) -> SeriesValue? {
        guard let x = d.exact, d.length >= length - 1 else { return nil }
        return SeriesValue.integral(x, constant: BigRational(0), length: length)
    }
}
