import BigNumber

/// The terms of an infinite series (`Evaluator+InfiniteSeries.swift`): f at k = start + n, or
/// the logarithm of the factor for a product, and the three ways of estimating their sum.
struct SeriesTerms {
    /// The term's expression and its variable.
    let f: BoundFunction
    /// The first k.
    let start: BigInt
    /// Whether the terms are factors, summed as logarithms.
    let logarithms: Bool
    /// The error of the form with a message.
    let failure: (String) -> ExpressionError

    /// The n-th term (k = start + n) at the evaluator's precision.
    func term(_ n: Int, _ evaluator: inout Evaluator) throws(ExpressionError) -> BigBall {
        let k = start + BigInt(n)
        let value = try evaluator.evaluate(f, at: .integer(BigRational(k)))
        guard value.isReal else { throw failure("needs real terms: the term at \(f.variable) = \(k) is not real") }
        let ball = value.ball(precision: evaluator.precision)
        guard logarithms else { return ball }
        guard ball.isPositive else { throw failure("needs positive factors: the factor at \(f.variable) = \(k) is not") }
        return BigBall.log(ball, precision: evaluator.precision)
    }

    /// Two estimates that agree to about `precision` bits, as the last with their difference (× 4)
    /// as its radius; else the error that the series did not converge.
    private func agreed(_ previous: BigBall, _ current: BigBall, precision: Int) -> BigBall? {
        let difference = BigBall.subtract(current, previous, precision: 64)
        let scale = current.magnitude.exponent ?? Int.min
        guard difference.isZero || (difference.exponent ?? Int.min) <= scale - precision - 4 || current.magnitude.radiusIsBelow(powerOfTwo: -precision - 8)
                && (difference.exponent ?? Int.min) < -precision - 8 else { return nil }
        return current.addingError(BigBall.multiply(difference.magnitude, BigBall(4), precision: 64))
    }

    /// Σ (−1)^n a_n by Cohen, Villegas and Zagier's algorithm 1 with m terms, for m about 1.31 per
    /// decimal digit, and again with a quarter more.
    func alternating(_ evaluator: inout Evaluator, precision: Int) throws(ExpressionError) -> BigBall {
        let m = Int(Double(precision) * 0.30103 * 1.31) + 12
        let p = evaluator.precision
        let terms = try (0..<(m + m / 4 + 1)).map { (n: Int) throws(ExpressionError) in try term(n, &evaluator) }
        func estimate(_ m: Int) -> BigBall {
            // d = ((3 + √8)^m + (3 + √8)^−m)/2
            let root = BigBall.add(BigBall(3), BigBall.sqrt(BigBall(8), precision: p), precision: p)
            let power = BigBall.pow(root, BigInt(m), precision: p)
            let d = BigBall.divide(BigBall.add(power, BigBall.divide(BigBall(1), power, precision: p), precision: p), by: 2, precision: p)
            var (b, c, s) = (BigBall(-1), -d, BigBall())
            for k in 0..<m {
                c = BigBall.subtract(b, c, precision: p)
                // a_k = (−1)^k t_k: the terms' magnitudes with the sign of the first.
                let a = k % 2 == 0 ? terms[k] : -terms[k]
                s = BigBall.add(s, BigBall.multiply(c, a, precision: p), precision: p)
                let factor = BigBall.divide(BigBall(2 * (k + m) * (k - m)), BigBall((2 * k + 1) * (k + 1)), precision: p)
                b = BigBall.multiply(b, factor, precision: p)
            }
            return BigBall.divide(s, d, precision: p)
        }
        guard let value = agreed(estimate(m), estimate(m + m / 4), precision: precision) else {
            throw failure("did not converge: the alternating series is not accelerated to the working precision")
        }
        return value
    }

    /// The terms summed until two in a row are below 2^−(precision + 16) of the sum.
    func direct(_ evaluator: inout Evaluator, precision: Int) throws(ExpressionError) -> BigBall {
        var total = BigBall()
        var small = 0
        for n in 0..<Evaluator.directSeriesTerms {
            if n & 255 == 0 { try evaluator.checkpoint() }
            let t = try term(n, &evaluator)
            total = BigBall.add(total, t, precision: evaluator.precision)
            let negligible = t.isZero || (t.magnitude.exponent ?? Int.min) < (total.magnitude.exponent ?? Int.min) - precision - 16
            small = negligible ? small + 1 : 0
            if small >= 2 { return total }
        }
        throw failure("did not converge within \(Evaluator.directSeriesTerms) terms")
    }

    /// Richardson's extrapolation of the partial sums S(n), n = N … 2N, to n → ∞: Σ S(N + k)·(N + k)^N
    /// ·(−1)^(k+N)/(k!·(N − k)!), for N = 16, 24, 36, … until two agree.
    func richardson(precision: Int, evaluator: Evaluator) throws(ExpressionError) -> BigBall {
        var previous: BigBall?
        var size = 16
        while size <= 2 * precision + 64 {
            // The weights reach (2e)^N: about 2.5·N bits cancel.
            var inner = evaluator.atPrecision(precision + 3 * size + 64)
            let p = inner.precision
            var partial = BigBall()
            var sums: [BigBall] = []
            for n in 0..<(2 * size) {
                if n & 63 == 0 { try inner.checkpoint() }
                partial = BigBall.add(partial, try term(n, &inner), precision: p)
                sums.append(partial)
            }
            var factorials = [BigBall(1)]
            for k in 1...size { factorials.append(BigBall.multiply(factorials[k - 1], BigBall(k), precision: p)) }
            var value = BigBall()
            for k in 0...size {
                let weight = BigBall.divide(BigBall.pow(BigBall(size + k), BigInt(size), precision: p),
                                            BigBall.multiply(factorials[k], factorials[size - k], precision: p), precision: p)
                let signed = (k + size) % 2 == 0 ? weight : -weight
                // S(N + k) is the sum of N + k terms.
                value = BigBall.add(value, BigBall.multiply(signed, sums[size + k - 1], precision: p), precision: p)
            }
            if let previous, let agreed = agreed(previous, value, precision: precision) { return agreed }
            previous = value
            // The error falls about as e^−N: a step of half again makes the last estimate's
            // difference from this one a bound of this one's error, roughly.
            size += size / 2
        }
        throw failure("did not converge: Richardson extrapolation of its partial sums does not settle "
                      + "(its terms may fall too slowly, or not like a rational function of k)")
    }
}
