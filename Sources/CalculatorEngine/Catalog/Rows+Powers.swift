import BigNumber

/// The rows of powers, roots and exponentials.
extension CatalogRow {
    private typealias F = BigFloat

    static let powerRow = binary(.power, key: "xʸ", ["xʸ", "^", "**", "pow"], .infix("^"), .power, "power",
                                 invalid: "negative number raised to a non-integer power", bound: ErrorModel.power,
                                 exact: { try ExactArithmetic.power($0, $1) }) { a, b, _ in
        try CalculatorFunctions.power(a, b)
    }
    static let rootRow = binary(.root, key: "ʸ√x", ["ʸ√x", "yroot", "root"], .function("root"), .power, "y-th root of x",
                                invalid: "even root of a negative number", bound: ErrorModel.root, exact: { x, n in
        guard n.isInteger, let k = Int(exactly: n.numerator), k != 0, let r = ExactArithmetic.root(x, Swift.abs(k)) else { return nil }
        return k > 0 ? r : BigRational(1).divided(by: r)
    }) { x, n, _ in
        if n.isZero { throw DomainError.Violation.rootOfDegreeZero }
        guard let k = Int(exactly: n), k != 0 else {
            return try CalculatorFunctions.power(x, F(1, precision: n.precision) / n)
        }
        return F.root(x, k)
    }
    static let timesTenToThe = binary(.timesTenToThe, key: "EE", ["EE"], .infix("E"), .power, "times ten to the power",
                                      bound: ErrorModel.unknown, exact: { a, b in
        try ExactArithmetic.power(BigRational(10), b).map { a * $0 }
    }) { a, b, _ in
        a * F.exp10(b.rounded(toPrecision: Swift.max(a.precision, b.precision)))
    }
    static let squareRoot = unary(.squareRoot, key: "√", ["√", "sqrt"], .prefix("√"), "square root",
                                  invalid: "square root of a negative number", bound: ErrorModel.scaled(0.5, plus: 1),
                                  exact: { ExactArithmetic.root($0, 2) }) { x, _ in F.sqrt(x) }
    static let cubeRoot = unary(.cubeRoot, key: "∛", ["∛", "cbrt"], .prefix("∛"), "cube root",
                                bound: ErrorModel.scaled(1.0 / 3, plus: 1), exact: { ExactArithmetic.root($0, 3) }) { x, _ in F.cbrt(x) }
    static let square = unary(.square, key: "x²", ["x²", "x^2", "sq"], .postfix("²"), "square",
                              bound: ErrorModel.scaled(2, plus: 1), exact: { $0 * $0 }) { x, _ in x * x }
    static let cube = unary(.cube, key: "x³", ["x³", "x^3", "cube"], .postfix("³"), "cube",
                            bound: ErrorModel.scaled(3, plus: 1), exact: { $0 * $0 * $0 }) { x, _ in F.pow(x, 3) }
    static let exponential = unary(.exponential, key: "eˣ", ["eˣ", "e^x", "exp"], .prefix("e^"), "exponential",
                                   bound: ErrorModel.exponential, exact: ExactArithmetic.only(at: 0, is: 1)) { x, _ in F.exp(x) }
    static let powerOfTen = unary(.powerOfTen, key: "10ˣ", ["10ˣ", "10^x", "exp10"], .prefix("10^"), "power of ten",
                                  bound: ErrorModel.exponential(base: 2.302585092994046),
                                  exact: { try ExactArithmetic.power(BigRational(10), $0) }) { x, _ in F.exp10(x) }
    static let powerOfTwo = unary(.powerOfTwo, key: "2ˣ", ["2ˣ", "2^x", "exp2"], .prefix("2^"), "power of two",
                                  bound: ErrorModel.exponential(base: 0.6931471805599453),
                                  exact: { try ExactArithmetic.power(BigRational(2), $0) }) { x, _ in F.exp2(x) }
    static let exponentialMinusOne = unary(.exponentialMinusOne, ["expm1"], .prefix("expm1"), "eˣ − 1",
                                           exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.expMinusOne(x) }
    static let hypotenuse = binary(.hypotenuse, ["hypot"], .function("hypot"), nil, "√(x² + y²)") { a, b, _ in F.hypot(a, b) }
    static let arithmeticGeometricMean = binary(.arithmeticGeometricMean, ["agm"], .function("agm"), nil,
                                                "arithmetic-geometric mean", invalid: "agm of a negative number") { a, b, _ in
        F.agm(a, b)
    }
}
