import BigNumber
import CalculatorDisplay
import CalculatorEngine

/// Turns calculation results into text in one output format: the engine's result styles
/// (`DecimalResultStyle`, and `GroupedResultStyle` from the display layer) and exact fractions.
package struct ResultRenderer: Sendable {
    /// The format written.
    package let format: OutputFormat
    /// The display layer's formatter for `grouped` (nil for the other formats; `grouped` is then plain).
    package let grouping: DisplayFormatter?
    /// The base integers are written in (2 … 36; 10 by default); other values stay decimal.
    package let base: Int

    /// A renderer for `format` writing integers in `base`; `grouping` is used only by `.grouped`.
    package init(format: OutputFormat, grouping: DisplayFormatter? = nil, base: Int = 10) {
        self.format = format
        self.grouping = grouping
        self.base = base
    }

    /// Whether `result` is written in decimal although another base was asked for (it is not an integer).
    package func staysDecimal(_ result: CalculationResult) -> Bool {
        base != 10 && result.integer == nil
    }

    /// `n` in `base`: `0x`, `0o`, `0b` before the digits of bases 16, 8 and 2 (so the text reads back),
    /// bare digits (0–9, a–z) in other bases; the sign first: `-0xff`. Zero is `0` in every base.
    package static func text(of n: BigInt, base: Int) -> String {
        if n.signum == 0 { return "0" }
        let prefix = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : ""
        return (n.signum < 0 ? "-" : "") + prefix + n.magnitude.description(radix: base)
    }

    /// A factorization as `2^3 × 3^2 × 5` (`-1 × 2` for −2, `1` for 1), the primes in `base`.
    package static func text(of factors: [PrimePower], base: Int) -> String {
        guard !factors.isEmpty else { return "1" }
        return factors.map { factor in
            let prime = factor.prime.signum < 0 ? "-1" : text(of: factor.prime, base: base)
            return factor.exponent == 1 ? prime : "\(prime)^\(factor.exponent)"
        }.joined(separator: " × ")
    }

    /// The exact value as fractions, `-7/3` or `1/2 + (3/4)i` (the kind's layout of its
    /// components' fractions), or nil when a component is not exact.
    package static func fraction(_ result: CalculationResult) -> String? {
        guard result.components.allSatisfy({ $0.exact != nil }) else { return nil }
        return result.kind.layout(result.components) { $0.exact.map { DecimalText($0.description) } }?.string
    }

    /// The texts of a list result's entries by rows (one row for a vector), or nil for a number.
    package func entryTexts(_ result: CalculationResult) throws(RenderingError) -> [[String]]? {
        guard let rows = result.entries else { return nil }
        return try rows.map { (row) throws(RenderingError) in try row.map { (entry) throws(RenderingError) in try render(entry).string } }
    }

    /// A matrix as the REPL shows it, as PARI/GP does: a line per row in brackets, each column
    /// right-aligned, after a line break; nil for a number or a vector (they stay on one line).
    package func alignedRows(_ result: CalculationResult) -> DecimalText? {
        guard !result.isVector, let rows = try? entryTexts(result) else { return nil }
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = DecimalText("\n")
        for (index, row) in rows.enumerated() {
            let cells = zip(row, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }
            text.append("[\(cells.joined(separator: "  "))]")
            if index + 1 < rows.count { text.append("\n") }
        }
        return text
    }

    /// The text of `result`, or the reason it cannot be written in this format.
    package func render(_ result: CalculationResult) throws(RenderingError) -> DecimalText {
        if let factors = result.factorization { return DecimalText(Self.text(of: factors, base: base)) }
        if base != 10, !staysDecimal(result), let integer = result.integer { return DecimalText(Self.text(of: integer, base: base)) }
        if format == .fraction {
            guard let text = Self.fraction(result) else { throw .notRational }
            return DecimalText(text)
        }
        guard let text = style.text(for: result) else { throw .notFinite }
        return text
    }

    /// The text of one component of a result (a part of a complex number, as JSON's `re` and `im`
    /// write it): an integer in `base`, else as `render(_:)` writes a real result.
    package func render(_ component: CalculationResult.Component) throws(RenderingError) -> DecimalText {
        if base != 10, let exact = component.exact, exact.isInteger { return DecimalText(Self.text(of: exact.numerator, base: base)) }
        if format == .fraction {
            guard let exact = component.exact else { throw .notRational }
            return DecimalText(exact.description)
        }
        guard let text = style.text(for: component) else { throw .notFinite }
        return text
    }

    /// The style of this format (`fraction` is written by `fraction(_:)`).
    private var style: any CalculationResultStyle {
        switch format {
        case .plain, .fraction: DecimalResultStyle.plain
        case .grouped: grouping.map { GroupedResultStyle(formatter: $0) } ?? DecimalResultStyle.plain
        case .scientific: DecimalResultStyle.scientific
        case .engineering: DecimalResultStyle.engineering
        }
    }
}
