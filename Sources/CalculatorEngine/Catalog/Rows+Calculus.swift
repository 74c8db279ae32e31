/// The rows of calculus: `solve` (a root in a bracket, proven) and `integrate` (numerical
/// quadrature, not proven). Both are forms: the evaluator computes them itself, evaluating their
/// first operand with the variable named by the second bound to many values
/// (see `Evaluator+Solve.swift` and `Evaluator+Integral.swift`).
extension CatalogRow {
    static let solve = form(.solve, in: .calculus, ["solve", "findroot"], .function("solve"), nil,
                            "solve(expr, x, a, b): the root of expr in [a, b], where it changes sign", .root)
        .documented(example: "solve(x^2 - 2, x, 0, 2)",
                    note: "f must be continuous on [a, b] and change sign there; the root's digits are proven")
    static let integrate = form(.integrate, in: .calculus, ["integrate", "quad"], .function("integrate"), nil,
                                "integrate(expr, x, a, b): the integral of expr from a to b (quadrature, not proven)",
                                .integral)
        .documented(example: "integrate(exp(-x^2), x, 0, 1)",
                    note: "tanh-sinh quadrature: the digits are estimates (two levels agree), not proven")
}
