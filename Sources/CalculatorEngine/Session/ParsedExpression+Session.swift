extension ParsedExpression {
    /// The value of an expression that uses no variables, under `settings`: the same
    /// as evaluating it in a fresh `Session`. An assignment just yields its value.
    /// - Parameter settings: digits, angle unit, seed and precision limit.
    /// - Returns: the result with its proven digits.
    /// - Throws: `ExpressionError` for a domain error, a result too large, or settings out of range.
    public func evaluate(settings: EvaluationSettings = EvaluationSettings()) throws(ExpressionError) -> CalculationResult {
        var session = Session(settings: settings)
        return try session.evaluate(self).result
    }
}
