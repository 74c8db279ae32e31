import BigNumber
import CalculatorEngine

/// What one statement gave, as `bigcalc` reports it: a value (of any kind) with its notes, a
/// function definition, or an error with its code and column. The runner builds one report per
/// statement and writes it either as one JSON object (``jsonLine``, schema in
/// `LineReport+Codable.swift`) or as text (``writeText(to:)``); nothing else writes a line's result.
struct LineReport {
    /// A note or warning about a value: on standard error in text output (`note: …`,
    /// `warning: …`), a string of `notes` in JSON.
    struct Note: Hashable, Sendable {
        /// How text output labels it.
        enum Kind: String, Sendable {
            /// Something to know about the value (a heuristic zero, quadrature, fewer digits, base 10 kept).
            case note
            /// The last digits may be wrong.
            case warning
        }

        /// The label in text output.
        var kind: Kind
        /// The sentence.
        var text: String
    }

    /// A function definition: JSON writes its signature, text output its whole definition.
    struct Definition: Hashable, Sendable {
        /// `f(x)`.
        var signature: String
        /// `f(x) = x^2 + 1`.
        var text: String
    }

    /// What a statement that has a value gave.
    struct Value: Hashable, Sendable {
        /// The variable assigned (`x = …`), or nil.
        var variable: String?
        /// The result number (`$3`), or nil.
        var number: Int?
        /// The value in the chosen format and base (streamed as is in text output).
        var text: DecimalText
        /// How JSON describes the value beyond its text; nil when the report is written as text,
        /// which does not need it (it is not worked out for every line of a text batch).
        var details: Details?
    }

    /// The description of a value that only JSON carries.
    struct Details: Hashable, Sendable {
        /// The value in decimal (written only when integers are written in another base).
        var decimal: String?
        /// The prime factors of a `factor(n)` result, or nil.
        var factors: [PrimePower]?
        /// The real part in the chosen format.
        var re: String?
        /// The imaginary part in the chosen format (`0` for a real value).
        var im: String?
        /// The shape of a list (`[n]` for a vector, `[rows, columns]` for a matrix), or nil.
        var shape: [Int]?
        /// The entries of a list in the chosen format, by rows (one row for a vector), or nil.
        var entries: [[String]]?
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

    /// A failed statement: its message, stable code and position.
    struct Failure: Hashable, Sendable {
        /// What went wrong, without position or hint (JSON's `error`).
        var message: String
        /// The stable code (JSON's `code`).
        var code: ErrorCode
        /// The 1-based column it refers to, or nil.
        var column: Int?
        /// The message with its column and hint, as text output writes it.
        var text: String
        /// The caret diagram under the line, or nil.
        var diagram: String?
    }

    /// The line number in batch input, or nil (expressions given as arguments, the REPL).
    var lineNumber: Int?
    /// The statement's text.
    var expression: String
    /// The function a definition defined, or nil.
    var definition: Definition?
    /// The value, or nil for a definition or a failure.
    var value: Value?
    /// The notes about the value.
    var notes: [Note] = []
    /// The error of a failed statement, or nil.
    var failure: Failure?
    /// Whether JSON has the `decimal` key: only when integers are written in another base than 10.
    var hasDecimal = false

    /// The report as one JSON object and its newline, as `--json` writes it.
    var jsonLine: [UInt8] {
        var object = JSONObject()
        members(into: &object)
        return object.finishLine()
    }

    /// The report as one JSON object, without the newline.
    var json: String {
        var object = JSONObject()
        members(into: &object)
        return object.text
    }
}

extension LineReport.Failure {
    /// The failure of `error` on `line`.
    init(_ error: ExpressionError, line: String) {
        self.init(message: error.message, code: error.code, column: error.column, text: error.description,
                  diagram: error.caretDiagram(for: line))
    }

    /// The failure to write a computed value in the chosen format.
    init(_ error: RenderingError) {
        self.init(message: error.message, code: error.code, column: nil, text: error.message, diagram: nil)
    }
}

extension LineReport.Details {
    /// How JSON describes `result` written by `renderer`.
    init(_ result: CalculationResult, renderer: ResultRenderer) {
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

extension LineReport {
    /// Where and how text output writes a report.
    struct TextOutput {
        /// Where values go.
        let output: OutputChannel
        /// Where errors and notes go (with `--errors inline`, errors go to `output`).
        let errors: OutputChannel
        /// How errors are highlighted.
        var style = TerminalStyle.plain
        /// Where errors are written.
        var errorPlacement = ErrorPlacement.stderr
        /// Whether values are written with their result numbers (`$3 = 49`), as in the REPL.
        var showsResultNumbers = false
    }

    /// Writes the report as text: a value (after its notes on standard error), a definition, or an
    /// error with its column and caret diagram on standard error (`error: MESSAGE` on standard
    /// output with `--errors inline`).
    func writeText(to text: TextOutput) {
        if let failure {
            let message = "error: " + ExpressionError.escapingControlCharacters(failure.text)
            if text.errorPlacement == .inline {
                text.output.write(message + "\n")
                return
            }
            text.output.flush()
            text.errors.write(text.style.error(location + message) + "\n" + (failure.diagram.map { text.style.caret($0) + "\n" } ?? ""))
        } else if let definition {
            text.output.write(definition.text + "\n")
        } else if let value {
            if !notes.isEmpty { text.output.flush() }
            for note in notes { text.errors.write(location + note.kind.rawValue + ": " + note.text + "\n") }
            // A value that starts on its own line (a matrix's aligned rows) leaves no space before it.
            let space = value.text.pieces.first?.first == UInt8(ascii: "\n") ? "" : " "
            if text.showsResultNumbers, let number = value.number {
                text.output.write("$\(number)" + (value.variable == nil ? " =" + space : ": "))
            }
            if let name = value.variable { text.output.write(name + " =" + space) }
            text.output.write(value.text)
            text.output.write("\n")
        }
    }

    /// `line 3: ` before a message in batch mode, nothing otherwise (worked out only for a message).
    private var location: String {
        lineNumber.map { "line \($0): " } ?? ""
    }
}
