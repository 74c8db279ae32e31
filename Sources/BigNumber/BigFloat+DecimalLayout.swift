extension BigFloat.RoundedDecimal {
    /// Where the decimal point of a rounded decimal goes.
    public enum Layout: Sendable, Hashable, CaseIterable {
        /// Positional digits without an exponent: `123.45`, `0.00123`, `1200`.
        case positional
        /// One digit before the point and an exponent: `1.2345e67`, `-3.3e-7`.
        case scientific
        /// An exponent that is a multiple of three and one to three digits before the point: `12.5e3`, `450e-9`.
        case engineering
    }

    /// The text of this decimal in `layout`, using its first `significantDigits` digits.
    ///
    /// The sign is written when `isNegative` (so −0 is `-0`); the digits are the first
    /// `significantDigits` of `digits` (all of them when nil; at least one). Positional text pads
    /// with zeros where the digits end before the point; engineering text pads the digits before
    /// the point (`10e3` for one digit of 12000). The exponent is written `e5`, `e-7`. The long runs
    /// of the result are slices of `digits`, so no digit is copied.
    /// - Parameters:
    ///   - layout: where the point goes.
    ///   - significantDigits: how many of the digits to use, or nil for all of them.
    /// - Returns: the text, as runs of bytes.
    public func text(_ layout: Layout, significantDigits: Int? = nil) -> DecimalText {
        let count = Swift.min(Swift.max(significantDigits ?? digits.count, 1), digits.count)
        var text = DecimalText()
        // Room for a short number's bytes with its sign, point and exponent, so that they are copied once.
        if count < DecimalText.sharedPieceLength { text.reserveCapacity(count + 24) }
        if isNegative { text.append(Self.minus) }
        let used = digits[..<count]
        switch layout {
        case .positional:
            appendPositional(used, to: &text)
        case .scientific:
            appendPointed(used, leading: 1, exponent: exponent, to: &text)
        case .engineering:
            let remainder = ((exponent % 3) + 3) % 3
            appendPointed(used, leading: remainder + 1, exponent: exponent - remainder, to: &text)
        }
        return text
    }

    /// The number of digits left after removing trailing zeros (at least one), without copying them.
    public var trimmedDigitCount: Int {
        var end = digits.count
        while end > 1, digits[end - 1] == Self.zero { end -= 1 }
        return end
    }

    /// Whether every digit is zero.
    public var isZero: Bool {
        digits.allSatisfy { $0 == Self.zero }
    }

    /// The number of zeros positional text adds between or after all the digits to place the point.
    public var positionalPadding: Int {
        exponent < 0 ? -exponent : Swift.max(0, exponent + 1 - digits.count)
    }

    private static let zero = UInt8(ascii: "0")
    /// The short pieces of every layout, made once: appending them shares their bytes.
    private static let minus = ArraySlice("-".utf8), point = ArraySlice(".".utf8), zeroPoint = ArraySlice("0.".utf8),
                       exponentMark = ArraySlice("e".utf8)

    /// Positional digits: `0.000ddd`, `ddd000` or `dd.ddd`.
    private func appendPositional(_ used: ArraySlice<UInt8>, to text: inout DecimalText) {
        if exponent < 0 {
            text.append(Self.zeroPoint)
            text.append(repeating: Self.zero, count: -exponent - 1)
            text.append(used)
        } else if used.count <= exponent + 1 {
            text.append(used)
            text.append(repeating: Self.zero, count: exponent + 1 - used.count)
        } else {
            let point = used.startIndex + exponent + 1
            text.append(used[..<point])
            text.append(Self.point)
            text.append(used[point...])
        }
    }

    /// `leading` digits (zero-padded if there are fewer), the rest after a point, then `e` and `exponent`.
    private func appendPointed(_ used: ArraySlice<UInt8>, leading: Int, exponent: Int, to text: inout DecimalText) {
        if used.count <= leading {
            text.append(used)
            text.append(repeating: Self.zero, count: leading - used.count)
        } else {
            let point = used.startIndex + leading
            text.append(used[..<point])
            text.append(Self.point)
            text.append(used[point...])
        }
        text.append(Self.exponentMark)
        text.append(String(exponent))
    }
}

extension BigFloat.RoundedDecimal: CustomStringConvertible {
    /// All the digits as text, trailing zeros included (they are significant): positional when the
    /// power of ten of the first digit is from −6 to below the number of digits (`0.3333333333`,
    /// `1.500`, `120`), scientific otherwise (`1.2e-7`, `6.022e23`).
    public var description: String {
        text(exponent >= -6 && exponent < digits.count ? .positional : .scientific).string
    }
}
