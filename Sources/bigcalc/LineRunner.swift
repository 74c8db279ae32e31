import BigCalcFrontEnd
import BigNumber
import CalculatorEngine

/// Evaluates lines in one expression session and reports what each statement gave as a
/// ``LineReport``, written as one JSON object per statement or as text (values to standard output;
/// errors, notes and warnings to standard error, or errors to standard output with `--errors inline`).
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
    /// Where and how text output is written (kept whole, not assembled for every line).
    private var textOutput: LineReport.TextOutput
    /// Whether values are written with their result numbers (`$3 = 49`), as in the REPL.
    var showsResultNumbers: Bool {
        get { textOutput.showsResultNumbers }
        set { textOutput.showsResultNumbers = newValue }
    }
    /// How errors are highlighted on standard error (red on a terminal, plain otherwise).
    var style: TerminalStyle {
        get { textOutput.style }
        set { textOutput.style = newValue }
    }
    /// The longest one line may take (`--timeout`, `:timeout`), or nil.
    var timeLimit: Duration?
    /// Where text output writes errors (`--errors`); JSON output always has them in its objects.
    var errorPlacement: ErrorPlacement {
        get { textOutput.errorPlacement }
        set { textOutput.errorPlacement = newValue }
    }
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
        textOutput = LineReport.TextOutput(output: output, errors: errors)
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
        // The statements are read through their buffer: the array's subscript would first copy
        // each statement whole (its text and result, retaining everything the value holds).
        statements.withUnsafeBufferPointer { statements in
            for index in statements.indices {
                switch statements[index].result {
                case let .success(.value(outcome)):
                    succeeded = report(outcome, line: statements[index].text, lineNumber: lineNumber, rendered: rendered)
                        && succeeded
                default:
                    let report = LineReport(statements[index], line: line, lineNumber: lineNumber, renderer: renderer,
                                            precisionAdvice: precisionAdvice, json: json) { (outcome) throws(RenderingError) in
                        try renderer.render(outcome.result)
                    }
                    succeeded = write(report) && succeeded
                }
            }
        }
        return succeeded
    }

    /// Writes the value of an evaluated line (or the error of rendering it); returns whether it was written.
    /// `rendered` is its text when it was rendered already, else the renderer renders it here.
    mutating func report(_ outcome: borrowing Outcome, line: String, lineNumber: Int?,
                         rendered: Result<DecimalText, RenderingError>? = nil) -> Bool {
        let report = LineReport(value: outcome, expression: line, lineNumber: lineNumber, renderer: renderer,
                                precisionAdvice: precisionAdvice, json: json) { (outcome) throws(RenderingError) in
            var text: DecimalText
            if let rendered { text = try rendered.get() } else { text = try renderer.render(outcome.result) }
            // The REPL shows a matrix as aligned rows; batch output keeps the line that reads back.
            if showsResultNumbers, !json, let rows = renderer.alignedRows(outcome.result) { text = rows }
            return text
        }
        return write(report)
    }

    /// Reports a line that was given up before it finished (Ctrl-C, `--timeout`): it failed and changed nothing.
    mutating func report(_ interruption: Interruption, line: String, lineNumber: Int?) {
        reachLine(lineNumber)
        write(LineReport(interruption, line: line, lineNumber: lineNumber))
    }

    /// Writes a report as one JSON object on standard output, or as text (see
    /// `LineReport.writeText(to:)`), and counts it when it is a failure; returns whether it succeeded.
    @discardableResult
    private mutating func write(_ report: LineReport) -> Bool {
        let failed = report.failed
        if failed { failureCount += 1 }
        if json {
            var report = report
            report.hasDecimal = renderer.base != 10
            output.write(report.jsonLine[...])
        } else {
            report.writeText(to: textOutput)
        }
        return !failed
    }

    /// Writes the standard output so far.
    func flush() { output.flush() }

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
}
