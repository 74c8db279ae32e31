import BigNumber

/// Powers with huge exponents decided from magnitudes before any large computation, as
/// `integerPower` decides xⁿ for exponents of more than 4096 bits: xʸ = e^(y·ln|x|) is an overflow
/// (or an underflow) as soon as |y·ln|x|| exceeds 2⁴⁰⁹⁶, so that its binary exponent would need
/// more than 4096 bits; 64 bits decide it at once. Left to Arb, such powers run its
/// uninterruptible binary powering on a huge integer (`(-3)^(2^3400000)`: 3.4 million squarings),
/// materialize the exponent as an integer (`2^(2^9000000099)` has 9·10⁹ bits) or end undecided.
/// Smaller intermediate values (`2^-2^64`) are left to Arb, whose exponents are unbounded.
extension CalculatorFunctions {
    /// The smallest exponent magnitude checked, 2⁶⁴: below it Arb's own powers are quick.
    static let checkedExponentBits = 64

    /// Throws `.overflow` or `.underflow` when every value of y·ln|b| (`logBase` = ln|b|) is beyond
    /// ±2⁴⁰⁹⁶; returns otherwise (and always for |y| < 2⁶⁴).
    /// - Parameters:
    ///   - logBase: ln|b| as a ball.
    ///   - y: the exponent (a real ball).
    static func decideFromMagnitudes(logBase: BigBall, exponent y: BigBall) throws(CalculationError) {
        guard let e = y.exponent, e > checkedExponentBits else { return }
        let logarithm = BigBall.multiply(y, logBase, precision: 64)
        let limit = BigBall.pow(BigBall(2), BigInt(largestSquaredExponentBits), precision: 64)
        if BigBall.subtract(logarithm, limit, precision: 64).isPositive { throw .overflow }
        if BigBall.add(logarithm, limit, precision: 64).isNegative { throw .underflow }
    }

    /// `decideFromMagnitudes` for xʸ with a real base.
    static func decidePower(_ x: BigBall, _ y: BigBall) throws(CalculationError) {
        guard let e = y.exponent, e > checkedExponentBits, !x.containsZero else { return }
        try decideFromMagnitudes(logBase: BigBall.log(x.magnitude, precision: 64), exponent: y)
    }

    /// `decideFromMagnitudes` for zʷ with a complex base and a real exponent.
    static func decidePower(_ z: BigComplexBall, _ w: BigBall) throws(CalculationError) {
        guard let e = w.exponent, e > checkedExponentBits else { return }
        let modulus = z.magnitude(precision: 64)
        guard !modulus.containsZero else { return }
        try decideFromMagnitudes(logBase: BigBall.log(modulus, precision: 64), exponent: w)
    }

    /// The integer value of an exact ball exponent, refused beyond the exact-size limit: binary
    /// powering on it would take as many uninterruptible squarings as it has bits.
    static func integerExponent(_ y: BigBall, of operation: CatalogOperation) throws(CalculationError) -> BigInt? {
        guard y.isExact else { return nil }
        if let e = y.exponent, e > OperationCatalog.exactBitLimit { throw .tooLarge(.exactEvaluation(operation)) }
        return y.exactInteger
    }
}
