import BigNumber

/// How the errors of the engine tell an interruption (`CalculationError.interrupted`) from the rest.
extension ExpressionError {
    /// Why the evaluation was stopped before its end (cancelled, timed out), or nil for any other error.
    public var interruption: Interruption? {
        if case let .interrupted(interruption) = calculationError { return interruption }
        return nil
    }

    /// Whether the evaluation was stopped before its end: such an error passes through unchanged.
    var isInterruption: Bool { interruption != nil }
}

extension CalculationError {
    /// Whether this is an evaluation stopped before its end.
    var isInterruption: Bool {
        if case .interrupted = self { return true }
        return false
    }
}
