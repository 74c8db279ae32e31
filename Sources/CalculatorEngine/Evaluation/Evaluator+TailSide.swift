import BigNumber

/// The bound of an integrand's tail over an infinite range (steps 2–4 of
/// `Evaluator+ExponentialTail.swift`): the factors read on one side, and the cut where the tail's
/// bound falls below a target.
extension Evaluator {
    /// The bound of one side of the integrand: f(±t) for t ≥ T.
    struct TailSide {
        /// The rational factors p(t)/q(t): their coefficients in t, as balls.
        let rational: [(p: [BigBall], q: [BigBall])]
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

        /// Whether T is far enough for the bounds of step 2 to hold with half their leading
        /// coefficients: Σ_{i<n} |c_i|·T^(i − n) ≤ |c_n|/2 for each denominator and the exponent.
        func settles(at t: BigBall) -> Bool {
            (rational.map(\.q) + [exponent]).allSatisfy { c in
                let half = BigBall.divide(c[c.count - 1].magnitude, by: 2, precision: 64)
                return BigBall.subtract(half, Self.lowerTerms(c, t, 64), precision: 64).isNonNegative
            }
        }

        /// A bound of ∫_T^∞ |f(±t)| dt (step 3), or nil when step 2's bounds do not hold at T.
        func bound(at t: BigBall) -> BigBall? {
            let p = 64
            var k = constant
            var s = 0
            for (a, b) in rational {
                let upper = BigBall.add(a[a.count - 1].magnitude, Self.lowerTerms(a, t, p), precision: p)
                let lower = BigBall.subtract(b[b.count - 1].magnitude, Self.lowerTerms(b, t, p), precision: p)
                guard lower.isPositive else { return nil }
                k = BigBall.divide(BigBall.multiply(k, upper, precision: p), lower, precision: p)
                s += a.count - b.count
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
        func balls(_ polynomial: RationalPolynomial, _ centre: BigRational) -> [BigBall] {
            polynomial.substituting(offset: -centre, scale: scale).coefficients.map { BigBall($0, precision: 64) }
        }
        let rational = self.rational.map { factor in (balls(factor.p, factor.centre), balls(factor.q, factor.centre)) }
        return Evaluator.TailSide(rational: rational, exponent: exponent, constant: constant)
    }
}
