import BigNumber

/// `diff` and `taylor`: the body's Taylor series at the point, by Taylor arithmetic on exact
/// rationals or on balls (`SeriesValue`), never by finite differences; every coefficient is
/// exact or a ball that encloses it, so the ladder proves its digits as for any other value.
extension Evaluator {
    /// The highest order of a derivative or Taylor expansion.
    static let maximumSeriesOrder = 100_000
    /// How many times a series that knows too few coefficients (a quotient by a series with
    /// leading zeros) is computed again, longer.
    private static let seriesRetries = 4

    /// `diff(f, x, a)` or `diff(f, x, a, n)`: the n-th derivative of f at a (n = 1 without it).
    mutating func derivative(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let order = operands.count > 3 ? try seriesOrder(operands[3], operation, column) : 1
        let s = try taylorSeries(operation, operands, order: order, column)
        let value: EvaluatedValue
        if let c = s.exactCoefficient(order) {
            var factorial = BigRational(1)
            for k in stride(from: 2, through: order, by: 1) { factorial = factorial * BigRational(k) }
            value = EvaluatedValue(exact: c * factorial)
        } else if let z = s.ball(precision: precision).derivative(order: order, precision: precision) {
            value = EvaluatedValue(z)
        } else {
            throw ExpressionError(.undecided(UndecidedQuestion(operation, .value)), column: column)
        }
        return try realUnlessAllowed(value, operation, column)
    }

    /// `taylor(f, x, a, n)`: the list of the first n + 1 Taylor coefficients of f at a.
    mutating func taylorCoefficients(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let order = try seriesOrder(operands[3], operation, column)
        let s = try taylorSeries(operation, operands, order: order, column)
        var values: [EvaluatedValue] = []
        for k in 0...order { values.append(try realUnlessAllowed(s.coefficient(k, precision: precision), operation, column)) }
        do {
            return .list(try ListValue.making(values, operation, limit: context.maximumListEntries))
        } catch {
            throw ExpressionError(error, column: column)
        }
    }

    /// The series of the body (operand 0) in the variable (operand 1) at the point (operand 2),
    /// knowing at least `order + 1` coefficients.
    private mutating func taylorSeries(
        _ operation: CatalogOperation, _ operands: Operands, order: Int, _ column: Int
    ) throws(ExpressionError) -> SeriesValue {
        let variable = try boundVariable(operation, operands, column)
        let point = try evaluate(operands[2]).0
        if case .list = point { throw ExpressionError(.list(ListError(operation, .needsNumber)), column: operands[2].outermostColumn ?? column) }
        let c = SeriesContext(precision: precision, angleUnit: context.angleUnit, polynomialOnly: false, cancellation: context.cancellation)
        var length = order + 1
        for _ in 0...Self.seriesRetries {
            let (x, n) = (SeriesValue(variableAt: point, length: length, precision: precision), length)
            let s = try inside([:]) { (evaluator: inout Evaluator) throws(ExpressionError) in
                try evaluator.series(of: operands[0], [variable: x], c, length: n)
            }
            if s.length > order { return s }
            length += order + 1 - s.length
        }
        throw ExpressionError(.series(SeriesError(operation, .notAnalytic)), column: column)
    }

    /// The order operand: a non-negative integer within the limits of the memory budget.
    private mutating func seriesOrder(_ operand: ExpressionNode, _ operation: CatalogOperation, _ column: Int) throws(ExpressionError) -> Int {
        guard case let .integer(n) = try evaluate(operand).0, n.signum >= 0 else {
            throw ExpressionError(.series(SeriesError(operation, .badOrder)), column: operand.outermostColumn ?? column)
        }
        // A few series of n + 1 coefficients of `precision` bits are alive at once.
        let budgetOrder = context.memoryBudget.map { $0 / Swift.max(1, precision / 8 + 64) / 16 } ?? Self.maximumSeriesOrder
        let limit = Swift.min(Self.maximumSeriesOrder, budgetOrder)
        guard let order = Int(exactly: n.numerator), order <= limit else {
            throw ExpressionError(.series(SeriesError(operation, .orderTooLarge(limit: limit))), column: operand.outermostColumn ?? column)
        }
        return order
    }

    /// `value`, or an error when it is complex and complex results are off.
    func realUnlessAllowed(_ value: EvaluatedValue, _ operation: CatalogOperation, _ column: Int) throws(ExpressionError) -> EvaluatedValue {
        if !value.isReal, !context.allowsComplexResults { throw ExpressionError(.complexResultsOff(operation), column: column) }
        return value
    }
}
