import BigNumber

/// The rows of powers, roots and exponentials.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall

    static let power = binary(.power, in: .powers, key: "xʸ", ["xʸ", "^", "**", "pow"], .infix("^"), .power, "power",
                              invalid: "negative number raised to a non-integer power",
                              exact: { try ExactArithmetic.power($0, $1) }) { a, b, c in
        try C.power(a, b, c)
    }.complex(.binary { z, w, c throws(CalculationError) in try C.power(z, w, c) },
              exact: .binary { z, w throws(CalculationError) in try z.power(w) })
        .documented(example: "2^0.5",
                    note: "a negative base with a rational exponent of odd denominator gives the real root ((-8)^(1/3) = -2); "
                        + "otherwise exp(y·ln x) on the principal branch; integer powers are exact; 0^0 = 1")
        .implementing(.list(.lists(MatrixArithmetic.power)))
        .implementing(.series(.power))
        .implementing(.tail(.power))
    static let root = binary(.root, in: .powers, key: "ʸ√x", ["ʸ√x", "yroot", "root"], .function("root"), .power, "y-th root of x",
                             invalid: "even root of a negative number", exact: { x, n in
        guard n.isInteger, let k = Int(exactly: n.numerator), k != 0, let r = ExactArithmetic.root(x, Swift.abs(k)) else { return nil }
        return k > 0 ? r : BigRational(1).divided(by: r)
    }) { x, n, c in
        if n.ball.isZero { throw DomainError.Violation.rootOfDegreeZero }
        if let k = n.exact, k.isInteger, let degree = Int(exactly: k.numerator), degree != Int.min {
            return try C.realRoot(x.ball, degree: degree, .root, c)
        }
        if n.ball.containsZero { throw CalculationError.undecided(UndecidedQuestion(.root, .divisor)) }
        let inverse = n.exact.flatMap { BigRational(1).divided(by: $0) }
        return try C.power(x, BallOperand(B.divide(B(1), n.ball, precision: c.precision + 64), exact: inverse), c)
    }.documented(example: "root(-8, 3)",
                    note: "the real root when it exists: root(-8, 3) = -2")
    static let nthRoot = binary(.nthRoot, in: .powers, ["nthroot"], .function("nthroot"), nil,
                                "real n-th root of x, n ≥ 1 an integer (x < 0 needs an odd n)",
                                invalid: "even root of a negative number", exact: { x, n in
        guard n.isInteger, n.signum > 0 else { throw DomainError.Violation.invalidDegree }
        guard let k = Int(exactly: n.numerator) else { return nil }
        if x.signum < 0, k % 2 == 0 { throw DomainError.Violation.outsideDomain }
        return ExactArithmetic.root(x, k)
    }) { x, n, c in
        try C.realRoot(x.ball, degree: try C.rootDegree(n, .nthRoot, c), .nthRoot, c)
    }.documented(example: "nthroot(-27, 3)",
                    note: "n an integer ≥ 1; a negative x needs an odd n: nthroot(-8, 3) = -2, nthroot(-8, 2) is an error; "
                        + "exact when the root is rational; real arguments only (root(x, y) takes any y)")
    static let timesTenToThe = binary(.timesTenToThe, in: .powers, key: "EE", ["EE"], .infix("E"), .power, "times ten to the power", exact: { a, b in
        try ExactArithmetic.power(BigRational(10), b).map { a * $0 }
    }) { a, b, c in
        let p = c.precision + 64
        let scale = try b.exact.flatMap { $0.isInteger ? try C.integerPower(B(10), $0.numerator, precision: p) : nil }
            ?? B.exp(b.ball, base: 10, precision: p)
        return B.multiply(a.ball, scale, precision: c.precision)
    }.documented(example: "EE(6.02, 23)")
    static let squareRoot = unary(.squareRoot, in: .powers, key: "√", ["√", "sqrt"], .prefix("√"), "square root",
                                  invalid: "square root of a negative number", domain: .nonNegative,
                                  exact: { ExactArithmetic.root($0, 2) }) { x, c in B.sqrt(x, precision: c.precision) }
        .complex(Z.sqrt, exact: { $0.squareRoot })
        .documented(example: "sqrt(2)",
                    note: "the principal root: sqrt(-4) = 2i (an error with --real); the branch cut is the negative real axis")
        .implementing(.series(.analytic(.squareRoot, .offNegativeReals, exact: ExactSeries.sqrt, { ComplexBallSeries.sqrt($0, precision: $1) })))
        .implementing(.tail(.root(2)))
    static let cubeRoot = unary(.cubeRoot, in: .powers, key: "∛", ["∛", "cbrt"], .prefix("∛"), "cube root",
                                exact: { ExactArithmetic.root($0, 3) }) { x, c in
        if x.isNonNegative { return B.root(x, 3, precision: c.precision) }
        if x.isNegative { return -B.root(x.magnitude, 3, precision: c.precision) }
        throw CalculationError.undecided(UndecidedQuestion(.cubeRoot, .value))
    }.documented(example: "cbrt(-27)",
                    note: "the real cube root of a real number: cbrt(-27) = -3; real arguments only")
        .implementing(.tail(.root(3)))
    static let square = unary(.square, in: .powers, key: "x²", ["x²", "x^2", "sq"], .postfix("²"), "square",
                              exact: { try ExactArithmetic.power($0, 2) }) { x, c in B.pow(x, BigInt(2), precision: c.precision) }
        .complex({ z, p in Z.pow(z, BigInt(2), precision: p) }, exact: { $0 * $0 })
        .documented(example: "sq(12)")
        .implementing(.series(.integerPower(2)))
    static let cube = unary(.cube, in: .powers, key: "x³", ["x³", "x^3", "cube"], .postfix("³"), "cube",
                            exact: { try ExactArithmetic.power($0, 3) }) { x, c in B.pow(x, BigInt(3), precision: c.precision) }
        .complex({ z, p in Z.pow(z, BigInt(3), precision: p) }, exact: { $0 * $0 * $0 })
        .documented(example: "cube(1.5)")
        .implementing(.series(.integerPower(3)))
    static let exponential = unary(.exponential, in: .powers, key: "eˣ", ["eˣ", "e^x", "exp"], .prefix("e^"), "exponential",
                                   exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        try C.decideFromMagnitudes(logBase: B(1), exponent: x)
        return B.exp(x, precision: c.precision)
    }
        .complex(Z.exp)
        .documented(example: "exp(1)")
        .implementing(.series(.analytic(.exponential, .whereFinite, exact: ExactSeries.exp, { ComplexBallSeries.exp($0, precision: $1) })))
        .implementing(.tail(.exponential))
    static let powerOfTen = unary(.powerOfTen, in: .powers, key: "10ˣ", ["10ˣ", "10^x", "exp10"], .prefix("10^"), "power of ten",
                                  exact: { try ExactArithmetic.power(BigRational(10), $0) },
                                  rational: { q, c in q.isInteger && q.numerator.magnitudeBitWidth <= C.largestSquaredExponentBits ? B.pow(B(10), q.numerator, precision: c.precision) : nil }) { x, c in
        try C.decidePower(B(10), x)
        return B.exp(x, base: 10, precision: c.precision)
    }.complex({ z, p in C.power(10, z, precision: p) })
        .documented(example: "exp10(0.5)")
        .implementing(.series(.analytic(.powerOfTen, .whereFinite) { s, p in ComplexBallSeries.exp(ComplexBallSeries.scale(s, by: BigComplexBall(real: BigBall.log(BigBall(10), precision: p + 8)), precision: p), precision: p) }))
    static let powerOfTwo = unary(.powerOfTwo, in: .powers, key: "2ˣ", ["2ˣ", "2^x", "exp2"], .prefix("2^"), "power of two",
                                  exact: { try ExactArithmetic.power(BigRational(2), $0) },
                                  rational: { q, c in q.isInteger && q.numerator.magnitudeBitWidth <= C.largestSquaredExponentBits ? B.pow(B(2), q.numerator, precision: c.precision) : nil }) { x, c in
        try C.decidePower(B(2), x)
        return B.exp(x, base: 2, precision: c.precision)
    }.complex({ z, p in C.power(2, z, precision: p) })
        .documented(example: "exp2(0.5)")
        .implementing(.series(.analytic(.powerOfTwo, .whereFinite) { s, p in ComplexBallSeries.exp(ComplexBallSeries.scale(s, by: BigComplexBall(real: BigBall.log(BigBall(2), precision: p + 8)), precision: p), precision: p) }))
    static let exponentialMinusOne = unary(.exponentialMinusOne, in: .powers, ["expm1"], .prefix("expm1"), "eˣ − 1",
                                           exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.expMinusOne(x, precision: c.precision) }
        .complex(Z.expMinusOne)
        .documented(example: "expm1(1e-10)")
        .implementing(.series(.analytic(.exponentialMinusOne, .whereFinite, exact: ExactSeries.exponentialMinusOne) { s, p in ComplexBallSeries.subtract(ComplexBallSeries.exp(s, precision: p), ComplexBallSeries(constant: BigComplexBall(real: BigBall(1)), length: s.length), precision: p) }))
    static let hypotenuse = binary(.hypotenuse, in: .powers, ["hypot"], .function("hypot"), nil, "√(x² + y²)") { a, b, c in
        B.hypot(a.ball, b.ball, precision: c.precision)
    }.documented(example: "hypot(3, 4)")
    static let arithmeticGeometricMean = binary(.arithmeticGeometricMean, in: .powers, ["agm"], .function("agm"), nil,
                                                "arithmetic-geometric mean of a, b ≥ 0 (0 when either is 0)", invalid: "agm of a negative number") { a, b, c in
        for x in [a.ball, b.ball] where !x.isNonNegative {
            if x.isNegative { throw DomainError.Violation.outsideDomain }
            throw CalculationError.undecided(UndecidedQuestion(.arithmeticGeometricMean, .domain))
        }
        return B.agm(a.ball, b.ball, precision: c.precision)
    }.documented(example: "agm(1, sqrt(2))")
}
