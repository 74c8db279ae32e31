import BigNumber

/// Helpers of the exact rows of the operation catalog.
extension ExactOperation {
    /// 1/100.
    static let hundredth = BigRational(numerator: 1, denominator: 100) ?? BigRational(0)

    /// Runs an exact computation: errors become `CalculationError`, results too large
    /// (beyond `OperationCatalog.exactBitLimit`) become nil, so that BigFloat takes over.
    static func bounded(_ body: () throws -> BigRational?) throws(CalculationError) -> BigRational? {
        do {
            guard let result = try body(), result.bitWidth <= OperationCatalog.exactBitLimit else { return nil }
            return result
        } catch let error as CalculationError {
            throw error
        } catch is BigNumberError {
            return nil
        } catch {
            throw .domain(String(describing: error))
        }
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

    /// xʸ when y is an integer (nil otherwise, or when too large); 0 to a negative power is division by zero.
    static func power(_ x: BigRational, _ y: BigRational) throws(CalculationError) -> BigRational? {
        guard y.isInteger, let n = Int(exactly: y.numerator) else { return nil }
        if x.isZero, n < 0 { throw .divisionByZero }
        do {
            return try x.power(n, limit: OperationCatalog.exactBitLimit)
        } catch {
            return nil
        }
    }

    /// n! for integers n ≥ 0 (nil for non-integers, which go through Γ, and for results too large).
    static func factorial(_ x: BigRational) throws(CalculationError) -> BigRational? {
        guard x.isInteger else { return nil }
        guard x.signum >= 0 else { throw .domain("factorial of a negative integer") }
        guard let n = Int(exactly: x.numerator), let value = try? BigInt.factorial(n, limit: OperationCatalog.exactBitLimit) else {
            return nil
        }
        return BigRational(value)
    }

    /// An integer function of two integer operands; a non-integer operand is a domain error.
    static func integers(
        _ a: BigRational, _ b: BigRational, _ name: String, _ f: (BigInt, BigInt) throws -> BigInt?
    ) throws -> BigRational? {
        guard a.isInteger, b.isInteger else { throw CalculationError.domain("\(name) of non-integers") }
        return try f(a.numerator, b.numerator).map(BigRational.init)
    }
}
