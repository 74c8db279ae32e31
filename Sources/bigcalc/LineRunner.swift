import BigNumber
import CalculatorEngine

/// Evaluates lines in one expression session and reports each value or error: values to standard
/// output (text or one JSON object per line); errors to standard error in text mode (in JSON mode
/// they are the object's `error`); warnings about unproven digits and notes about heuristic zeros and
/// quadrature to standard error in both modes.
struct LineRunner {
    /// The expression session: variables and `ans` persist from line to line.
    var session: Session
    /// How values are written.
    var renderer: ResultRenderer
    /// Whether to write one JSON object per line instead of text.
    let json: Bool
    /// Where values go.
    let output: OutputChannel
    /// Where errors and warnings go.
    let errors: OutputChannel
    /// How many statements failed so far.
    private(set) var failureCount = 0
    /// Whether values are written with their result numbers (`$3 = 49`), as in the REPL.
    var showsResultNumbers = false
    /// How errors are highlighted on standard error (red on a terminal, plain otherwise).
    var style = TerminalStyle.plain
    /// The longest one line may take (`--timeout`, `:timeout`), or nil.
    var timeLimit: Duration?
    /// How messages tell to raise the maximum precision (`--max-precision`, or `:max-precision` in the REPL).
    var precisionAdvice = PrecisionAdvice.commandLine

    /// A runner writing to the given channels.
    init(session: Session, renderer: ResultRenderer, json: Bool, output: OutputChannel, errors: OutputChannel) {
        self.session = session
        self.renderer = renderer
        self.json = json
        self.output = output
        self.errors = errors
    }

    /// Runs the statements of `line` (separated by `;`) and reports each; `lineNumber` (batch
    /// input) prefixes messages. Returns whether all succeeded.
    @discardableResult
    mutating func run(_ line: String, lineNumber: Int? = nil) -> Bool {
        report(session.run(line), line: line, lineNumber: lineNumber)
    }

    /// Reports what the statements of `line` gave (the session has run them); returns whether all succeeded.
    /// `rendered` is the text of the value of a line of one statement, when it was rendered already
    /// (on the thread that evaluated it, `--jobs`).
    @discardableResult
    mutating func report(_ statements: [StatementOutcome], line: String, lineNumber: Int?,
                         rendered: Result<DecimalText, RenderingError>? = nil) -> Bool {
        let digits = session.settings.digits
        var succeeded = true
        for statement in statements {
            switch statement.result {
            case let .failure(failure):
                let error = precisionAdvice.advising(failure)
                report(error.description, message: error.message, diagram: error.caretDiagram(for: line),
                       column: error.column, line: statement.text, lineNumber: lineNumber, digits: digits)
                succeeded = false
            case let .success(.definition(function)):
                report(function, line: statement.text, lineNumber: lineNumber)
            case let .success(.value(outcome)):
                succeeded = report(outcome, line: statement.text, lineNumber: lineNumber, rendered: rendered) && succeeded
            }
        }
        return succeeded
    }

    /// Reports a line that was given up before it finished (Ctrl-C, `--timeout`): it failed and changed nothing.
    mutating func report(_ interruption: Interruption, line: String, lineNumber: Int?) {
        let error = ExpressionError(.interrupted(interruption), column: nil)
        report(error.description, message: error.message, diagram: nil, column: nil, line: line, lineNumber: lineNumber,
               digits: session.settings.digits)
    }

    /// Writes what a definition defined: `f(x) = x^2 + 1` (in JSON, `"defined": "f(x)"`).
    private func report(_ function: UserFunction, line: String, lineNumber: Int?) {
        guard json else {
            output.write(function.definition + "\n")
            return
        }
        var object = prefix(line: line, lineNumber: lineNumber)
        object.add("defined", function.signature)
        output.write(object.text + "\n")
    }

