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
    /// Whether a function with jumps (floor, ceil, round, trunc, mod) had an operand whose error
    /// bound reaches across a jump: its result may then be wrong by a whole step at this precision.
    private(set) var crossesJump = false
    /// The size in bits of the largest exact operand rounded to a BigFloat.
    private(set) var roundedRationalBits = 0

    /// The highest precision the caller will try: `mod` refuses a dividend whose units digit
    /// lies beyond it.
    let maximumPrecision: Int

    /// Whether `evaluate` also builds the tree reduced by its exact parts; when false it returns
    /// the given tree unchanged (for a first evaluation that usually needs no second one).
    var buildsReducedTree = true

    /// The role of a catalog row in the evaluator's special rules, by its first name.
    private enum Role {
        case pi, plus, minus, times, divide, negate, percent, modulo, other
    }

    /// What the evaluator needs to know of each catalog row, by position in `OperationCatalog.entries`.
    private struct RowTraits {
        let role: Role
        let bound: ErrorModel.Bound
        let jump: (@Sendable ([BigFloat]) -> BigFloat)?
    }

    private static let roles: [String: Role] = [
        "π": .pi, "+": .plus, "−": .minus, "×": .times, "÷": .divide, "±": .negate, "%": .percent, "mod": .modulo,
    ]

    private static let traits: [RowTraits] = OperationCatalog.entries.enumerated().map { index, entry in
        let name = entry.names[0]
        return RowTraits(role: roles[name] ?? .other, bound: ErrorModel.boundsByEntry[index], jump: jumps[name])
    }

    init(precision: Int, angleUnit: AngleUnit, maximumPrecision: Int = Int.max) {
        self.precision = precision
        self.maximumPrecision = maximumPrecision
        context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: SeededRandomNumberGenerator(seed: 0))
    }

    /// The value of `node` and the tree reduced by its exact parts.
    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        switch node {
        case let .number(rational, text, column):
            if let rational { return (.exact(rational), buildsReducedTree ? .exact(rational) : node) }
            do {
                return (.real(try BigFloat(parsing: text, precision: precision), error: 1), node)
            } catch .underflow {
                throw ExpressionError(message: "number too small even for MPFR's exponent range", column: column,
                                      calculationError: .tooLarge("number too small"))
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
            return try operation(OperationCatalog.entries[index], index, operands, column, node)
        }
    }

    private mutating func operation(
        _ entry: OperationEntry, _ index: Int, _ operands: [ExpressionNode], _ column: Int, _ node: ExpressionNode
    ) throws(ExpressionError) -> (EvaluatedValue, ExpressionNode) {
        let traits = Self.traits[index]
        let role = traits.role
        if operands.isEmpty, role == .pi { return (.piMultiple(BigRational(1)), node) }
        var values: [EvaluatedValue] = []
        values.reserveCapacity(operands.count)
        var reduced: [ExpressionNode] = []
        if buildsReducedTree { reduced.reserveCapacity(operands.count) }
        var allExact = true
        var hasPiMultiple = false
        for operand in operands {
            let (value, node) = try evaluate(operand)
            switch value {
            case .exact: break
            case .piMultiple: hasPiMultiple = true; allExact = false
            case .real: allExact = false
            }
            values.append(value)
            if buildsReducedTree { reduced.append(node) }
        }
        let building = buildsReducedTree
        func reducedNode() -> ExpressionNode {
            building ? .operation(entry: index, operands: reduced, column: column) : node
        }
        func exactNode(_ r: BigRational) -> ExpressionNode { building ? .exact(r) : node }
        // x − x is exactly 0 whatever x is (once x is known to have a value).
        if role == .minus, operands.count == 2, operands[0].isSameComputation(as: operands[1]) {
            return (.exact(BigRational(0)), exactNode(BigRational(0)))
        }
        // Set once the operands are rounded: a domain error or pole from then on may be the rounding's.
        var roundedOperands = false
        do throws(CalculationError) {
            if hasPiMultiple, let value = try symbolic(entry.names[0], values) {
                if case let .exact(r) = value { return (value, exactNode(r)) }
                return (value, reducedNode())
            }
            if allExact, let exact = entry.exact {
                let result: BigRational?
                switch (exact, values.count) {
                case let (.unary(f), 1): result = try f(values[0].rational ?? BigRational(0))
                case let (.binary(f), 2): result = try f(values[0].rational ?? BigRational(0), values[1].rational ?? BigRational(0))
                default: result = nil
                }
                if let result { return (.exact(result), exactNode(result)) }
            }
            for case let .exact(r) in values { roundedRationalBits = Swift.max(roundedRationalBits, r.bitWidth) }
            let reals = values.map { $0.real(precision: precision) }
            roundedOperands = reals.contains { $0.error > 0 }
            if role == .modulo, reals[0].error > 0, let ea = reals[0].value.exponent, let eb = reals[1].value.exponent,
               ea - eb > maximumPrecision - 64 {
                throw CalculationError.tooLarge("the dividend of mod is too large to be known to its units digit")
            }
            let result: BigFloat
            switch (entry.operation, reals.count) {
            case let (.constant(f), 0): result = try f(&context)
            case let (.unary(f), 1): result = try f(reals[0].value, context)
            case let (.binary(f), 2): result = try f(reals[0].value, reals[1].value, context)
            default: throw CalculationError.domain("'\(entry.names[0])' cannot be evaluated here")
            }
            var error = traits.bound(reals, result, context)
            if let jumpsAt = traits.jump, reals.contains(where: { $0.error > 0 }) {
                if staysBetweenJumps(reals, jumpsAt) {
                    if role != .modulo { error = 0 }
                } else {
                    crossesJump = true
                }
            }
            let bounded = error.isFinite ? Swift.min(error * 1.001 + 0.001, ErrorModel.enormous) : .infinity
            if role == .plus || role == .minus, let e = result.exponent,
               reals.contains(where: { !$0.value.isZero && ($0.value.exponent ?? 0) < e - precision }) {
                absorbedOperand = true
            }
            return (.real(result, error: bounded), reducedNode())
        } catch {
            var failure = ExpressionError(message: error.description, column: column, calculationError: error)
            switch error {
            case .domain, .divisionByZero: failure.mayBeDueToRounding = roundedOperands
            case .overflow, .tooLarge: break
            }
            throw failure
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

    /// The functions with jumps, each as the step function whose value changes exactly at its jumps:
    /// floor(x) for floor, ⌊a/b⌋ for mod, and so on.
    private static let jumps: [String: @Sendable ([BigFloat]) -> BigFloat] = [
        "floor": { BigFloat.floor($0[0]) },
        "ceil": { BigFloat.ceil($0[0]) },
        "round": { BigFloat.round($0[0]) },
        "trunc": { BigFloat.trunc($0[0]) },
        "mod": { BigFloat.floor($0[0] / $0[1]) },
    ]

    /// Whether the step function takes one value over the whole error interval of the operands
    /// (a finite bound on the first operand; the others exact).
    private func staysBetweenJumps(_ reals: [(value: BigFloat, error: Double)], _ step: ([BigFloat]) -> BigFloat) -> Bool {
        guard reals[0].error.isFinite, reals.dropFirst().allSatisfy({ $0.error == 0 }) else { return false }
        let x = reals[0].value
        let wide = precision + 64
        // r = error · 2⁻ᵖ · |x|, doubled for the roundings of this check.
        let radius = BigFloat.scaled(x.magnitude.rounded(toPrecision: wide) * BigFloat(2 * reals[0].error, precision: wide),
                                     byPowerOfTwo: -precision)
        let low = x.subtracting(radius, rounding: .down), high = x.adding(radius, rounding: .up)
        let rest = reals.dropFirst().map { $0.value.rounded(toPrecision: wide) }
        return step([low] + rest) == step([high] + rest)
    }

    /// kπ, or exactly 0 when k is 0.
    private static func multiple(_ k: BigRational) -> EvaluatedValue {
        k.isZero ? .exact(k) : .piMultiple(k)
    }
}
