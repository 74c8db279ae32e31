/// The rows of calculus: `solve` (a root in a bracket, proven), `integrate` (proven by Arb's
/// rigorous quadrature where the integrand allows it, else numerical quadrature, not proven) and
/// `inf` (∞, only a bound of `integrate`, `sum` and `product`). `solve` and `integrate` are forms: the evaluator computes them itself, evaluating their
/// first operand with the variable named by the second bound to many values
/// (see `Evaluator+Solve.swift` and `Evaluator+Integral.swift`).
extension CatalogRow {
    static let solve = form(.solve, in: .calculus, ["solve", "findroot"], .function("solve"), nil,
                            "solve(expr, x, a, b): the root of expr in [a, b], where it changes sign", .root)
        .documented(example: "solve(x^2 - 2, x, 0, 2)",
                    note: "f must be continuous on [a, b] and change sign there; the root's digits are proven")
    static let integrate = form(.integrate, in: .calculus, ["integrate", "quad"], .function("integrate"), nil,
                                "integrate(expr, x, a, b): the integral of expr from a to b (a or b may be ±inf)",
                                .integral)
        .documented(example: "integrate(exp(-x^2), x, 0, 1)",
                    note: "proven by rigorous quadrature (Arb) where the integrand is analytic near the finite range, and in "
                        + "closed form for a rational integrand over an infinite range; otherwise tanh-sinh quadrature whose "
                        + "digits are estimates, not proven")
    /// ∞: a constant that only a form's bound may hold (`FormBound`); anywhere else its value is
    /// an error that says where it is allowed.
    static let infinity: CatalogRow = CatalogRow(
        .infinity, in: .constants, names: ["inf", "∞"], notation: .symbol("∞"),
        summary: "∞, a bound of integrate, sum and product",
        invalid: "inf (∞) is allowed only as a bound of integrate, sum and product",
        implementations: Implementations(ball: .constant { _ throws(CalculationError) in
            throw CalculationError.domain(DomainError(operation: .infinity, operand: nil, violation: .outsideDomain))
        })
    ).documented(example: "integrate(1/(1 + x^2), x, 0, inf)")
}
