/// Exact arithmetic on fractions of machine integers, the form `BigRational` keeps while numerator
/// and denominator fit in an `Int`.
///
/// Each function takes fractions in lowest terms (positive denominators, numerators other than
/// `Int.min`) and returns the result in the same form, or nil when a step overflows — the caller
/// then asks GMP. The reductions follow Knuth (TAOCP 4.5.1): dividing by the gcds before
/// multiplying keeps the intermediate values as small as the result allows.
extension BigRational {
    @usableFromInline
    enum Small {
        /// p/q + r/s.
        ///
        /// 1. g = gcd(q, s). With q = g·q′ and s = g·s′, p/q + r/s = (p·s′ + r·q′) / (q′·s′·g).
        /// 2. The numerator t = p·s′ + r·q′ is coprime to q′ and to s′, so the fraction's common
        ///    factor is gcd(t, g): divide both by it.
        @inlinable
        static func sum(_ p: Int, _ q: Int, _ r: Int, _ s: Int) -> BigRational? {
            if q == 1, s == 1 {
                let (sum, overflow) = p.addingReportingOverflow(r)
                return overflow || sum == .min ? nil : BigRational(lowestTerms: sum, 1)
            }
            let g = gcd(q.magnitude, s.magnitude)
            let q1 = q / Int(g), s1 = s / Int(g)
            let (ps, overflow1) = p.multipliedReportingOverflow(by: s1)
            let (rq, overflow2) = r.multipliedReportingOverflow(by: q1)
            let (t, overflow3) = ps.addingReportingOverflow(rq)
            let (denominator, overflow4) = q1.multipliedReportingOverflow(by: s)
            guard !(overflow1 || overflow2 || overflow3 || overflow4), t != .min else { return nil }
            if t == 0 { return BigRational(lowestTerms: 0, 1) }
            let common = Int(gcd(t.magnitude, g))
            return BigRational(lowestTerms: t / common, denominator / common)
        }

        /// p/q · r/s: the common factors of p with s and of r with q go before multiplying, and
        /// what is left is in lowest terms.
        @inlinable
        static func product(_ p: Int, _ q: Int, _ r: Int, _ s: Int) -> BigRational? {
            if p == 0 || r == 0 { return BigRational(lowestTerms: 0, 1) }
            let g1 = Int(gcd(p.magnitude, s.magnitude)), g2 = Int(gcd(r.magnitude, q.magnitude))
            let (numerator, overflow1) = (p / g1).multipliedReportingOverflow(by: r / g2)
            let (denominator, overflow2) = (q / g2).multipliedReportingOverflow(by: s / g1)
            guard !(overflow1 || overflow2), numerator != .min else { return nil }
            return BigRational(lowestTerms: numerator, denominator)
        }

        /// Whether p/q < r/s: p·s < r·q with positive q and s, compared in double width.
        @inlinable
        static func isLess(_ p: Int, _ q: Int, _ r: Int, _ s: Int) -> Bool {
            let left = p.multipliedFullWidth(by: s), right = r.multipliedFullWidth(by: q)
            return left.high < right.high || (left.high == right.high && left.low < right.low)
        }

        /// The greatest common divisor (binary, Stein's algorithm); gcd(a, 0) = a.
        @inlinable
        static func gcd(_ a: UInt, _ b: UInt) -> UInt {
            if a == 0 { return b }
            if b == 0 { return a }
            var (a, b) = (a, b)
            let shift = (a | b).trailingZeroBitCount
            a >>= a.trailingZeroBitCount
            repeat {
                b >>= b.trailingZeroBitCount
                if a > b { swap(&a, &b) }
                b -= a
            } while b != 0
            return a << shift
        }
    }

    /// numerator / denominator (denominator positive) in lowest terms: the short decimals the
    /// parser reads (`851.96` is 85196 / 100).
    static func fraction(_ numerator: Int, _ denominator: Int) -> BigRational {
        let common = Int(Small.gcd(numerator.magnitude, denominator.magnitude))
        let reduced = numerator / (numerator == .min && common == 1 ? 1 : common)
        guard reduced != .min else {
            return BigRational(numerator: BigInt(numerator), denominator: BigInt(denominator)) ?? BigRational(0)
        }
        return BigRational(lowestTerms: reduced, denominator / common)
    }
}
