import CalculatorEngine

/// The one loop over what a non-interactive `bigcalc` evaluates, shared by both invocation paths:
/// the option parser's (``Evaluate/run()``) and the plain invocation's (``PlainInvocation``), so
/// that `bigcalc 1+1 2*3`, `bigcalc eval 1+1 2*3` and the same lines on standard input print the same.
extension Evaluate {
    /// What to evaluate without a REPL.
    enum Input {
        /// Expressions given as arguments, in order.
        case expressions([String])
        /// The lines of a file (`-f FILE`) or of standard input when it is not a terminal.
        case batch(LineSource)
    }

    /// Evaluates `input` in the runner's session and writes out the output: expressions one after
    /// the other, batch input on up to `jobs` threads (see ``runBatch(_:upTo:with:)``).
    /// - Parameters:
    ///   - input: the expressions or the batch.
    ///   - jobs: the value of `--jobs` (batch input only).
    ///   - runner: the session and the output.
    /// - Throws: `ExitCode(130)` after Ctrl-C (when `stopOnInterrupt` was installed).
    static func run(_ input: Input, jobs: Int, with runner: inout LineRunner) throws {
        switch input {
        case let .expressions(expressions):
            let flusher = expressions.count > 1 ? BatchFlusher(runner.output) : nil
            for (index, expression) in expressions.enumerated() {
                flusher?.lineStarts()
                run(expression, with: &runner)
                flusher?.lineEnded()
                try stopIfInterrupted(&runner, after: index + 1, of: "expression")
            }
        case let .batch(source):
            try runBatch(source, upTo: jobs, with: &runner)
        }
        runner.flush()
    }
}
