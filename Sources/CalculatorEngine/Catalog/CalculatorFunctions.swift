import BigNumber

/// The calculator conventions where a scientific calculator differs from IEEE 754 / MPFR.
public enum CalculatorFunctions {
    /// xʸ with the real root for a negative base: when x < 0 and y is (to working precision)
    /// a fraction p/q in lowest terms with odd q ≤ 10⁶, the result is (−1)ᵖ·|x|^(p/q), so
    /// `(-8)^(1/3)` is −2 and `(-27)^(2/3)` is 9. Otherwise MPFR's `pow`: 0⁰ = 1, 0 to a negative
    /// power is division by zero, a negative base with any other non-integer power is a domain error.
    public static func power(_ x: BigFloat, _ y: BigFloat) throws(CalculationError) -> BigFloat {
        if x.signum < 0, y.isFinite, !y.isInteger, let (p, q) = smallOddDenominatorFraction(y) {
            let magnitude = try CalculationError.checking(.power, operand: x) {
                // The root is computed with extra bits so that raising it to p costs no accuracy.
                let extra = 64 + Int.bitWidth - abs(p).leadingZeroBitCount
                let base = x.magnitude.rounded(toPrecision: x.precision + extra)
                return BigFloat.pow(BigFloat.root(base, q), p).rounded(toPrecision: Swift.max(x.precision, y.precision))
            }
            return p.isMultiple(of: 2) ? magnitude : -magnitude
        }
        if x.isZero, y.signum < 0 { throw .divisionByZero }
        return try CalculationError.checking(.power, operand: x) {
            BigFloat.pow(x, y)
        }
    }

    /// The fraction p/q (q odd, 1 < q ≤ 10⁶) that `y` equals to within a few units in its last place, if any.
    static func smallOddDenominatorFraction(_ y: BigFloat) -> (Int, Int)? {
        let precision = y.precision
        let tolerance = BigFloat.scaled(y.magnitude + BigFloat(1, precision: precision), byPowerOfTwo: 8 - precision)
        // Continued-fraction convergents h/k of y.
        var (h0, h1) = (BigInt(0), BigInt(1))
        var (k0, k1) = (BigInt(1), BigInt(0))
        var rest = y
        for _ in 0..<64 {
            let a = BigFloat.floor(rest)
            guard let aInt = BigInt(exactly: a) else { return nil }
            (h0, h1) = (h1, aInt * h1 + h0)
            (k0, k1) = (k1, aInt * k1 + k0)
            guard let k = Int(exactly: k1), k <= 1_000_000, let h = Int(exactly: h1) else { return nil }
            let approximation = BigFloat(h, precision: precision) / BigFloat(k, precision: precision)
            if (approximation - y).magnitude <= tolerance {
                return k % 2 == 1 && k > 1 ? (h, k) : nil
            }
            let fraction = rest - a
            guard !fraction.isZero else { return nil }
            rest = BigFloat(1, precision: precision) / fraction
        }
        return nil
    }

    /// a mod b with the sign of b (floored division, as in Python and most calculators): 7 mod −3 = −2.
    public static func modulo(_ a: BigFloat, _ b: BigFloat) throws(CalculationError) -> BigFloat {
        if b.isZero { throw .divisionByZero }
        return try CalculationError.checking(.modulo, operand: a) {
            let r = a.truncatingRemainder(dividingBy: b)
            return !r.isZero && r.signum != b.signum ? r + b : r
        }
    }

    /// x! for non-negative integers, Γ(x + 1) for other real x; negative integers are a domain error.
    public static func factorial(_ x: BigFloat) throws(CalculationError) -> BigFloat {
        if x.isInteger {
            guard x.signum >= 0 else { throw CatalogOperation.factorial.row.domainError(.outsideDomain, operand: x) }
            // Beyond about 10¹⁷, n! exceeds MPFR's widest exponent range.
            guard let n = Int(exactly: x), n <= 100_000_000_000_000_000 else { throw .overflow }
            return try CalculationError.checking(.factorial, operand: x) {
                try BigFloat.factorial(n, precision: x.precision)
            }
        }
        return try CalculationError.checking(.factorial, operand: x) {
            BigFloat.gamma(x + BigFloat(1, precision: x.precision))
        }
    }

    /// The largest binary exponent of the argument of sin, cos, tan and their reciprocals
    /// (|x| < 2^4194304, about 10^1262611): beyond it, reducing the argument modulo the period
    /// would need more time and memory than is reasonable.
    public static let maximumPeriodicExponent = 1 << 22

    /// A periodic trigonometric function (sin, cos, tan): `trigonometric` after checking that the
    /// argument can be reduced modulo the period at a reasonable cost.
    static func periodic(
        _ x: BigFloat, _ context: EvaluationContext,
        radians f: (BigFloat) -> BigFloat, units g: (BigFloat, UInt) -> BigFloat
    ) throws(CalculationError) -> BigFloat {
        guard (x.exponent ?? 0) <= maximumPeriodicExponent else {
            throw .tooLarge(.trigonometricArgument(exponent: maximumPeriodicExponent))
        }
        return trigonometric(x, context, radians: f, units: g)
    }

    /// The angle-unit-aware trigonometric function: radians through MPFR's `f`, degrees through `units`.
    static func trigonometric(
        _ x: BigFloat, _ context: EvaluationContext,
        radians f: (BigFloat) -> BigFloat, units g: (BigFloat, UInt) -> BigFloat
    ) -> BigFloat {
        switch context.angleUnit {
        case .radians: f(x)
        case .degrees: g(x, 360)
        }
    }

    /// C(n, k) for integers n ≥ 0, exactly when it fits, else through Γ.
    static func binomial(_ n: BigFloat, _ k: BigFloat) throws -> BigFloat {
        guard let ni = Int(exactly: n), let ki = Int(exactly: k) else { throw DomainError.Violation.outsideDomain }
        let precision = Swift.max(n.precision, k.precision)
        let limit = 4 * precision + 1_000_000
        return BigFloat(try BigInt.binomial(ni, ki, limit: limit), precision: precision)
    }

    /// An integer function of two integer-valued BigFloats; non-integers are outside its domain.
    static func integerFunction(_ a: BigFloat, _ b: BigFloat, _ f: (BigInt, BigInt) -> BigInt) throws -> BigFloat {
        guard let x = BigInt(exactly: a), let y = BigInt(exactly: b) else { throw DomainError.Violation.outsideDomain }
        return BigFloat(f(x, y), precision: Swift.max(a.precision, b.precision))
    }
}
