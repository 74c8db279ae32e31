import BigNumber

/// The value of one operation at its operands' values: exact, on balls, or complex.
extension Evaluator {
    /// The value of `row` at `values`: complex when an operand is, or when the real value does not
    /// exist and complex results are allowed (`sqrt(-4)`); otherwise real.
    mutating func apply(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        if !values.allSatisfy(\.isReal) || (values.isEmpty && row.gaussian != nil && context.allowsComplexResults) {
            return try complexValue(row, values)
        }
        do throws(CalculationError) {
            return try realValue(row, values)
        } catch where context.allowsComplexResults && row.complex != nil && error.isOutsideRealDomain {
            return try complexValue(row, values)
        }
    }

    /// The value of `row` at real `values`: exact when it can be, else on balls.
    private mutating func realValue(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        var allExact = true
        var hasPiMultiple = false
        for value in values {
            switch value {
            case .integer, .fraction: break
            case .piMultiple: hasPiMultiple = true; allExact = false
            case .real, .gaussian, .complex: allExact = false
            }
        }
        if let exact = try exactValue(row, values, allExact: allExact, hasPiMultiple: hasPiMultiple) { return exact }
        let balls = values.map { value in
            if value.exactBitWidth > precision { roundedLargeExactValue = true }
            return BallOperand(value.ball(precision: precision), exact: value.rational)
        }
        let result: BigBall
        switch (row.real, balls.count) {
        case let (.constant(f), 0): result = try f(&context)
        case let (.unary(f), 1): result = try f(balls[0], context)
        case let (.binary(f), 2): result = try f(balls[0], balls[1], context)
        case let (.ternary(f), 3): result = try f(balls[0], balls[1], balls[2], context)
        case let (.list(f), _) where !balls.isEmpty: result = try f(balls, context)
        default: throw row.domainError(.outsideDomain)
        }
        // An exact ball (a decided floor, 0 × x) is an exact value from here on.
        if let r = result.exactRational(bitLimit: OperationCatalog.exactBitLimit), !row.traits.contains(.drawsRandomValue) {
            return EvaluatedValue(exact: r)
        }
        return .real(result)
    }

    /// The value of `row` at `values` as complex numbers: exact on Gaussian rationals when the row
    /// has an exact version, else on complex balls. A row of real numbers only refuses non-real
    /// operands (or asks for more precision while an operand's imaginary part may be 0).
    private mutating func complexValue(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        if let exact = row.gaussian {
            let operands = values.compactMap(\.gaussianRational)
            if operands.count == values.count {
                let result: GaussianRational?
                switch (exact, operands.count) {
                case let (.constant(g), 0): result = g
                case let (.unary(f), 1): result = try f(operands[0])
                case let (.binary(f), 2): result = try f(operands[0], operands[1])
                default: result = nil
                }
                if let result { return EvaluatedValue(exact: result) }
            }
        }
        guard let complex = row.complex else {
            for case let .complex(z) in values where z.imaginary.containsZero {
                throw .undecided(UndecidedQuestion(row.operation, .real))
            }
            throw .notReal(row.operation)
        }
        let balls = values.map { value in
            if value.exactBitWidth > precision { roundedLargeExactValue = true }
            return value.complexBall(precision: precision)
        }
        let result: BigComplexBall
        switch (complex, balls.count) {
        case let (.unary(f), 1): result = try f(balls[0], context)
        case let (.binary(f), 2): result = try f(balls[0], balls[1], context)
        default: throw .notReal(row.operation)
        }
        guard result.isFinite else { throw .undecided(UndecidedQuestion(row.operation, .value)) }
        return EvaluatedValue(result)
    }

    /// The exact value of `row` at `values` when there is one: a rule on multiples of π (and
    /// π itself), a trigonometric function at a rational multiple of π (radians) or at a rational
    /// number of degrees, or the row's exact version on rational operands.
    private func exactValue(
        _ row: CatalogRow, _ values: [EvaluatedValue], allExact: Bool, hasPiMultiple: Bool
    ) throws(CalculationError) -> EvaluatedValue? {
        if hasPiMultiple || values.isEmpty, let symbolic = row.symbolic, let value = try symbolic(values) {
            return value
        }
        if values.count == 1, let atMultipleOfPi = row.exactAtMultipleOfPi {
            switch (values[0], context.angleUnit) {
            case let (.piMultiple(k), .radians):
                if let value = try atMultipleOfPi(k) { return EvaluatedValue(exact: value) }
            case (.integer, .degrees), (.fraction, .degrees):
                if let k = values[0].rational?.divided(by: BigRational(180)), let value = try atMultipleOfPi(k) {
                    return EvaluatedValue(exact: value)
                }
            case (.integer, .radians), (.fraction, .radians), (.piMultiple, .degrees), (.real, _), (.gaussian, _), (.complex, _):
                break
            }
        }
        guard allExact, let exact = row.exact else { return nil }
        let result: BigRational?
        switch (exact, values.count) {
        case let (.unary(f), 1): result = try f(values[0].rational ?? BigRational(0))
        case let (.binary(f), 2): result = try f(values[0].rational ?? BigRational(0), values[1].rational ?? BigRational(0))
        case let (.ternary(f), 3):
            result = try f(values[0].rational ?? BigRational(0), values[1].rational ?? BigRational(0), values[2].rational ?? BigRational(0))
        case let (.list(f), _) where !values.isEmpty: result = try f(values.compactMap(\.rational))
        default: result = nil
        }
        return result.map(EvaluatedValue.init(exact:))
    }
}
