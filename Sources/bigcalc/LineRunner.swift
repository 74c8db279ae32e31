import BigNumber
import CalculatorEngine

/// Evaluates lines in one expression session and reports each value or error: values to standard
/// output (text or one JSON object per line); errors to standard error in text mode (or to standard
/// output with `--errors inline`; in JSON mode they are the object's `error` and `code`); warnings
/// about unproven digits and notes about heuristic zeros and quadrature to standard error in text
/// mode, into the object's `notes` in JSON.
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
    /// Where text output writes errors (`--errors`); JSON output always has them in its objects.
    var errorPlacement = ErrorPlacement.stderr
    /// The highest batch line number reported so far (for the empty lines of `--errors inline`).
    private var linesReached = 0
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
        reachLine(lineNumber)
        var succeeded = true
        for statement in statements {
            switch statement.result {
            case let .failure(failure):
                report(LineFailure(precisionAdvice.advising(failure), line: line), line: statement.text, lineNumber: lineNumber)
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
        reachLine(lineNumber)
        report(LineFailure(ExpressionError(.interrupted(interruption), column: nil), line: line), line: line,
               lineNumber: lineNumber)
    }

    /// Writes what a definition defined: `f(x) = x^2 + 1` (in JSON, `"defined": "f(x)"`).
    private func report(_ function: UserFunction, line: String, lineNumber: Int?) {
        guard json else {
            output.write(function.definition + "\n")
            return
        }
        output.write(JSONLine(lineNumber: lineNumber, expression: line, defined: function.signature,
                              hasDecimal: renderer.base != 10).text + "\n")
    }

    /// Writes the value of an evaluated line (or the error of rendering it); returns whether it was written.
    /// `rendered` is its text when it was rendered already, else the renderer renders it here.
    mutating func report(_ outcome: Outcome, line: String, lineNumber: Int?,
                         rendered: Result<DecimalText, RenderingError>? = nil) -> Bool {
        let result = outcome.result
        let text: DecimalText
        do {
            if let rendered { text = try rendered.get() } else { text = try renderer.render(outcome.result) }
        } catch {
            report(LineFailure(error), line: line, lineNumber: lineNumber)
            return false
        }
        let notes = notes(on: result, line: line)
        guard json else {
            if !notes.isEmpty { output.flush() }
            for note in notes { errors.write(location(lineNumber) + note.kind + ": " + note.text + "\n") }
            if showsResultNumbers, let number = outcome.number { output.write("$\(number)" + (outcome.assignedName == nil ? " = " : ": ")) }
            if let name = outcome.assignedName { output.write(name + " = ") }
            output.write(text)
            output.write("\n")
            return true
        }
        /// A named part of the number (`re`, `im`): its component's text, or `0` for a part that is exactly 0.
        func numberPart(_ name: String) -> String? {
            guard let part = result.kind.numberParts.first(where: { $0.name == name }) else { return nil }
            return part.component.map { (try? renderer.render(result.components[$0]))?.string } ?? "0"
        }
        let value = JSONLine.Value(
            variable: outcome.assignedName, number: outcome.number, text: text.string,
            decimal: renderer.base != 10 ? DecimalResultStyle.plain.format(result) : nil,
            factors: result.factorization,
            re: numberPart("re"), im: numberPart("im"),
            exact: ResultRenderer.fraction(result),
            digits: result.digits, proven: result.isProven, heuristicZero: result.components.contains(where: \.isHeuristicZero),
            method: result.isQuadrature ? "quadrature" : nil)
        output.write(JSONLine(lineNumber: lineNumber, expression: line, value: value, notes: notes.map(\.text),
                              hasDecimal: renderer.base != 10).text + "\n")
        return true
    }

    /// The notes and warnings about `result` (the value of `line`): written to standard error in
    /// text output, into the object's `notes` in JSON.
    private func notes(on result: CalculationResult, line: String) -> [(kind: String, text: String)] {
        var notes: [(kind: String, text: String)] = []
        if renderer.staysDecimal(result) {
            notes.append(("note", "'\(line)' is not an integer, so it is written in base 10"))
        }
        let parts = result.components
        for (index, part) in parts.enumerated() where !part.isProven || part.isQuadrature || part.digits < part.requestedDigits {
            let name = result.kind.part(at: index)
            let subject = name == .result ? "'\(line)'" : "the \(name.rawValue) of '\(line)'"
            if part.isQuadrature {
                notes.append(("note", Self.quadratureNote(part, subject: subject)))
            } else if part.isHeuristicZero {
                notes.append(("note", "\(subject) is printed as 0 because its enclosure still contains 0 "
                    + "at the maximum precision (a heuristic, not a proof)"))
            } else if part.digits < part.requestedDigits {
                notes.append(("note", "only \(part.digits) of the \(part.requestedDigits) digits "
                    + "of \(subject) could be proven at the maximum precision of \(result.workingPrecision) bits "
                    + "(\(precisionAdvice.text(reached: result.workingPrecision)))"))
            } else if !part.isProven {
                notes.append(("warning", "not all \(part.digits) digits of \(subject) could be "
                    + "proven stable within the precision bound; the last digits may be wrong"))
            }
        }
        return notes
    }

    /// What the note on a part computed by numerical quadrature says: its digits are an estimate.
    static func quadratureNote(_ part: CalculationResult.Component, subject: String) -> String {
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

    /// Before the report of batch line `lineNumber`: with `--errors inline`, an empty line on
    /// standard output for each blank or comment line skipped since the last line reported, so
    /// that output line k answers input line k.
    mutating func reachLine(_ lineNumber: Int?) {
        guard let lineNumber else { return }
        if errorPlacement == .inline, !json, lineNumber > linesReached + 1 {
            output.write(String(repeating: "\n", count: lineNumber - linesReached - 1))
        }
        linesReached = Swift.max(linesReached, lineNumber)
    }

    /// At the end of batch input of `lineCount` lines: the empty lines of its last skipped lines (see `reachLine`).
    mutating func reachEnd(of lineCount: Int) {
        reachLine(lineCount + 1)
        linesReached = lineCount
    }

    /// Reports a failed statement and counts it: the message with its column and the caret diagram
    /// to standard error, or `error: MESSAGE` on standard output with `--errors inline`, or the
    /// message, code and column as a JSON object on standard output.
    private mutating func report(_ failure: LineFailure, line: String, lineNumber: Int?) {
        failureCount += 1
        if json {
            output.write(JSONLine(lineNumber: lineNumber, expression: line, failure: failure, hasDecimal: renderer.base != 10).text + "\n")
            return
        }
        let message = "error: " + ExpressionError.escapingControlCharacters(failure.text)
        if errorPlacement == .inline {
            output.write(message + "\n")
            return
        }
        output.flush()
        errors.write(style.error(location(lineNumber) + message) + "\n" + (failure.diagram.map { style.caret($0) + "\n" } ?? ""))
    }
}
