import BigNumber

/// The body of `diff`, `taylor` and `roots` evaluated on power series (`SeriesValue`): the bound
/// variable is `a + t`, every part that does not mention it is evaluated as usual and is a
/// constant series, and every row computes through its `series` implementation.
extension Evaluator {
    /// The series of `node`, in which the names of `bound` are series.
    /// - Parameters:
    ///   - node: the body.
    ///   - bound: the series of the bound names (the form's variable; a user function's parameters).
    ///   - c: the precision, angle unit and whether only polynomials are allowed.
    ///   - length: the length of constant series.
    /// - Returns: the body's series.
    /// - Throws: `ExpressionError`: an operation with no series, not analytic at the point, not a polynomial.
    mutating func series(
        of node: ExpressionNode, _ bound: [String: SeriesValue], _ c: SeriesContext, length: Int
    ) throws(ExpressionError) -> SeriesValue {
        try checkpoint()
        if !bound.keys.contains(where: node.mentions) {
            let value = try evaluate(node).0
            if case .list = value {
                throw ExpressionError(.list(ListError(.derivative, .needsNumber)), column: node.outermostColumn)
            }
            return SeriesValue(constant: value, length: length, precision: precision)
        }
        switch node {
        case let .name(name, _):
            if let value = bound[name] { return value }
            return SeriesValue(constant: try evaluate(node).0, length: length, precision: precision)
        case let .labeled(inner, _):
            return try series(of: inner, bound, c, length: length)
        case let .angleUnit(unit, inner):
            let inUnit = SeriesContext(precision: c.precision, angleUnit: unit, shape: c.shape, cancellation: c.cancellation,
                                        divisors: c.divisors)
            return try series(of: inner, bound, inUnit, length: length)
        case let .closure(inner, captured):
            let (outerDefinitions, outerLocals) = (definitions, locals)
            (definitions, locals) = (captured, [:])
            defer { (definitions, locals) = (outerDefinitions, outerLocals) }
            return try series(of: inner, bound, c, length: length)
        case let .call(name, arguments, column):
            return try seriesOfCall(name, arguments, column, bound, c, length: length)
        case let .operation(operation, operands, column):
            let row = operation.row
            guard row.form == nil, let f = row.implementations.series, f.arity == operands.count else {
                throw ExpressionError(.series(SeriesError(operation, c.polynomialOnly ? .notPolynomial : .noExpansion)), column: column)
            }
            var values: [SeriesValue] = []
            for operand in operands { values.append(try series(of: operand, bound, c, length: length)) }
            do {
                switch f.body {
                case let .unary(g): return try g(values[0], c)
                case let .binary(g): return try g(values[0], values[1], c)
                }
            } catch {
                throw ExpressionError(error, column: error.isInterruption ? nil : column)
            }
        case .number, .exact, .frozen:
            return SeriesValue(constant: try evaluate(node).0, length: length, precision: precision)
        }
    }

    /// A user function's body on the series of its arguments.
    private mutating func seriesOfCall(
        _ name: String, _ arguments: Operands, _ column: Int, _ bound: [String: SeriesValue], _ c: SeriesContext, length: Int
    ) throws(ExpressionError) -> SeriesValue {
        guard let function = definitions.functions[name] else {
            throw NameSuggestion.unknownFunction(name, column, Set(definitions.variableNames))
        }
        guard arguments.count == function.parameters.count else {
            throw ExpressionError(message: Parser.arityMessage(name, [function.parameters.count], got: arguments.count), column: column,
                                  code: .arguments)
        }
        guard callDepth < Self.maximumCallDepth else {
            throw ExpressionError(.tooLarge(.recursionDepth(function: name, limit: Self.maximumCallDepth)), column: column)
        }
        var parameters: [String: SeriesValue] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            parameters[parameter] = try series(of: argument, bound, c, length: length)
        }
        return try inside([:], replacing: true) { (evaluator: inout Evaluator) throws(ExpressionError) in
            evaluator.callDepth += 1
            defer { evaluator.callDepth -= 1 }
            return try evaluator.series(of: function.body, parameters, c, length: length)
        }
    }
}
