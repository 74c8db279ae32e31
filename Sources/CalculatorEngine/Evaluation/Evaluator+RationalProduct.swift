import BigNumber

/// `product(f, k, a, inf)` proven when f is a rational function of k with rational coefficients
/// (recognised as for sums, `Evaluator+RationalSum.swift`): with f = c·Π(k − αᵢ)/Π(k − βⱼ), the
/// product converges iff c = 1, the degrees agree and Σαᵢ = Σβⱼ (the factors are 1 + O(1/k²)), and
/// is then Π Γ(a − βⱼ)/Π Γ(a − αᵢ) on Arb balls (`RationalPolynomial.productOverNaturals`).
/// A product that converges in that sense but has a factor exactly 0 at a k of its range is
/// exactly 0; one that does not converge is an error, never a number.
extension Evaluator {
    /// The proven product of `f` for k = `start`, `start` + 1, …, or nil when f is not recognised
    /// as a rational function of k with rational coefficients.
    /// - Throws: `failure`'s error when the product diverges, or a factor divides by zero; an
    ///   interruption.
    mutating func rationalFunctionProduct(
        _ f: BoundFunction, start: BigInt, failure: (String) -> ExpressionError
    ) throws(ExpressionError) -> EvaluatedValue? {
        guard let r = try rationalFunction(f, at: BigRational(start)), !r.alternates, let undefined = r.undefinedPoints() else { return nil }
        if let n = undefined.first { throw failure("divides by zero at \(f.variable) = \(start + n)") }
        let (p, q) = (r.numerator, r.denominator)
        if let reason = Self.productDivergence(p, q, variable: f.variable) { throw failure("diverges: \(reason)") }
        if !p.nonNegativeIntegerRoots().isEmpty { return .integer(BigRational(0)) }
        try checkpoint()
        return RationalPolynomial.productOverNaturals(p, q, precision: precision + 16).map { .real($0) }
    }

    /// Why Π P(t)/Q(t) diverges, or nil when its factors are 1 + O(1/t²).
    private static func productDivergence(_ p: RationalPolynomial, _ q: RationalPolynomial, variable: String) -> String? {
        if RationalPolynomial.productConverges(p, q) { return nil }
        if p.isZero || p.degree < q.degree { return "its factors tend to 0, not 1" }
        if p.degree > q.degree { return "its factors grow without bound" }
        let (a, b) = (p.coefficients, q.coefficients)
        let n = a.count - 1
        let limit = a[n] / b[n]
        if limit != BigRational(1) { return "its factors tend to \(limit), not 1" }
        // P/Q = 1 + (a[n−1] − b[n−1])/(a[n]·t) + O(1/t²), and Π(1 + c/k) behaves like k^c.
        let c = (a[n - 1] - b[n - 1]) / a[n]
        return "its factors are 1 + c/\(variable) + O(1/\(variable)^2) with c = \(c), not 0, and such a product tends to "
            + (c.signum > 0 ? "infinity" : "0")
    }
}
