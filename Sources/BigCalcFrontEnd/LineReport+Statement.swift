import BigNumber
import CalculatorEngine

extension LineReport {
    /// The report of one statement of `line`: its failure (with the precision and memory advice in
    /// `precisionAdvice`'s words), its definition, or its value written by `render`, or the error
    /// of writing it. `bigcalc`'s runner and `bigcalc-server` build every report of a statement here.
    /// - Parameters:
    ///   - statement: what the statement gave.
    ///   - line: the whole line (for the caret diagram of a failure).
    ///   - lineNumber: the line's number in batch input, or nil.
    ///   - renderer: how values are written.
    ///   - precisionAdvice: how notes and messages tell to raise a limit.
    ///   - json: whether the report is written as JSON (only then are a value's details worked out).
    ///   - render: the text of a value (the runner may have rendered it already, or align a matrix).
    package init(_ statement: borrowing StatementOutcome, line: String, lineNumber: Int?, renderer: ResultRenderer,
                 precisionAdvice: PrecisionAdvice, json: Bool,
                 render: (Outcome) throws(RenderingError) -> DecimalText) {
        switch statement.result {
        case let .failure(failure):
            self.init(lineNumber: lineNumber, expression: statement.text,
                      failure: Failure(precisionAdvice.advising(failure), line: line))
        case let .success(.definition(function)):
            self.init(lineNumber: lineNumber, expression: statement.text,
                      definition: Definition(signature: function.signature, text: function.definition))
        case let .success(.value(outcome)):
            self.init(value: outcome, expression: statement.text, lineNumber: lineNumber, renderer: renderer,
                      precisionAdvice: precisionAdvice, json: json, render: render)
        }
    }

    /// The report of a statement `expression` whose value is `outcome`: the value written by
    /// `render` with its notes (and, for JSON, its details), or the error of writing it
    /// (`--format fraction` of an irrational value).
    package init(value outcome: borrowing Outcome, expression: String, lineNumber: Int?, renderer: ResultRenderer,
                 precisionAdvice: PrecisionAdvice, json: Bool,
                 render: (Outcome) throws(RenderingError) -> DecimalText) {
        // The fields one by one rather than through another initializer, which would build the
        // report apart and copy it (and the result it reads) once more for every line; the outcome
        // is borrowed, since an initializer would otherwise take (and so copy) it.
        self.lineNumber = lineNumber
        self.expression = expression
        do throws(RenderingError) {
            value = Value(variable: outcome.assignedName, number: outcome.number, text: try render(outcome),
                          details: json ? Details(outcome.result, renderer: renderer) : nil)
            notes = Self.notes(on: outcome.result, line: expression, renderer: renderer, precisionAdvice: precisionAdvice)
            hasDecimal = renderer.base != 10
        } catch {
            failure = Failure(error)
        }
    }

    /// The report of a line given up before it finished (Ctrl-C, a time limit): it failed and changed nothing.
    package init(_ interruption: Interruption, line: String, lineNumber: Int?) {
        self.init(lineNumber: lineNumber, expression: line,
                  failure: Failure(ExpressionError(.interrupted(interruption), column: nil), line: line))
    }
}
