import BigNumber

/// `+ − ×` and the conjugate on entries of lists, for the list rows that combine entries
/// themselves (`sum(v)`, `dot`, `cross`, `ctranspose`): exact on rationals and Gaussian
/// rationals, on balls at the working precision otherwise.
enum EntryArithmetic {
    /// a + b.
    static func add(_ a: EvaluatedValue, _ b: EvaluatedValue, _ precision: Int) -> EvaluatedValue {
        combine(a, b, precision, exact: +, gaussian: +, ball: BigBall.add, complex: BigComplexBall.add)
    }

    /// a − b.
    static func subtract(_ a: EvaluatedValue, _ b: EvaluatedValue, _ precision: Int) -> EvaluatedValue {
        combine(a, b, precision, exact: -, gaussian: -, ball: BigBall.subtract, complex: BigComplexBall.subtract)
    }

    /// a × b.
    static func multiply(_ a: EvaluatedValue, _ b: EvaluatedValue, _ precision: Int) -> EvaluatedValue {
        combine(a, b, precision, exact: *, gaussian: *, ball: BigBall.multiply, complex: BigComplexBall.multiply)
    }

    /// The complex conjugate (a real value is its own).
    static func conjugate(_ a: EvaluatedValue) -> EvaluatedValue {
        switch a {
        case let .gaussian(g): .gaussian(g.conjugate)
        case let .complex(z): .complex(z.conjugate)
        case .integer, .fraction, .piMultiple, .real, .list: a
        }
    }

    /// The entries combined from the first with `f`, or nil for no entries.
    static func fold(_ entries: [EvaluatedValue], _ f: (EvaluatedValue, EvaluatedValue) -> EvaluatedValue) -> EvaluatedValue? {
        guard var total = entries.first else { return nil }
        for entry in entries.dropFirst() { total = f(total, entry) }
        return total
    }

    /// `a` and `b` combined in the most exact arithmetic that holds both.
    private static func combine(
        _ a: EvaluatedValue, _ b: EvaluatedValue, _ precision: Int,
        exact: (BigRational, BigRational) -> BigRational,
        gaussian: (GaussianRational, GaussianRational) -> GaussianRational,
        ball: (BigBall, BigBall, Int) -> BigBall,
        complex: (BigComplexBall, BigComplexBall, Int) -> BigComplexBall
    ) -> EvaluatedValue {
        if let x = a.rational, let y = b.rational { return EvaluatedValue(exact: exact(x, y)) }
        if let x = a.gaussianRational, let y = b.gaussianRational { return EvaluatedValue(exact: gaussian(x, y)) }
        if a.isReal && b.isReal { return EvaluatedValue(ball: ball(a.ball(precision: precision), b.ball(precision: precision), precision)) }
        return EvaluatedValue(complex(a.complexBall(precision: precision), b.complexBall(precision: precision), precision))
    }
}
