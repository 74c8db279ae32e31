/// The rows of calculus: `solve` (a root in a bracket, proven) and `integrate` (numerical
/// quadrature, not proven). Both are forms: the evaluator computes them itself, evaluating their
/// first operand with the variable named by the second bound to many values
/// (see `Evaluator+Calculus.swift`).
extension CatalogRow {
    static let solve = form(.solve, ["solve", "findroot"], .function("solve"), nil,
                            "solve(expr, x, a, b): the root of expr in [a, b], where it changes sign", .root)
    static let integrate = form(.integrate, ["integrate", "quad"], .function("integrate"), nil,
                                "integrate(expr, x, a, b): the integral of expr from a to b (quadrature, not proven)",
                                .integral)
}
