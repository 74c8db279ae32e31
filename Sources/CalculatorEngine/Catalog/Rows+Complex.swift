import BigNumber

/// The rows of complex numbers: the imaginary unit, real and imaginary parts, argument and conjugate.
/// (`abs` and the elementary and special functions take complex arguments in their own rows.)
extension CatalogRow {
    private typealias B = BigBall
    private typealias Z = BigComplexBall
    private typealias G = GaussianRational

    /// i has no real value: its ball implementation says so, and the evaluator promotes it to its
    /// Gaussian one when complex results are on.
    static let imaginaryUnit = CatalogRow(
        .imaginaryUnit, in: .constants, names: ["i"], notation: .symbol("i"), summary: "imaginary unit, i² = −1", invalid: "",
        traits: [.yieldsToVariables],
        implementations: Implementations(ball: .constant { _ throws(CalculationError) in throw .complexResultsOff(.imaginaryUnit) },
                                         [.gaussian(.constant(.i))]))
        .documented(example: "i^2")

    static let realPart = unary(.realPart, in: .arithmetic, ["re", "Re"], .prefix("re"), "real part", exact: { $0 }) { x, _ in x }
        .complex({ z, _ in Z(real: z.real) }, exact: { g in G(real: g.real, imaginary: BigRational(0)) })
        .documented(example: "re(3 - 4i)")
    static let imaginaryPart = unary(.imaginaryPart, in: .arithmetic, ["im", "Im"], .prefix("im"), "imaginary part",
                                     exact: { _ in BigRational(0) }) { _, _ in B() }
        .complex({ z, _ in Z(real: z.imaginary) }, exact: { g in G(real: g.imaginary, imaginary: BigRational(0)) })
        .documented(example: "im(3 - 4i)")
    static let conjugate = unary(.conjugate, in: .arithmetic, ["conj"], .prefix("conj"), "complex conjugate", exact: { $0 }) { x, _ in x }
        .complex({ z, _ in z.conjugate }, exact: { $0.conjugate })
        .documented(example: "conj(3 - 4i)")
    static let argument = unary(.argument, in: .arithmetic, ["arg"], .prefix("arg"), "argument (angle) of a complex number, in (−π, π]",
                                exact: { $0.signum >= 0 ? BigRational(0) : nil }) { x, c in
        if x.isNonNegative { return B() }
        if x.isNegative { return CalculatorFunctions.angle(B.pi(precision: c.precision + 16), c) }
        throw CalculationError.undecided(UndecidedQuestion(.argument, .domain))
    }.complex(.unary { z, c in
        Z(real: CalculatorFunctions.angle(z.argument(precision: c.precision + 16), c))
    })
        .documented(example: "arg(-1)",
                    note: "in (−π, π]: arg(-1) = π")
}

extension GaussianRational {
    /// √z when it is a Gaussian rational (`sqrt(-4)` = 2i, `sqrt(3 + 4i)` = 2 + i), on the
    /// principal branch (real part ≥ 0; for a negative real z, +i·√|z|); nil otherwise.
    var squareRoot: GaussianRational? {
        guard let modulus = ExactArithmetic.root(norm, 2),
              let half = BigRational(numerator: BigInt(1), denominator: BigInt(2)),
              let a = ExactArithmetic.root((modulus + real) * half, 2),
              let b = ExactArithmetic.root((modulus - real) * half, 2) else { return nil }
        return GaussianRational(real: a, imaginary: imaginary.signum < 0 ? -b : b)
    }

    /// |z| when it is rational (`abs(3 + 4i)` = 5), as a real Gaussian rational; nil otherwise.
    var exactMagnitude: GaussianRational? {
        ExactArithmetic.root(norm, 2).map { GaussianRational(real: $0, imaginary: BigRational(0)) }
    }

    /// zʷ when it is a Gaussian rational: w an integer, or z a negative rational and w = p/2 with
    /// √|z| rational (`(-4)^(1/2)` = 2i); nil otherwise.
    /// - Throws: `CalculationError.divisionByZero` for 0 to a negative power.
    func power(_ w: GaussianRational) throws(CalculationError) -> GaussianRational? {
        guard w.isReal else { return nil }
        if w.real.isInteger { return try power(w.real.numerator) }
        guard isReal, real.signum < 0, w.real.denominator == BigInt(2),
              let root = GaussianRational(real: real, imaginary: BigRational(0)).squareRoot else { return nil }
        return try root.power(w.real.numerator)
    }
}
