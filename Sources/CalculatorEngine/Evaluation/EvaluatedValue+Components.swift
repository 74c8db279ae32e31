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
        case let .list(list):
            let complexEntries = !list.isReal
            var components: [ComponentValue] = []
            components.reserveCapacity(list.count * (complexEntries ? 2 : 1))
            for entry in list.entries {
                let parts = entry.resultComponents(precision: precision).components
                components.append(parts.first)
                if complexEntries { components.append(parts.rest.first ?? .exact(BigRational(0))) }
            }
            if let terms = list.formulaTerms {
                return (.formula(terms: terms), PerComponent(first: components[0], rest: Array(components.dropFirst())))
            }
            let kind = CalculationResult.Kind.list(rows: list.rows, columns: list.columns, isVector: list.isVector, complexEntries: complexEntries)
            return (kind, PerComponent(first: components[0], rest: Array(components.dropFirst())))
        }
    }
}
