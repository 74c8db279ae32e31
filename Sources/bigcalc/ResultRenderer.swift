import BigNumber
import CalculatorDisplay
import CalculatorEngine

/// Turns calculation results into text in one output format: the engine's result styles
/// (`DecimalResultStyle`, and `GroupedResultStyle` from the display layer) and exact fractions.
struct ResultRenderer: Sendable {
    /// The format written.
    let format: OutputFormat
    /// The display layer's formatter for `grouped` (nil for the other formats; `grouped` is then plain).
    let grouping: DisplayFormatter?
    /// The base integers are written in (2 … 36; 10 by default); other values stay decimal.
    let base: Int

    /// A renderer for `format` writing integers in `base`; `grouping` is used only by `.grouped`.
    init(format: OutputFormat, grouping: DisplayFormatter? = nil, base: Int = 10) {
        self.format = format
        self.grouping = grouping
        self.base = base
    }

    /// Whether `result` is written in decimal although another base was asked for (it is not an integer).
    func staysDecimal(_ result: CalculationResult) -> Bool {
        base != 10 && (result.integer == nil || result.imaginaryPart != nil)
    }

    /// `n` in `base`: `0x`, `0o`, `0b` before the digits of bases 16, 8 and 2 (so the text reads back),
    /// bare digits (0–9, a–z) in other bases; the sign first: `-0xff`. Zero is `0` in every base.
    static func text(of n: BigInt, base: Int) -> String {
        if n.signum == 0 { return "0" }
        let prefix = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : ""
        return (n.signum < 0 ? "-" : "") + prefix + n.magnitude.description(radix: base)
    }

    /// A factorization as `2^3 × 3^2 × 5` (`-1 × 2` for −2, `1` for 1), the primes in `base`.
    static func text(of factors: [PrimePower], base: Int) -> String {
        guard !factors.isEmpty else { return "1" }
        return factors.map { factor in
            let prime = factor.prime.signum < 0 ? "-1" : text(of: factor.prime, base: base)
            return factor.exponent == 1 ? prime : "\(prime)^\(factor.exponent)"
        }.joined(separator: " × ")
    }

    /// The exact value as fractions, `-7/3` or `1/2 + (3/4)i` (a fraction times i is parenthesized
    /// so that the text reads back), or nil when a part is not exact.
    static func fraction(_ result: CalculationResult) -> String? {
        guard let real = result.realPart.exact else { return nil }
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
        if let factors = result.factorization { return DecimalText(Self.text(of: factors, base: base)) }
        if base != 10, !staysDecimal(result), let integer = result.integer { return DecimalText(Self.text(of: integer, base: base)) }
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
