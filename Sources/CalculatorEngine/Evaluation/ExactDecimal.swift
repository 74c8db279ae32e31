import BigNumber

/// Correctly rounded decimal digits of exact rationals, computed with integer arithmetic
/// (ties to even, like MPFR's round-to-nearest), so that exact results never suffer a double rounding.
enum ExactDecimal {
    /// `value` rounded to `digits` significant decimal digits.
    static func decimal(_ value: BigRational, significantDigits digits: Int) -> BigFloat.RoundedDecimal {
        guard !value.isZero, digits > 0 else { return BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0) }
        let numerator = value.numerator.magnitude
        let denominator = value.denominator
        // A first guess of the decimal exponent, corrected below if it is one off.
        var exponent = value.bigFloat(precision: 64).decimal(significantDigits: 1)?.exponent ?? 0
        let lower = tenToThe(digits - 1)
        let upper = lower * 10
        for _ in 0..<4 {
            let shift = digits - 1 - exponent
            let scaledNumerator = shift >= 0 ? numerator * tenToThe(shift) : numerator
            let scaledDenominator = shift >= 0 ? denominator : denominator * tenToThe(-shift)
            var (quotient, remainder) = scaledNumerator.quotientAndRemainder(dividingBy: scaledDenominator)
            if quotient >= upper { exponent += 1; continue }
            if quotient < lower { exponent -= 1; continue }
            let twice = remainder * 2
            if twice > scaledDenominator || (twice == scaledDenominator && quotient.isOdd) {
                quotient += 1
                if quotient == upper {
                    quotient = lower
                    exponent += 1
                }
            }
            return BigFloat.RoundedDecimal(isNegative: value.signum < 0, digits: Array(quotient.description.utf8), exponent: exponent)
        }
        // Unreachable in practice: the guess is never more than one off.
        return value.bigFloat(precision: BigFloat.bits(forDigits: digits) + 64).decimal(significantDigits: digits)
            ?? BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0)
    }

    /// 10ⁿ for n ≥ 0.
    private static func tenToThe(_ n: Int) -> BigInt {
        (try? BigInt(10).power(Swift.max(0, n))) ?? BigInt(1)
    }
}
