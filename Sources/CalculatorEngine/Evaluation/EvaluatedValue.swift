import BigNumber

/// A value met while evaluating an expression at one working precision: one case per kind of
/// value, so that a new kind (complex numbers) is a new case rather than a new code path.
enum EvaluatedValue {
    /// An exact integer.
    case integer(BigInt)
    /// An exact rational that is not an integer.
    case fraction(BigRational)
    /// Exactly k·π for a non-zero rational k, kept symbolic so that `sin(kπ)` can be exact.
    case piMultiple(BigRational)
    /// An approximation x at the working precision p with a bound on its relative error:
    /// |x − v| ≤ error · 2⁻ᵖ · |x| (to first order), where v is the exact value; `.infinity` when unknown.
    case real(BigFloat, error: Double)

    /// The exact value `r`: an integer or a fraction.
    init(exact r: BigRational) {
        self = r.isInteger ? .integer(r.numerator) : .fraction(r)
    }

    /// The exact rational, when the value is exact (an integer or a fraction).
    var rational: BigRational? {
        switch self {
        case let .integer(n): BigRational(n)
        case let .fraction(r): r
        case .piMultiple, .real: nil
        }
    }

    /// Whether the value is exact (an integer or a fraction).
    var isExact: Bool {
        switch self {
        case .integer, .fraction: true
        case .piMultiple, .real: false
        }
    }

    /// The size in bits of an exact value (0 for other values).
    var exactBitWidth: Int {
        switch self {
        case let .integer(n): n.magnitudeBitWidth
        case let .fraction(r): r.bitWidth
        case .piMultiple, .real: 0
        }
    }

    /// The value as a BigFloat of `precision` bits, with its error bound in units of 2⁻ᵖ (relative).
    func real(precision: Int) -> (value: BigFloat, error: Double) {
        switch self {
        case let .integer(n):
            // An integer that fits converts exactly; a larger one is rounded once.
            return (BigFloat(n, precision: precision), n.magnitudeBitWidth <= precision ? 0 : 1)
        case let .fraction(r):
            return (r.bigFloat(precision: precision), 1)
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
