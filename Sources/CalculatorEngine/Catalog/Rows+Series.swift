/// The rows of calculus on power series: `diff`, `taylor` and `roots`. Forms: the evaluator
/// expands their first operand in a power series of the variable named by the second (the rows'
/// `series` implementations, see `SeriesValue` and `Evaluator+Series.swift`).
extension CatalogRow {
    static let derivative = form(.derivative, in: .calculus, ["diff", "derivative"], .function("diff"), nil,
                                 "diff(expr, x, a): the derivative of expr at x = a", .derivative)
        .documented(example: "diff(x^3, x, 2)",
                    note: "by Taylor arithmetic on balls, not finite differences: proven, exact when the coefficients are; "
                        + "an error where expr is not analytic (abs at 0, floor at an integer, sqrt at 0)")
    static let derivativeOfOrder = form(.derivativeOfOrder, in: .calculus, ["diff", "derivative"], .function("diff"), nil,
                                        "diff(expr, x, a, n): the n-th derivative of expr at x = a", .derivativeOfOrder)
        .documented(example: "diff(exp(sin(x)), x, 1, 10)",
                    note: "n a non-negative integer; proven by Taylor arithmetic on balls, exact when the coefficients are")
    static let taylor = form(.taylor, in: .calculus, ["taylor"], .function("taylor"), nil,
                             "taylor(expr, x, a, n): the list of the first n + 1 Taylor coefficients of expr at x = a",
                             .taylorCoefficients)
        .documented(example: "taylor(exp(x), x, 0, 4)", note: "coefficient k is the k-th derivative divided by k!; exact when rational")
    static let polynomialRoots = form(.polynomialRoots, in: .calculus, ["roots", "polroots"], .function("roots"), nil,
                                      "roots(p, x): every complex root of the polynomial p in x, with multiplicity",
                                      .polynomialRoots)
        .documented(example: "roots((x - 1)^2 * (x + 2), x)",
                    note: "each root proven; ordered by real part, then imaginary part; a root of multiplicity m listed m times")
}
