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
            guard let exact = result.exact else { throw .notRational }
            return DecimalText(exact.description)
        }
        guard let text else { throw .notFinite }
        return text
    }
}
