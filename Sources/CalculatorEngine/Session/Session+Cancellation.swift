import BigNumber

/// The evaluations of a session that a `Task` can cancel.
extension Session {
    /// Evaluates one statement as `evaluate(_:)` does, stopping early when the current task is
    /// cancelled (at the evaluator's next checkpoint: a rung of the precision ladder, a term of a
    /// sum, a step of `solve` or `integrate`, a call of a user function) or when `timeLimit` runs
    /// out. A single long call into MPFR or GMP runs to its end before the checkpoint after it.
    /// An evaluation that does not finish changes nothing in the session.
    /// - Parameters:
    ///   - line: the statement.
    ///   - timeLimit: the longest the evaluation may take, or nil for no limit.
    /// - Returns: the outcome.
    /// - Throws: `CancellationError` when the task was cancelled; `ExpressionError` otherwise
    ///   (its `interruption` is `.timedOut` when the time limit ran out).
    public mutating func evaluate(_ line: String, timeLimit: Duration?) async throws -> Outcome {
        try await cancellable(timeLimit: timeLimit) { session throws(ExpressionError) in try session.evaluate(line) }
    }

    /// Runs the statements of `line` as `run(_:)` does, stopping as `evaluate(_:timeLimit:)` does.
    /// - Parameters:
    ///   - line: the statements, separated by `;`.
    ///   - timeLimit: the longest the whole line may take, or nil for no limit.
    /// - Returns: what each statement gave (a statement that ran out of time fails with its error).
    /// - Throws: `CancellationError` when the task was cancelled; the session is then unchanged.
    public mutating func run(_ line: String, timeLimit: Duration?) async throws -> [StatementOutcome] {
        let outcomes = try await cancellable(timeLimit: timeLimit) { session throws(ExpressionError) in session.run(line) }
        let cancelled = outcomes.contains { if case let .failure(error) = $0.result { error.interruption == .cancelled } else { false } }
        if cancelled { throw CancellationError() }
        return outcomes
    }

    /// Runs `work` on a copy of the session whose settings watch the current task's cancellation
    /// and `timeLimit`; keeps the copy's changes when `work` returns.
    mutating func cancellable<T>(
        timeLimit: Duration?, _ work: (inout Session) throws(ExpressionError) -> T
    ) async throws -> T {
        try Task.checkCancellation()
        let flag = CancellationFlag()
        var copy = self
        copy.settings.cancellation = Cancellation(flag: flag, timeLimit: timeLimit)
        let result = await withTaskCancellationHandler {
            Result { () throws(ExpressionError) in try work(&copy) }
        } onCancel: {
            flag.cancel()
        }
        switch result {
        case let .success(value):
            copy.settings.cancellation = settings.cancellation
            self = copy
            return value
        case let .failure(error) where error.interruption == .cancelled:
            throw CancellationError()
        case let .failure(error):
            throw error
        }
    }
}
