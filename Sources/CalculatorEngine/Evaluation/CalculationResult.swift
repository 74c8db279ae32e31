import BigNumber

/// The value of an evaluated expression, ready to print to `digits` significant digits.
///
/// A result is a value of some `kind` (a real number, a complex number) made of `components`, each
/// one real number proven and rounded on its own (`Component`: the real part, then the imaginary
/// part of a complex result). The properties of the result describe the whole value, by one rule
/// across its components: `isProven` when every component is, `digits` the fewest, `isZero` when
/// every component is 0, `isHeuristicZero` when the value is 0 and some component only
/// heuristically, `isQuadrature` when some component comes from quadrature. `exact`, `integer`,
/// `fraction`, `approximation`, `decimal()` and `Double(_:)` describe the value when it is a real
/// number and are nil otherwise (`sqrt(-4)` is `2i`: not zero, not an exact real).
public struct CalculationResult: Sendable {
    /// What the value is: a real or a complex number.
    public let kind: Kind
    /// The real numbers the value is made of, `kind.componentCount` of them: the value of a real
    /// result; the real part, then the imaginary part of a complex one.
    public let components: [Component]
    /// How many times the evaluator evaluated the expression (1 when the first evaluation proved it).
    public var evaluationCount: Int = 1
    /// The working precision, in bits, of the last evaluation.
    public var workingPrecision: Int = 0
    /// How digits beyond plain ball arithmetic were obtained: `.rigorous` for a proven integral,
    /// `.quadrature` or `.extrapolation` for estimates (then `isProven` is false); nil otherwise.
    package var method: CalculationMethod?
    /// The prime factorization of an integer result that asked for it (`factor(360)`: 2³, 3², 5),
    /// primes ascending; −1 comes first for a negative number; empty for 1; nil otherwise.
    public internal(set) var factorization: [PrimePower]?
    /// Notes an operation left about the value, for the person reading it (`contfrac(x, n)` at the
    /// maximum precision: fewer than n terms are certain).
    package internal(set) var notes: [String] = []

    /// A result of `kind` made of `components`, built by the evaluator (the count is right).
    init(kind: Kind, uncheckedComponents components: [Component]) {
        self.kind = kind
        self.components = components
    }

    /// A result of `kind` made of `components`, or nil when their number is not `kind.componentCount`.
    /// - Parameters:
    ///   - kind: what the value is.
    ///   - components: its components, in order.
    package init?(kind: Kind, components: [Component]) {
        guard components.count == kind.componentCount else { return nil }
        self.init(kind: kind, uncheckedComponents: components)
    }

    /// A real result; `decimal()` rounds `exact` when given, else `approximation`, unless `decimal`
    /// gives the rounding already.
    /// - Parameters:
    ///   - exact: the exact value, or nil.
    ///   - approximation: an approximation whose rounding to `digits` digits is the result.
    ///   - digits: significant digits of the result.
    ///   - isProven: whether the digits are proven.
    ///   - isHeuristicZero: whether a 0 is a heuristic zero.
    ///   - decimal: the rounding to `digits` digits, when already known.
    package init(exact: BigRational?, approximation: BigFloat, digits: Int, isProven: Bool, isHeuristicZero: Bool = false,
                decimal: BigFloat.RoundedDecimal? = nil) {
        self.init(kind: .real, uncheckedComponents: [
            Component(exact: exact, approximation: approximation, digits: digits, isProven: isProven,
                      isHeuristicZero: isHeuristicZero, decimal: decimal),
        ])
    }

    /// The number of significant digits this result has: those requested, or fewer when the
    /// maximum precision proved only these (`requestedDigits` then tells how many were asked for);
    /// the fewest of its components'.
    public var digits: Int {
        components.lazy.map(\.digits).min() ?? 0
    }

    /// The number of significant digits asked for (greater than `digits` when only some were proven).
    public var requestedDigits: Int {
        components.lazy.map(\.requestedDigits).max() ?? 0
    }

    /// Whether every one of the `digits` digits of every component is proven by its enclosure
    /// (always true for exact results; false for heuristic zeros and unproven evaluations).
    public var isProven: Bool {
        components.allSatisfy(\.isProven)
    }

    /// Whether the value is 0: every component, exactly or as a heuristic zero (`sqrt(-4)` is not).
    public var isZero: Bool {
        components.allSatisfy(\.isZero)
    }

    /// Whether the result is printed as 0 because an enclosure still contained 0 at the maximum
    /// precision, with a radius below 2^(−p/2) (a heuristic, not a proof), rather than because it
    /// is exactly zero: every component is zero and at least one is a heuristic zero.
    public var isHeuristicZero: Bool {
        isZero && components.contains(where: \.isHeuristicZero)
    }

    /// Whether some digits come from numerical quadrature (`integrate`): two levels of the
    /// quadrature agree to them, which is an estimate, not a proof (`isProven` is then false).
    public var isQuadrature: Bool {
        components.contains(where: \.isQuadrature)
    }

    /// The exact value when the result is an exact real number (integers, decimals, `+ − × ÷`,
    /// integer powers, factorials and binomials of integers), else nil — also for a complex result
    /// (see its `components`), unless its imaginary part is exactly 0.
    public var exact: BigRational? {
        kind.realValue(of: components, heuristically: false)?.exact
    }

    /// The exact integer value, when the result is an exact (real) integer.
    public var integer: BigInt? {
        guard let exact, exact.isInteger else { return nil }
        return exact.numerator
    }

    /// The exact value as a fraction `n/d` in lowest terms (`1/2`, `-7/3`, or `5` for integers),
    /// or nil when the result is not an exact real number.
    public var fraction: String? {
        exact?.description
    }

    /// An approximation of the value when it prints as a real number (see `decimal()`), else nil;
    /// its rounding to `digits` digits is the value (when `isProven`).
    public var approximation: BigFloat? {
        realValue?.approximation
    }

    /// The value correctly rounded to `digits` significant digits (ties to even), or nil for NaN,
    /// infinities and a result that is not a real number (round its `components`, or print it
    /// with `formatted(_:)`); a complex result whose imaginary part is 0, exactly or as a
    /// heuristic zero, gives the digits of its real part, which is how it prints (`exp(i*pi)` is
    /// `-1.000000000`). Exact results are rounded exactly, with integer arithmetic; a heuristic
    /// zero is 0. Its `description` is the digits as text (`0.3333333333` for 1/3 at 10 digits).
    /// - Returns: the rounded decimal, or nil for NaN, infinities and complex results.
    public func decimal() -> BigFloat.RoundedDecimal? {
        realValue?.decimal()
    }

    /// The component that is the whole value when it prints as a real number.
    var realValue: Component? {
        kind.realValue(of: components, heuristically: true)
    }

    /// The real part of a number (the value itself for a real one); nil for a value that is not a number.
    public var realPart: Component? {
        switch kind {
        case .real, .complex: components[0]
        case .list, .formula: nil
        }
    }

    /// The imaginary part of a complex result, or nil for a real result (or one that is not a number).
    public var imaginaryPart: Component? {
        switch kind {
        case .real, .list, .formula: nil
        case .complex: components[1]
        }
    }
}
