import BigNumber

/// A way of writing a `CalculationResult` as text, in the manner of Foundation's format styles:
/// `result.formatted(.scientific)`. A style writes one component (a real number); the result's
/// kind lays the components out (`a + bi` for a complex result).
public protocol CalculationResultStyle: Sendable {
    /// The text of one component of a result as runs of bytes whose long runs share the
    /// component's digit buffer, so that millions of digits can be written without copying them.
    /// - Parameter component: the component to write.
    /// - Returns: the text, or nil when this style cannot write it (NaN or an infinity).
    func text(for component: CalculationResult.Component) -> DecimalText?

    /// The text of `result`: by default its kind's layout of the components' texts.
    /// - Parameter result: the result to write.
    /// - Returns: the text, or nil when this style cannot write a component.
    func text(for result: CalculationResult) -> DecimalText?
}

extension CalculationResultStyle {
    /// The kind's layout of the components' texts (`1.5 - 2i`; see `CalculationResult.Kind.layout`).
    /// - Parameter result: the result to write.
    /// - Returns: the text, or nil when a component has none.
    public func text(for result: CalculationResult) -> DecimalText? {
        result.kind.layout(result.components) { text(for: $0) }
    }

    /// The text of `result` as a String: `text(for:)`, or `nan`, `inf`, `-inf` for the components it cannot write.
    /// - Parameter result: the result to write.
    /// - Returns: the text.
    public func format(_ result: CalculationResult) -> String {
        if let text = text(for: result) { return text.string }
        return result.kind.layout(result.components) { component in
            text(for: component) ?? DecimalText(component.approximation.formatted(significantDigits: 1))
        }?.string ?? ""
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
    package static let exactIntegerDigitLimit = 1_000_000

    /// The notation written.
    public var notation: Notation

    /// A style writing `notation`.
    /// - Parameter notation: where the point goes.
    package init(notation: Notation) {
        self.notation = notation
    }

    /// The text of one component in this style.
    /// - Parameter component: the component to write.
    /// - Returns: the text, or nil for NaN, infinities and a component of fewer than one digit.
    public func text(for component: CalculationResult.Component) -> DecimalText? {
        if notation == .plain, let exact = component.exact, exact.isInteger,
           exact.numerator.decimalDigitCountEstimate <= Self.exactIntegerDigitLimit + 1 {
            return DecimalText(exact.numerator.description)
        }
        guard component.digits >= 1, let decimal = component.decimal() else { return nil }
        if decimal.isZero { return DecimalText("0") }
        switch notation {
        case .plain:
            let positional = decimal.exponent >= -6 && decimal.exponent < component.digits
            return decimal.text(positional ? .positional : .scientific, significantDigits: decimal.trimmedDigitCount)
        case .scientific:
            return decimal.text(.scientific, significantDigits: component.digits)
        case .engineering:
            return decimal.text(.engineering, significantDigits: component.digits)
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
