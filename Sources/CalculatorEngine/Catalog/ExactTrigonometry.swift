import BigNumber

/// Exact values of the trigonometric functions at rational multiples of π (radians), where they are
/// rational: sin(kπ) for 6k an integer, cos(kπ) likewise, tan(kπ) for 4k an integer.
/// `sin(100π)` is exactly 0, `cos(π/2 + 7π)` exactly 0, `sin(π/6)` exactly 1/2.
enum ExactTrigonometry {
    /// sin(kπ) at the multiples of π/6 (k mod 2 → value, in sixths).
    private static let sineBySixths: [Int: (Int, Int)] = [
        0: (0, 1), 1: (1, 2), 3: (1, 1), 5: (1, 2), 6: (0, 1), 7: (-1, 2), 9: (-1, 1), 11: (-1, 2),
    ]

    /// tan(kπ) at the multiples of π/4 (k mod 1 → value, in quarters); a quarter count of 2 is a pole.
    private static let tangentByQuarters: [Int: Int] = [0: 0, 1: 1, 3: -1]

    /// k mod `period`, as a count of 1/`parts` steps, when k is a multiple of 1/`parts`.
    private static func steps(_ k: BigRational, period: Int, parts: Int) -> Int? {
        let scaled = k * BigRational(parts)
        guard scaled.isInteger else { return nil }
        let modulus = BigInt(period * parts)
        let remainder = scaled.numerator.flooredQuotientAndRemainder(dividingBy: modulus).remainder
        return Int(exactly: remainder)
    }

    /// sin(kπ) when it is rational.
    static func sine(_ k: BigRational) -> BigRational? {
        guard let step = steps(k, period: 2, parts: 6), let (n, d) = sineBySixths[step] else { return nil }
        return BigRational(numerator: BigInt(n), denominator: BigInt(d))
    }

    /// cos(kπ) = sin((k + ½)π) when it is rational.
    static func cosine(_ k: BigRational) -> BigRational? {
        sine(k + (BigRational(numerator: 1, denominator: 2) ?? BigRational(0)))
    }

    /// tan(kπ) when it is rational; throws at the poles (odd multiples of π/2).
    static func tangent(_ k: BigRational) throws(CalculationError) -> BigRational? {
        guard let step = steps(k, period: 1, parts: 4) else { return nil }
        if step == 2 { throw CatalogOperation.tangent.row.domainError(.pole) }
        return tangentByQuarters[step].map { BigRational($0) }
    }

    /// sec(kπ) when it is rational; a division by zero where cos is 0.
    static func secant(_ k: BigRational) throws(CalculationError) -> BigRational? {
        try reciprocal(cosine(k))
    }

    /// csc(kπ) when it is rational; a division by zero where sin is 0.
    static func cosecant(_ k: BigRational) throws(CalculationError) -> BigRational? {
        try reciprocal(sine(k))
    }

    /// cot(kπ) when it is rational: 0 where tan has its poles, a division by zero where tan is 0.
    static func cotangent(_ k: BigRational) throws(CalculationError) -> BigRational? {
        let t: BigRational?
        do { t = try tangent(k) } catch { return BigRational(0) }
        return try reciprocal(t)
    }

    private static func reciprocal(_ x: BigRational?) throws(CalculationError) -> BigRational? {
        guard let x else { return nil }
        guard let inverse = BigRational(1).divided(by: x) else { throw .divisionByZero }
        return inverse
    }
}
