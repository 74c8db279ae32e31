import BigNumber

/// The rows of arithmetic: + − × ÷ mod, sign, percent, reciprocal, rounding, min and max.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall

    static let addition = binary(.add, in: .arithmetic, key: "+", ["+"], .infix("+"), .additive, "addition",
                                 piMultiple: .rule(MultiplesOfPi.sum), traits: [.regroupable], exact: { $0 + $1 }) { a, b, c in
        B.add(a.ball, b.ball, precision: c.precision)
    }.complex(Z.add, exact: { $0 + $1 })
        .documented(example: "0.1 + 0.2")
        .implementing(.list(.entrywise(broadcastsNumbers: false)))
        .implementing(.series(.sum))
    static let subtraction = binary(.subtract, in: .arithmetic, key: "−", ["−", "-"], .infix("−"), .additive, "subtraction",
                                    piMultiple: .rule(MultiplesOfPi.difference), traits: [.cancelsEqualOperands, .invertsChain],
                                    exact: { $0 - $1 }) { a, b, c in B.subtract(a.ball, b.ball, precision: c.precision) }
        .complex(Z.subtract, exact: { $0 - $1 })
        .documented(example: "1 - 0.9")
        .implementing(.list(.entrywise(broadcastsNumbers: false)))
        .implementing(.series(.difference))
    static let multiplication = binary(.multiply, in: .arithmetic, key: "×", ["×", "*", "·"], .infix("×"), .multiplicative, "multiplication",
                                       piMultiple: .rule(MultiplesOfPi.product), traits: [.regroupable],
                                       exact: { ExactArithmetic.product($0, $1) }) { a, b, c in
        B.multiply(a.ball, b.ball, precision: c.precision)
    }.complex(Z.multiply, exact: { $0 * $1 })
        .documented(example: "1.1 * 1.1")
        .implementing(.list(.lists(MatrixArithmetic.product)))
        .implementing(.series(.product))
        .implementing(.tail(.product))
    static let division = binary(.divide, in: .arithmetic, key: "÷", ["÷", "/"], .infix("÷"), .multiplicative, "division",
                                 invalid: "0 ÷ 0 is undefined", piMultiple: .rule(MultiplesOfPi.quotient), traits: [.invertsChain, .dividesOperands],
                                 exact: { a, b in try ExactArithmetic.quotient(a, b) }) { a, b, c in
        try divided(a.ball, by: b.ball, .divide, c)
    }.complex(.binary { a, b, c throws(CalculationError) in try divided(a, by: b, .divide, c) },
              exact: .binary { a, b throws(CalculationError) in try GaussianRational.quotient(a, b) })
        .documented(example: "1/7")
        .implementing(.list(.lists(MatrixArithmetic.quotient)))
        .implementing(.series(.quotient))
        .implementing(.tail(.quotient))
    static let modulo = binary(.modulo, in: .arithmetic, ["mod", "%"], .infix("mod"), .multiplicative, "remainder with the sign of the divisor",
                               exact: { a, b in a - b * ExactArithmetic.floor(try ExactArithmetic.quotient(a, b)) }) { a, b, c in
        try C.modulo(a.ball, b.ball, c)
    }.documented(example: "-7 mod 3",
                    note: "the remainder has the sign of the divisor: -7 mod 3 = 2, 7 mod -3 = -2; also mod(a, b), and a % b "
                        + "when a number, a name or ( follows the %")
    static let equals = CatalogRow(.equals, in: .keypad, key: "=", names: ["="], notation: .symbol("="),
                                   summary: "complete the operation", invalid: "", implementations: Implementations(ball: .equals))
    static let negation = unary(.negate, in: .arithmetic, key: "±", ["±", "+/-", "neg"], .prefix("-"), "change sign",
                                piMultiple: .rule(MultiplesOfPi.negation), exact: { -$0 }) { x, _ in -x }
        .complex({ z, _ in -z }, exact: { -$0 })
        .documented(example: "neg(2.5)")
        .implementing(.series(.negation))
        .implementing(.tail(.magnitude))
    static let percentage = unary(.percent, in: .arithmetic, key: "%", ["%"], .postfix("%"), "percent (x ÷ 100)",
                                  piMultiple: .rule(MultiplesOfPi.percent), traits: [.sharesOfAdditiveBase],
                                  exact: { $0 * ExactArithmetic.hundredth }) { x, c in B.divide(x, by: 100, precision: c.precision) }
        .documented(example: "50 + 10%",
                    note: "b% alone is b/100; a + b% and a − b% add or take b percent of a: 50 + 10% = 55, 50 − 10% = 45; "
                        + "a % followed by a number, a name or ( is mod: 7 % 3 = 1")
    static let reciprocal = unary(.reciprocal, in: .arithmetic, key: "1/x", ["1/x", "inv"], .prefix("1/"), "reciprocal",
                                  exact: { try ExactArithmetic.quotient(BigRational(1), $0) }) { x, c in
        try divided(B(1), by: x, .reciprocal, c)
    }.complex(.unary { z, c throws(CalculationError) in try divided(Z(real: B(1)), by: z, .reciprocal, c) },
              exact: .unary { z throws(CalculationError) in try GaussianRational.quotient(GaussianRational(real: BigRational(1), imaginary: BigRational(0)), z) })
        .documented(example: "inv(8)", note: "the inverse matrix of a square matrix: inv([[2, 0], [0, 4]])")
        .implementing(.list(.lists(MatrixArithmetic.inverse)))
        .implementing(.series(.reciprocal))
    static let absoluteValue = unary(.absoluteValue, in: .arithmetic, ["abs"], .prefix("abs"), "absolute value",
                                     exact: { $0.signum < 0 ? -$0 : $0 }) { x, _ in x.magnitude }
        .complex({ z, p in Z(real: z.magnitude(precision: p)) }, exact: { $0.exactMagnitude })
        .documented(example: "abs(3 + 4i)")
        .implementing(.series(.absoluteValue))
    static let sign = unary(.sign, in: .arithmetic, ["sign", "sgn"], .prefix("sign"), "sign: −1, 0 or 1; z/|z| for complex z",
                            exact: { BigRational($0.signum) }) { x, _ in
        guard x.isZero || !x.containsZero else { throw CalculationError.undecided(UndecidedQuestion(.sign, .zero)) }
        return x.sign
    }.complex(.unary { z, c throws(CalculationError) in
        // A complex value is never exactly 0 (an exact 0 is real): one whose ball holds 0 is undecided.
        if z.real.containsZero, z.imaginary.containsZero { throw .undecided(UndecidedQuestion(.sign, .zero)) }
        return z.sign(precision: c.precision)
    }, exact: .unary { g throws(CalculationError) in
        try g.exactMagnitude.map { m throws(CalculationError) in try GaussianRational.quotient(g, m) }
    })
        .documented(example: "sign(-2.5)",
                    note: "exact: sign(0) = 0; z/|z| on the unit circle for complex z: sign(3 + 4i) = 0.6 + 0.8i; "
                        + "a value that cannot be told from 0 at the precision limit is an error")
    static let floor = unary(.floor, in: .arithmetic, ["floor"], .prefix("floor"), "largest integer not above x",
                             exact: { ExactArithmetic.floor($0) }) { x, c in
        B(try C.decidedInteger(x.floorIfDecided, of: x, .floor, c))
    }.documented(example: "floor(-2.5)")
        .implementing(.series(.step(.floor) { ExactArithmetic.floor($0) }))
    static let ceiling = unary(.ceiling, in: .arithmetic, ["ceil"], .prefix("ceil"), "smallest integer not below x",
                               exact: { -ExactArithmetic.floor(-$0) }) { x, c in
        B(try C.decidedInteger(x.ceilingIfDecided, of: x, .ceiling, c))
    }.documented(example: "ceil(-2.5)")
        .implementing(.series(.step(.ceiling) { -ExactArithmetic.floor(-$0) }))
    static let round = unary(.round, in: .arithmetic, ["round"], .prefix("round"), "nearest integer, halves away from zero", exact: { x in
        let half = BigRational(numerator: 1, denominator: 2) ?? BigRational(0)
        return x.signum < 0 ? -ExactArithmetic.floor(half - x) : ExactArithmetic.floor(x + half)
    }) { x, c in B(try C.decidedInteger(x.roundedIfDecided, of: x, .round, c)) }
        .documented(example: "round(-2.5)",
                    note: "halves away from zero: round(2.5) = 3, round(-2.5) = -3")
    static let truncate = unary(.truncate, in: .arithmetic, ["trunc"], .prefix("trunc"), "integer part", exact: { x in
        x.signum < 0 ? -ExactArithmetic.floor(-x) : ExactArithmetic.floor(x)
    }) { x, c in B(try C.decidedInteger(x.truncationIfDecided, of: x, .truncate, c)) }
        .documented(example: "trunc(-2.7)")
    static let fractionalPart = unary(.fractionalPart, in: .arithmetic, ["frac"], .prefix("frac"), "fractional part x − ⌊x⌋, in [0, 1)",
                                      exact: { $0 - ExactArithmetic.floor($0) }) { x, c in
        B.subtract(x, B(try C.decidedInteger(x.floorIfDecided, of: x, .fractionalPart, c)), precision: c.precision)
    }.documented(example: "frac(-2.5)",
                    note: "x − floor(x), in [0, 1) for negative x too: frac(-2.5) = 0.5 (as PARI/GP's frac); exact on rationals")
    /// a ÷ b: a division by zero when b is 0, undecided while b's ball holds 0.
    private static func divided(_ a: BigBall, by b: BigBall, _ operation: CatalogOperation,
                                _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        if b.isZero { throw a.isZero && operation == .divide ? operation.row.domainError(.outsideDomain) : .divisionByZero }
        if b.containsZero { throw .undecided(UndecidedQuestion(operation, .divisor)) }
        return B.divide(a, b, precision: context.precision)
    }

    /// a ÷ b for complex numbers: undecided while b's real and imaginary balls both hold 0 (a
    /// complex divisor is never exactly 0: an exact 0 is real).
    private static func divided(_ a: BigComplexBall, by b: BigComplexBall, _ operation: CatalogOperation,
                                _ context: EvaluationContext) throws(CalculationError) -> BigComplexBall {
        if b.real.containsZero, b.imaginary.containsZero { throw .undecided(UndecidedQuestion(operation, .divisor)) }
        return Z.divide(a, b, precision: context.precision)
    }
}

/// `a + b%` and `a − b%` take b percent of a, as phone calculators and qalc do: the right operand
/// `b%` of an additive operator stands for the share a × b%. The expression parser and the keypad's
/// algebraic profile both apply this one rule, each building the share its own way.
enum PercentShare {
    /// Whether a right operand whose outermost operation is `operand` stands for a share of the
    /// left operand of the infix operation `infix`.
    /// - Parameters:
    ///   - operand: the outermost operation of the right operand (`%` in `10%`).
    ///   - infix: the operation the right operand follows, if any.
    /// - Returns: whether the right operand is a share.
    static func applies(to operand: CatalogOperation, after infix: CatalogOperation?) -> Bool {
        operand.row.traits.contains(.sharesOfAdditiveBase) && infix?.row.precedence == .additive
    }

    /// The share that replaces the right operand: `base × percent`.
    /// - Parameters:
    ///   - base: the left operand, a.
    ///   - percent: the right operand, b%.
    /// - Returns: the operation and its operands.
    static func share<T>(of base: T, _ percent: T) -> (operation: CatalogOperation, operands: [T]) {
        (.multiply, [base, percent])
    }
}
