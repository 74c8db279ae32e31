/// The groups that help lists operations in (`help`, `bigcalc --list-functions`): each row names
/// its own (`CatalogRow.group`). The raw value is the heading.
public enum OperationGroup: String, CaseIterable, Sendable {
    /// + − × ÷, mod, rounding, parts of complex numbers.
    case arithmetic = "Arithmetic"
    /// min, max, mean, median, variances.
    case statistics = "Lists and statistics"
    /// Lists, vectors and matrices: `seq`, `len`, `det`, `inv`, `linsolve`, `eigenvalues`.
    case matrices = "Vectors and matrices"
    /// Comparisons, and, or, not, if, sum, product.
    case logic = "Comparisons, logic, sums and products"
    /// solve, integrate.
    case calculus = "Calculus"
    /// Powers, roots, exponentials.
    case powers = "Powers and roots"
    /// ln, log₁₀, log₂, log1p, log to a base.
    case logarithms = "Logarithms"
    /// Circular functions and their inverses.
    case trigonometry = "Trigonometry"
    /// Hyperbolic functions and their inverses.
    case hyperbolic = "Hyperbolic functions"
    /// Factorials, binomials, gcd, bits, primes, modular arithmetic.
    case integers = "Integers and number theory"
    /// Γ, ζ, erf, Bessel, Airy, elliptic integrals, polylogarithms.
    case special = "Special functions"
    /// contfrac, bestappr, lindep, algdep, identify: what a number is, from its proven digits.
    case recognition = "Recognising numbers"
    /// π, e, i, γ, Catalan, ln 2, rand.
    case constants = "Constants"
    /// Keypad-only operations (`=`), never listed.
    case keypad = "Keypad"
}
