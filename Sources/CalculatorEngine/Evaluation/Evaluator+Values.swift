import BigNumber

/// The value of one operation at its operands' values, through the row's implementations in
/// promotion order (see `ValueKind`): the evaluator starts at the kind of the operands and moves
/// to the next kind the row implements while an exact implementation has no exact result; a real
/// value that does not exist moves it on to the complex kinds when complex results are allowed.
extension Evaluator {
    /// The value of `row` at `values`: complex when an operand is, or when the real value does not
    /// exist and complex results are allowed (`sqrt(-4)`, `i`); otherwise real.
    /// `exactTried`: the exact implementation already gave no result at these values.
    mutating func apply(_ row: CatalogRow, _ values: [EvaluatedValue], exactTried: Bool = false) throws(CalculationError) -> EvaluatedValue {
        if requiresHolomorphy { try requireHolomorphic(row, values) }
        let kind = ValueKind.of(values)
        if kind == .list || row.implementations.computesOnlyOnLists { return try listValue(row, values) }
        guard kind.isReal else { return try complexValue(row, values, kind) }
        do throws(CalculationError) {
            return try realValue(row, values, kind, exactTried: exactTried)
        } catch where movesToComplexValues(row, error) {
            return try complexValue(row, values, kind)
        }
    }

    /// Whether a real computation of `row` that failed with `error` is retried on complex values:
    /// complex results are allowed, the row takes them and the error asks for them (`sqrt(-4)`).
    private func movesToComplexValues(_ row: CatalogRow, _ error: CalculationError) -> Bool {
        context.allowsComplexResults && row.implementations.takesComplexValues && error.asksForComplexValue
    }

    /// `apply` at two operands: exact rationals go straight to the row's exact implementation,
    /// without gathering them in an array (most lines are arithmetic on exact numbers); the other
    /// cases, and an exact implementation without a result, take `apply`'s general path.
    mutating func apply(_ row: CatalogRow, _ a: EvaluatedValue, _ b: EvaluatedValue) throws(CalculationError) -> EvaluatedValue {
        guard !requiresHolomorphy, !row.implementations.computesOnlyOnLists, case let .binary(f)? = row.implementations.rational,
              let x = a.rational, let y = b.rational else { return try apply(row, [a, b]) }
        let result: BigRational?
        do throws(CalculationError) {
            result = try f(x, y)
        } catch where movesToComplexValues(row, error) {
            return try complexValue(row, [a, b], ValueKind.of([a, b]))
        }
        if let result { return EvaluatedValue(exact: result) }
        return try apply(row, [a, b], exactTried: true)
    }

    /// The value of `row` at real `values` of `kind`: the rational implementation on exact
    /// rationals, the π-multiple one on multiples of π (and on degrees), else the ball one.
    private mutating func realValue(
        _ row: CatalogRow, _ values: [EvaluatedValue], _ kind: ValueKind, exactTried: Bool
    ) throws(CalculationError) -> EvaluatedValue {
        if kind.isRational, !exactTried, let exact = row.implementations.rational, let value = try rationalValue(exact, values) { return value }
        if kind <= .piMultiple, let rule = row.implementations.piMultiple, let value = try piMultipleValue(rule, values, kind) {
            return value
        }
        let balls = values.map { value in
            if value.exactBitWidth > precision { roundedLargeExactValue = true }
            return BallOperand(value.ball(precision: precision), exact: value.rational)
        }
        let result: BigBall
        switch (row.implementations.ball, balls.count) {
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

    /// The value of `row` at `values` of `kind` as complex numbers: the Gaussian implementation
    /// when every operand is an exact rational or Gaussian rational, else the complex-ball one. A
    /// row of real numbers only refuses non-real operands (or asks for more precision while an
    /// operand's imaginary part may be 0).
    private mutating func complexValue(_ row: CatalogRow, _ values: [EvaluatedValue], _ kind: ValueKind) throws(CalculationError) -> EvaluatedValue {
        if kind.isRational || kind == .gaussian, let exact = row.implementations.gaussian, let value = try gaussianValue(exact, values) {
            return value
        }
        guard let complex = row.implementations.complexBall else {
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

    /// The rational implementation at exact rational `values`, or nil when the result is not rational.
    private func rationalValue(_ exact: ExactEvaluation, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? {
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

    /// The π-multiple implementation at real `values` of `kind`: a rule on multiples of π (and a
    /// constant's symbolic value), or a trigonometric function at kπ radians or at a rational number
    /// of degrees; nil when it gives no exact value.
    private func piMultipleValue(
        _ evaluation: PiMultipleEvaluation, _ values: [EvaluatedValue], _ kind: ValueKind
    ) throws(CalculationError) -> EvaluatedValue? {
        switch evaluation {
        case let .rule(rule):
            guard kind == .piMultiple || values.isEmpty else { return nil }
            return try rule(values)
        case let .atMultipleOfPi(f):
            guard values.count == 1 else { return nil }
            switch (values[0], context.angleUnit) {
            case let (.piMultiple(k), .radians):
                return try f(k).map(EvaluatedValue.init(exact:))
            case (.integer, .degrees), (.fraction, .degrees):
                guard let k = values[0].rational?.divided(by: BigRational(180)) else { return nil }
                return try f(k).map(EvaluatedValue.init(exact:))
            case (.integer, .radians), (.fraction, .radians), (.piMultiple, .degrees), (.real, _), (.gaussian, _), (.complex, _), (.list, _):
                return nil
            }
        }
    }

    /// The Gaussian implementation at exact `values`, or nil when an operand is not exact or the
    /// result is not a Gaussian rational.
    private func gaussianValue(_ exact: GaussianEvaluation, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? {
        let operands = values.compactMap(\.gaussianRational)
        guard operands.count == values.count else { return nil }
        let result: GaussianRational?
        switch (exact, operands.count) {
        case let (.constant(g), 0): result = g
        case let (.unary(f), 1): result = try f(operands[0])
        case let (.binary(f), 2): result = try f(operands[0], operands[1])
        default: result = nil
        }
        return result.map(EvaluatedValue.init(exact:))
    }
}
