import BigNumber

/// A calculus operation on an expression in one variable, for
/// `ParsedExpression.calculate(_:in:settings:timeLimit:)`: the library's form of `integrate`,
/// `diff`, `taylor` and `roots`. Points and bounds are parsed expressions too (`"0"`, `"pi/2"`,
/// `"inf"` for a bound of an integral).
public enum CalculusOperation: Sendable {
    /// The integral from `from` to `to` (either may be `inf` or `-inf`), as `integrate(f, x, a, b)`.
    case integral(from: ParsedExpression, to: ParsedExpression)
    /// The `order`-th derivative at `at` (a non-negative integer order), as `diff(f, x, a, n)`.
    case derivative(at: ParsedExpression, order: Int)
    /// The list of the first `order + 1` Taylor coefficients at `at`, as `taylor(f, x, a, n)`.
    case taylor(at: ParsedExpression, order: Int)
    /// Every complex root of the expression as a polynomial, with multiplicity, as `roots(p, x)`.
    case roots
}

extension ParsedExpression {
    /// Computes a calculus operation on this expression as a function of `variable`, the same
    /// computation as the corresponding call in the language (`integrate(f, x, a, b)`,
    /// `diff(f, x, a, n)`, `taylor(f, x, a, n)`, `roots(p, x)`): proven where the language proves
    /// it (`CalculationResult.isProven`; an integral that could only be estimated is
    /// `isQuadrature`). The evaluation stops when the current task is cancelled or `timeLimit`
    /// runs out, at the evaluator's next checkpoint, as `Session.evaluate(_:timeLimit:)` does.
    /// - Parameters:
    ///   - operation: what to compute, with its points or bounds.
    ///   - variable: the name of the variable (`"x"`).
    ///   - settings: digits, angle unit and precision limit.
    ///   - timeLimit: the longest the computation may take, or nil for no limit.
    /// - Returns: the result (a list for `taylor` and `roots`).
    /// - Throws: `CancellationError` when the task was cancelled; `ExpressionError` otherwise (its
    ///   `interruption` is `.timedOut` when the time limit ran out).
    public func calculate(
        _ operation: CalculusOperation, in variable: String, settings: EvaluationSettings = EvaluationSettings(),
        timeLimit: Duration? = nil
    ) async throws -> CalculationResult {
        let call = ParsedExpression(calling: operation, on: tree, variable: variable, text: text)
        var session = Session(settings: settings)
        return try await session.cancellable(timeLimit: timeLimit) { session throws(ExpressionError) in
            try session.evaluation(of: call).result
        }
    }

    /// The catalog call of `operation` on `body`: the tree the parser makes of
    /// `integrate(body, variable, a, b)` and the like, so that the one evaluator computes it.
    private init(calling operation: CalculusOperation, on body: ExpressionNode, variable: String, text: String) {
        let x = ExpressionNode.name(variable, column: 1)
        let order = { (n: Int) in ExpressionNode.number(BigRational(n), text: String(n), column: 1) }
        let (catalogOperation, operands): (CatalogOperation, [ExpressionNode]) = switch operation {
        case let .integral(from, to): (.integrate, [body, x, from.tree, to.tree])
        case let .derivative(at, n): (.derivativeOfOrder, [body, x, at.tree, order(n)])
        case let .taylor(at, n): (.taylor, [body, x, at.tree, order(n)])
        case .roots: (.polynomialRoots, [body, x])
        }
        self.text = text
        assignedName = nil
        definition = nil
        tree = .operation(catalogOperation, operands: Operands(operands), column: 1)
    }
}
