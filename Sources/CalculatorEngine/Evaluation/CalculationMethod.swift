/// How the digits of a result that is not computed by plain ball arithmetic were obtained (JSON's
/// `method`).
package enum CalculationMethod: String, Sendable, Hashable, Codable {
    /// A rigorous integral (Arb's `acb_calc_integrate`): the digits are proven.
    case rigorous
    /// Numerical quadrature (tanh-sinh): an estimate, not proven.
    case quadrature
    /// An infinite series or product extrapolated from partial sums (Richardson): an estimate,
    /// not proven.
    case extrapolation
}
