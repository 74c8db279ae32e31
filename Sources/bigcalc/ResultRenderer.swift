import BigNumber
import CalculatorDisplay
import CalculatorEngine

/// Turns calculation results into text in one output format: the engine's result styles
/// (`DecimalResultStyle`, and `GroupedResultStyle` from the display layer) and exact fractions.
struct ResultRenderer {
    /// The format written.
    let format: OutputFormat
    /// The display layer's formatter for `grouped` (nil for the other formats; `grouped` is then plain).
    let grouping: DisplayFormatter?

    /// A renderer for `format`; `grouping` is used only by `.grouped`.
    init(format: OutputFormat, grouping: DisplayFormatter? = nil) {
        self.format = format
        self.grouping = grouping
    }

    /// The exact value as fractions, `-7/3` or `1/2 + (3/4)i` (a fraction times i is parenthesized
    /// so that the text reads back), or nil when a part is not exact.
    static func fraction(_ result: CalculationResult) -> String? {
        guard let real = result.exact else { return nil }
        guard let imaginaryPart = result.imaginaryPart else { return real.description }
        guard let imaginary = imaginaryPart.exact else { return nil }
        if imaginary.isZero { return real.description }
        let magnitude = imaginary.signum < 0 ? -imaginary : imaginary
        let factor = magnitude == BigRational(1) ? "" : magnitude.isInteger ? magnitude.description : "(\(magnitude))"
        let sign = imaginary.signum < 0 ? "-" : "+"
        return real.isZero ? (sign == "-" ? "-" : "") + factor + "i" : "\(real) \(sign) \(factor)i"
    }

    /// The text of `result`, or the reason it cannot be written in this format.
    func render(_ result: CalculationResult) throws(RenderingError) -> DecimalText {
        let text: DecimalText?
        switch format {
        case .plain: text = DecimalResultStyle.plain.text(for: result)
        case .grouped:
            text = grouping.map { GroupedResultStyle(formatter: $0).text(for: result) }
                ?? DecimalResultStyle.plain.text(for: result)
        case .scientific: text = DecimalResultStyle.scientific.text(for: result)
        case .engineering: text = DecimalResultStyle.engineering.text(for: result)
        case .fraction:
            guard let text = Self.fraction(result) else { throw .notRational }
            return DecimalText(text)
        }
        guard let text else { throw .notFinite }
        return text
    }
}
