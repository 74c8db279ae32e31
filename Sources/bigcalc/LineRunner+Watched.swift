import BigNumber
import CalculatorEngine

extension LineRunner {
    /// Runs `line` on an evaluation thread watched for Ctrl-C and `timeLimit` (see
    /// `BackgroundEvaluation`), showing `progress`, and reports it; returns whether all succeeded.
    /// - Parameters:
    ///   - line: the line.
    ///   - lineNumber: its number in batch input, or nil.
    ///   - progress: the progress display, or nil.
    /// - Returns: whether every statement succeeded.
    @discardableResult
    mutating func runWatched(_ line: String, lineNumber: Int? = nil, progress: ProgressDisplay?) -> Bool {
        switch BackgroundEvaluation.run(line, in: session, timeLimit: timeLimit, progress: progress) {
        case let .finished((session, outcomes)):
            self.session = session
            return report(outcomes, line: line, lineNumber: lineNumber)
        case let .abandoned(reason):
            report(reason, line: line, lineNumber: lineNumber)
            return false
        }
    }
}
