import BigNumber
import CalculatorDisplay
import CalculatorEngine

/// Turns calculation results into text in one output format.
///
/// Decisions: `plain` removes trailing zeros (`0.1+0.2` → `0.3`, `1/3` → thirty 3s) and switches to
/// scientific notation when the decimal exponent is below −6 or at least the number of digits, so
/// `10^10^10` prints as `1e10000000000`; exact integers of up to `exactIntegerDigitLimit` digits print
/// all their digits whatever `--digits` is. `scientific` and `engineering` keep all `--digits`
/// digits, trailing zeros included, so the precision is visible. Zero prints as `0` in every format.
struct ResultRenderer {
    /// Exact integers with at most this many digits print in full in plain and grouped formats.
    static let exactIntegerDigitLimit = 1_000_000

    /// The format written.
    let format: OutputFormat
    /// The display layer's formatter for `grouped` (nil for the other formats).
    let grouping: DisplayFormatter?

    /// A renderer for `format`; `grouping` is used only by `.grouped`.
    init(format: OutputFormat, grouping: DisplayFormatter? = nil) {
        self.format = format
        self.grouping = grouping
    }

    /// The text of `result`, or the reason it cannot be written in this format.
    func render(_ result: CalculationResult) throws(RenderingError) -> RenderedNumber {
        switch format {
        case .plain: return try plain(result)
        case .grouped:
            let text = try plain(result).string
            return RenderedNumber(grouping.map { $0.grouped(text) } ?? text)
        case .scientific: return DecimalLayout.scientific(try decimal(result), count: result.digits)
        case .engineering: return DecimalLayout.engineering(try decimal(result), count: result.digits)
        case .fraction:
            guard let exact = result.exact else { throw .notRational }
            return RenderedNumber(exact.description)
        }
    }

    /// The exact integer in full when it is small enough, else positional or scientific digits.
    private func plain(_ result: CalculationResult) throws(RenderingError) -> RenderedNumber {
        if let integer = result.integer, integer.decimalDigitCountEstimate <= Self.exactIntegerDigitLimit + 1 {
            return RenderedNumber(integer.description)
        }
        let decimal = try decimal(result)
        let count = DecimalLayout.trimmedCount(decimal)
        if decimal.exponent >= -6 && decimal.exponent < result.digits {
            return DecimalLayout.positional(decimal, count: count)
        }
        return DecimalLayout.scientific(decimal, count: count)
    }

    /// The correctly rounded digits of the result.
    private func decimal(_ result: CalculationResult) throws(RenderingError) -> BigFloat.RoundedDecimal {
        guard result.digits >= 1, let decimal = result.decimal() else { throw .notFinite }
        return decimal
    }
}
