import BigCalcFrontEnd
import CalculatorEngine

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
            let space = value.text.firstByte == UInt8(ascii: "\n") ? "" : " "
            if text.showsResultNumbers, let number = value.number {
                text.output.write("$\(number)" + (value.variable == nil ? " =" + space : ": "))
            }
            if let name = value.variable { text.output.write(name + " =" + space) }
            text.output.write(value.text, endingLine: true)
        }
    }

    /// `line 3: ` before a message in batch mode, nothing otherwise (worked out only for a message).
    private var location: String {
        lineNumber.map { "line \($0): " } ?? ""
    }
}
