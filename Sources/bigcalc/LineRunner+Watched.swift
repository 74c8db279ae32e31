import BigNumber
import CalculatorEngine

extension LineRunner {
    /// Runs `line` on an evaluation thread watched for Ctrl-C and `timeLimit` (see
    /// `BackgroundEvaluation`), showing `progress`, and reports it; keeps what it changed only when all
    /// succeeded (see `reportTakingBack`); returns whether all succeeded.
    /// - Parameters:
    ///   - line: the line.
    ///   - lineNumber: its number in batch input, or nil.
    ///   - progress: the progress display, or nil.
    /// - Returns: whether every statement succeeded.
    @discardableResult
    mutating func runWatched(_ line: String, lineNumber: Int? = nil, progress: ProgressDisplay?) -> Bool {
        switch BackgroundEvaluation.run(line, in: session, timeLimit: timeLimit, progress: progress) {
        case let .finished((session, outcomes)):
            let checkpoint = self.session.checkpoint
            self.session = session
            return reportTakingBack(outcomes, to: checkpoint, line: line, lineNumber: lineNumber)
        case let .abandoned(reason):
            report(reason, line: line, lineNumber: lineNumber)
            return false
        }
    }
}
