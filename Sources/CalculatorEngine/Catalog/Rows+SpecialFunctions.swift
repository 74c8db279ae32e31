import BigNumber

/// The rows of the special functions: the gamma and zeta families, the error function and its
/// inverses, sinc, and what Arb adds — beta, polygamma, Hurwitz zeta, exponential and logarithmic
/// integrals, Lambert W, Bessel and Airy functions, elliptic integrals, polylogarithm.
/// Where the value of a real argument would be complex the argument is outside the real domain;
/// the Hurwitz zeta, Bessel, Airy, elliptic and polylogarithm functions then (and for complex
/// arguments) compute on complex numbers, the others refuse.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall
    /// The convention of gamma, lgamma and digamma.
    private static let polesNote =
        "poles at 0, −1, −2, …"

    static let gamma = unary(.gamma, in: .special, ["gamma", "Γ"], .prefix("Γ"), "gamma function",
                             invalid: "gamma function at a non-positive integer", pole: "gamma function at a non-positive integer",
                             domain: .exceptNonPositiveIntegers, exact: { x in
        x.isInteger && x.signum > 0 ? try ExactArithmetic.factorial(x - BigRational(1)) : nil
    }, rational: { q, c in (try? C.gammaFitsTheExponentRange(B(q, precision: 64))) == nil ? nil : B.gamma(q, precision: c.precision) }) { x, c in
        try C.gammaFitsTheExponentRange(x)
        return B.gamma(x, precision: c.precision)
    }.complex(Z.gamma)
        .documented(example: "gamma(0.5)", note: polesNote)
        .implementing(.series(.analytic(.gamma, .whereFinite, { ComplexBallSeries.gamma($0, precision: $1) })))
    static let logGamma = unary(.logGamma, in: .special, ["lgamma"], .prefix("lgamma"), "logarithm of |Γ(x)|",
                                invalid: "lgamma at a non-positive integer", pole: "lgamma at a non-positive integer",
                                domain: .exceptNonPositiveIntegers, exact: { x in
        x == BigRational(1) || x == BigRational(2) ? BigRational(0) : nil
    }) { x, c in
        if x.isPositive { return B.logGamma(x, precision: c.precision) }
        // ln |Γ(x)| for negative x, between two poles.
        return B.log(B.gamma(x, precision: c.precision + 16).magnitude, precision: c.precision)
    }.complex(Z.logGamma)
        .documented(example: "lgamma(100)", note: polesNote)
    static let digamma = unary(.digamma, in: .special, ["digamma", "ψ", "psi"], .prefix("ψ"), "digamma function ψ(x)",
                               invalid: "digamma function at a non-positive integer",
                               pole: "digamma function at a non-positive integer",
                               domain: .exceptNonPositiveIntegers) { x, c in B.digamma(x, precision: c.precision) }
        .complex(Z.digamma)
        .documented(example: "digamma(1)", note: polesNote)
        .implementing(.series(.analytic(.digamma, .whereFinite, { ComplexBallSeries.digamma($0, precision: $1) })))
    static let zeta = unary(.zeta, in: .special, ["zeta", "ζ"], .prefix("ζ"), "Riemann zeta function", pole: "zeta function at 1",
                            domain: RealDomain(low: nil, high: nil, poles: .points([1])),
                            exact: ExactArithmetic.zetaAtNonPositiveInteger, rational: { q, c in
        q.isInteger && q.numerator > BigInt(1) ? Int(exactly: q.numerator).map { B.zeta(UInt($0), precision: c.precision) } : nil
    }) { x, c in B.zeta(x, precision: c.precision) }
        .complex(Z.zeta(_:precision:))
        .documented(example: "zeta(3)",
                    note: "ζ(s) with a pole at s = 1; zeta(s, a) is the Hurwitz zeta function")
        .implementing(.series(.analytic(.zeta, .whereFinite, { ComplexBallSeries.zeta($0, precision: $1) })))
    static let errorFunction = unary(.errorFunction, in: .special, ["erf"], .prefix("erf"), "error function",
                                     exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.erf(x, precision: c.precision) }
        .complex(Z.erf)
        .documented(example: "erf(1)")
        .implementing(.series(.analytic(.errorFunction, .whereFinite, { ComplexBallSeries.erf($0, precision: $1) })))
        .implementing(.tail(.atMostOneOnReals))
    static let complementaryErrorFunction = unary(.complementaryErrorFunction, in: .special, ["erfc"], .prefix("erfc"),
                                                  "complementary error function", exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        B.erfc(x, precision: c.precision)
    }.complex(Z.erfc)
        .documented(example: "erfc(3)")
        .implementing(.series(.analytic(.complementaryErrorFunction, .whereFinite, { ComplexBallSeries.erfc($0, precision: $1) })))
    static let inverseErrorFunction = unary(.inverseErrorFunction, in: .special, ["erfinv"], .prefix("erfinv"), "inverse error function, −1 < x < 1",
                                            invalid: "inverse error function of a number outside (-1, 1)",
                                            pole: "inverse error function at -1 or 1 (infinite)",
                                            domain: RealDomain(low: .pole(-1), high: .pole(1)),
                                            exact: ExactArithmetic.only(at: 0, is: 0, in: -1, 1, poleAtEnds: true)) { x, c in
        B.erfinv(x, precision: c.precision)
    }.documented(example: "erfinv(0.5)", note: "real x in (−1, 1); erfinv(±1) = ±∞ is an error; erf(erfinv(x)) = x")
    static let inverseComplementaryErrorFunction = unary(
        .inverseComplementaryErrorFunction, in: .special, ["erfcinv"], .prefix("erfcinv"), "inverse complementary error function, 0 < x < 2",
        invalid: "inverse complementary error function of a number outside (0, 2)",
        pole: "inverse complementary error function at 0 or 2 (infinite)", domain: RealDomain(low: .pole(0), high: .pole(2)),
        exact: ExactArithmetic.only(at: 1, is: 0, in: 0, 2, poleAtEnds: true)) { x, c in B.erfcinv(x, precision: c.precision) }
        .documented(example: "erfcinv(1e-10)", note: "erfcinv(x) = erfinv(1 − x) for real x in (0, 2), accurate for tiny x")
    static let sinc = unary(.sinc, in: .special, ["sinc"], .prefix("sinc"), "sin(x)/x, sinc(0) = 1 (x in radians)",
                            exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        try C.requirePeriodicArgument(x)
        return B.sinc(x, precision: c.precision)
    }.complex(Z.sinc)
        .documented(example: "sinc(pi/2)", note: "unnormalised, as mpmath's sinc: sin(x)/x with x in radians whatever the angle unit")
        .implementing(.series(.analytic(.sinc, .whereFinite, { ComplexBallSeries.sinc($0, precision: $1) })))

    static let beta = binary(.beta, in: .special, ["beta"], .function("beta"), nil, "beta function Γ(a)Γ(b)/Γ(a + b)",
                             invalid: "beta function at a non-positive integer",
                             pole: "beta function at a non-positive integer") { a, b, c in
        for x in [a.ball, b.ball] { try RealDomain.exceptNonPositiveIntegers.check(x, for: .beta) }
        return B.beta(a.ball, b.ball, precision: c.precision)
    }.documented(example: "beta(2, 3)")
    static let polygamma = binary(.polygamma, in: .special, ["polygamma", "psi"], .function("polygamma"), nil, "polygamma function ψ⁽ⁿ⁾(x)",
                                  invalid: "polygamma of a negative or non-integer order",
                                  pole: "polygamma function at a non-positive integer") { n, x, c in
        let order = try C.exactInteger(n, .polygamma, c)
        guard order.signum >= 0 else { throw DomainError.Violation.outsideDomain }
        try RealDomain.exceptNonPositiveIntegers.check(x.ball, for: .polygamma)
        return B.polygamma(n.ball, x.ball, precision: c.precision)
    }.documented(example: "polygamma(1, 1)")
    static let hurwitzZeta = binary(.hurwitzZeta, in: .special, ["zeta", "ζ"], .function("zeta"), nil, "Hurwitz zeta function ζ(s, a), a > 0",
                                    invalid: "Hurwitz zeta function needs a > 0", pole: "zeta function at 1") { s, a, c in
        try RealDomain(low: nil, high: nil, poles: .points([1])).check(s.ball, for: .hurwitzZeta)
        try RealDomain(low: .open(0), high: nil).check(a.ball, for: .hurwitzZeta)
        return B.zeta(s.ball, a.ball, precision: c.precision)
    }.complex(.binary { s, a, c throws(CalculationError) in
        // A real a ≤ 0 stays outside the domain rather than going to the complex plane: the terms
        // (n + a)^(−s) of negative bases would need a branch the documentation does not promise.
        if a.imaginary.isZero { try RealDomain(low: .open(0), high: nil).check(a.real, for: .hurwitzZeta) }
        return Z.zeta(s, a, precision: c.precision)
    }).documented(example: "zeta(2, 2)", note: "a real a must be > 0 (a ≤ 0 is an error, not a complex value); a non-real a may be anything")
    static let exponentialIntegral = unary(.exponentialIntegral, in: .special, ["Ei", "ei"], .prefix("Ei"), "exponential integral Ei(x)",
                                           pole: "exponential integral at 0",
                                           domain: RealDomain(low: nil, high: nil, poles: .points([0]))) { x, c in
        B.exponentialIntegral(x, precision: c.precision)
    }.documented(example: "Ei(1)")
    static let logarithmicIntegral = unary(.logarithmicIntegral, in: .special, ["li"], .prefix("li"), "logarithmic integral li(x), x ≥ 0",
                                           invalid: "logarithmic integral of a negative number", pole: "logarithmic integral at 1",
                                           domain: RealDomain(low: .closed(0), high: nil, poles: .points([1])),
                                           exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        B.logarithmicIntegral(x, precision: c.precision)
    }.documented(example: "li(1000)")
    static let lambertW = unary(.lambertW, in: .special, ["W", "lambertw"], .prefix("W"), "Lambert W function (principal branch), x ≥ −1/e",
                                invalid: "Lambert W of a number below -1/e", exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        try lambertWDomain(x, lowerBranch: false)
        return B.lambertW(x, precision: c.precision)
    }.documented(example: "W(1)",
                    note: "the principal branch W₀, real for x ≥ −1/e")
    static let lambertWBranch = binary(.lambertWBranch, in: .special, ["lambertw"], .function("lambertw"), nil,
                                       "Lambert W on branch k = 0 or −1 (−1/e ≤ x < 0 for k = −1)",
                                       invalid: "Lambert W outside the real domain of the branch (k = 0: x ≥ -1/e; k = -1: -1/e ≤ x < 0)",
                                       pole: "Lambert W of 0 on branch -1") { x, k, c in
        let branch = try C.exactInteger(k, .lambertWBranch, c)
        guard branch.isZero || branch == BigInt(-1) else { throw DomainError.Violation.outsideDomain }
        try lambertWDomain(x.ball, lowerBranch: !branch.isZero)
        return B.lambertW(x.ball, lowerBranch: !branch.isZero, precision: c.precision)
    }.documented(example: "lambertw(-0.2, -1)",
                    note: "lambertw(x, k): branch k = 0 or −1; W₋₁ is real for −1/e ≤ x < 0")
    static let besselJ = binary(.besselJ, in: .special, ["besselj"], .function("besselj"), nil, "Bessel function of the first kind Jₙ(x)",
                                invalid: "Bessel function of a negative argument with a non-integer order") { n, x, c in
        try besselDomain(n, x, .besselJ, positive: false)
        return B.besselJ(n.ball, x.ball, precision: c.precision)
    }.complex(Z.besselJ)
        .documented(example: "besselj(0, 1)")
    static let besselY = binary(.besselY, in: .special, ["bessely"], .function("bessely"), nil, "Bessel function of the second kind Yₙ(x), x > 0",
                                invalid: "Bessel function Y of a negative argument", pole: "Bessel function Y at 0") { n, x, c in
        try besselDomain(n, x, .besselY, positive: true)
        return B.besselY(n.ball, x.ball, precision: c.precision)
    }.complex(Z.besselY)
        .documented(example: "bessely(0, 1)")
    static let besselI = binary(.besselI, in: .special, ["besseli"], .function("besseli"), nil, "modified Bessel function of the first kind Iₙ(x)",
                                invalid: "Bessel function of a negative argument with a non-integer order") { n, x, c in
        try besselDomain(n, x, .besselI, positive: false)
        return B.besselI(n.ball, x.ball, precision: c.precision)
    }.complex(Z.besselI)
        .documented(example: "besseli(0, 1)")
    static let besselK = binary(.besselK, in: .special, ["besselk"], .function("besselk"), nil, "modified Bessel function of the second kind Kₙ(x), x > 0",
                                invalid: "Bessel function K of a negative argument", pole: "Bessel function K at 0") { n, x, c in
        try besselDomain(n, x, .besselK, positive: true)
        return B.besselK(n.ball, x.ball, precision: c.precision)
    }.complex(Z.besselK)
        .documented(example: "besselk(0, 1)")
    static let airyAi = unary(.airyAi, in: .special, ["airyai", "Ai"], .prefix("Ai"), "Airy function Ai(x)") { x, c in B.airyAi(x, precision: c.precision) }
        .complex(Z.airyAi)
        .documented(example: "airyai(0)")
        .implementing(.series(.analytic(.airyAi, .whereFinite, { ComplexBallSeries.airyAi($0, precision: $1) })))
    static let airyBi = unary(.airyBi, in: .special, ["airybi", "Bi"], .prefix("Bi"), "Airy function Bi(x)") { x, c in B.airyBi(x, precision: c.precision) }
        .complex(Z.airyBi)
        .documented(example: "airybi(0)")
        .implementing(.series(.analytic(.airyBi, .whereFinite, { ComplexBallSeries.airyBi($0, precision: $1) })))
    static let ellipticK = unary(.ellipticK, in: .special, ["ellipk"], .prefix("K"), "complete elliptic integral of the first kind K(m), m = k² < 1",
                                 invalid: "complete elliptic integral K of a parameter above 1",
                                 pole: "complete elliptic integral K at m = 1", domain: RealDomain(low: nil, high: .pole(1))) { m, c in
        B.ellipticK(m, precision: c.precision)
    }.complex(Z.ellipticK)
        .documented(example: "ellipk(0.5)")
    static let ellipticE = unary(.ellipticE, in: .special, ["ellipe"], .prefix("E"), "complete elliptic integral of the second kind E(m), m = k² ≤ 1",
                                 invalid: "complete elliptic integral E of a parameter above 1",
                                 domain: RealDomain(low: nil, high: .closed(1)), exact: ExactArithmetic.only(at: 1, is: 1)) { m, c in
        B.ellipticE(m, precision: c.precision)
    }.complex(Z.ellipticE)
        .documented(example: "ellipe(0.5)")
    static let polylogarithm = binary(.polylogarithm, in: .special, ["polylog", "Li"], .function("polylog"), nil, "polylogarithm Liₛ(x), x ≤ 1",
                                      invalid: "polylogarithm of a number above 1", pole: "polylogarithm at 1 of an order s ≤ 1") { s, x, c in
        try RealDomain(low: nil, high: .closed(1)).check(x.ball, for: .polylogarithm)
        if x.ball.contains(1) {
            // Liₛ(1) = ζ(s) converges only for s > 1.
            let excess = B.subtract(s.ball, B(1), precision: 128)
            if excess.isNonPositive { throw DomainError.Violation.pole }
            if !excess.isPositive { throw CalculationError.undecided(UndecidedQuestion(.polylogarithm, .domain)) }
        }
        return B.polylog(s.ball, x.ball, precision: c.precision)
    }.complex(Z.polylog)
        .documented(example: "polylog(2, 0.5)")

    /// The real domain of W: x ≥ −1/e on both branches, and x < 0 (with a pole at 0) on branch −1.
    private static func lambertWDomain(_ x: BigBall, lowerBranch: Bool) throws(CalculationError) {
        let operation: CatalogOperation = lowerBranch ? .lambertWBranch : .lambertW
        let shifted = B.add(x, B.exp(B(-1), precision: 128), precision: 128)
        if shifted.isNegative { throw operation.row.domainError(.outsideDomain, operand: try? x.midpoint()) }
        guard lowerBranch else { return }
        if x.isZero { throw operation.row.domainError(.pole, operand: try? x.midpoint()) }
        if x.isPositive { throw operation.row.domainError(.outsideDomain, operand: try? x.midpoint()) }
        if !x.isNegative { throw .undecided(UndecidedQuestion(operation, .domain)) }
    }

    /// The real domain of the Bessel functions: x > 0 for Y and K (a pole at 0); for J and I, x < 0
    /// needs an integer order.
    private static func besselDomain(_ n: BallOperand, _ x: BallOperand, _ operation: CatalogOperation,
                                     positive: Bool) throws(CalculationError) {
        if positive {
            try RealDomain(low: .pole(0), high: nil).check(x.ball, for: operation)
            return
        }
        if x.ball.isNonNegative || n.exact?.isInteger == true { return }
        // Here the order is not an exact integer: an exact order, or one whose ball holds none, is not one.
        if x.ball.isNegative, n.exact != nil || n.ball.holdsNoInteger {
            throw operation.row.domainError(.outsideDomain, operand: try? x.ball.midpoint())
        }
        throw .undecided(UndecidedQuestion(operation, .domain))
    }
}
