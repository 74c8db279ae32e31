/// The groups that help lists operations in (`help`, `bigcalc --list-functions`).
/// The raw value is the heading.
public enum OperationGroup: String, CaseIterable, Sendable {
    /// + − × ÷, mod, rounding, parts of complex numbers.
    case arithmetic = "Arithmetic"
    /// min, max, mean, median, variances.
    case statistics = "Lists and statistics"
    /// Comparisons, and, or, not, if, sum, product.
    case logic = "Comparisons, logic, sums and products"
    /// solve, integrate.
    case calculus = "Calculus"
    /// Powers, roots, exponentials.
    case powers = "Powers and roots"
    /// ln, log₁₀, log₂, log1p, log to a base.
    case logarithms = "Logarithms"
    /// Circular functions and their inverses.
    case trigonometry = "Trigonometry"
    /// Hyperbolic functions and their inverses.
    case hyperbolic = "Hyperbolic functions"
    /// Factorials, binomials, gcd, bits, primes, modular arithmetic.
    case integers = "Integers and number theory"
    /// Γ, ζ, erf, Bessel, Airy, elliptic integrals, polylogarithms.
    case special = "Special functions"
    /// π, e, i, γ, Catalan, ln 2, rand.
    case constants = "Constants"
    /// Keypad-only operations (`=`), never listed.
    case keypad = "Keypad"
}

extension CatalogOperation {
    /// The help group of the operation; the switch is exhaustive, so a new operation must pick one.
    public var group: OperationGroup {
        switch self {
        case .add, .subtract, .multiply, .divide, .modulo, .negate, .percent, .reciprocal, .absoluteValue, .sign, .realPart,
             .imaginaryPart, .argument, .conjugate, .floor, .ceiling, .round, .truncate, .fractionalPart:
            .arithmetic
        case .equals: .keypad
        case .minimum, .maximum, .mean, .median, .variance, .standardDeviation, .populationVariance, .populationStandardDeviation:
            .statistics
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual, .logicalAnd, .logicalOr, .logicalNot,
             .conditional, .summation, .productOfTerms:
            .logic
        case .solve, .integrate: .calculus
        case .power, .root, .nthRoot, .timesTenToThe, .squareRoot, .cubeRoot, .square, .cube, .exponential, .powerOfTen, .powerOfTwo,
             .exponentialMinusOne, .hypotenuse, .arithmeticGeometricMean:
            .powers
        case .naturalLogarithm, .commonLogarithm, .binaryLogarithm, .logarithmOfOnePlus, .logarithmToBase: .logarithms
        case .sine, .cosine, .tangent, .secant, .cosecant, .cotangent, .arcsine, .arccosine, .arctangent, .arctangentOfPoint:
            .trigonometry
        case .hyperbolicSine, .hyperbolicCosine, .hyperbolicTangent, .inverseHyperbolicSine, .inverseHyperbolicCosine,
             .inverseHyperbolicTangent:
            .hyperbolic
        case .binomial, .greatestCommonDivisor, .leastCommonMultiple, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .bitwiseNot,
             .shiftLeft, .shiftRight, .isPrime, .nextPrime, .previousPrime, .powerModulo, .modularInverse, .totient,
             .divisorCount, .factorization, .integerSquareRoot, .integerRoot, .digitCount, .decimalDigitCount, .factorial,
             .doubleFactorial:
            .integers
        case .gamma, .logGamma, .digamma, .zeta, .errorFunction, .complementaryErrorFunction, .inverseErrorFunction,
             .inverseComplementaryErrorFunction, .sinc, .beta, .polygamma, .hurwitzZeta,
             .exponentialIntegral, .logarithmicIntegral, .lambertW, .lambertWBranch, .besselJ, .besselY, .besselI, .besselK,
             .airyAi, .airyBi, .ellipticK, .ellipticE, .polylogarithm:
            .special
        case .pi, .e, .imaginaryUnit, .eulerGamma, .catalan, .lnTwo, .random: .constants
        }
    }
}
