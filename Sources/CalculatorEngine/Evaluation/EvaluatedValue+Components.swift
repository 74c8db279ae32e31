import BigNumber

/// One component of a value met by the evaluator: exact, or known to lie in a ball.
enum ComponentValue {
    /// An exact rational.
    case exact(BigRational)
    /// An enclosure at the working precision.
    case ball(BigBall)
}

extension EvaluatedValue {
    /// The kind of result the value gives and its components at `precision` bits: one for a real
    /// value, the real and the imaginary part for a complex one. A new kind of value gives its own.
    func resultComponents(precision: Int) -> (kind: CalculationResult.Kind, components: PerComponent<ComponentValue>) {
        switch self {
        case let .integer(r), let .fraction(r):
            return (.real, PerComponent(first: .exact(r)))
        case .piMultiple, .real:
            return (.real, PerComponent(first: .ball(ball(precision: precision))))
        case let .gaussian(g):
            return (.complex, PerComponent(first: .exact(g.real), rest: [.exact(g.imaginary)]))
        case let .complex(z):
            return (.complex, PerComponent(first: .ball(z.real), rest: [.ball(z.imaginary)]))
        }
    }
}
