import BigNumber
import CalculatorEngine

/// One object of `bigcalc --json`: what one statement gave. Every object has the same keys in the
/// same order, `null` where a key does not apply (`value` of a failed line, `error` of a value), so
/// that a program reads each line the same way; this type is the only writer of that schema.
///
/// Numbers of any size (values, primes) are strings, so that no JSON reader rounds them; counts
/// and positions (`line`, `number`, `digits`, `column`, an exponent) are JSON numbers.
struct JSONLine {
    /// What a statement that has a value gave.
    struct Value {
        /// The variable assigned (`x = …`), or nil.
        var variable: String?
        /// The result number (`$3`), or nil.
        var number: Int?
        /// The value in the chosen format and base.
        var text: String
        /// The value in decimal (written only when integers are written in another base).
        var decimal: String?
        /// The prime factors of a `factor(n)` result, or nil.
        var factors: [PrimePower]?
        /// The real part in the chosen format.
        var re: String?
        /// The imaginary part in the chosen format (`0` for a real value).
        var im: String?
        /// The exact value as a fraction, or nil.
        var exact: String?
        /// The digits proven (of the less precise part of a complex value).
        var digits: Int
        /// Whether every part is proven.
        var proven: Bool
        /// Whether a part is a 0 taken by the zero heuristic.
        var heuristicZero: Bool
        /// `quadrature` when a part comes from numerical quadrature, else nil.
        var method: String?
    }

    /// The line number in batch input, or nil (expressions given as arguments).
    var lineNumber: Int?
    /// The statement's text.
    var expression: String
    /// The signature of the function a definition defined (`f(x)`), or nil.
    var defined: String?
    /// The value, or nil for a definition or a failure.
    var value: Value?
    /// The notes about the value (heuristic zero, quadrature, digits not all proven, base 10 kept).
    var notes: [String] = []
    /// The error of a failed statement, or nil.
    var failure: LineFailure?
    /// Whether the `decimal` key is written: only when integers are written in another base than 10.
    var hasDecimal = false

    /// The object on one line, without the newline.
    var text: String {
        var object = JSONObject()
        if let lineNumber { object.add("line", lineNumber) }
        object.add("expression", expression)
        object.add("defined", defined)
        object.add("variable", value?.variable)
        object.add("number", value?.number)
        object.add("value", value?.text)
        if hasDecimal { object.add("decimal", value?.decimal) }
        object.add("factors", json: value?.factors.map { factors in
            JSONObject.array(factors.map { JSONObject.array([JSONObject.quoted($0.prime.description), String($0.exponent)]) })
        })
        object.add("re", value?.re)
        object.add("im", value?.im)
        object.add("exact", value?.exact)
        object.add("digits", value?.digits)
        object.add("proven", value?.proven)
        object.add("heuristicZero", value?.heuristicZero)
        object.add("method", value?.method)
        object.add("notes", strings: notes)
        object.add("error", failure?.message)
        object.add("code", failure?.code.rawValue)
        object.add("column", failure?.column)
        return object.text
    }
}

/// A failed statement as the runner reports it: its message, stable code and position.
struct LineFailure {
    /// What went wrong, without position or hint (JSON's `error`).
    let message: String
    /// The stable code (JSON's `code`).
    let code: ErrorCode
    /// The 1-based column it refers to, or nil.
    let column: Int?
    /// The message with its column and hint, as text output writes it.
    let text: String
    /// The caret diagram under the line, or nil.
    let diagram: String?

    /// The failure of `error` on `line`.
    init(_ error: ExpressionError, line: String) {
        message = error.message
        code = error.code
        column = error.column
        text = error.description
        diagram = error.caretDiagram(for: line)
    }

    /// The failure to write a computed value in the chosen format.
    init(_ error: RenderingError) {
        message = error.message
        code = error.code
        column = nil
        text = error.message
        diagram = nil
    }
}
