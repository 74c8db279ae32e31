import BigNumber

/// What the evaluator computes itself: names bound by functions and forms, calls of user
/// functions, and the forms (`if`, `and`, `or`, `sum`, `product`; `solve` is in
/// `Evaluator+Solve.swift` and `integrate` in `Evaluator+Integral.swift`).
extension Evaluator {
    /// The most nested user-function calls (recursion deeper than this is refused).
    static let maximumCallDepth = 400
    /// The most terms a `sum` or `product` takes.
    static let maximumTerms = 1_000_000
    /// The most terms a series with exact terms is summed exactly; longer ones are summed on
    /// balls (their digits are still proven, but the value is not a fraction).
    static let exactSeriesTerms = 1_000
    /// The fewest terms a compiled series splits between two threads.
    static let parallelSeriesTerms = 20_000

    /// The value of a name: a bound parameter or form variable, else a session variable (inside a
    /// function body: late binding).
    mutating func value(of name: String, _ column: Int, _ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        if let value = locals[name] { return (value, reducedNode(value, node) { node }) }
        if let stored = definitions.stored(name) { return try evaluate(stored) }
        throw NameSuggestion.unknownName(name, column, definitions.variableNames + Array(locals.keys))
    }

    /// The value of a call of the user function `name`: its arguments evaluated, then its body
    /// with the parameters bound to them. Errors in the body point at the call.
    mutating func call(
        _ name: String, _ arguments: Operands, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        guard let function = definitions.functions[name] else {
            throw NameSuggestion.unknownFunction(name, column, Set(definitions.variableNames))
        }
        guard arguments.count == function.parameters.count else {
            throw ExpressionError(message: Parser.arityMessage(name, [function.parameters.count], got: arguments.count), column: column,
                                  code: .arguments)
        }
        try checkpoint()
        guard callDepth < Self.maximumCallDepth else {
            throw ExpressionError(.tooLarge(.recursionDepth(function: name, limit: Self.maximumCallDepth)), column: column)
        }
        var bound: [String: EvaluatedValue] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) { bound[parameter] = try evaluate(argument).0 }
        // The body sees its parameters and the session, not the caller's bound names.
        let value = try inside(bound, replacing: true) { (evaluator: inout Evaluator) throws(ExpressionError) in
            evaluator.callDepth += 1
            defer { evaluator.callDepth -= 1 }
            do throws(ExpressionError) {
                return try evaluator.evaluate(function.body).0
            } catch where error.isUndecided || error.calculationError?.isRecursionDepth == true || error.isInterruption {
                throw ExpressionError(message: error.message, column: column, calculationError: error.calculationError, code: error.code)
            } catch {
                throw ExpressionError(message: "in '\(name)': " + error.message, column: column, hint: error.hint,
                                      calculationError: error.calculationError, code: error.code)
            }
        }
        return (value, reducedNode(value, node) { node })
    }

    /// The value of a form at `operands` (see `EvaluationForm`).
    mutating func evaluate(
        _ form: EvaluationForm, _ operation: CatalogOperation, _ operands: Operands, _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        if requiresHolomorphy { try requireHolomorphic(form, operation) }
        let value: EvaluatedValue
        switch form {
        case .conditional:
            value = try evaluate(operands[try isTrue(operands[0], operation, column) ? 1 : 2]).0
        case .conjunction, .disjunction:
            // The second operand only when the first does not decide.
            let first = try isTrue(operands[0], operation, column)
            let result = first == (form == .disjunction) ? first : try isTrue(operands[1], operation, column)
            value = .integer(BigRational(result ? 1 : 0))
        case .summation, .multiplication:
            value = try series(form == .summation ? .add : .multiply, operation, operands, column)
        case .root:
            value = try root(operation, operands, column)
        case .integral:
            value = try integral(operation, operands, column)
        case .sequence:
            value = try sequence(operation, operands, column)
        case .derivative, .derivativeOfOrder:
            value = try derivative(operation, operands, column)
        case .taylorCoefficients:
            value = try taylorCoefficients(operation, operands, column)
        case .polynomialRoots:
            value = try polynomialRoots(operation, operands, column)
        }
        return (value, reducedNode(value, node) { node })
    }

    /// Whether the value of `operand` is true (not 0); undecided while its ball holds 0.
    private mutating func isTrue(_ operand: ExpressionNode, _ operation: CatalogOperation, _ column: Int) throws(ExpressionError) -> Bool {
        let value = try evaluate(operand).0
        switch value {
        case let .integer(n): return !n.isZero
        case let .fraction(r): return !r.isZero
        case .piMultiple, .gaussian: return true
        case let .real(ball):
            if ball.isZero { return false }
            if !ball.containsZero { return true }
        case let .complex(z):
            if !z.real.containsZero || !z.imaginary.containsZero { return true }
        case .list:
            throw ExpressionError(.list(ListError(operation, .needsNumber)), column: column)
        }
        throw ExpressionError(.undecided(UndecidedQuestion(operation, .comparison)), column: column)
    }

    /// `sum` or `product` (`combining` is `.add` or `.multiply`): the body evaluated with the
    /// variable bound to each integer of the range, the terms combined pairwise (exact when they are).
    private mutating func series(
        _ combining: CatalogOperation, _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        if operands[2].infinitySign != nil || operands[3].infinitySign != nil {
            return try infiniteSeries(combining, operation, operands, column)
        }
        let (variable, first, terms) = try range(operation, operands, column, limit: Self.maximumTerms)
        if terms > Self.exactSeriesTerms, let value = compiledSeries(combining, operands[0], variable, first: first, terms: terms) {
            return value
        }
        var values: [EvaluatedValue] = []
        values.reserveCapacity(terms)
        try inside([variable: .integer(BigRational(first))]) { (evaluator: inout Evaluator) throws(ExpressionError) in
            var k = BigRational(first)
            let one = BigRational(1)
            for done in 0..<terms {
                try evaluator.checkpoint()
                if done & 255 == 0 { evaluator.context.cancellation.report(done, of: terms) }
                evaluator.locals[variable] = .integer(k)
                values.append(try evaluator.evaluate(operands[0]).0)
                k = k + one
            }
        }
        // Pairwise, so that exact sums of many fractions add numbers of similar size.
        while values.count > 1 {
            var next: [EvaluatedValue] = []
            next.reserveCapacity((values.count + 1) / 2)
            var index = 0
            while index + 1 < values.count {
                try checkpoint()
                do {
                    next.append(try apply(combining.row, [values[index], values[index + 1]]))
                } catch {
                    throw ExpressionError(error, column: column)
                }
                index += 2
            }
            if index < values.count { next.append(values[index]) }
            values = next
        }
        return values[0]
    }

    /// The bound variable of `sum`, `product` or `seq`, the first integer of its range and the
    /// number of terms, at most `limit`.
    private mutating func range(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int, limit: Int
    ) throws(ExpressionError) -> (variable: String, first: BigInt, terms: Int) {
        let variable = try boundVariable(operation, operands, column)
        let (first, last) = (try rangeEnd(operands[2], operation, column), try rangeEnd(operands[3], operation, column))
        let count = last - first + BigInt(1)
        guard count.signum > 0 else {
            throw ExpressionError(message: "empty range: \(operation.row.spokenName) from \(first) to \(last) has no terms", column: column,
                                  code: .arguments)
        }
        guard let terms = Int(exactly: count), terms <= limit else {
            throw ExpressionError(message: "range too long: \(operation.row.spokenName) takes at most \(limit) terms",
                                  column: column, code: .tooLarge)
        }
        return (variable, first, terms)
    }

    /// `seq`: the list of the body's values with the variable bound to each integer of the range
    /// (at most as many as a list may have).
    private mutating func sequence(
        _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let limit = Swift.min(Self.maximumTerms, context.maximumListEntries)
        let (variable, first, terms) = try range(operation, operands, column, limit: limit)
        var values: [EvaluatedValue] = []
        values.reserveCapacity(terms)
        try inside([variable: .integer(BigRational(first))]) { (evaluator: inout Evaluator) throws(ExpressionError) in
            var k = BigRational(first)
            for _ in 0..<terms {
                try evaluator.checkpoint()
                evaluator.locals[variable] = .integer(k)
                values.append(try evaluator.evaluate(operands[0]).0)
                k = k + BigRational(1)
            }
        }
        do {
            return .list(try ListValue.making(values, operation, limit: context.maximumListEntries))
        } catch {
            throw ExpressionError(error, column: column)
        }
    }

    /// A series of many terms through its compiled body (`CompiledBody`), combined at the working
    /// precision plus guard bits for their number by a `RationalSeriesAccumulator`: exact terms
    /// (when the body has an exact form) a block at a time, other terms as balls; the two halves
    /// of a long range on two threads. Nil when the body does not compile, the range leaves `Int`,
    /// or a term fails or the evaluation is to stop (the general path then decides, or throws the
    /// interruption).
    private mutating func compiledSeries(
        _ combining: CatalogOperation, _ body: ExpressionNode, _ variable: String, first: BigInt, terms: Int
    ) -> EvaluatedValue? {
        let parts = terms >= Self.parallelSeriesTerms ? 2 : 1
        // A body compiled for each thread: threads that shared one would contend for the reference
        // counts of its nodes and constants at every term.
        var compiled: [CompiledBody] = []
        for _ in 0..<parts {
            guard let term = CompiledBody.compile(body, variable: variable, evaluator: &self) else { return nil }
            compiled.append(term)
        }
        guard let start = Int(exactly: first), !start.addingReportingOverflow(terms).overflow else { return nil }
        var termContext = context
        termContext.precision = precision + Int.bitWidth - terms.leadingZeroBitCount + 8
        let context = termContext
        let combining: RationalSeriesAccumulator.Combining = combining == .add ? .sum : .product
        let bodies = compiled
        let partials = Concurrently.map(count: parts) { part -> BigBall? in
            let term = bodies[part]
            var accumulator = RationalSeriesAccumulator(combining, precision: context.precision)
            var tryExact = term.hasExactForm
            var variable = BigRational(0)
            let range = (start + part * terms / parts)..<(start + (part + 1) * terms / parts)
            for k in range {
                // A checkpoint: the general path below then throws the interruption.
                if (k - range.lowerBound) & 255 == 0 {
                    if context.cancellation.reason != nil { return nil }
                    if part == 0 { context.cancellation.report(k - range.lowerBound, of: range.count) }
                }
                do {
                    // Exact terms while they are short: one that is not exact (beyond the size
                    // limits), or longer than the working precision (1/k!, 2^k), costs more
                    // exactly than on a ball, and the terms after it are computed on balls.
                    if tryExact, let exact = try term.exactFraction(&variable, at: k) {
                        let bits = exact.numerator.bitWidth + (exact.denominator?.bitWidth ?? 0)
                        if bits > context.precision { tryExact = false }
                        if let denominator = exact.denominator {
                            accumulator.append(exact.numerator, over: denominator)
                        } else {
                            accumulator.append(exact.numerator)
                        }
                        continue
                    }
                    tryExact = false
                    accumulator.append(try term.value(at: k, context).ball)
                } catch {
                    return nil
                }
            }
            return accumulator.result()
        }
        guard var total = partials.first ?? nil else { return nil }
        for partial in partials.dropFirst() {
            guard let partial else { return nil }
            switch combining {
            case .sum: total.add(partial, precision: context.precision)
            case .product: total.multiply(by: partial, precision: context.precision)
            }
        }
        if let exact = total.exactRational(bitLimit: OperationCatalog.exactBitLimit) { return EvaluatedValue(exact: exact) }
        return .real(total)
    }

    /// The name of the variable a form binds (its second operand).
    func boundVariable(_ operation: CatalogOperation, _ operands: Operands, _ column: Int) throws(ExpressionError) -> String {
        guard case let .name(variable, _) = operands[1] else {
            throw ExpressionError(message: "the second argument of \(operation.row.spokenName) must be a variable name",
                                  column: operands[1].outermostColumn ?? column, code: .arguments)
        }
        return variable
    }

    /// An end of a `sum` range: an exact integer.
    private mutating func rangeEnd(_ operand: ExpressionNode, _ operation: CatalogOperation, _ column: Int) throws(ExpressionError) -> BigInt {
        guard case let .integer(n) = try evaluate(operand).0 else {
            throw ExpressionError(message: "the range of \(operation.row.spokenName) must have integer ends",
                                  column: operand.outermostColumn ?? column, code: .arguments)
        }
        return n.numerator
    }

    /// Runs `body` with `bound` added to the bound names (or in their place, `replacing`) and
    /// without building reduced trees (a body is evaluated again for each binding), then restores both.
    mutating func inside<T>(
        _ bound: [String: EvaluatedValue], replacing: Bool = false, _ body: (inout Evaluator) throws(ExpressionError) -> T
    ) throws(ExpressionError) -> T {
        let (outerLocals, outerBuilds) = (locals, buildsReducedTree)
        if replacing { locals = bound } else { locals.merge(bound) { $1 } }
        buildsReducedTree = false
        defer { (locals, buildsReducedTree) = (outerLocals, outerBuilds) }
        return try body(&self)
    }
}
