import BigNumber

/// The rows of arithmetic: + − × ÷ mod, sign, percent, reciprocal, rounding, min and max.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall

    static let addition = binary(.add, key: "+", ["+"], .infix("+"), .additive, "addition",
                                 symbolic: MultiplesOfPi.sum, traits: [.regroupable], exact: { $0 + $1 }) { a, b, c in
        B.add(a.ball, b.ball, precision: c.precision)
    }.complex(Z.add, exact: { $0 + $1 })
        .documented(example: "0.1 + 0.2")
    static let subtraction = binary(.subtract, key: "−", ["−", "-"], .infix("−"), .additive, "subtraction",
                                    symbolic: MultiplesOfPi.difference, traits: [.cancelsEqualOperands, .invertsChain],
                                    exact: { $0 - $1 }) { a, b, c in B.subtract(a.ball, b.ball, precision: c.precision) }
        .complex(Z.subtract, exact: { $0 - $1 })
        .documented(example: "1 - 0.9")
    static let multiplication = binary(.multiply, key: "×", ["×", "*", "·"], .infix("×"), .multiplicative, "multiplication",
                                       symbolic: MultiplesOfPi.product, traits: [.regroupable],
                                       exact: { ExactArithmetic.product($0, $1) }) { a, b, c in
        B.multiply(a.ball, b.ball, precision: c.precision)
    }.complex(Z.multiply, exact: { $0 * $1 })
        .documented(example: "1.1 * 1.1")
    static let division = binary(.divide, key: "÷", ["÷", "/"], .infix("÷"), .multiplicative, "division",
                                 invalid: "0 ÷ 0 is undefined", symbolic: MultiplesOfPi.quotient, traits: [.invertsChain, .dividesOperands],
                                 exact: { a, b in try ExactArithmetic.quotient(a, b) }) { a, b, c in
        try divided(a.ball, by: b.ball, .divide, c)
    }.complex(.binary { a, b, c throws(CalculationError) in try divided(a, by: b, .divide, c) },
              exact: .binary { a, b throws(CalculationError) in try GaussianRational.quotient(a, b) })
        .documented(example: "1/7")
    static let modulo = binary(.modulo, ["mod"], .infix("mod"), .multiplicative, "remainder with the sign of the divisor",
                               exact: { a, b in a - b * ExactArithmetic.floor(try ExactArithmetic.quotient(a, b)) }) { a, b, c in
        try C.modulo(a.ball, b.ball, c)
    }.documented(example: "-7 mod 3",
                    note: "the remainder has the sign of the divisor: -7 mod 3 = 2, 7 mod -3 = -2")
    static let equals = CatalogRow(
        operation: .equals, key: "=", names: ["="], real: .equals, notation: .symbol("="), precedence: nil,
        summary: "complete the operation", exact: nil, outsideDomainMessage: "", poleMessage: nil,
        exactAtMultipleOfPi: nil, symbolic: nil, traits: [])
    static let negation = unary(.negate, key: "±", ["±", "+/-", "neg"], .prefix("-"), "change sign",
                                symbolic: MultiplesOfPi.negation, exact: { -$0 }) { x, _ in -x }
        .complex({ z, _ in -z }, exact: { -$0 })
        .documented(example: "neg(2.5)")
    static let percentage = unary(.percent, key: "%", ["%"], .postfix("%"), "percent (x ÷ 100)",
                                  symbolic: MultiplesOfPi.percent,
                                  exact: { $0 * ExactArithmetic.hundredth }) { x, c in B.divide(x, by: 100, precision: c.precision) }
        .documented(example: "50 + 10%",
                    note: "b% alone is b/100; a + b% and a − b% add or take b percent of a: 50 + 10% = 55, 50 − 10% = 45")
    static let reciprocalRow = unary(.reciprocal, key: "1/x", ["1/x", "inv"], .prefix("1/"), "reciprocal",
                                     exact: { try ExactArithmetic.quotient(BigRational(1), $0) }) { x, c in
        try divided(B(1), by: x, .reciprocal, c)
    }.complex(.unary { z, c throws(CalculationError) in try divided(Z(real: B(1)), by: z, .reciprocal, c) },
              exact: .unary { z throws(CalculationError) in try GaussianRational.quotient(GaussianRational(real: BigRational(1), imaginary: BigRational(0)), z) })
        .documented(example: "inv(8)")
    static let absoluteValue = unary(.absoluteValue, ["abs"], .prefix("abs"), "absolute value",
                                     exact: { $0.signum < 0 ? -$0 : $0 }) { x, _ in x.magnitude }
        .complex({ z, p in Z(real: z.magnitude(precision: p)) }, exact: { $0.exactMagnitude })
        .documented(example: "abs(3 + 4i)")
    static let floorRow = unary(.floor, ["floor"], .prefix("floor"), "largest integer not above x",
                                exact: { ExactArithmetic.floor($0) }) { x, c in
        B(try C.decidedInteger(x.floorIfDecided, of: x, .floor, c))
    }.documented(example: "floor(-2.5)")
    static let ceilingRow = unary(.ceiling, ["ceil"], .prefix("ceil"), "smallest integer not below x",
                                  exact: { -ExactArithmetic.floor(-$0) }) { x, c in
        B(try C.decidedInteger(x.ceilingIfDecided, of: x, .ceiling, c))
    }.documented(example: "ceil(-2.5)")
    static let roundRow = unary(.round, ["round"], .prefix("round"), "nearest integer, halves away from zero", exact: { x in
        let half = BigRational(numerator: 1, denominator: 2) ?? BigRational(0)
        return x.signum < 0 ? -ExactArithmetic.floor(half - x) : ExactArithmetic.floor(x + half)
    }) { x, c in B(try C.decidedInteger(x.roundedIfDecided, of: x, .round, c)) }
        .documented(example: "round(-2.5)",
                    note: "halves away from zero: round(2.5) = 3, round(-2.5) = -3")
    static let truncateRow = unary(.truncate, ["trunc"], .prefix("trunc"), "integer part", exact: { x in
        x.signum < 0 ? -ExactArithmetic.floor(-x) : ExactArithmetic.floor(x)
    }) { x, c in B(try C.decidedInteger(x.truncationIfDecided, of: x, .truncate, c)) }
        .documented(example: "trunc(-2.7)")
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
