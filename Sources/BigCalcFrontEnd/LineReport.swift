import BigNumber
import CalculatorEngine

/// What one statement gave, as `bigcalc` reports it: a value (of any kind) with its notes, a
/// function definition, or an error with its code and column. The runner builds one report per
/// statement and writes it either as one JSON object (``jsonLine``, schema in
/// `LineReport+Codable.swift`) or as text (``writeText(to:)``); nothing else writes a line's result.
package struct LineReport {
    /// A note or warning about a value: on standard error in text output (`note: …`,
    /// `warning: …`), a string of `notes` in JSON.
    package struct Note: Hashable, Sendable {
        /// How text output labels it.
        package enum Kind: String, Sendable {
            /// Something to know about the value (a heuristic zero, quadrature, fewer digits, base 10 kept).
            case note
            /// The last digits may be wrong.
            case warning
        }

        /// The label in text output.
        package var kind: Kind
        /// The sentence.
        package var text: String

        /// A note of `kind` saying `text`.
        package init(kind: Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// A function definition: JSON writes its signature, text output its whole definition.
    package struct Definition: Hashable, Sendable {
        /// `f(x)`.
        package var signature: String
        /// `f(x) = x^2 + 1`.
        package var text: String

        /// The definition of the function `signature`, written in full as `text`.
        package init(signature: String, text: String) {
            self.signature = signature
            self.text = text
        }
    }

    /// What a statement that has a value gave.
    package struct Value: Hashable, Sendable {
        /// The variable assigned (`x = …`), or nil.
        package var variable: String?
        /// The result number (`$3`), or nil.
        package var number: Int?
        /// The value in the chosen format and base (streamed as is in text output).
        package var text: DecimalText
        /// How JSON describes the value beyond its text; nil when the report is written as text,
        /// which does not need it (it is not worked out for every line of a text batch).
        package var details: Details?

        /// The value `text` of result `number`, assigned to `variable`, with its JSON `details`.
        package init(variable: String? = nil, number: Int? = nil, text: DecimalText, details: Details? = nil) {
            self.variable = variable
            self.number = number
            self.text = text
            self.details = details
        }
    }

    /// The description of a value that only JSON carries.
    package struct Details: Hashable, Sendable {
        /// The value in decimal (written only when integers are written in another base).
        package var decimal: String?
        /// The prime factors of a `factor(n)` result, or nil.
        package var factors: [PrimePower]?
        /// The real part in the chosen format.
        package var re: String?
        /// The imaginary part in the chosen format (`0` for a real value).
        package var im: String?
        /// The shape of a list (`[n]` for a vector, `[rows, columns]` for a matrix), or nil.
        package var shape: [Int]?
        /// The entries of a list in the chosen format, by rows (one row for a vector), or nil.
        package var entries: [[String]]?
        /// The exact value as a fraction, or nil.
        package var exact: String?
        /// The digits proven (of the less precise part of a complex value).
        package var digits: Int
        /// Whether every part is proven.
        package var proven: Bool
        /// Whether a part is a 0 taken by the zero heuristic.
        package var heuristicZero: Bool
        /// `quadrature` when a part comes from numerical quadrature, else nil.
        package var method: String?

        /// The details as given (see each property).
        package init(decimal: String? = nil, factors: [PrimePower]? = nil, re: String? = nil, im: String? = nil,
                     shape: [Int]? = nil, entries: [[String]]? = nil, exact: String? = nil, digits: Int, proven: Bool,
                     heuristicZero: Bool, method: String? = nil) {
            (self.decimal, self.factors, self.re, self.im, self.shape, self.entries) = (decimal, factors, re, im, shape, entries)
            (self.exact, self.digits, self.proven, self.heuristicZero, self.method) = (exact, digits, proven, heuristicZero, method)
        }
    }

    /// A failed statement: its message, stable code and position.
    package struct Failure: Hashable, Sendable {
        /// What went wrong, without position or hint (JSON's `error`).
        package var message: String
        /// The stable code (JSON's `code`).
        package var code: ErrorCode
        /// The 1-based column it refers to, or nil.
        package var column: Int?
        /// The message with its column and hint, as text output writes it.
        package var text: String
        /// The caret diagram under the line, or nil.
        package var diagram: String?

        /// The failure `message` (`text` with its column and hint) of `code` at `column`, with its caret `diagram`.
        package init(message: String, code: ErrorCode, column: Int? = nil, text: String, diagram: String? = nil) {
            (self.message, self.code, self.column, self.text, self.diagram) = (message, code, column, text, diagram)
        }
    }

    /// The line number in batch input, or nil (expressions given as arguments, the REPL).
    package var lineNumber: Int?
    /// The statement's text.
    package var expression: String
    /// The function a definition defined, or nil.
    package var definition: Definition?
    /// The value, or nil for a definition or a failure.
    package var value: Value?
    /// The notes about the value.
    package var notes: [Note] = []
    /// The error of a failed statement, or nil.
    package var failure: Failure?
    /// Whether the statement failed: asked of every report, so answered here, where reading
    /// `failure` does not copy it out.
    package var failed: Bool {
        // A pattern, not `!= nil`, which would compare through `Failure`'s `Equatable` and copy it.
        if case .none = failure { false } else { true }
    }
    /// Whether JSON has the `decimal` key: only when integers are written in another base than 10.
    package var hasDecimal = false

    /// A report of `expression` (line `lineNumber` of a batch) with what it gave: a definition, a value and its notes, or a failure.
    package init(lineNumber: Int? = nil, expression: String, definition: Definition? = nil, value: Value? = nil,
                 notes: [Note] = [], failure: Failure? = nil, hasDecimal: Bool = false) {
        (self.lineNumber, self.expression, self.definition, self.value) = (lineNumber, expression, definition, value)
        (self.notes, self.failure, self.hasDecimal) = (notes, failure, hasDecimal)
    }

    /// The report as one JSON object and its newline, as `--json` writes it.
    package var jsonLine: [UInt8] {
        var object = JSONObject()
        members(into: &object)
        return object.finishLine()
    }

    /// The report as one JSON object, without the newline.
    package var json: String {
        var object = JSONObject()
        members(into: &object)
        return object.text
    }
}

extension LineReport.Failure {
    /// The failure of `error` on `line`.
    package init(_ error: ExpressionError, line: String) {
        self.init(message: error.message, code: error.code, column: error.column, text: error.description,
                  diagram: error.caretDiagram(for: line))
    }

    /// The failure to write a computed value in the chosen format.
    package init(_ error: RenderingError) {
        self.init(message: error.message, code: error.code, column: nil, text: error.message, diagram: nil)
    }
}

extension LineReport.Details {
    /// How JSON describes `result` written by `renderer`.
    package init(_ result: CalculationResult, renderer: ResultRenderer) {
        /// A named part of the number (`re`, `im`): its component's text, or `0` for a part that is exactly 0.
        func numberPart(_ name: String) -> String? {
            guard let part = result.kind.numberParts.first(where: { $0.name == name }) else { return nil }
            return part.component.map { (try? renderer.render(result.components[$0]))?.string } ?? "0"
        }
        self.init(
            decimal: renderer.base != 10 ? DecimalResultStyle.plain.format(result) : nil,
            factors: result.factorization,
            re: numberPart("re"), im: numberPart("im"),
            shape: result.shape.map { result.isVector ? [$0.columns] : [$0.rows, $0.columns] },
            entries: try? renderer.entryTexts(result),
            exact: ResultRenderer.fraction(result),
            digits: result.digits, proven: result.isProven, heuristicZero: result.components.contains(where: \.isHeuristicZero),
            method: result.method?.rawValue ?? (result.isQuadrature ? "quadrature" : nil))
    }
}
