import BigNumber

extension CalculatorBrain {
    /// A number in the brain: the exact rational while every step that produced it had an exact
    /// version (typed decimals, `+ − × ÷`, integer powers, …), and always an approximation.
    public struct Value: Sendable {
        /// The exact value, or nil once an inexact step (√2, π, sin) was involved.
        public let exact: BigRational?
        /// The value at the brain's working precision: the correct rounding of `exact` when there is one.
        public let approximation: BigFloat

        /// An inexact value.
        /// - Parameter approximation: the value.
        public init(approximation: BigFloat) {
            self.exact = nil
            self.approximation = approximation
        }

        /// An exact value with its correctly rounded approximation at `precision` bits.
        /// - Parameters:
        ///   - exact: the value.
        ///   - precision: the precision of `approximation` in bits.
        public init(exact: BigRational, precision: Int) {
            self.exact = exact
            self.approximation = exact.bigFloat(precision: precision)
        }

        /// The value an evaluation produced, at `precision` bits.
        init(_ value: EvaluatedValue, precision: Int) {
            exact = value.rational
            approximation = value.approximation(precision: precision)
        }
    }
}
