import BigNumber

/// The rows of special functions and of functions of integers.
extension CatalogRow {
    private typealias F = BigFloat

    static let factorialRow = unary(.factorial, key: "x!", ["x!", "!", "factorial", "fact"], .postfix("!"),
                                    "factorial (Γ(x + 1) for non-integers)", invalid: "factorial of a negative integer",
                                    bound: ErrorModel.factorial, exact: { try ExactArithmetic.factorial($0) }) { x, _ in
        try CalculatorFunctions.factorial(x)
    }
    static let gammaRow = unary(.gamma, ["gamma", "Γ"], .prefix("Γ"), "gamma function",
                                invalid: "gamma function at a non-positive integer", pole: "gamma function at a non-positive integer",
                                bound: ErrorModel.gamma, exact: { x in
        x.isInteger && x.signum > 0 ? try ExactArithmetic.factorial(x - BigRational(1)) : nil
    }) { x, _ in F.gamma(x) }
    static let logGamma = unary(.logGamma, ["lgamma"], .prefix("lgamma"), "logarithm of |Γ(x)|",
                                invalid: "lgamma at a non-positive integer", pole: "lgamma at a non-positive integer") { x, _ in
        F.logGamma(x)
    }
    static let digammaRow = unary(.digamma, ["digamma", "ψ"], .prefix("ψ"), "digamma function ψ(x)",
                                  invalid: "digamma function at a non-positive integer",
                                  pole: "digamma function at a non-positive integer") { x, _ in F.digamma(x) }
    static let zetaRow = unary(.zeta, ["zeta", "ζ"], .prefix("ζ"), "Riemann zeta function", pole: "zeta function at 1") { x, _ in
        F.zeta(x)
    }
    static let errorFunction = unary(.errorFunction, ["erf"], .prefix("erf"), "error function",
                                     exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.erf(x) }
    static let complementaryErrorFunction = unary(.complementaryErrorFunction, ["erfc"], .prefix("erfc"),
                                                  "complementary error function", exact: ExactArithmetic.only(at: 0, is: 1)) { x, _ in
        F.erfc(x)
    }
    static let binomialRow = binary(.binomial, ["binomial", "nCr"], .function("binomial"), nil, "binomial coefficient",
                                    invalid: "binomial coefficient of non-integers", exact: { n, k in
        try ExactArithmetic.integers(n, k) { n, k in
            guard let ni = Int(exactly: n), let ki = Int(exactly: k) else { return nil }
            return try BigInt.binomial(ni, ki, limit: OperationCatalog.exactBitLimit)
        }
    }) { n, k, _ in
        try CalculatorFunctions.binomial(n, k)
    }
    static let greatestCommonDivisor = binary(.greatestCommonDivisor, ["gcd"], .function("gcd"), nil, "greatest common divisor",
                                              invalid: "gcd of non-integers",
                                              exact: { try ExactArithmetic.integers($0, $1) { BigInt.gcd($0, $1) } }) { a, b, _ in
        try CalculatorFunctions.integerFunction(a, b, BigInt.gcd)
    }
    static let leastCommonMultiple = binary(.leastCommonMultiple, ["lcm"], .function("lcm"), nil, "least common multiple",
                                            invalid: "lcm of non-integers",
                                            exact: { try ExactArithmetic.integers($0, $1) { BigInt.lcm($0, $1) } }) { a, b, _ in
        try CalculatorFunctions.integerFunction(a, b, BigInt.lcm)
    }
}

/// The rows of constants.
extension CatalogRow {
    static let piRow = constant(.pi, key: "π", ["π", "pi"], "π = 3.14159…", symbolic: MultiplesOfPi.pi) {
        BigFloat.pi(precision: $0.precision)
    }
    static let eRow = constant(.e, key: "e", ["e"], "Euler's number e = 2.71828…") { BigFloat.e(precision: $0.precision) }
    static let eulerGamma = constant(.eulerGamma, ["γ", "euler", "gamma"], "Euler's constant γ = 0.57721…") {
        BigFloat.euler(precision: $0.precision)
    }
    static let catalanRow = constant(.catalan, ["catalan"], "Catalan's constant G = 0.91596…") { BigFloat.catalan(precision: $0.precision) }
    static let lnTwo = constant(.lnTwo, ["ln2"], "ln 2 = 0.69314…") { BigFloat.ln2(precision: $0.precision) }
    static let randomRow = constant(.random, key: "Rand", ["Rand", "rand"], "uniformly random number in [0, 1) at full precision",
                                    bound: ErrorModel.unknown, traits: [.drawsRandomValue]) { context in
        BigFloat.random(precision: context.precision, using: &context.random)
    }
}