    /// Writes the value of an evaluated line (or the error of rendering it); returns whether it was written.
    /// `rendered` is its text when it was rendered already, else the renderer renders it here.
    mutating func report(_ outcome: Outcome, line: String, lineNumber: Int?,
                         rendered: Result<DecimalText, RenderingError>? = nil) -> Bool {
        let result = outcome.result
        let parts = result.components
        let digits = Swift.min(result.digits, result.imaginaryPart?.digits ?? result.digits)
        let text: DecimalText
        do {
            if let rendered { text = try rendered.get() } else { text = try renderer.render(outcome.result) }
        } catch {
            report(error.message, message: error.message, diagram: nil, column: nil, line: line,
                   lineNumber: lineNumber, digits: digits)
            return false
        }
        if renderer.staysDecimal(result) {
            output.flush()
            errors.write(location(lineNumber) + "note: '\(line)' is not an integer, so it is written in base 10\n")
        }
        for (index, part) in parts.enumerated() where !part.isProven || part.isQuadrature || part.digits < part.requestedDigits {
            let subject = parts.count == 1 ? "'\(line)'" : "the \(index == 0 ? "real" : "imaginary") part of '\(line)'"
            if part.isQuadrature {
                output.flush()
                errors.write(location(lineNumber) + "note: " + Self.quadratureNote(part, subject: subject) + "\n")
            } else if part.isHeuristicZero {
                output.flush()
                errors.write(location(lineNumber) + "note: \(subject) is printed as 0 because its enclosure still contains 0 "
                    + "at the maximum precision (a heuristic, not a proof)\n")
            } else if part.digits < part.requestedDigits {
                output.flush()
                errors.write(location(lineNumber) + "note: only \(part.digits) of the \(part.requestedDigits) digits "
                    + "of \(subject) could be proven at the maximum precision of \(result.workingPrecision) bits "
                    + "(\(precisionAdvice.text(reached: result.workingPrecision)))\n")
            } else if !part.isProven {
                output.flush()
                errors.write(location(lineNumber) + "warning: not all \(part.digits) digits of \(subject) could be "
                    + "proven stable within the precision bound; the last digits may be wrong\n")
            }
        }
        if json {
            var object = prefix(line: line, lineNumber: lineNumber)
            object.add("variable", outcome.assignedName)
            object.add("number", outcome.number)
            object.add("value", text.string)
            if renderer.base != 10 { object.add("decimal", DecimalResultStyle.plain.format(result)) }
            if let factors = result.factorization {
                object.add("factors", json: "[" + factors.map { "[\($0.prime),\($0.exponent)]" }.joined(separator: ",") + "]")
            }
            object.add("re", (try? renderer.render(result.realPart))?.string)
            object.add("im", result.imaginaryPart.map { (try? renderer.render($0))?.string } ?? "0")
            object.add("exact", ResultRenderer.fraction(result))
            object.add("digits", digits)
            object.add("proven", parts.allSatisfy(\.isProven))
            object.add("heuristicZero", parts.contains(where: \.isHeuristicZero))
            object.add("method", parts.contains(where: \.isQuadrature) ? "quadrature" : nil)
            object.add("error", nil as String?)
            object.add("column", nil as Int?)
            output.write(object.text + "\n")
            return true
        }
        if showsResultNumbers, let number = outcome.number { output.write("$\(number)" + (outcome.assignedName == nil ? " = " : ": ")) }
        if let name = outcome.assignedName { output.write(name + " = ") }
        output.write(text)
        output.write("\n")
        return true
    }

    /// What the note on a part computed by numerical quadrature says: its digits are an estimate.
    static func quadratureNote(_ part: CalculationResult, subject: String) -> String {
        if part.isHeuristicZero {
            return "\(subject) is printed as 0 because numerical quadrature found it 0 to the precision used; this is not proven"
        }
        if part.digits < part.requestedDigits {
            return "only \(part.digits) of the \(part.requestedDigits) digits of \(subject) could be computed by numerical "
                + "quadrature (two levels agree to them); they are not proven"
        }
        return "digits of \(subject) come from numerical quadrature (two levels agree); they are not proven"
    }

    /// Writes the standard output so far.
    func flush() { output.flush() }

    /// `line 3: ` in batch mode, nothing otherwise.
    private func location(_ lineNumber: Int?) -> String {
        lineNumber.map { "line \($0): " } ?? ""
    }

    /// The members every JSON object starts with.
    private func prefix(line: String, lineNumber: Int?) -> JSONObject {
        var object = JSONObject()
        if let lineNumber { object.add("line", lineNumber) }
        object.add("expression", line)
        return object
    }

    /// Reports a failed line and counts it: `text` (the message with its column) and the caret
    /// diagram to standard error, or `message` and `column` as a JSON object on standard output.
    private mutating func report(_ text: String, message: String, diagram: String?, column: Int?, line: String,
                                 lineNumber: Int?, digits: Int) {
        failureCount += 1
        if json {
            var object = prefix(line: line, lineNumber: lineNumber)
            object.add("variable", nil as String?)
            object.add("number", nil as Int?)
            object.add("value", nil as String?)
            object.add("re", nil as String?)
            object.add("im", nil as String?)
            object.add("exact", nil as String?)
            object.add("digits", digits)
            object.add("proven", false)
            object.add("heuristicZero", false)
            object.add("method", nil as String?)
            object.add("error", message)
            object.add("column", column)
            output.write(object.text + "\n")
            return
        }
        output.flush()
        errors.write(style.error(location(lineNumber) + "error: " + ExpressionError.escapingControlCharacters(text)) + "\n"
            + (diagram.map { style.caret($0) + "\n" } ?? ""))
    }
}
