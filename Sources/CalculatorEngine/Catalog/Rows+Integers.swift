import BigNumber

/// The rows of integers: bitwise operators (Python's semantics: negative numbers are infinite
/// two's complement), shifts, primes, modular arithmetic, factoring and roots — on GMP and FLINT.
/// Every operand must be an integer; anything else is a domain error naming the operation.
extension CatalogRow {
    private typealias C = CalculatorFunctions
    private typealias Function = @Sendable ([BigInt]) throws -> BigInt

    static let bitwiseAnd = integers(.bitwiseAnd, ["&"], .infix("&"), .bitwiseAnd, "bitwise and", arity: 2) { $0[0] & $0[1] }
        .documented(example: "12 & 10")
    static let bitwiseOr = integers(.bitwiseOr, ["|"], .infix("|"), .bitwiseOr, "bitwise or", arity: 2) { $0[0] | $0[1] }
        .documented(example: "12 | 10")
    static let bitwiseXor = integers(.bitwiseXor, ["xor"], .infix("xor"), .bitwiseXor, "bitwise exclusive or", arity: 2) { $0[0] ^ $0[1] }
        .documented(example: "12 xor 10")
    static let bitwiseNot = integers(.bitwiseNot, ["~"], .prefix("~"), nil, "bitwise not, −x − 1", arity: 1) { ~$0[0] }
        .documented(example: "~5")
    static let shiftLeft = integers(.shiftLeft, ["<<"], .infix("<<"), .shift, "shift left, x · 2ⁿ (a fraction for n < 0)",
                                    arity: 2, fraction: { x in
        guard x[1].signum < 0 else { return BigRational(try x[0].shiftedLeft(x[1], limit: OperationCatalog.exactBitLimit)) }
        let power = try BigInt(1).shiftedLeft(x[1].magnitude, limit: OperationCatalog.exactBitLimit)
        return BigRational(numerator: x[0], denominator: power) ?? BigRational(0)
    }).documented(example: "3 << 4", note: "x · 2ⁿ exactly: 1 << -1 = 0.5, while x >> n is ⌊x / 2ⁿ⌋ (-7 >> 1 = -4)")
    static let shiftRight = integers(.shiftRight, [">>"], .infix(">>"), .shift, "shift right, ⌊x / 2ⁿ⌋", arity: 2) { x in
        try x[0].shiftedRight(x[1], limit: OperationCatalog.exactBitLimit)
    }.documented(example: "100 >> 3")
    static let isPrime = integers(.isPrime, ["isprime"], .prefix("isprime"),
                                  nil, "1 if n is prime, else 0 (proven below 2⁶⁴, BPSW probable prime above)", arity: 1) { x in
        BigInt(x[0].isPrime ? 1 : 0)
    }.documented(example: "isprime(97)")
    static let nextPrime = integers(.nextPrime, ["nextprime"], .prefix("nextprime"), nil, "smallest prime above n", arity: 1) { x in
        x[0].nextPrime()
    }.documented(example: "nextprime(100)")
    static let previousPrime = integers(.previousPrime, ["prevprime"], .prefix("prevprime"), nil, "largest prime below n",
                                        invalid: "no prime below this number", arity: 1) { x in
        guard let p = x[0].previousPrime() else { throw DomainError.Violation.outsideDomain }
        return p
    }.documented(example: "prevprime(100)")
    static let powerModulo = integers(.powerModulo, ["powmod"], .function("powmod"), nil,
                                      "powmod(a, b, m) = aᵇ mod m (b < 0: the inverse's power)",
                                      invalid: "powmod needs an invertible a for a negative exponent, and m ≠ 0", arity: 3) { x in
        try x[0].power(x[1], modulus: x[2])
    }.documented(example: "powmod(2, 100, 10^9 + 7)")
    static let modularInverse = integers(.modularInverse, ["modinv"], .function("modinv"), nil,
                                         "modinv(a, m): the b in [0, |m|) with a·b ≡ 1 (mod m)",
                                         invalid: "no inverse: a and m are not coprime", arity: 2) { x in
        guard let inverse = x[0].inverse(modulo: x[1]) else { throw DomainError.Violation.outsideDomain }
        // GMP's inverse has the modulus' sign (as powmod's result); modinv's is in [0, |m|).
        return inverse.signum < 0 ? inverse + x[1].magnitude : inverse
    }.documented(example: "modinv(3, 11)", note: "the result is in [0, |m|): modinv(3, -7) = 5")
    static let totient = integers(.totient, ["totient", "eulerphi"], .prefix("totient"), nil, "Euler's totient φ(n), n ≥ 1",
                                  invalid: "totient of a number below 1", arity: 1) { x in
        guard x[0].signum > 0 else { throw DomainError.Violation.outsideDomain }
        return try x[0].totient()
    }.documented(example: "totient(36)")
    static let divisorCount = integers(.divisorCount, ["numdivisors", "numdiv"], .prefix("numdivisors"), nil,
                                       "number of positive divisors of n ≠ 0", invalid: "divisors of 0", arity: 1) { x in
        guard !x[0].isZero else { throw DomainError.Violation.outsideDomain }
        return try x[0].divisorCount()
    }.documented(example: "numdivisors(36)")
    static let factorization = integers(.factorization, ["factor"], .prefix("factor"), nil,
                                        "n, printed as its prime factorization 2^3 × 3^2 × 5", arity: 1,
                                        traits: [.showsFactorization]) { $0[0] }
        .documented(example: "factor(360)")
    static let integerSquareRoot = integers(.integerSquareRoot, ["isqrt"], .prefix("isqrt"), nil, "⌊√n⌋, n ≥ 0",
                                            invalid: "isqrt of a negative number", arity: 1) { x in
        guard let root = x[0].squareRoot() else { throw DomainError.Violation.outsideDomain }
        return root
    }.documented(example: "isqrt(99)")
    static let integerRoot = integers(.integerRoot, ["iroot"], .function("iroot"), nil, "iroot(x, n): the integer part of x^(1/n)",
                                      invalid: "iroot of a negative number with an even n, or n < 1", arity: 2) { x in
        guard let n = Int(exactly: x[1]), n >= 1, let root = x[0].iroot(n) else { throw DomainError.Violation.outsideDomain }
        return root
    }.documented(example: "iroot(100, 3)")
    static let digitCount = integers(.digitCount, ["numdigits"], .function("numdigits"), nil,
                                     "numdigits(n, b): digits of |n| in base b (2 … 36; 10 when b is left out)",
                                     invalid: "numdigits needs a base from 2 to 36", arity: 2) { x in
        guard let base = Int(exactly: x[1]), (2...36).contains(base), let count = x[0].numberOfDigits(base: base) else {
            throw DomainError.Violation.outsideDomain
        }
        return BigInt(count)
    }.documented(example: "numdigits(255, 16)")
    static let decimalDigitCount = integers(.decimalDigitCount, ["numdigits"], .prefix("numdigits"), nil,
                                            "numdigits(n): decimal digits of |n|", arity: 1) { x in
        BigInt(x[0].numberOfDigits(base: 10) ?? 0)
    }.documented(example: "numdigits(2^100)")
    static let greatestCommonDivisor = integers(.greatestCommonDivisor, ["gcd"], .function("gcd"), nil,
                                                "greatest common divisor of the numbers", arity: nil) { BigInt.gcd($0) }
        .documented(example: "gcd(12, 18, 30)")
    static let leastCommonMultiple = integers(.leastCommonMultiple, ["lcm"], .function("lcm"), nil,
                                              "least common multiple of the numbers", arity: nil) { BigInt.lcm($0) }
        .documented(example: "lcm(4, 6, 10)")

