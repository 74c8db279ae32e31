import BigNumber

/// Places the decimal point and exponent of a rounded decimal (`BigFloat.RoundedDecimal`): positional,
/// scientific and engineering layouts, each using the first `count` significant digits.
enum DecimalLayout {
    private static let zero = UInt8(ascii: "0")

    /// The number of digits left after removing trailing zeros (at least one).
    static func trimmedCount(_ decimal: BigFloat.RoundedDecimal) -> Int {
        var end = decimal.digits.count
        while end > 1, decimal.digits[end - 1] == zero { end -= 1 }
        return end
    }

    /// Whether the decimal is zero (printed as `0`, without a sign, in every layout).
    static func isZero(_ decimal: BigFloat.RoundedDecimal) -> Bool {
        decimal.digits.allSatisfy { $0 == zero }
    }

    /// `-` for negative non-zero values.
    private static func sign(_ decimal: BigFloat.RoundedDecimal, into text: inout RenderedNumber) {
        if decimal.isNegative && !isZero(decimal) { text.append("-") }
    }

    /// Positional digits without exponent: `123.45`, `0.00123`, `1200`.
    static func positional(_ decimal: BigFloat.RoundedDecimal, count: Int) -> RenderedNumber {
        if isZero(decimal) { return RenderedNumber("0") }
        var text = RenderedNumber()
        sign(decimal, into: &text)
        let count = Swift.min(Swift.max(count, 1), decimal.digits.count)
        let digits = decimal.digits[..<count]
        let exponent = decimal.exponent
        if exponent < 0 {
            text.append("0.")
            text.append(repeating: zero, count: -exponent - 1)
            text.append(digits)
        } else if count <= exponent + 1 {
            text.append(digits)
            text.append(repeating: zero, count: exponent + 1 - count)
        } else {
            text.append(digits[..<(exponent + 1)])
            text.append(".")
            text.append(digits[(exponent + 1)...])
        }
        return text
    }

    /// One digit before the point and an exponent: `1.2345e67`, `-3.3e-7`, `1e10000000000`.
    static func scientific(_ decimal: BigFloat.RoundedDecimal, count: Int) -> RenderedNumber {
        pointed(decimal, count: count, leading: 1, exponent: decimal.exponent)
    }

    /// An exponent that is a multiple of three and 1 to 3 digits before the point: `12.5e3`, `450e-9`.
    static func engineering(_ decimal: BigFloat.RoundedDecimal, count: Int) -> RenderedNumber {
        let remainder = ((decimal.exponent % 3) + 3) % 3
        return pointed(decimal, count: count, leading: remainder + 1, exponent: decimal.exponent - remainder)
    }

    /// `leading` digits (zero-padded if there are fewer), the rest after a point, then `e` and the exponent.
    private static func pointed(_ decimal: BigFloat.RoundedDecimal, count: Int, leading: Int, exponent: Int) -> RenderedNumber {
        if isZero(decimal) { return RenderedNumber("0") }
        var text = RenderedNumber()
        sign(decimal, into: &text)
        let count = Swift.min(Swift.max(count, 1), decimal.digits.count)
        let digits = decimal.digits[..<count]
        if count <= leading {
            text.append(digits)
            text.append(repeating: zero, count: leading - count)
        } else {
            text.append(digits[..<leading])
            text.append(".")
            text.append(digits[leading...])
        }
        text.append("e")
        text.append(String(exponent))
        return text
    }
}
