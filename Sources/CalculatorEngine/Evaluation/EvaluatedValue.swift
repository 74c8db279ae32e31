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
    /// A number known to lie in a ball (Arb): the enclosure at the working precision.
    case real(BigBall)

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

    /// The value as a ball at `precision` bits: exact values that fit are exact balls, others are
    /// rounded with the rounding in the radius.
    func ball(precision: Int) -> BigBall {
        switch self {
        case let .integer(n):
            return n.magnitudeBitWidth <= precision ? BigBall(n) : BigBall(n, precision: precision)
        case let .fraction(r):
            return BigBall(r, precision: precision)
        case let .piMultiple(k):
            let p = precision + 16
            return BigBall.multiply(BigBall.pi(precision: p), BigBall(k, precision: p), precision: precision)
        case let .real(ball):
            return ball
        }
    }

    /// The value as a `BigFloat` of `precision` bits: exact values rounded, a ball's midpoint
    /// (0 when it is outside `BigFloat`'s range or not finite: callers use it for display only).
    func approximation(precision: Int) -> BigFloat {
        switch self {
        case let .integer(n): return BigFloat(n, precision: precision)
        case let .fraction(r): return r.bigFloat(precision: precision)
        case .piMultiple, .real:
            return (try? ball(precision: precision).midpoint())?.rounded(toPrecision: precision) ?? BigFloat(0, precision: precision)
        }
    }
}
