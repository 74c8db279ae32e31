/// Why an expression line could not be evaluated: a syntax error, an unknown name, a wrong
/// number of arguments, or a mathematical error. Carries the column it refers to, when there is one.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, without the position: "unexpected ')'", "unknown function 'sqr'; did you mean 'sqrt'?".
    public let message: String
    /// The 1-based column (in characters of the input line) the error refers to, or nil for errors of the whole line.
    public let column: Int?
    /// The mathematical error behind this one, when it is one ("division by zero", "overflow", …).
    public let calculationError: CalculationError?

    /// Whether the error may be an artefact of rounding an operand to the working precision
    /// (`atanh(1 - 1e-70)` rounds its argument to 1): the evaluator then retries at a higher precision.
    var mayBeDueToRounding = false

    public init(message: String, column: Int?, calculationError: CalculationError? = nil) {
        self.message = message
        self.column = column
        self.calculationError = calculationError
    }

    /// The same error, reported as final.
    var final: ExpressionError {
        var copy = self
        copy.mayBeDueToRounding = false
        return copy
    }

    /// `"unexpected ')' at column 7"`, or just the message when there is no column. A hint that
    /// follows the message after `"; "` comes after the position:
    /// `"unknown function 'sqr' at column 1; did you mean 'sqrt'?"`.
    public var description: String {
        guard let column else { return message }
        let position = " at column \(column)"
        guard let hint = message.firstRange(of: "; ") else { return message + position }
        return message[..<hint.lowerBound] + position + message[hint.lowerBound...]
    }

    /// The input line and, beneath it, a caret under `column` (nil when there is no column).
    ///
    ///     1 + 2)
    ///          ^
    public func caretDiagram(for line: String) -> String? {
        guard let column else { return nil }
        return line + "\n" + String(repeating: " ", count: Swift.max(0, column - 1)) + "^"
    }
}
