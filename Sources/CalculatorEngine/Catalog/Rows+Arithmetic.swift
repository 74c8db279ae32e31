import BigNumber

/// The rows of arithmetic: + − × ÷ mod, sign, percent, reciprocal, rounding, min and max.
extension CatalogRow {
    private typealias F = BigFloat

    static let addition = binary(.add, key: "+", ["+"], .infix("+"), .additive, "addition",
                                 bound: ErrorModel.sum, symbolic: MultiplesOfPi.sum, traits: [.mayAbsorbOperand],
                                 exact: { $0 + $1 }) { a, b, _ in a + b }
    static let subtraction = binary(.subtract, key: "−", ["−", "-"], .infix("−"), .additive, "subtraction",
                                    bound: ErrorModel.sum, symbolic: MultiplesOfPi.difference,
                                    traits: [.mayAbsorbOperand, .cancelsEqualOperands],
                                    exact: { $0 - $1 }) { a, b, _ in a - b }
    static let multiplication = binary(.multiply, key: "×", ["×", "*", "·"], .infix("×"), .multiplicative, "multiplication",
                                       bound: ErrorModel.product, symbolic: MultiplesOfPi.product, traits: [.zeroOperandGivesZero],
                                       exact: { $0 * $1 }) { a, b, _ in a * b }
    static let division = binary(.divide, key: "÷", ["÷", "/"], .infix("÷"), .multiplicative, "division",
                                 invalid: "0 ÷ 0 is undefined", bound: ErrorModel.product, symbolic: MultiplesOfPi.quotient,
                                 traits: [.zeroDividendGivesZero],
                                 exact: { a, b in try ExactArithmetic.quotient(a, b) }) { a, b, _ in
        if b.isZero { throw CalculationError.divisionByZero }
        return a / b
    }
    static let modulo = binary(.modulo, ["mod"], .infix("mod"), .multiplicative, "remainder with the sign of the divisor",
                               invalid: "modulo of an infinite number", bound: ErrorModel.modulo,
                               step: { BigFloat.floor($0[0] / $0[1]) },
                               exact: { a, b in a - b * ExactArithmetic.floor(try ExactArithmetic.quotient(a, b)) }) { a, b, _ in
        try CalculatorFunctions.modulo(a, b)
    }
    static let equals = CatalogRow(
        operation: .equals, key: "=", names: ["="], real: .equals, notation: .symbol("="), precedence: nil,
        summary: "complete the operation", exact: nil, outsideDomainMessage: "", poleMessage: nil,
        errorBound: ErrorModel.unknown, stepFunction: nil, exactAtMultipleOfPi: nil, symbolic: nil, traits: [])
    static let negation = unary(.negate, key: "±", ["±", "+/-", "neg"], .prefix("-"), "change sign",
                                bound: ErrorModel.scaled(1, plus: 0), symbolic: MultiplesOfPi.negation,
                                exact: { -$0 }) { x, _ in -x }
    static let percentage = unary(.percent, key: "%", ["%"], .postfix("%"), "percent (x ÷ 100)",
                                  bound: ErrorModel.scaled(1, plus: 1), symbolic: MultiplesOfPi.percent,
                                  exact: { $0 * ExactArithmetic.hundredth }) { x, _ in x / F(100, precision: x.precision) }
    static let reciprocalRow = unary(.reciprocal, key: "1/x", ["1/x", "inv"], .prefix("1/"), "reciprocal",
                                     bound: ErrorModel.scaled(1, plus: 1),
                                     exact: { try ExactArithmetic.quotient(BigRational(1), $0) }) { x, _ in
        if x.isZero { throw CalculationError.divisionByZero }
        return F(1, precision: x.precision) / x
    }
    static let absoluteValue = unary(.absoluteValue, ["abs"], .prefix("abs"), "absolute value",
                                     bound: ErrorModel.scaled(1, plus: 0),
                                     exact: { $0.signum < 0 ? -$0 : $0 }) { x, _ in x.magnitude }
    static let floorRow = unary(.floor, ["floor"], .prefix("floor"), "largest integer not above x",
                                bound: ErrorModel.exactOnly(0), step: { BigFloat.floor($0[0]) },
                                exact: { ExactArithmetic.floor($0) }) { x, _ in F.floor(x) }
    static let ceilingRow = unary(.ceiling, ["ceil"], .prefix("ceil"), "smallest integer not below x",
                                  bound: ErrorModel.exactOnly(0), step: { BigFloat.ceil($0[0]) },
                                  exact: { -ExactArithmetic.floor(-$0) }) { x, _ in F.ceil(x) }
    static let roundRow = unary(.round, ["round"], .prefix("round"), "nearest integer, halves away from zero",
                                bound: ErrorModel.exactOnly(0), step: { BigFloat.round($0[0]) }, exact: { x in
        let half = BigRational(numerator: 1, denominator: 2) ?? BigRational(0)
        return x.signum < 0 ? -ExactArithmetic.floor(half - x) : ExactArithmetic.floor(x + half)
    }) { x, _ in F.round(x) }
    static let truncateRow = unary(.truncate, ["trunc"], .prefix("trunc"), "integer part",
                                   bound: ErrorModel.exactOnly(0), step: { BigFloat.trunc($0[0]) }, exact: { x in
        x.signum < 0 ? -ExactArithmetic.floor(-x) : ExactArithmetic.floor(x)
    }) { x, _ in F.trunc(x) }
    static let minimumRow = binary(.minimum, ["min"], .function("min"), nil, "smaller of two numbers",
                                   bound: ErrorModel.larger, exact: { Swift.min($0, $1) }) { a, b, _ in F.min(a, b) }
    static let maximumRow = binary(.maximum, ["max"], .function("max"), nil, "larger of two numbers",
                                   bound: ErrorModel.larger, exact: { Swift.max($0, $1) }) { a, b, _ in F.max(a, b) }
}
