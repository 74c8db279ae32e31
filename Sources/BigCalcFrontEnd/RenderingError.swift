import CalculatorEngine

/// Why a result that was computed cannot be written in the chosen format.
package struct RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for a person.
    package let message: String

    package var description: String { message }

    /// The stable code of every rendering error: the value exists but not in this format.
    package var code: ErrorCode { .format }

    /// The result has no exact rational value, so `--format fraction` cannot print it: it is
    /// irrational, or its exact value is too large to keep (`1/3^(10^7)`).
    package static let notRational = RenderingError(
        message: "the result has no exact fraction: it is not a rational number, or too large for exact evaluation "
            + "(exact values are kept up to \(OperationCatalog.exactBitLimit) bits, about 1,000,000 digits); use another --format")
    /// The result is NaN or infinite (the evaluator reports these as errors; this is a safety net).
    package static let notFinite = RenderingError(message: "the result is not a finite number")
}
