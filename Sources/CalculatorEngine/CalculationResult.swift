import BigNumber

/// The value of an evaluated expression, ready to print to `digits` significant digits.
public struct CalculationResult: Sendable {
    /// The exact value when the expression is exact (integers, decimals, `+ − × ÷`, integer powers,
    /// factorials and binomials of integers), else nil.
    public let exact: BigRational?
    /// An approximation whose rounding to `digits` significant digits is the correctly rounded
    /// exact result (when `isProven`). Its precision is at least `BigFloat.bits(forDigits: digits)`.
    public let approximation: BigFloat
    /// The number of significant digits this result was computed for.
    public let digits: Int
    /// Whether re-evaluation at a higher precision confirmed every one of the `digits` digits
    /// (always true for exact results).
    public let isProven: Bool
    /// Whether the result is printed as 0 because its magnitude kept falling as precision rose
    /// (a heuristic, not a proof), rather than because it is exactly zero.
    public let isHeuristicZero: Bool

    public init(exact: BigRational?, approximation: BigFloat, digits: Int, isProven: Bool, isHeuristicZero: Bool = false) {
        self.exact = exact
        self.approximation = approximation
        self.digits = digits
        self.isProven = isProven
        self.isHeuristicZero = isHeuristicZero
    }

    /// The exact integer value, when the result is an exact integer.
    public var integer: BigInt? {
        guard let exact, exact.isInteger else { return nil }
        return exact.numerator
    }

    /// The value correctly rounded to `digits` significant digits (nil for NaN and infinities).
    public func decimal() -> BigFloat.Decimal? {
        approximation.decimal(significantDigits: digits)
    }
}
