import BigNumber

/// The value of an evaluated expression, ready to print to `digits` significant digits.
///
/// A result is real, or complex with an `imaginaryPart`; `components` lists its parts (the real
/// part, then the imaginary part), each a real result with its own exactness, digits and proof.
/// The properties that describe a value — `exact`, `integer`, `fraction`, `decimal()`, `digits`,
/// `isProven`, `isZero`, `isHeuristicZero`, `isQuadrature` and `Double(_:)` — describe the whole
/// value: for a complex result they combine the parts or are nil (`sqrt(-4)` is `2i`: not zero,
/// not an exact real). `approximation` alone is one number: the real part's for a complex result.
public struct CalculationResult: Sendable {
    /// This part's exact value (the real part's for a complex result).
    let partExact: BigRational?
    /// An approximation whose rounding to `digits` significant digits is the correctly rounded
    /// exact result (when `isProven`). Its precision is at least `BigFloat.bits(forDigits: digits)`.
    /// For a complex result this is the real part's approximation: see `components`.
    public let approximation: BigFloat
    /// This part's significant digits.
    let partDigits: Int
    /// The number of significant digits asked for (greater than `digits` when only some were proven).
    public var requestedDigits: Int
    /// Whether every one of this part's digits is proven.
    let partIsProven: Bool
    /// Whether this part is a heuristic zero.
    let partIsHeuristicZero: Bool
    /// Whether this part's digits come from quadrature.
    var partIsQuadrature = false

    /// The exact value when the result is an exact real number (integers, decimals, `+ − × ÷`,
    /// integer powers, factorials and binomials of integers), else nil — also for a complex
    /// result (use `realPart.exact` and `imaginaryPart?.exact`), unless its imaginary part is
    /// exactly 0.
    public var exact: BigRational? {
        isReal ? partExact : nil
    }

    /// The number of significant digits this result has: those requested, or fewer when the
    /// maximum precision proved only these (`requestedDigits` then tells how many were asked for).
    /// For a complex result, the fewer of its two parts'.
    public var digits: Int {
        imaginaryPart.map { Swift.min(partDigits, $0.partDigits) } ?? partDigits
    }

    /// Whether every one of the `digits` digits is proven by the result's enclosure (always true
    /// for exact results; false only for heuristic zeros and unproven evaluations), in every part.
    public var isProven: Bool {
        partIsProven && imaginaryPart?.partIsProven != false
    }

    /// Whether the result is printed as 0 because an enclosure still contained 0 at the maximum
    /// precision, with a radius below 2^(−p/2) (a heuristic, not a proof), rather than because it
    /// is exactly zero: every part is zero and at least one is a heuristic zero.
    public var isHeuristicZero: Bool {
        isZero && components.contains(where: \.partIsHeuristicZero)
    }

    /// Whether the digits come from numerical quadrature (`integrate`): two levels of the quadrature
    /// agree to them, which is an estimate, not a proof (`isProven` is then false).
    public internal(set) var isQuadrature: Bool {
        get { partIsQuadrature || imaginaryPart?.partIsQuadrature == true }
        set { partIsQuadrature = newValue }
    }

    /// How many times the evaluator evaluated the expression (1 when the first evaluation proved it).
    public var evaluationCount: Int = 1
    /// The working precision, in bits, of the last evaluation.
    public var workingPrecision: Int = 0

    /// The digits already worked out by the evaluator, if any.
    let roundedDecimal: BigFloat.RoundedDecimal?

    /// The imaginary part of a complex result — with its own exactness, digits and proof, like a
    /// real result — or nil for a real result.
    public internal(set) var imaginaryPart: CalculationResult? {
        get { imaginaryStorage?.part }
        set { imaginaryStorage = newValue.map(ImaginaryPart.init) }
    }
    private var imaginaryStorage: ImaginaryPart?

    /// Whether the value is real: no imaginary part, or one that is exactly 0.
    var isReal: Bool {
        imaginaryPart.map { $0.partExact?.isZero == true } ?? true
    }

    /// Whether the result prints as a real number: no imaginary part, or one that is 0 exactly or
    /// as a heuristic zero (`exp(i*pi)` prints as `-1`).
    var printsAsReal: Bool {
        imaginaryPart?.isZero ?? true
    }

    /// The prime factorization of an integer result that asked for it (`factor(360)`: 2³, 3², 5),
    /// primes ascending; −1 comes first for a negative number; empty for 1; nil otherwise.
    public internal(set) var factorization: [PrimePower]?

    /// The real part of a result: the result itself without its imaginary part (and without its
    /// factorization: the number alone).
    public var realPart: CalculationResult {
        var real = self
        real.imaginaryStorage = nil
        real.factorization = nil
        return real
    }

    /// Whether the value is 0 — every part of it, exactly or as a heuristic zero (`sqrt(-4)` is not).
    public var isZero: Bool {
        components.allSatisfy { $0.partIsHeuristicZero || $0.partExact?.isZero == true }
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
        partExact = exact
        self.approximation = approximation
        partDigits = digits
        self.requestedDigits = digits
        partIsProven = isProven
        partIsHeuristicZero = isHeuristicZero
        roundedDecimal = decimal
    }

    /// The exact integer value, when the result is an exact (real) integer.
    public var integer: BigInt? {
        guard let exact, exact.isInteger else { return nil }
        return exact.numerator
    }

    /// The value correctly rounded to `digits` significant digits (ties to even), or nil for NaN,
    /// infinities and a complex result whose imaginary part is not zero (round its `components`,
    /// or print it with `formatted(_:)`); when the imaginary part is zero, exactly or as a
    /// heuristic zero, the digits of the real part, which is how the result prints. Exact results
    /// are rounded exactly, with integer arithmetic; a heuristic zero is 0. Use this, not
    /// `approximation.decimal(...)`, for the digits; its `description` is their text
    /// (`0.3333333333` for 1/3 at 10 digits).
    /// - Returns: the rounded decimal, or nil for NaN, infinities and complex results.
    public func decimal() -> BigFloat.RoundedDecimal? {
        guard printsAsReal else { return nil }
        if let roundedDecimal { return roundedDecimal }
        if let partExact { return partExact.roundedDecimal(significantDigits: partDigits) }
        return approximation.decimal(significantDigits: partDigits)
    }

    /// The exact value as a fraction `n/d` in lowest terms (`1/2`, `-7/3`, or `5` for integers),
    /// or nil when the result is not an exact real number.
    public var fraction: String? {
        exact?.description
    }
}
