import BigNumber

/// The rows of comparisons, logic and the forms the evaluator computes itself: `if`, `sum`, `product`.
/// Comparisons and logic give 1 (true) or 0 (false); any value other than 0 is true.
extension CatalogRow {
    private typealias B = BigBall
    private typealias Z = BigComplexBall

    static let less = comparison(.less, ["<"], "less than") { $0 < 0 }
        .documented(example: "1 < 2")
    static let lessOrEqual = comparison(.lessOrEqual, ["<=", "≤"], "less than or equal to") { $0 <= 0 }
        .documented(example: "2 <= 2")
    static let greater = comparison(.greater, [">"], "greater than") { $0 > 0 }
        .documented(example: "pi > 3.15")
    static let greaterOrEqual = comparison(.greaterOrEqual, [">=", "≥"], "greater than or equal to") { $0 >= 0 }
        .documented(example: "sqrt(2) >= 1.414")
    static let equal = comparison(.equal, ["=="], "equal to (1 or 0)") { $0 == 0 }
        .complex(.binary { a, b, c throws(CalculationError) in Z(real: B(try equality(a, b, .equal, c) ? 1 : 0)) },
                 exact: .binary { a, b in GaussianRational(real: BigRational(a == b ? 1 : 0), imaginary: BigRational(0)) })
        .documented(example: "0.1 + 0.2 == 0.3")
    static let notEqual = comparison(.notEqual, ["!=", "≠"], "not equal to (1 or 0)") { $0 != 0 }
        .complex(.binary { a, b, c throws(CalculationError) in Z(real: B(try equality(a, b, .notEqual, c) ? 0 : 1)) },
                 exact: .binary { a, b in GaussianRational(real: BigRational(a == b ? 0 : 1), imaginary: BigRational(0)) })
        .documented(example: "1/3 != 0.333")

    static let logicalAnd = form(.logicalAnd, in: .logic, ["and", "&&"], .infix("and"), .conjunction, "1 when both are true (not 0), else 0", .conjunction)
        .documented(example: "1 < 2 and 2 < 3")
    static let logicalOr = form(.logicalOr, in: .logic, ["or", "||"], .infix("or"), .disjunction, "1 when either is true (not 0), else 0", .disjunction)
        .documented(example: "0 or 5")
    static let logicalNot = unary(.logicalNot, in: .logic, ["not"], .prefix("not"), "1 when x is 0, else 0 (also written !x)",
                                  exact: { BigRational($0.isZero ? 1 : 0) }) { x, _ in
        if x.isZero { return B(1) }
        if !x.containsZero { return B() }
        throw CalculationError.undecided(UndecidedQuestion(.logicalNot, .comparison))
    }.complex(.unary { z, _ throws(CalculationError) in
        if !z.imaginary.containsZero || !z.real.containsZero { return Z(real: B()) }
        throw CalculationError.undecided(UndecidedQuestion(.logicalNot, .comparison))
    })
        .documented(example: "not 0")
    static let conditional = form(.conditional, in: .logic, ["if"], .function("if"), nil,
                                  "if(c, a, b): a when c is true (not 0), else b; only that one is evaluated", .conditional)
        .documented(example: "if(2 > 1, 10, 20)")
    static let summation = form(.summation, in: .logic, ["sum", "Σ"], .function("sum"), nil,
                                "sum(expr, k, a, b): expr summed over the integers k = a … b", .summation)
        .documented(example: "sum(1/k^2, k, 1, 100)")
    static let productOfTerms = form(.productOfTerms, in: .logic, ["product", "prod", "Π"], .function("product"), nil,
                                     "product(expr, k, a, b): expr multiplied over the integers k = a … b", .multiplication)
        .documented(example: "product(1 - 1/k^2, k, 2, 100)")

    /// A comparison: `holds` says whether the sign of a − b (−1, 0 or 1) makes it true.
    private static func comparison(
        _ operation: CatalogOperation, _ names: [String], _ summary: String, holds: @escaping @Sendable (Int) -> Bool
    ) -> CatalogRow {
        binary(operation, in: .logic, names, .infix(names[0]), .comparison, summary, exact: { a, b in
            BigRational(holds(a < b ? -1 : a == b ? 0 : 1) ? 1 : 0)
        }) { a, b, c in
            B(holds(try sign(of: B.subtract(a.ball, b.ball, precision: c.precision), operation)) ? 1 : 0)
        }
    }

    /// The sign of a difference ball, or `.undecided` while it holds 0 without being exactly 0.
    private static func sign(of difference: BigBall, _ operation: CatalogOperation) throws(CalculationError) -> Int {
        if difference.isZero { return 0 }
        if difference.isPositive { return 1 }
        if difference.isNegative { return -1 }
        throw .undecided(UndecidedQuestion(operation, .comparison))
    }

    /// Whether two complex values are equal: not when a part differs certainly, yes when both
    /// parts are exactly equal, undecided otherwise.
    private static func equality(
        _ a: BigComplexBall, _ b: BigComplexBall, _ operation: CatalogOperation, _ context: EvaluationContext
    ) throws(CalculationError) -> Bool {
        let difference = Z.subtract(a, b, precision: context.precision)
        if !difference.real.containsZero || !difference.imaginary.containsZero { return false }
        if difference.real.isZero, difference.imaginary.isZero { return true }
        throw .undecided(UndecidedQuestion(operation, .comparison))
    }
}
