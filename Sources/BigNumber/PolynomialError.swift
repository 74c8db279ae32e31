/// Why a polynomial operation refused to produce a result. Every case is a property of the input
/// or of the working precision, never a failure of the library: nothing here traps.
public enum PolynomialError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The zero polynomial: every number is a root.
    case zeroPolynomial
    /// A polynomial of degree `degree` above `limit` (checked before FLINT or Arb allocates).
    case degreeTooLarge(degree: Int, limit: Int)
    /// The leading coefficient of a ball polynomial contains 0, so its degree is not known.
    case leadingCoefficientMayVanish
    /// The roots of a ball polynomial could not be enclosed at `precision` bits (coefficients
    /// too wide or not finite, or a degree above `MatrixShape`'s limit when roots cluster).
    case rootsUndecided(precision: Int)

    /// A one-line English explanation.
    public var description: String {
        switch self {
        case .zeroPolynomial:
            "roots: every number is a root of the zero polynomial"
        case let .degreeTooLarge(degree, limit):
            "roots: a polynomial of degree \(degree) is above the limit of \(limit)"
        case .leadingCoefficientMayVanish:
            "roots: the leading coefficient may be 0, so the degree is not known"
        case let .rootsUndecided(precision):
            "roots: cannot enclose them at \(precision) bits"
        }
    }
}
