import BigNumber

/// A value met while evaluating an expression at one working precision.
enum EvaluatedValue {
    /// An exact rational: computed without rounding.
    case exact(BigRational)
    /// Exactly k·π for a non-zero rational k, kept symbolic so that `sin(kπ)` can be exact.
    case piMultiple(BigRational)
    /// An approximation x at the working precision p with a bound on its relative error:
    /// |x − v| ≤ error · 2⁻ᵖ · |x| (to first order), where v is the exact value; `.infinity` when unknown.
    case real(BigFloat, error: Double)

    /// The exact rational, when there is one.
    var rational: BigRational? {
        guard case let .exact(value) = self else { return nil }
        return value
    }

    /// The value as a BigFloat of `precision` bits, with its error bound in units of 2⁻ᵖ (relative).
    func real(precision: Int) -> (value: BigFloat, error: Double) {
        switch self {
        case let .exact(r):
            let value = r.bigFloat(precision: precision)
            // An integer that fits converts exactly; anything else is rounded once.
            let exact = r.isInteger && r.numeratorBitWidth <= precision
            return (value, exact ? 0 : 1)
        case let .piMultiple(k):
            let pi = BigFloat.pi(precision: precision)
            if k.isInteger, k.numeratorBitWidth <= precision {
                return (pi * BigFloat(k.numerator, precision: precision), 2)
            }
            return (pi * k.bigFloat(precision: precision), 3)
        case let .real(value, error):
            return (value, error)
        }
    }
}