    /// A function of `arity` integers (nil: a list of one or more), exact on exact integers and, on
    /// balls, on the integer each ball decides: anything else is a domain error naming the operation.
    /// Listed under `.integers`.
    private static func integers(
        _ operation: CatalogOperation, _ names: [String], _ notation: OperationNotation, _ precedence: Precedence?,
        _ summary: String, invalid: String? = nil, arity: Int?, traits: Traits = [], _ f: @escaping Function
    ) -> CatalogRow {
        integers(operation, names, notation, precedence, summary, invalid: invalid, arity: arity, traits: traits,
                 fraction: { x in BigRational(try f(x)) })
    }

    /// A function of `arity` integers whose value may be a fraction (`1 << -1` is 1/2); otherwise as above.
    private static func integers(
        _ operation: CatalogOperation, _ names: [String], _ notation: OperationNotation, _ precedence: Precedence?,
        _ summary: String, invalid: String? = nil, arity: Int?, traits: Traits = [],
        fraction f: @escaping @Sendable ([BigInt]) throws -> BigRational
    ) -> CatalogRow {
        @Sendable func exact(_ x: [BigRational]) throws(CalculationError) -> BigRational? {
            guard x.allSatisfy(\.isInteger) else { throw operation.row.domainError(.nonInteger) }
            return try ExactArithmetic.bounded(operation) { try f(x.map(\.numerator)) }
        }
        @Sendable func real(_ x: [BallOperand], _ context: EvaluationContext) throws(CalculationError) -> BigBall {
            var integers: [BigInt] = []
            for operand in x {
                do {
                    integers.append(try C.exactInteger(operand, operation, context))
                } catch where error.isOutsideRealDomain {
                    throw operation.row.domainError(.nonInteger)
                }
            }
            do {
                let value = try f(integers)
                return value.isInteger ? BigBall(value.numerator) : BigBall(value, precision: context.precision)
            } catch {
                throw CalculationError(error, in: operation)
            }
        }
        let evaluation: RealEvaluation
        let exactEvaluation: ExactEvaluation
        switch arity {
        case 1?:
            evaluation = .unary { a, c throws(CalculationError) in try real([a], c) }
            exactEvaluation = .unary { a throws(CalculationError) in try exact([a]) }
        case 2?:
            evaluation = .binary { a, b, c throws(CalculationError) in try real([a, b], c) }
            exactEvaluation = .binary { a, b throws(CalculationError) in try exact([a, b]) }
        case 3?:
            evaluation = .ternary { a, b, m, c throws(CalculationError) in try real([a, b, m], c) }
            exactEvaluation = .ternary { a, b, m throws(CalculationError) in try exact([a, b, m]) }
        default:
            evaluation = .list { x, c throws(CalculationError) in try real(x, c) }
            exactEvaluation = .list { x throws(CalculationError) in try exact(x) }
        }
        return CatalogRow(operation, in: .integers, names: names, notation: notation, precedence: precedence, summary: summary,
                          invalid: invalid ?? "\(summary) is undefined for these numbers", traits: traits,
                          implementations: Implementations(ball: evaluation, [.rational(exactEvaluation)]))
    }
}

/// The rows of factorials and binomial coefficients: exact on integers, and the factorial through
/// Γ(x + 1) on other real numbers.
extension CatalogRow {
    private typealias B = BigBall

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
