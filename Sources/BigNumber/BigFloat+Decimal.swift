extension BigFloat {
    /// A finite value rounded to a number of significant decimal digits: ±d.ddd… × 10^exponent.
    public struct RoundedDecimal: Sendable, Hashable {
        /// Whether the value is negative (including −0).
        public var isNegative: Bool
        /// The significant digits as ASCII bytes `0`…`9`; the first is non-zero unless the value is zero.
        public var digits: [UInt8]
        /// The power of ten of the first digit: the value is d₀.d₁d₂… × 10^exponent.
        public var exponent: Int

        /// The decimal ±d₀.d₁d₂… × 10^exponent with the given ASCII digits.
        /// - Parameters:
        ///   - isNegative: the sign.
        ///   - digits: the significant digits as ASCII bytes.
        ///   - exponent: the power of ten of the first digit.
        public init(isNegative: Bool, digits: [UInt8], exponent: Int) {
            self.isNegative = isNegative
            self.digits = digits
            self.exponent = exponent
        }

        /// Adds one unit in the last digit's place, away from zero, carrying as far as needed:
        /// 1.99 × 10⁰ becomes 2.00 × 10⁰ and 9.99 × 10⁰ becomes 1.00 × 10¹ (same number of digits).
        public mutating func incrementLastDigit() {
            var index = digits.count - 1
            while index >= 0, digits[index] == UInt8(ascii: "9") {
                digits[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(UInt8(ascii: "1"), at: 0)
                digits.removeLast()
                exponent += 1
            }
        }

        /// The same value without trailing zero digits (at least one digit remains).
        /// - Returns: the same value with at least one digit and no zero at the end.
        public func trimmingTrailingZeros() -> RoundedDecimal {
            var copy = self
            var end = copy.digits.count
            while end > 1, copy.digits[end - 1] == UInt8(ascii: "0") { end -= 1 }
            copy.digits.removeSubrange(end...)
            return copy
        }
    }
}
