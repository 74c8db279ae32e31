import BigNumber

extension CalculatorBrain {
    /// Applies a catalog operation pressed in `unit` to `state`.
    func apply(_ operation: CatalogOperation, unit: AngleUnit, to state: inout State) throws(CalculationError) {
        switch operation.row.implementations.ball {
        case .constant:
            let node = ExpressionNode.operation(operation, operands: [], column: 0)
            if operation.row.traits.contains(.drawsRandomValue) {
                // A drawn number is exactly the binary fraction drawn, at every precision.
                let drawn = BigFloat.random(precision: precision, using: &state.random)
                let exact = BigRational(exactly: drawn) ?? BigRational(0)
                state.accumulator = try evaluated(.labeled(.exact(exact), text: operation.row.key ?? operation.row.names[0]))
            } else {
                state.accumulator = try evaluated(node)
            }
            state.lastInput = .operand
        case .unary:
            try applyUnary(operation, unit: unit, to: &state)
        case .binary:
            try applyBinary(operation, unit: unit, to: &state)
        case .equals:
            try applyEquals(to: &state)
        case .ternary, .list, .form, .listOnly:
            // No key is a list function or a form.
            throw operation.row.domainError(.outsideDomain)
        }
    }

    func applyUnary(_ operation: CatalogOperation, unit: AngleUnit, to state: inout State) throws(CalculationError) {
        if profile == .algebraic, let top = state.pending.last, PercentShare.applies(to: operation, after: top.operation) {
            // a + b % adds b percent of a: the right operand is a × b%, shown as b%.
            let percent = try combine(operation, [state.accumulator], angleUnit: unit)
            let parts = PercentShare.share(of: top.operand, percent)
            let share = try combine(parts.operation, parts.operands, angleUnit: unit)
            state.accumulator = Operand(source: .labeled(share.source, text: KeypadDescription(brain: self).text(of: percent.source)),
                                        reduced: share.reduced, value: share.value)
        } else {
            state.accumulator = try combine(operation, [state.accumulator], angleUnit: unit)
        }
        state.lastInput = .unary
    }

    func applyBinary(_ operation: CatalogOperation, unit: AngleUnit, to state: inout State) throws(CalculationError) {
        if state.lastInput == .binary, let replaced = state.pending.popLast() {
            // An operator right after another replaces it.
            state.accumulator = replaced.operand
        }
        try reduce(&state, before: operation)
        state.pending.append(PendingOperation(operation: operation, operand: state.accumulator, angleUnit: unit))
        state.lastInput = .binary
    }

    func applyEquals(to state: inout State) throws(CalculationError) {
        guard let top = state.pending.last else {
            if profile == .algebraic, let last = state.lastOperation, state.lastInput != .start {
                state.accumulator = try combine(last.operation, [state.accumulator, last.operand], angleUnit: last.angleUnit)
            }
            state.lastInput = .equals
            return
        }
        // With the right operand missing (`5 × =`), the displayed value stands in for it.
        state.lastOperation = PendingOperation(operation: top.operation, operand: state.accumulator, angleUnit: top.angleUnit)
        state.lastInput = .operand
        try reduce(&state, before: nil)
        state.lastInput = .equals
    }

    /// Completes pending operations that bind at least as tightly as `next` (all of them for `=`,
    /// and always all of them in the immediate profile).
    func reduce(_ state: inout State, before next: CatalogOperation?) throws(CalculationError) {
        while let top = state.pending.last {
            if profile == .algebraic, let next {
                let topPrecedence = top.operation.row.precedence ?? .additive
                let nextPrecedence = next.row.precedence ?? .additive
                let rightAssociative = nextPrecedence == .power
                guard topPrecedence > nextPrecedence || (topPrecedence == nextPrecedence && !rightAssociative) else { break }
            }
            state.accumulator = try combine(top.operation, [top.operand, state.accumulator], angleUnit: top.angleUnit)
            state.pending.removeLast()
        }
    }

    // MARK: - Evaluating

    /// `operation` applied to `operands` in `angleUnit`, evaluated at the working precision.
    func combine(_ operation: CatalogOperation, _ operands: [Operand], angleUnit: AngleUnit) throws(CalculationError) -> Operand {
        let source = ExpressionNode.angleUnit(angleUnit, .operation(operation, operands: Operands(operands.map(\.source)), column: 0))
        let reduced = ExpressionNode.angleUnit(angleUnit, .operation(operation, operands: Operands(operands.map(\.reduced)), column: 0))
        return try evaluated(source, reduced: reduced)
    }

    /// The operand `source` computes, evaluated at the working precision by the expressions' evaluator.
    func evaluated(_ source: ExpressionNode, reduced: ExpressionNode? = nil) throws(CalculationError) -> Operand {
        do throws(ExpressionError) {
            var (value, tree) = try ZivEvaluation.evaluateDeciding(reduced ?? source, plan: plan, angleUnit: angleUnit)
            if case .real = value, tree.size > Self.maximumTreeSize || tree.depth > Session.maximumStoredDepth {
                // Too large to keep re-evaluating: kept as its value, which then limits the proof.
                tree = .frozen(value.approximation(precision: precision))
            }
            if case let .real(ball) = value {
                // Intermediate balls have unbounded exponents; a keypad's operand must be displayable.
                switch Result(catching: { () throws(BigBall.RangeError) in try ball.midpoint() }) {
                case .failure(.overflow): throw ExpressionError(.overflow, column: nil)
                case .failure(.underflow): throw ExpressionError(.underflow, column: nil)
                case .success, .failure(.notFinite): break
                }
            }
            // Repeated `=` doubles the tree as entered (`2 × = × =` is 2 × 2 × 2 × 2): beyond the
            // same bound the description shows the value instead, as for recalled memory.
            let described = source.size > Self.maximumTreeSize ? .labeled(tree, text: format(value)) : source
            return Operand(source: described, reduced: tree, value: value)
        } catch {
            throw error.calculationError ?? .notANumber(error.message)
        }
    }

    /// An exact constant operand.
    func constant(_ value: BigRational) -> Operand {
        Operand(source: .exact(value), reduced: .exact(value), value: EvaluatedValue(exact: value))
    }

    /// A value written for a description, with `descriptionDigits` digits.
    func format(_ value: EvaluatedValue) -> String {
        value.approximation(precision: precision).formatted(significantDigits: Swift.max(descriptionDigits, 1), trimmingTrailingZeros: true)
    }
}
