import BigCalcFrontEnd
import BigNumber
import CalculatorEngine

/// A line that prints an error changes nothing (no variable, `ans` or `$n`): a statement that
/// fails, or a value that cannot be written in the output format (`pi` under `--format
/// fraction`), takes back the whole line, as `CalculatorBrain.record` does for a key.
extension LineRunner {
    /// Runs the statements of `line` and reports each; keeps what they changed only when every
    /// statement succeeded and its value could be written.
    /// - Parameters:
    ///   - line: the line.
    ///   - lineNumber: its number in batch input, or nil.
    /// - Returns: whether every statement succeeded.
    @discardableResult
    mutating func runCommitting(_ line: String, lineNumber: Int? = nil) -> Bool {
        let checkpoint = session.checkpoint
        let outcomes = session.run(line)
        return reportTakingBack(outcomes, to: checkpoint, line: line, lineNumber: lineNumber)
    }

    /// Reports what the statements of `line` gave (the session has run them) and, when any
    /// failed, returns the session to `checkpoint`, taken before the line.
    /// - Parameters:
    ///   - outcomes: what each statement gave.
    ///   - checkpoint: the session before the line.
    ///   - line: the line.
    ///   - lineNumber: its number in batch input, or nil.
    ///   - rendered: the text of the value of a line of one statement, when it was rendered already.
    /// - Returns: whether every statement succeeded (and the line was kept).
    @discardableResult
    mutating func reportTakingBack(_ outcomes: [StatementOutcome], to checkpoint: Session.Checkpoint, line: String,
                                   lineNumber: Int?, rendered: Result<DecimalText, RenderingError>? = nil) -> Bool {
        guard report(outcomes, line: line, lineNumber: lineNumber, rendered: rendered) else {
            session.rollBack(to: checkpoint)
            return false
        }
        return true
    }
}
