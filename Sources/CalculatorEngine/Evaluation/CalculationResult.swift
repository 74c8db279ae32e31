import BigNumber

/// The value of an evaluated expression, ready to print to `digits` significant digits.
public struct CalculationResult: Sendable {
    /// The exact value when the expression is exact (integers, decimals, `+ − × ÷`, integer powers,
    /// factorials and binomials of integers), else nil.
    public let exact: BigRational?
    /// An approximation whose rounding to `digits` significant digits is the correctly rounded
    /// exact result (when `isProven`). Its precision is at least `BigFloat.bits(forDigits: digits)`.
    public let approximation: BigFloat
    /// The number of significant digits this result has: those requested, or fewer when the
    /// maximum precision proved only these (`requestedDigits` then tells how many were asked for).
    public let digits: Int
    /// The number of significant digits asked for (greater than `digits` when only some were proven).
    public var requestedDigits: Int
    /// Whether every one of the `digits` digits is proven by the result's enclosure (always true
    /// for exact results; false only for heuristic zeros and unproven evaluations).
    public let isProven: Bool
    /// Whether the result is printed as 0 because its enclosure still contained 0 at the maximum
    /// precision, with a radius below 2^(−p/2)
    /// (a heuristic, not a proof), rather than because it is exactly zero.
    public let isHeuristicZero: Bool

    /// Whether the digits come from numerical quadrature (`integrate`): two levels of the quadrature
    /// agree to them, which is an estimate, not a proof (`isProven` is then false).
    public internal(set) var isQuadrature = false

    /// How many times the evaluator evaluated the expression (1 when the first evaluation proved it).
    public var evaluationCount: Int = 1
    /// The working precision, in bits, of the last evaluation.
    public var workingPrecision: Int = 0

    /// The digits already worked out by the evaluator, if any.
    let roundedDecimal: BigFloat.RoundedDecimal?

    /// The imaginary part of a complex result — with its own exactness, digits and proof, like a
    /// real result — or nil for a real result. For a complex result the other properties (`exact`,
    /// `decimal()`, `isProven`…) describe its real part.
    public internal(set) var imaginaryPart: CalculationResult? {
        get { imaginaryStorage?.part }
        set { imaginaryStorage = newValue.map(ImaginaryPart.init) }
    }
    private var imaginaryStorage: ImaginaryPart?

    /// The prime factorization of an integer result that asked for it (`factor(360)`: 2³, 3², 5),
    /// primes ascending; −1 comes first for a negative number; empty for 1; nil otherwise.
    public internal(set) var factorization: [(prime: BigInt, exponent: Int)]?

    /// The real part of a result: the result itself without its imaginary part (and without its
    /// factorization: the number alone).
    public var realPart: CalculationResult {
        var real = self
        real.imaginaryStorage = nil
        real.factorization = nil
        return real
    }

    /// Whether the value (of a real result, or of this part) is 0: exactly, or as a heuristic zero.
    public var isZero: Bool {
        isHeuristicZero || exact?.isZero == true
    }

    /// The real part, then the imaginary part of a complex result: one component per printed number.
    public var components: [CalculationResult] {
        imaginaryPart.map { [realPart, $0] } ?? [self]
    }

    /// The storage of an imaginary part (a result cannot hold a result directly).
    private final class ImaginaryPart: Sendable {
        let part: CalculationResult
        init(_ part: CalculationResult) { self.part = part }
    }

    /// A result; `decimal()` rounds `exact` when given, else `approximation`.
    /// - Parameters:
    ///   - exact: the exact value, or nil.
    ///   - approximation: an approximation whose rounding to `digits` digits is the result.
    ///   - digits: significant digits of the result.
    ///   - isProven: whether the digits are proven.
    ///   - isHeuristicZero: whether a 0 is a heuristic zero.
    public init(exact: BigRational?, approximation: BigFloat, digits: Int, isProven: Bool, isHeuristicZero: Bool = false) {
        self.init(exact: exact, approximation: approximation, digits: digits, isProven: isProven,
                  isHeuristicZero: isHeuristicZero, decimal: nil)
    }

    /// A result whose `digits`-digit rounding the evaluator has already established as `decimal`.
    /// - Parameters:
    ///   - exact: the exact value, or nil.
    ///   - approximation: an approximation whose rounding to `digits` digits is the result.
    ///   - digits: significant digits of the result.
    ///   - isProven: whether the digits are proven.
    ///   - isHeuristicZero: whether a 0 is a heuristic zero.
    ///   - decimal: the rounding to `digits` digits, when already known.
    public init(exact: BigRational?, approximation: BigFloat, digits: Int, isProven: Bool, isHeuristicZero: Bool = false,
                decimal: BigFloat.RoundedDecimal?) {
        self.exact = exact
        self.approximation = approximation
        self.digits = digits
        self.requestedDigits = digits
        self.isProven = isProven
        self.isHeuristicZero = isHeuristicZero
        roundedDecimal = decimal
    }

    /// The exact integer value, when the result is an exact integer.
    public var integer: BigInt? {
        guard let exact, exact.isInteger else { return nil }
        return exact.numerator
    }

    /// The value correctly rounded to `digits` significant digits (ties to even), or nil for NaN
    /// and infinities. Exact results are rounded exactly, with integer arithmetic; a heuristic
    /// zero is 0. Use this, not `approximation.decimal(...)`, to print the result.
    /// - Returns: the rounded decimal, or nil for NaN and infinities.
    public func decimal() -> BigFloat.RoundedDecimal? {
        if let roundedDecimal { return roundedDecimal }
        if let exact { return exact.roundedDecimal(significantDigits: digits) }
        return approximation.decimal(significantDigits: digits)
    }

    /// The exact value as a fraction `n/d` in lowest terms (`1/2`, `-7/3`, or `5` for integers),
    /// or nil when the result is not exact.
    public var fraction: String? {
        exact?.description
    }
}
