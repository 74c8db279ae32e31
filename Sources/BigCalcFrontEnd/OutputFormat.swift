

/// How `bigcalc` writes a result.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// Positional digits (`0.3`, `123.25`), trailing zeros removed; scientific notation when the
    /// decimal exponent is below −6 or not below the number of digits. Exact integers print in full.
    case plain
    /// `plain` with the digit grouping and decimal separator of `--locale`.
    case grouped
    /// `d.ddd…e±x` with exactly `--digits` significant digits (trailing zeros kept).
    case scientific
    /// Like `scientific`, with an exponent that is a multiple of three and 1 to 3 digits before the point.
    case engineering
    /// The exact rational value `n/d` (or the integer); an error when the result is not rational.
    case fraction

    /// One line of `--help` for each format.
    package static let descriptions: [OutputFormat: String] = [
        .plain: "positional digits, trailing zeros removed (default)",
        .grouped: "plain with the digit grouping of --locale",
        .scientific: "d.ddd…e±x with all --digits digits",
        .engineering: "scientific with an exponent that is a multiple of 3",
        .fraction: "exact value n/d; an error when the result is not rational",
    ]
}
