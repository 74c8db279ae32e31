/// What `help NAME` adds to a row's own description: an example to evaluate and the conventions a
/// person needs to know (branches, ranges, signs, rounding). Operations not listed have neither.
extension CatalogOperation {
    /// An expression that shows the operation at work (`help` evaluates it), or nil.
    public var example: String? {
        switch self {
        case .squareRoot: "sqrt(2)"
        case .cubeRoot: "cbrt(-27)"
        case .power: "2^0.5"
        case .root: "root(-8, 3)"
        case .exponential: "exp(1)"
        case .hypotenuse: "hypot(3, 4)"
        case .naturalLogarithm: "ln(10)"
        case .commonLogarithm: "log(100)"
        case .logarithmToBase: "log(8, 2)"
        case .sine: "sin(pi/6)"
        case .arcsine: "asin(0.5)"
        case .arccosine: "acos(0.5)"
        case .arctangent: "atan(1)"
        case .arctangentOfPoint: "atan2(1, -1)"
        case .argument: "arg(-1)"
        case .inverseHyperbolicCosine: "acosh(2)"
        case .inverseHyperbolicTangent: "atanh(0.5)"
        case .modulo: "-7 mod 3"
        case .round: "round(-2.5)"
        case .factorial: "0.5!"
        case .gamma: "gamma(0.5)"
        case .zeta: "zeta(3)"
        case .lambertW: "W(1)"
        case .lambertWBranch: "lambertw(-0.2, -1)"
        case .polylogarithm: "polylog(2, 0.5)"
        case .besselJ: "besselj(0, 1)"
        case .binomial: "binomial(10, 3)"
        case .isPrime: "isprime(97)"
        case .powerModulo: "powmod(3, 200, 1000)"
        case .summation: "sum(1/k^2, k, 1, 100)"
        case .solve: "solve(x^2 - 2, x, 0, 2)"
        case .integrate: "integrate(exp(-x^2), x, 0, 1)"
        case .imaginaryUnit: "i^2"
        default: nil
        }
    }

    /// The branch, range or convention the operation follows, or nil.
    public var conventionNote: String? {
        switch self {
        case .squareRoot:
            "the principal root: sqrt(-4) = 2i (an error with --real); the branch cut is the negative real axis"
        case .cubeRoot: "the real cube root of a real number: cbrt(-27) = -3; real arguments only"
        case .power:
            "a negative base with a rational exponent of odd denominator gives the real root ((-8)^(1/3) = -2); "
                + "otherwise exp(y·ln x) on the principal branch; integer powers are exact; 0^0 = 1"
        case .root: "the real root when it exists: root(-8, 3) = -2"
        case .naturalLogarithm, .commonLogarithm, .binaryLogarithm:
            "the principal branch: ln(-1) = πi, the imaginary part in (−π, π]; a pole at 0"
        case .logarithmToBase: "log(x, b) = ln x / ln b; the base is positive and not 1"
        case .sine, .cosine, .tangent, .secant, .cosecant, .cotangent:
            "angles in radians, or degrees with --angle deg (REPL :angle deg); exact where the value at a rational multiple of π is rational"
        case .arcsine: "principal value in [−π/2, π/2] (degrees with --angle deg); complex outside [−1, 1]"
        case .arccosine: "principal value in [0, π] (degrees with --angle deg); complex outside [−1, 1]"
        case .arctangent: "principal value in (−π/2, π/2) (degrees with --angle deg)"
        case .arctangentOfPoint: "atan2(y, x), y first: the angle of the point (x, y), in (−π, π]"
        case .argument: "in (−π, π]: arg(-1) = π"
        case .inverseHyperbolicCosine: "real for x ≥ 1, complex (principal branch) below"
        case .inverseHyperbolicTangent: "real for −1 < x < 1, poles at ±1, complex (principal branch) beyond"
        case .modulo: "the remainder has the sign of the divisor: -7 mod 3 = 2, 7 mod -3 = -2"
        case .round: "halves away from zero: round(2.5) = 3, round(-2.5) = -3"
        case .factorial: "Γ(x + 1) for non-integers: 0.5! = √π/2; poles at the negative integers"
        case .gamma, .logGamma, .digamma: "poles at 0, −1, −2, …"
        case .zeta: "ζ(s) with a pole at s = 1; zeta(s, a) is the Hurwitz zeta function"
        case .lambertW: "the principal branch W₀, real for x ≥ −1/e"
        case .lambertWBranch: "lambertw(x, k): branch k = 0 or −1; W₋₁ is real for −1/e ≤ x < 0"
        case .integrate: "tanh-sinh quadrature: the digits are estimates (two levels agree), not proven"
        case .solve: "f must be continuous on [a, b] and change sign there; the root's digits are proven"
        default: nil
        }
    }
}
