import BigNumber

/// Exact rational arithmetic behind the catalog rows' exact versions.
enum ExactArithmetic {
    /// 1/100.
    static let hundredth = BigRational(numerator: 1, denominator: 100) ?? BigRational(0)

    /// Runs an exact computation of `operation`: results too large (beyond
    /// `OperationCatalog.exactBitLimit`) and BigNumber's refusals become nil, so that the
    /// evaluator computes on Arb balls instead; a thrown `DomainError.Violation` becomes `operation`'s domain error.
    /// - Parameters:
    ///   - operation: the operation computed.
    ///   - body: the computation.
    /// - Returns: the exact result, or nil.
    /// - Throws: `CalculationError` for a division by zero or a domain error.
    static func bounded(
        _ operation: CatalogOperation, operand: BigRational? = nil, _ body: () throws -> BigRational?
    ) throws(CalculationError) -> BigRational? {
        do {
            guard let result = try body(), result.bitWidth <= OperationCatalog.exactBitLimit else { return nil }
            return result
        } catch is BigNumberError {
            return nil
        } catch {
            throw CalculationError(error, in: operation, operand: operand?.bigFloat(precision: BigFloat.bits(forDigits: 30)))
        }
    }

    /// a × b, or nil without computing it when both are integers whose sizes alone put the product
    /// beyond `OperationCatalog.exactBitLimit` (an integer product has at least the bits of its
    /// factors together, less one): `bounded` would refuse it after paying for the multiplication.
    static func product(_ a: BigRational, _ b: BigRational) -> BigRational? {
        if a.isInteger, b.isInteger, !a.isZero, !b.isZero,
           a.numeratorBitWidth + b.numeratorBitWidth - 1 > OperationCatalog.exactBitLimit {
            return nil
        }
        return a * b
    }

    /// a / b, throwing `divisionByZero` for b = 0.
    static func quotient(_ a: BigRational, _ b: BigRational) throws(CalculationError) -> BigRational {
        guard let q = a.divided(by: b) else { throw .divisionByZero }
        return q
    }

    /// The largest integer ≤ x.
    static func floor(_ x: BigRational) -> BigRational {
        BigRational(x.numerator.flooredQuotientAndRemainder(dividingBy: x.denominator).quotient)
    }

    /// xʸ when it is rational: y an integer, or y = p/q in lowest terms with x a perfect q-th power
    /// (`(-8)^(1/3)` = −2, `(-27)^(2/3)` = 9, `(9/4)^(1/2)` = 3/2); nil otherwise or when too large.
    /// 0 to a negative power is division by zero.
    static func power(_ x: BigRational, _ y: BigRational) throws(CalculationError) -> BigRational? {
        if x.isZero, y.signum < 0 { throw .divisionByZero }
        guard y.isInteger else {
            guard let q = Int(exactly: y.denominator), q <= maximumRootDegree, let p = Int(exactly: y.numerator),
                  let base = root(x, q) else { return nil }
            return try? base.power(p, limit: OperationCatalog.exactBitLimit)
        }
        guard let n = Int(exactly: y) else { return nil }
        do {
            return try x.power(n, limit: OperationCatalog.exactBitLimit)
        } catch {
            return nil
        }
    }

    /// The largest root degree tried exactly.
    static let maximumRootDegree = 1000

    /// The real q-th root of x (q ≥ 1) when it is rational: negative x only for odd q.
    static func root(_ x: BigRational, _ q: Int) -> BigRational? {
        guard q >= 1, q <= maximumRootDegree else { return nil }
        if q == 1 || x.isZero { return x }
        guard x.signum > 0 || q % 2 == 1 else { return nil }
        guard let top = integerRoot(x.numerator.magnitude, q), let bottom = integerRoot(x.denominator, q),
              let magnitude = BigRational(numerator: top, denominator: bottom) else { return nil }
        return x.signum < 0 ? -magnitude : magnitude
    }

    /// The q-th root of n ≥ 0 when n is a perfect q-th power.
    static func integerRoot(_ n: BigInt, _ q: Int) -> BigInt? {
        let bits = n.magnitudeBitWidth
        if bits <= 1 { return n }
        // n rounded to the precision of its root: the root of all of n's bits would cost as much as
        // n is long (`root(2^3000001, 3)` then took half a minute in MPFR).
        let precision = bits / q + 64
        let estimate = BigFloat.root(BigFloat(n, precision: precision), q, rounding: .nearestEven)
        guard let candidate = BigInt(BigFloat.round(estimate)), (try? candidate.power(q, limit: bits + 64)) == n else { return nil }
        return candidate
    }

