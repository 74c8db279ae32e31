import BigNumber

/// A way of writing a `CalculationResult` as text, in the manner of Foundation's format styles:
/// `result.formatted(.scientific)`.
public protocol CalculationResultStyle: Sendable {
    /// The text of `result` as runs of bytes whose long runs share the result's digit buffer, so
    /// that a result of millions of digits can be written without copying them.
    /// - Parameter result: the result to write.
    /// - Returns: the text, or nil when this style cannot write the result (NaN or an infinity).
    func text(for result: CalculationResult) -> DecimalText?
}

extension CalculationResultStyle {
    /// The text `a + bi` of a complex result from the texts `part` writes for its real and
    /// imaginary parts: `1.5 + 2i`, `1.5 - 2i`, `2i` (a real part that is 0 is left out), `i` and
    /// `-i` for an imaginary part of ±1 (to the digits shown), and the real part alone when the imaginary part is
    /// 0 (exactly, or as a heuristic zero). The text reads back as the same number. A real result
    /// is `part(result)`.
    /// - Parameters:
    ///   - result: the result to write.
    ///   - part: the text of one part (a real result).
    /// - Returns: the text, or nil when a part has none.
    public func complexText(for result: CalculationResult, part: (CalculationResult) -> DecimalText?) -> DecimalText? {
        guard let imaginary = result.imaginaryPart, !imaginary.isZero else { return part(result.realPart) }
        var magnitude = DecimalText()
        let negative: Bool
        if let exact = imaginary.exact, exact == BigRational(1) || exact == BigRational(-1) {
            negative = exact.signum < 0
        } else {
            guard let text = part(imaginary) else { return nil }
            magnitude = text
            negative = magnitude.removeLeadingMinus()
            if magnitude.string == "1" { magnitude = DecimalText() }
        }
        var text = DecimalText()
        if !result.realPart.isZero {
            guard let real = part(result.realPart) else { return nil }
            text = real
            text.append(negative ? " - " : " + ")
        } else if negative {
            text.append("-")
        }
        for piece in magnitude.pieces { text.append(piece) }
        text.append("i")
        return text
    }

    /// The text of `result` as a String: `text(for:)`, or `nan`, `inf`, `-inf` for the values it cannot write.
    /// - Parameter result: the result to write.
    /// - Returns: the text.
    public func format(_ result: CalculationResult) -> String {
        text(for: result)?.string ?? result.approximation.formatted(significantDigits: 1)
    }
}

/// The result's correctly rounded decimal digits in one notation.
///
/// `plain` removes trailing zeros (`0.1+0.2` → `0.3`, `1/3` at 30 digits → thirty 3s) and switches
/// to scientific notation when the decimal exponent is below −6 or at least the number of digits
/// (`10^10^10` → `1e10000000000`); exact integers of up to `exactIntegerDigitLimit` digits are written
/// in full whatever the digit count. `scientific` and `engineering` keep all the digits, trailing
/// zeros included, so that the precision shows. Zero is `0` in every notation.
public struct DecimalResultStyle: CalculationResultStyle, Hashable {
    /// Where the point goes.
    public enum Notation: Sendable, Hashable, CaseIterable {
        /// Positional, or scientific for very large or small values; trailing zeros trimmed.
        case plain
        /// One digit before the point and an exponent: `1.2345e67`.
        case scientific
        /// An exponent that is a multiple of three: `12.345e3`.
        case engineering
    }

    /// Exact integers with at most this many digits are written in full in plain notation.
    public static let exactIntegerDigitLimit = 1_000_000

    /// The notation written.
    public var notation: Notation

    /// A style writing `notation`.
    /// - Parameter notation: where the point goes.
    public init(notation: Notation) {
        self.notation = notation
    }

    /// The text of `result` in this style.
    /// - Parameter result: the result to write.
    /// - Returns: the text, or nil for NaN, infinities and a result of fewer than one digit.
    public func text(for result: CalculationResult) -> DecimalText? {
        if result.imaginaryPart != nil { return complexText(for: result) { text(for: $0) } }
        if notation == .plain, let integer = result.integer,
           integer.decimalDigitCountEstimate <= Self.exactIntegerDigitLimit + 1 {
            return DecimalText(integer.description)
        }
        guard result.digits >= 1, let decimal = result.decimal() else { return nil }
        if decimal.isZero { return DecimalText("0") }
        switch notation {
        case .plain:
            let positional = decimal.exponent >= -6 && decimal.exponent < result.digits
            return decimal.text(positional ? .positional : .scientific, significantDigits: decimal.trimmedDigitCount)
        case .scientific:
            return decimal.text(.scientific, significantDigits: result.digits)
        case .engineering:
            return decimal.text(.engineering, significantDigits: result.digits)
        }
    }
}

extension CalculationResultStyle where Self == DecimalResultStyle {
    /// Positional digits with trailing zeros trimmed, scientific for very large or small values.
    public static var plain: DecimalResultStyle { DecimalResultStyle(notation: .plain) }
    /// One digit before the point and an exponent, all the result's digits: `1.2345e67`.
    public static var scientific: DecimalResultStyle { DecimalResultStyle(notation: .scientific) }
    /// An exponent that is a multiple of three, all the result's digits: `12.345e3`.
    public static var engineering: DecimalResultStyle { DecimalResultStyle(notation: .engineering) }
}
