import BigNumber

/// The rows of the gamma and zeta families, the error function and functions of integers.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall
    /// The convention of gamma, lgamma and digamma.
    private static let polesNote =
        "poles at 0, −1, −2, …"

    static let factorial = unary(.factorial, in: .integers, key: "x!", ["x!", "!", "factorial", "fact"], .postfix("!"),
                                    "factorial (Γ(x + 1) for non-integers)", invalid: "factorial of a negative integer",
                                    exact: { try ExactArithmetic.factorial($0) }) { x, c in
        try C.factorial(x, c)
    }.documented(example: "0.5!",
                    note: "Γ(x + 1) for non-integers: 0.5! = √π/2; poles at the negative integers")
    static let doubleFactorial = unary(.doubleFactorial, in: .integers, ["fac2", "!!"], .postfix("!!"),
                                          "double factorial n(n − 2)(n − 4)…, n ≥ −1 an integer",
                                          invalid: "double factorial needs an integer n ≥ -1",
                                          exact: { try ExactArithmetic.doubleFactorial($0) }) { x, c in
        try C.doubleFactorial(x, c)
    }.documented(example: "5!!",
                    note: "integers n ≥ −1 only: 5!! = 15, 6!! = 48, 0!! = (−1)!! = 1; (5!)! is the factorial of 5!")
    static let gamma = unary(.gamma, in: .special, ["gamma", "Γ"], .prefix("Γ"), "gamma function",
                                invalid: "gamma function at a non-positive integer", pole: "gamma function at a non-positive integer",
                                domain: .exceptNonPositiveIntegers, exact: { x in
        x.isInteger && x.signum > 0 ? try ExactArithmetic.factorial(x - BigRational(1)) : nil
    }, rational: { q, c in (try? C.gammaFitsTheExponentRange(B(q, precision: 64))) == nil ? nil : B.gamma(q, precision: c.precision) }) { x, c in
        try C.gammaFitsTheExponentRange(x)
        return B.gamma(x, precision: c.precision)
    }.complex(Z.gamma)
        .documented(example: "gamma(0.5)", note: polesNote)
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
    static let zeta = unary(.zeta, in: .special, ["zeta", "ζ"], .prefix("ζ"), "Riemann zeta function", pole: "zeta function at 1",
                               domain: RealDomain(low: nil, high: nil, poles: .points([1])),
                               exact: ExactArithmetic.zetaAtNonPositiveInteger, rational: { q, c in
        q.isInteger && q.numerator > BigInt(1) ? Int(exactly: q.numerator).map { B.zeta(UInt($0), precision: c.precision) } : nil
    }) { x, c in B.zeta(x, precision: c.precision) }
        .complex(Z.zeta(_:precision:))
        .documented(example: "zeta(3)",
                    note: "ζ(s) with a pole at s = 1; zeta(s, a) is the Hurwitz zeta function")
    static let errorFunction = unary(.errorFunction, in: .special, ["erf"], .prefix("erf"), "error function",
                                     exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.erf(x, precision: c.precision) }
        .complex(Z.erf)
        .documented(example: "erf(1)")
    static let complementaryErrorFunction = unary(.complementaryErrorFunction, in: .special, ["erfc"], .prefix("erfc"),
                                                  "complementary error function", exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        B.erfc(x, precision: c.precision)
    }.complex(Z.erfc)
        .documented(example: "erfc(3)")
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
    static let binomial = binary(.binomial, in: .integers, ["binomial", "nCr"], .function("binomial"), nil, "binomial coefficient",
                                    invalid: "binomial coefficient of non-integers", exact: { n, k in
        try ExactArithmetic.integers(n, k) { n, k in
            guard let ni = Int(exactly: n), let ki = Int(exactly: k) else { return nil }
            return try BigInt.binomial(ni, ki, limit: OperationCatalog.exactBitLimit)
        }
    }) { n, k, c in
        let (ni, ki) = (try C.exactInteger(n, .binomial, c), try C.exactInteger(k, .binomial, c))
        guard ni.signum >= 0 else { throw DomainError.Violation.negativeOperand }
        guard let nu = Int(exactly: ni).map(UInt.init), let ku = Int(exactly: ki).flatMap(UInt.init(exactly:)) else { throw CalculationError.tooLarge(.exactEvaluation(.binomial)) }
        return B.binomial(nu, ku, precision: c.precision)
    }.documented(example: "binomial(10, 3)")
}

/// The rows of constants.
extension CatalogRow {
    static let pi = constant(.pi, key: "π", ["π", "pi"], "π = 3.14159…", symbolic: MultiplesOfPi.pi) { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.pi(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "pi")
    static let e = constant(.e, key: "e", ["e"], "Euler's number e = 2.71828…") { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.e(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "e")
    static let eulerGamma = constant(.eulerGamma, ["γ", "euler", "gamma"], "Euler's constant γ = 0.57721…") {
        BigBall.euler(precision: $0.precision)
    }.documented(example: "euler")
    static let catalan = constant(.catalan, ["catalan"], "Catalan's constant G = 0.91596…") { BigBall.catalan(precision: $0.precision) }
        .documented(example: "catalan")
    static let lnTwo = constant(.lnTwo, ["ln2"], "ln 2 = 0.69314…") { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.ln2(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "ln2")

    /// The value `compute` gives, its interruption as a `CalculationError`.
    private static func interruptible(_ compute: () throws(Interruption) -> BigBall) throws(CalculationError) -> BigBall {
        do {
            return try compute()
        } catch {
            throw .interrupted(error)
        }
    }
    static let random = constant(.random, key: "Rand", ["Rand", "rand"], "uniformly random number in [0, 1) at full precision",
                                    traits: [.drawsRandomValue], notation: .function("rand")) { context in
        BigBall(BigFloat.random(precision: context.precision, using: &context.random))
    }.documented(example: "floor(6*rand()) + 1")
}