    /// k when x = bᵏ for an integer k (b an integer ≥ 2), else nil.
    static func logarithm(_ x: BigRational, base b: BigInt) -> BigRational? {
        guard x.signum > 0, b > BigInt(1) else { return nil }
        let one = BigInt(1)
        let (power, sign): (BigInt, Int) = x.denominator == one ? (x.numerator, 1) : x.numerator == one ? (x.denominator, -1) : (one, 0)
        guard sign != 0 else { return nil }
        if power == one { return BigRational(0) }
        let ratio = BigFloat.log(BigFloat(power, precision: 64), rounding: .nearestEven)
            / BigFloat.log(BigFloat(b, precision: 64), rounding: .nearestEven)
        guard let estimate = Int(BigFloat.round(ratio), rounding: .nearestEven) else { return nil }
        for k in Swift.max(1, estimate - 1)...Swift.max(1, estimate + 1)
        where (try? b.power(k, limit: power.magnitudeBitWidth + 64)) == power {
            return BigRational(sign * k)
        }
        return nil
    }

    /// f(x) for the one argument `at` where f takes the rational value `value`; nil elsewhere.
    static func only(at point: Int, is value: Int) -> @Sendable (BigRational) -> BigRational? {
        { x in x == BigRational(point) ? BigRational(value) : nil }
    }

    /// `only(at:is:)` for a function defined on [lower, upper] (nil: unbounded), with the domain
    /// checked exactly, so that `asin(1 + 1e-1000000)` is a domain error at any working precision:
    /// outside it throws `DomainError.Violation.outsideDomain`, and at an end that is a pole `.pole`.
    static func only(
        at point: Int, is value: Int, in lower: Int?, _ upper: Int?, poleAtEnds: Bool = false
    ) -> @Sendable (BigRational) throws -> BigRational? {
        { x in
            if let lower, x < BigRational(lower) { throw DomainError.Violation.outsideDomain }
            if let upper, x > BigRational(upper) { throw DomainError.Violation.outsideDomain }
            if poleAtEnds, [lower, upper].contains(where: { $0.map { x == BigRational($0) } ?? false }) {
                throw DomainError.Violation.pole
            }
            return x == BigRational(point) ? BigRational(value) : nil
        }
    }

    /// n! for integers n ≥ 0 (nil for non-integers, which go through Γ, and for results too large).
    static func factorial(_ x: BigRational) throws(DomainError.Violation) -> BigRational? {
        guard x.isInteger else { return nil }
        guard x.signum >= 0 else { throw .outsideDomain }
        guard let n = Int(exactly: x.numerator), let value = try? BigInt.factorial(n, limit: OperationCatalog.exactBitLimit) else {
            return nil
        }
        return BigRational(value)
    }

    /// n!! for integers n ≥ −1 (nil for results too large, which go through Γ); any other
    /// number is outside the domain.
    static func doubleFactorial(_ x: BigRational) throws(DomainError.Violation) -> BigRational? {
        guard x.isInteger, x >= BigRational(-1) else { throw .outsideDomain }
        guard let n = Int(exactly: x.numerator),
              let value = try? BigInt.doubleFactorial(n, limit: OperationCatalog.exactBitLimit) else { return nil }
        return BigRational(value)
    }

    /// An integer function of two integer operands; a non-integer operand is outside the domain.
    static func integers(
        _ a: BigRational, _ b: BigRational, _ f: (BigInt, BigInt) throws -> BigInt?
    ) throws -> BigRational? {
        guard a.isInteger, b.isInteger else { throw DomainError.Violation.outsideDomain }
        return try f(a.numerator, b.numerator).map(BigRational.init)
    }

    /// ζ(−n) = (−1)ⁿ Bₙ₊₁/(n + 1) for integers n ≥ 0 (ζ(0) = −1/2, ζ(−1) = −1/12, ζ(−2) = 0),
    /// from Arb's Bernoulli numbers; nil for other arguments (and beyond n = 100,000).
    @Sendable static func zetaAtNonPositiveInteger(_ s: BigRational) -> BigRational? {
        guard s.isInteger, s.signum <= 0, let n = Int(exactly: -s.numerator), let b = BigRational.bernoulli(n + 1) else { return nil }
        let value = b.divided(by: BigRational(n + 1)) ?? BigRational(0)
        return n % 2 == 0 ? value : -value
    }
}
