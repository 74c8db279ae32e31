import BigNumber

/// Evaluates an expression tree once, at one working precision.
///
/// Values stay exact rationals while every operation on the path has an exact counterpart in the
/// catalog, and exact multiples of π stay symbolic; everything else is a `BigFloat` of `precision`
/// bits with a bound on its error (see `ErrorModel`). Also returns the tree with every exact
/// subtree replaced by its value, so that re-evaluation at a higher precision does not redo it.
struct Evaluator {
    /// The working precision in bits.
    let precision: Int
    /// The angle unit and the precision that operations receive.
    var context: EvaluationContext
    /// Whether a stored approximate variable (`.frozen`) was used: its digits cannot improve.
    private(set) var usesFrozenValue = false
    /// Whether a sum lost an operand entirely (smaller than the result's last bit): a zero found
    /// at this precision may then be an artefact of the precision.
    private(set) var absorbedOperand = false
    /// The size in bits of the largest exact operand rounded to a BigFloat.
    private(set) var roundedRationalBits = 0

    /// The highest precision the caller will try: `mod` refuses a dividend whose units digit
    /// lies beyond it.
    let maximumPrecision: Int

    init(precision: Int, angleUnit: AngleUnit, maximumPrecision: Int = Int.max) {
        self.precision = precision
        self.maximumPrecision = maximumPrecision
        context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: SeededRandomNumberGenerator(seed: 0))
    }

    /// The value of `node` and the tree reduced by its exact parts.
    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        switch node {
        case let .number(rational, text, column):
            if let rational { return (.exact(rational), .exact(rational)) }
            do {
                return (.real(try BigFloat(parsing: text, precision: precision), error: 1), node)
            } catch {
                throw ExpressionError(message: "overflow: number too large", column: column, calculationError: .overflow)
            }
        case let .exact(rational):
            return (.exact(rational), node)
        case let .frozen(value):
            usesFrozenValue = true
            return (.real(value.rounded(toPrecision: precision), error: .infinity), node)
        case let .name(name, column):
            throw NameSuggestion.unknownName(name, column, [])
        case let .operation(index, operands, column):
            return try operation(OperationCatalog.entries[index], index, operands, column)
        }
    }

    private mutating func operation(
        _ entry: OperationEntry, _ index: Int, _ operands: [ExpressionNode], _ column: Int
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        let name = entry.names[0]
        if operands.isEmpty, name == "π" { return (.piMultiple(BigRational(1)), .operation(entry: index, operands: [], column: column)) }
        var values: [EvaluatedValue] = []
        var reduced: [ExpressionNode] = []
        for operand in operands {
            let (value, node) = try evaluate(operand)
            values.append(value)
            reduced.append(node)
        }
        // x − x is exactly 0 whatever x is (once x is known to have a value).
        if name == "−", operands.count == 2, operands[0].isSameComputation(as: operands[1]) {
            return (.exact(BigRational(0)), .exact(BigRational(0)))
        }
        do throws(CalculationError) {
            if let value = try symbolic(name, values) {
                if case let .exact(r) = value { return (value, .exact(r)) }
                return (value, .operation(entry: index, operands: reduced, column: column))
            }
            let rationals = values.compactMap(\.rational)
            if let exact = entry.exact, rationals.count == values.count {
                let result: BigRational?
                switch (exact, rationals.count) {
                case let (.unary(f), 1): result = try f(rationals[0])
                case let (.binary(f), 2): result = try f(rationals[0], rationals[1])
                default: result = nil
                }
                if let result { return (.exact(result), .exact(result)) }
            }
            for case let .exact(r) in values { roundedRationalBits = Swift.max(roundedRationalBits, r.bitWidth) }
            let reals = values.map { $0.real(precision: precision) }
            if name == "mod", reals[0].error > 0, let ea = reals[0].value.exponent, let eb = reals[1].value.exponent,
               ea - eb > maximumPrecision - 64 {
                throw CalculationError.tooLarge("the dividend of mod is too large to be known to its units digit")
            }
            let result: BigFloat
            switch (entry.operation, reals.count) {
            case let (.constant(f), 0): result = try f(&context)
            case let (.unary(f), 1): result = try f(reals[0].value, context)
            case let (.binary(f), 2): result = try f(reals[0].value, reals[1].value, context)
            default: throw CalculationError.domain("'\(name)' cannot be evaluated here")
            }
            let error = ErrorModel.bound(for: name)(reals, result, context)
            let bounded = error.isFinite ? Swift.min(error * 1.001 + 0.001, ErrorModel.enormous) : .infinity
            if name == "+" || name == "−", let e = result.exponent,
               reals.contains(where: { !$0.value.isZero && ($0.value.exponent ?? 0) < e - precision }) {
                absorbedOperand = true
            }
            return (.real(result, error: bounded), .operation(entry: index, operands: reduced, column: column))
        } catch {
            throw ExpressionError(message: error.description, column: column, calculationError: error)
        }
    }

    /// Rules on exact multiples of π: kπ ± mπ, r·kπ, kπ/r, kπ/mπ, −kπ, kπ%, and sin, cos, tan, sec,
    /// csc, cot of kπ in radians where the value is rational.
    private func symbolic(_ name: String, _ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? {
        switch (name, values.count) {
        case ("±", 1):
            if case let .piMultiple(k) = values[0] { return .piMultiple(-k) }
        case ("%", 1):
            if case let .piMultiple(k) = values[0] { return .piMultiple(k * ExactOperation.hundredth) }
        case (_, 1) where context.angleUnit == .radians:
            if case let .piMultiple(k) = values[0], let value = try ExactTrigonometry.value(of: name, at: k) {
                return .exact(value)
            }
        case ("+", 2), ("−", 2):
            if case let .piMultiple(a) = values[0], case let .piMultiple(b) = values[1] {
                return Self.multiple(name == "+" ? a + b : a - b)
            }
        case ("×", 2):
            switch (values[0], values[1]) {
            case let (.piMultiple(k), .exact(r)), let (.exact(r), .piMultiple(k)): return Self.multiple(k * r)
            default: break
            }
        case ("÷", 2):
            switch (values[0], values[1]) {
            case let (.piMultiple(k), .exact(r)): return Self.multiple(try ExactOperation.quotient(k, r))
            case let (.piMultiple(k), .piMultiple(m)): return .exact(try ExactOperation.quotient(k, m))
            default: break
            }
        default:
            break
        }
        return nil
    }

    /// kπ, or exactly 0 when k is 0.
    private static func multiple(_ k: BigRational) -> EvaluatedValue {
        k.isZero ? .exact(k) : .piMultiple(k)
    }
}
