@_spi(BigCalcPackage) import BigNumber

/// The arithmetic of series: exact while both operands are exact, on balls otherwise.
extension SeriesValue {
    /// a + b.
    static func sum(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) -> SeriesValue {
        added(a, b, c).bounding(a.degreeBound + b.degreeBound).alternating(a.alternates || b.alternates)
    }

    /// Whether a + b keeps the form (−1)^t·R(t) or R(t) (`alternates`): both operands alternate or
    /// neither does, or one is exactly 0.
    static func signsAgree(_ a: SeriesValue, _ b: SeriesValue) -> Bool {
        a.alternates == b.alternates || a.exact?.isEmpty == true || b.exact?.isEmpty == true
    }

    private static func added(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) -> SeriesValue {
        let n = Swift.min(a.length, b.length)
        if let x = a.exact, let y = b.exact {
            return SeriesValue(exact: (0..<Swift.max(x.count, y.count)).map { k in
                (k < x.count ? x[k] : BigRational(0)) + (k < y.count ? y[k] : BigRational(0))
            }, length: n)
        }
        return SeriesValue(ComplexBallSeries.add(a.ball(precision: c.precision), b.ball(precision: c.precision), precision: c.precision))
    }

    /// −a.
    static prefix func - (a: SeriesValue) -> SeriesValue {
        if let x = a.exact { return SeriesValue(exact: x.map { -$0 }, length: a.length).bounding(a.degreeBound).alternating(a.alternates) }
        return SeriesValue(-a.ball(precision: 2)).bounding(a.degreeBound).alternating(a.alternates)
    }

    /// a − b.
    static func difference(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) -> SeriesValue { sum(a, -b, c) }

    /// a · b.
    static func product(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) throws(CalculationError) -> SeriesValue {
        try multiplied(a, b, c).bounding(a.degreeBound + b.degreeBound).alternating(a.alternates != b.alternates)
    }

    private static func multiplied(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) throws(CalculationError) -> SeriesValue {
        let n = Swift.min(a.length, b.length)
        if let x = a.exact, let y = b.exact {
            guard !x.isEmpty, !y.isEmpty else { return SeriesValue(exact: [], length: n) }
            let count = Swift.min(n, x.count + y.count - 1)
            var result = [BigRational](repeating: BigRational(0), count: count)
            for (i, xi) in x.enumerated() where i < count && !xi.isZero {
                try c.checkpoint()
                for j in 0..<Swift.min(y.count, count - i) where !y[j].isZero { result[i + j] += xi * y[j] }
            }
            return SeriesValue(exact: result, length: n)
        }
        return SeriesValue(ComplexBallSeries.multiply(a.ball(precision: c.precision), b.ball(precision: c.precision), precision: c.precision))
    }

    /// a / b. Leading zeros of b that a shares are divided out (`sin(x)/x` at 0), which leaves
    /// fewer coefficients known; a quotient by a series with more leading zeros than a is not
    /// analytic (a pole).
    static func quotient(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) throws(CalculationError) -> SeriesValue {
        if let log = c.divisors, !b.isConstant { log.withLock { $0.append(b) } }
        return try divided(a, b, c).bounding(a.degreeBound + b.degreeBound).alternating(a.alternates != b.alternates)
    }

    private static func divided(_ a: SeriesValue, _ b: SeriesValue, _ c: SeriesContext) throws(CalculationError) -> SeriesValue {
        if c.shape == .polynomial, !b.isConstant { throw .series(SeriesError(.divide, .notPolynomial)) }
        let shift = b.leadingZeros
        if shift > 0 {
            guard shift < b.length, a.leadingZeros >= shift else { throw .series(SeriesError(.divide, .notAnalytic)) }
            return try divided(a.shifted(down: shift), b.shifted(down: shift), c)
        }
        let n = Swift.min(a.length, b.length)
        if let x = a.exact, let y = b.exact {
            var q: [BigRational] = []
            q.reserveCapacity(n)
            for k in 0..<n {
                try c.checkpoint()
                var r = k < x.count ? x[k] : BigRational(0)
                for j in 1..<Swift.min(k + 1, y.count) where !y[j].isZero { r -= y[j] * q[k - j] }
                q.append(r / y[0])
                if k >= x.count, y.count == 1 { break }
            }
            return SeriesValue(exact: q, length: n)
        }
        let divisor = b.ball(precision: c.precision)
        // A ball that holds 0 in the divisor's constant term: undecided unless a higher precision
        // tells it from 0 (an exact 0 was divided out above).
        if divisor.coefficient(0).real.containsZero, divisor.coefficient(0).imaginary.containsZero {
            throw .undecided(UndecidedQuestion(.divide, .zero))
        }
        return SeriesValue(ComplexBallSeries.divide(a.ball(precision: c.precision), divisor, precision: c.precision))
    }

    /// The series divided by `tᵏ` (its first `k` coefficients are exactly 0).
    func shifted(down k: Int) -> SeriesValue {
        switch coefficients {
        case let .exact(x): SeriesValue(exact: Array(x.dropFirst(k)), length: length - k)
        case let .ball(s): s.shifted(down: k).map(SeriesValue.init) ?? self
        }
    }

    /// aⁿ for an integer n (a negative one through the reciprocal).
    static func power(_ a: SeriesValue, _ n: Int, _ c: SeriesContext) throws(CalculationError) -> SeriesValue {
        if n < 0 { return try quotient(SeriesValue(exact: [BigRational(1)], length: a.length), power(a, -n, c), c) }
        if a.exact != nil {
            var result = SeriesValue(exact: [BigRational(1)], length: a.length)
            // Squaring clears the sign; the odd steps multiply it back in.
            var base = a
            var e = n
            while e > 0 {
                if e & 1 == 1 { result = try product(result, base, c) }
                e >>= 1
                if e > 0 { base = try product(base, base, c) }
            }
            return result
        }
        return SeriesValue(ComplexBallSeries.pow(a.ball(precision: c.precision), n, precision: c.precision)).bounding(n * a.degreeBound)
            .alternating(a.alternates && n % 2 == 1)
    }

    /// The derivative in t (one coefficient fewer known).
    func derivativeInT() -> [BigRational] {
        guard let x = exact else { return [] }
        return x.indices.dropFirst().map { x[$0] * BigRational($0) }
    }

    /// The exact series whose derivative in t is `d` and whose constant term is `c0`.
    static func integral(_ d: [BigRational], constant c0: BigRational, length: Int) -> SeriesValue {
        SeriesValue(exact: [c0] + d.indices.map { d[$0] / BigRational($0 + 1) }, length: length)
    }
}
