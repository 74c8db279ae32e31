import BigNumber

/// A value met while evaluating an expression at one working precision: one case per kind of
/// value, so that a new kind (complex numbers) is a new case rather than a new code path.
enum EvaluatedValue {
    /// An exact integer, as the rational it is (denominator 1): exact operations take rationals,
    /// so an integer needs no conversion on its way through them.
    case integer(BigRational)
    /// An exact rational that is not an integer.
    case fraction(BigRational)
    /// Exactly k·π for a non-zero rational k, kept symbolic so that `sin(kπ)` can be exact.
    case piMultiple(BigRational)
    /// A number known to lie in a ball (Arb): the enclosure at the working precision.
    case real(BigBall)
    /// An exact complex number whose imaginary part is not 0.
    case gaussian(GaussianRational)
    /// A complex number known to lie in a complex ball (Arb) whose imaginary part is not exactly 0
    /// (it may still contain 0: whether the value is real is then undecided).
    case complex(BigComplexBall)
    /// A list or matrix of numbers.
    indirect case list(ListValue)

    /// The exact value `r`: an integer or a fraction.
    init(exact r: BigRational) {
        self = r.isInteger ? .integer(r) : .fraction(r)
    }

    /// The exact value `g`: a Gaussian rational, or a rational when its imaginary part is 0.
    init(exact g: GaussianRational) {
        self = g.isReal ? EvaluatedValue(exact: g.real) : .gaussian(g)
    }

    /// The value in the complex ball `z`: a real ball when its imaginary part is exactly 0, and an
    /// exact rational when that ball is exact and small.
    init(_ z: BigComplexBall) {
        guard z.isReal else {
            self = .complex(z)
            return
        }
        let real = z.real
        if let r = real.exactRational(bitLimit: OperationCatalog.exactBitLimit) {
            self = EvaluatedValue(exact: r)
        } else {
            self = .real(real)
        }
    }

    /// The kind of the value, which picks the implementation of a row that computes on it.
    var kind: ValueKind {
        switch self {
        case .integer: .integer
        case .fraction: .rational
        case .piMultiple: .piMultiple
        case .real: .ball
        case .gaussian: .gaussian
        case .complex: .complexBall
        case .list: .list
        }
    }

    /// The exact rational, when the value is exact (an integer or a fraction).
    var rational: BigRational? {
        switch self {
        case let .integer(n): n
        case let .fraction(r): r
        case .piMultiple, .real, .gaussian, .complex, .list: nil
        }
    }

    /// The exact Gaussian rational, when the value is exact (real or not).
    var gaussianRational: GaussianRational? {
        if case let .gaussian(g) = self { return g }
        return rational.map { GaussianRational(real: $0, imaginary: BigRational(0)) }
    }

    /// Whether the value is real: not a Gaussian rational or complex ball.
    var isReal: Bool {
        switch self {
        case .integer, .fraction, .piMultiple, .real: true
        case .gaussian, .complex, .list: false
        }
    }

    /// The size in bits of an exact value (0 for other values).
    var exactBitWidth: Int {
        switch self {
        case let .integer(n): n.numeratorBitWidth
        case let .fraction(r): r.bitWidth
        case let .gaussian(g): g.bitWidth
        case .piMultiple, .real, .complex, .list: 0
        }
    }

    /// The bits added to the precision of π in the ball of a multiple of π.
    static let piGuardBits = 16

    /// The value (its real part, for a complex value) as a ball at `precision` bits: exact values
    /// that fit are exact balls, others are rounded with the rounding in the radius. A list has no
    /// ball (rows dispatch lists before they ask for one): it gives an indeterminate ball.
    func ball(precision: Int) -> BigBall {
        switch self {
        case let .integer(r), let .fraction(r):
            // Exact when an integer fits in `precision` bits.
            return BigBall(r, precision: precision)
        case let .piMultiple(k):
            let p = precision + Self.piGuardBits
            return BigBall.multiply(BigBall.pi(precision: p), BigBall(k, precision: p), precision: precision)
        case let .real(ball):
            return ball
        case let .gaussian(g):
            return EvaluatedValue(exact: g.real).ball(precision: precision)
        case let .complex(z):
            return z.real
        case .list:
            return BigBall(BigFloat(Double.nan, precision: precision))
        }
    }

    /// The value as a complex ball at `precision` bits (a real value has the imaginary part exactly 0).
    func complexBall(precision: Int) -> BigComplexBall {
        switch self {
        case let .gaussian(g):
            return BigComplexBall(real: EvaluatedValue(exact: g.real).ball(precision: precision),
                                  imaginary: EvaluatedValue(exact: g.imaginary).ball(precision: precision))
        case let .complex(z):
            return z
        case .integer, .fraction, .piMultiple, .real, .list:
            return BigComplexBall(real: ball(precision: precision))
        }
    }

    /// The value as a `BigFloat` of `precision` bits: exact values rounded, a ball's midpoint
    /// (0 when it is outside `BigFloat`'s range or not finite: callers use it for display only).
    func approximation(precision: Int) -> BigFloat {
        switch self {
        case let .integer(r), let .fraction(r): return r.bigFloat(precision: precision)
        case .piMultiple, .real, .gaussian, .complex, .list:
            return (try? ball(precision: precision).midpoint())?.rounded(toPrecision: precision) ?? BigFloat(0, precision: precision)
        }
    }
}
