import BigNumber
import CalculatorEngine
import FoundationEssentials

/// A calculation result's plain decimal text (`DecimalResultStyle.plain`) with a locale's digit
/// grouping and decimal separator applied by a `DisplayFormatter`: `1,234,567.5`, `1.234.567,5`.
public struct GroupedResultStyle: CalculationResultStyle {
    /// The formatter whose symbols group the digits.
    public var formatter: DisplayFormatter

    /// A style grouping with `formatter`'s symbols.
    /// - Parameter formatter: the formatter whose `grouped(_:)` is applied.
    public init(formatter: DisplayFormatter) {
        self.formatter = formatter
    }

    /// The grouped plain text of one component of a result (the result's kind lays them out).
    /// - Parameter component: the component to write.
    /// - Returns: the text, or nil for NaN and infinities.
    public func text(for component: CalculationResult.Component) -> DecimalText? {
        DecimalResultStyle.plain.text(for: component).map { DecimalText(formatter.grouped($0.string)) }
    }

    /// The result laid out by its kind, with the entries of a list separated by `; ` where the
    /// decimal separator is a comma (as spreadsheets in those locales write them), else by `, `.
    /// - Parameter result: the result to write.
    /// - Returns: the text, or nil when a component has none.
    public func text(for result: CalculationResult) -> DecimalText? {
        let separator = formatter.symbols.decimalSeparator == "," ? "; " : ", "
        return result.kind.layout(result.components, separator: separator) { text(for: $0) }
    }
}

extension CalculationResultStyle where Self == GroupedResultStyle {
    /// The plain text grouped with `locale`'s separators (`en_US`: `1,234.5`; `de_DE`: `1.234,5`).
    /// - Parameter locale: the locale whose grouping and decimal separator are used.
    /// - Returns: the style.
    public static func grouped(locale: Locale) -> GroupedResultStyle {
        GroupedResultStyle(formatter: DisplayFormatter(locale: locale))
    }
}
