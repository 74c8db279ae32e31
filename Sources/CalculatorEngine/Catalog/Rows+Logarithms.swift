import BigNumber

/// The rows of logarithms.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall
    /// The convention of ln, log and log2.
    private static let logarithmNote =
        "the principal branch: ln(-1) = πi, the imaginary part in (−π, π]; a pole at 0"

    static let naturalLogarithm = unary(.naturalLogarithm, in: .logarithms, key: "ln", ["ln"], .prefix("ln"), "natural logarithm",
                                        invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                        domain: .positiveWithPoleAtZero, exact: ExactArithmetic.only(at: 1, is: 0)) { x, c in
        B.log(x, precision: c.precision)
    }.complex(Z.log(_:precision:))
        .documented(example: "ln(10)", note: logarithmNote)
        .implementing(.series(.analytic(.naturalLogarithm, .offNegativeReals, exact: ExactSeries.log, { ComplexBallSeries.log($0, precision: $1) })))
        .implementing(.tail(.logarithm))
    static let commonLogarithm = unary(.commonLogarithm, in: .logarithms, key: "log₁₀", ["log₁₀", "log", "log10"], .prefix("log"), "base-10 logarithm",
                                       invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                       domain: .positiveWithPoleAtZero, exact: { ExactArithmetic.logarithm($0, base: 10) }) { x, c in
        B.log(x, base: 10, precision: c.precision)
    }.complex(.unary { z, c throws(CalculationError) in try C.logarithm(z, base: Z(real: B(10)), c) })
        .documented(example: "log(100)", note: logarithmNote)
        .implementing(.series(.analytic(.commonLogarithm, .offNegativeReals) { s, p in ComplexBallSeries.scale(ComplexBallSeries.log(s, precision: p), by: BigComplexBall(real: BigBall.divide(BigBall(1), BigBall.log(BigBall(10), precision: p + 8), precision: p + 8)), precision: p) }))
    static let binaryLogarithm = unary(.binaryLogarithm, in: .logarithms, key: "log₂", ["log₂", "log2"], .prefix("log₂"), "base-2 logarithm",
                                       invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                       domain: .positiveWithPoleAtZero, exact: { ExactArithmetic.logarithm($0, base: 2) }) { x, c in
        B.log(x, base: 2, precision: c.precision)
    }.complex(.unary { z, c throws(CalculationError) in try C.logarithm(z, base: Z(real: B(2)), c) })
        .documented(example: "log2(10)", note: logarithmNote)
        .implementing(.series(.analytic(.binaryLogarithm, .offNegativeReals) { s, p in ComplexBallSeries.scale(ComplexBallSeries.log(s, precision: p), by: BigComplexBall(real: BigBall.divide(BigBall(1), BigBall.log(BigBall(2), precision: p + 8), precision: p + 8)), precision: p) }))
    static let logarithmOfOnePlus = unary(.logarithmOfOnePlus, in: .logarithms, ["log1p"], .prefix("log1p"), "ln(1 + x)",
                                          invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                          domain: RealDomain(low: .pole(-1), high: nil),
                                          exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.log(onePlus: x, precision: c.precision) }
        .complex(Z.log(onePlus:precision:))
        .documented(example: "log1p(1e-10)")
        .implementing(.series(.analytic(.logarithmOfOnePlus, .notProven, exact: ExactSeries.logarithmOfOnePlus) { s, p in ComplexBallSeries.log(ComplexBallSeries.add(s, ComplexBallSeries(constant: BigComplexBall(real: BigBall(1)), length: s.length), precision: p), precision: p) }))
    static let logarithmToBase = binary(.logarithmToBase, in: .logarithms, ["log"], .function("log"), nil, "logarithm of x to base b",
                                        invalid: "logarithm of a negative number", pole: "logarithm of zero", exact: { x, b in
        guard b.isInteger, b.numerator > BigInt(1) else { return nil }
        return ExactArithmetic.logarithm(x, base: b.numerator)
    }) { x, b, c in
        // The base: positive and not 1.
        if b.ball.isZero || b.ball.isNegative || (b.ball.isExact && b.ball.contains(1)) { throw DomainError.Violation.invalidBase }
        if !b.ball.isPositive || b.ball.contains(1) { throw CalculationError.undecided(UndecidedQuestion(.logarithmToBase, .domain)) }
        try RealDomain.positiveWithPoleAtZero.check(x.ball, for: .logarithmToBase)
        let p = c.precision + 16
        return B.divide(B.log(x.ball, precision: p), B.log(b.ball, precision: p), precision: c.precision)
    }.complex(.binary { z, b, c throws(CalculationError) in try C.logarithm(z, base: b, c) })
        .documented(example: "log(8, 2)",
                    note: "log(x, b) = ln x / ln b; the base is positive and not 1")
}
