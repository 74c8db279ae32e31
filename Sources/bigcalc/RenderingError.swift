/// Why a result that was computed cannot be written in the chosen format.
struct RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for a person.
    let message: String

    var description: String { message }

    /// The result has no exact rational value, so `--format fraction` cannot print it.
    static let notRational = RenderingError(
        message: "the result is not a rational number, so it has no exact fraction; use another --format")
    /// The result is NaN or infinite (the evaluator reports these as errors; this is a safety net).
    static let notFinite = RenderingError(message: "the result is not a finite number")
}
