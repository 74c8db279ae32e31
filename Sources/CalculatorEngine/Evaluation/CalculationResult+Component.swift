import BigNumber

extension CalculationResult {
    /// One real number of a result, proven and rounded on its own: the value of a real result, the
    /// real or the imaginary part of a complex one.
    public struct Component: Sendable {
        /// The exact value, or nil when the component is known only to its digits.
        public let exact: BigRational?
        /// An approximation whose rounding to `digits` significant digits is the correctly rounded
        /// exact value (when `isProven`). Its precision is at least `BigFloat.bits(forDigits: digits)`.
        public var approximation: BigFloat {
            switch storedApproximation {
            case let .given(value): value
            case let .rounding(exact, precision): exact.bigFloat(precision: precision)
            }
        }
        /// The significant digits this component has: those requested, or fewer when the maximum
        /// precision proved only these.
        public let digits: Int
        /// The number of significant digits asked for (greater than `digits` when only some were proven).
        public let requestedDigits: Int
        /// Whether every one of the `digits` digits is proven (always true for exact values).
        public let isProven: Bool
        /// Whether the component is printed as 0 because its enclosure still contained 0 at the
        /// maximum precision, with a radius below 2^(−p/2): a heuristic, not a proof.
        public let isHeuristicZero: Bool
        /// Whether the digits come from numerical quadrature (`integrate`): an estimate, not a proof.
        public let isQuadrature: Bool
        /// The digits already worked out by the evaluator, if any.
        let roundedDecimal: BigFloat.RoundedDecimal?
        /// Where `approximation` comes from: an exact value is rounded only when it is asked for,
        /// since printing, storing and comparing an exact value never need it.
        private let storedApproximation: Approximation

        /// The approximation as given, or the exact value and the precision to round it to.
        private enum Approximation: Sendable {
            case given(BigFloat)
            case rounding(BigRational, precision: Int)
        }

        /// A component; `decimal()` rounds `exact` when given, else `approximation`, unless
        /// `decimal` gives the rounding already.
        /// - Parameters:
        ///   - exact: the exact value, or nil.
        ///   - approximation: an approximation whose rounding to `digits` digits is the value.
        ///   - digits: significant digits of the component.
        ///   - requestedDigits: the digits asked for (nil: `digits`).
        ///   - isProven: whether the digits are proven.
        ///   - isHeuristicZero: whether a 0 is a heuristic zero.
        ///   - isQuadrature: whether the digits come from numerical quadrature.
        ///   - decimal: the rounding to `digits` digits, when already known.
        package init(exact: BigRational?, approximation: BigFloat, digits: Int, requestedDigits: Int? = nil, isProven: Bool,
                    isHeuristicZero: Bool = false, isQuadrature: Bool = false, decimal: BigFloat.RoundedDecimal? = nil) {
            self.exact = exact
            storedApproximation = .given(approximation)
            self.digits = digits
            self.requestedDigits = requestedDigits ?? digits
            self.isProven = isProven
            self.isHeuristicZero = isHeuristicZero
            self.isQuadrature = isQuadrature
            roundedDecimal = decimal
        }

        /// An exact component of `digits` significant digits, whose `approximation` is `exact` rounded to `precision` bits.
        /// - Parameters:
        ///   - exact: the exact value.
        ///   - precision: the precision of the approximation, in bits.
        ///   - digits: significant digits of the component.
        package init(exact: BigRational, precision: Int, digits: Int) {
            self.exact = exact
            storedApproximation = .rounding(exact, precision: precision)
            self.digits = digits
            requestedDigits = digits
            isProven = true
            isHeuristicZero = false
            isQuadrature = false
            roundedDecimal = nil
        }

        /// Whether the component is 0, exactly or as a heuristic zero.
        public var isZero: Bool {
            isHeuristicZero || exact?.isZero == true
        }

        /// The component correctly rounded to `digits` significant digits (ties to even), or nil for
        /// NaN and infinities. Exact values are rounded exactly, with integer arithmetic.
        /// - Returns: the rounded decimal.
        public func decimal() -> BigFloat.RoundedDecimal? {
            if let roundedDecimal { return roundedDecimal }
            if let exact { return exact.roundedDecimal(significantDigits: digits) }
            return approximation.decimal(significantDigits: digits)
        }
    }
}
