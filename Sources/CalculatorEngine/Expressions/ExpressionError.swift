/// Why an expression line could not be evaluated: a syntax error, an unknown name, a wrong
/// number of arguments, or a mathematical error. Carries the column it refers to, when there is one.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, without the position or hint: "unexpected ')'", "unknown function 'sqr'".
    public let message: String
    /// The 1-based column (in characters of the input line) the error refers to, or nil for errors of the whole line.
    public let column: Int?
    /// A suggestion that may fix the line ("did you mean 'sqrt'?"), or nil.
    public let hint: String?
    /// The mathematical error behind this one, when it is one ("division by zero", "overflow", …).
    public let calculationError: CalculationError?
    /// The stable kind of the error, for programs (`bigcalc --json` writes it as `"code"`).
    public let code: ErrorCode

    /// An error with the given parts.
    /// - Parameters:
    ///   - message: what went wrong, without position or hint.
    ///   - column: the 1-based column it refers to, or nil.
    ///   - hint: a suggestion, or nil.
    ///   - calculationError: the mathematical error behind it, or nil.
    ///   - code: its stable kind; nil takes the code of `calculationError`, else ``ErrorCode/syntax``
    ///     (the errors of the lexer and parser, which are most of those without a calculation error).
    public init(message: String, column: Int?, hint: String? = nil, calculationError: CalculationError? = nil,
                code: ErrorCode? = nil) {
        self.message = message
        self.column = column
        self.hint = hint
        self.calculationError = calculationError
        self.code = code ?? calculationError?.code ?? .syntax
    }

    /// The error of an operation at `column` that failed with `error`; its message is the error's.
    /// - Parameters:
    ///   - error: the mathematical error.
    ///   - column: the column of the operation, or nil.
    public init(_ error: CalculationError, column: Int?) {
        self.init(message: error.description, column: column, calculationError: error)
    }

    /// Whether the working precision was too low to decide the error (`.undecided`): the
    /// evaluator then tries a higher one.
    var isUndecided: Bool {
        if case .undecided = calculationError { return true }
        return false
    }

    /// `"unexpected ')' at column 7"`, the message alone when there is no column, and the hint
    /// after the position: `"unknown function 'sqr' at column 1; did you mean 'sqrt'?"`.
    public var description: String {
        let position = column.map { " at column \($0)" } ?? ""
        return message + position + (hint.map { "; " + $0 } ?? "")
    }
}

extension ExpressionError {
    /// This error with the advice of a `PrecisionLimit` worded by `advice` (from the limit in
    /// bits), as the caller that shows it raises the limit; any other error unchanged.
    /// - Parameter advice: the advice for a limit of the given bits: "raise it with --max-precision".
    /// - Returns: the error to show.
    public func advising(_ advice: (Int) -> String) -> ExpressionError {
        guard case let .precisionLimitReached(limit) = calculationError else { return self }
        return ExpressionError(message: limit.message(advice: advice(limit.bits)), column: column, hint: hint,
                               calculationError: calculationError)
    }
}
