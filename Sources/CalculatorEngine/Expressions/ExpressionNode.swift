import BigNumber

/// A node of a parsed expression. Operations are `CatalogOperation`s, so that the one catalog
/// defines what every name computes. Columns are 1-based character positions
/// used to point error messages at the operator or function concerned.
package indirect enum ExpressionNode: Sendable {
    /// A decimal literal: its exact value, or nil when it is too large to hold exactly (`1e-99999999999`).
    case number(BigRational?, text: String, column: Int)
    /// A name that is not a function call: a variable, `ans`, or a constant of the catalog.
    case name(String, column: Int)
    /// A catalog operation applied to its operands (none for constants such as `pi` and `rand()`).
    case operation(CatalogOperation, operands: Operands, column: Int)
    /// A call of a user-defined function (`f(3)` after `f(x) = x^2`), looked up when evaluated.
    case call(String, arguments: Operands, column: Int)
    /// A variable's stored tree that calls user functions, with the variables and functions of the
    /// moment it was stored: redefining `f` later does not change `y = f(2)`.
    case closure(ExpressionNode, Definitions)
    /// An exact value substituted for a variable.
    case exact(BigRational)
    /// A stored approximate value of a variable whose defining expression was too large to keep;
    /// results that use it are not proven beyond its own precision.
    case frozen(BigFloat)
    /// A subtree that descriptions show as `text` (a keypad's recalled memory or drawn `Rand`).
    case labeled(ExpressionNode, text: String)
    /// A subtree evaluated with angles in `AngleUnit` (a keypad step taken in that unit).
    case angleUnit(AngleUnit, ExpressionNode)

    /// The number of nodes in the tree, those under labels and angle units included (a keypad's
    /// trees are made of them, and their size is what bounds the keypad's work).
    var size: Int {
        switch self {
        case let .operation(_, operands, _), let .call(_, operands, _): operands.reduce(1) { $0 + $1.size }
        case let .labeled(inner, _), let .angleUnit(_, inner): 1 + inner.size
        default: 1
        }
    }

    /// The nesting depth of the tree.
    var depth: Int {
        switch self {
        case let .operation(_, operands, _), let .call(_, operands, _): 1 + operands.reduce(0) { Swift.max($0, $1.depth) }
        case let .labeled(inner, _), let .angleUnit(_, inner): 1 + inner.depth
        default: 1
        }
    }

    /// The column of the outermost operation or number (through labels and angle units), which
    /// errors about the whole result point at.
    var outermostColumn: Int? {
        switch self {
        case let .number(_, _, column), let .name(_, column), let .operation(_, _, column), let .call(_, _, column): column
        case let .labeled(inner, _), let .angleUnit(_, inner): inner.outermostColumn
        case .exact, .frozen, .closure: nil
        }
    }

    /// Whether two trees denote the same computation (ignoring columns): `x − x` is then exactly 0.
    /// Trees that draw random numbers are never the same.
    func isSameComputation(as other: ExpressionNode) -> Bool {
        switch (self, other) {
        case let (.number(a, textA, _), .number(b, textB, _)):
            if let a, let b { return a == b }
            return textA == textB
        case let (.name(a, _), .name(b, _)):
            return a == b
        case let (.exact(a), .exact(b)):
            return a == b
        case let (.frozen(a), .frozen(b)):
            return a.isIdentical(to: b) && a.precision == b.precision
        case let (.labeled(a, _), .labeled(b, _)):
            return a.isSameComputation(as: b)
        case let (.angleUnit(unitA, a), .angleUnit(unitB, b)):
            return unitA == unitB && a.isSameComputation(as: b)
        case let (.operation(a, operandsA, _), .operation(b, operandsB, _)):
            guard a == b, operandsA.count == operandsB.count, !a.row.traits.contains(.drawsRandomValue) else { return false }
            return zip(operandsA, operandsB).allSatisfy { $0.isSameComputation(as: $1) }
        case (.call, .call):
            // A user function may draw random numbers: two calls are never known to be the same.
            return false
        default:
            return false
        }
    }

    /// The tree with each free variable name replaced by its stored definition (names that
    /// `definitions` knows only); a name bound by an enclosing form (`k` in `sum(1/k, k, 1, 9)`) is kept.
    func substituting(_ bindings: Definitions, bound: Set<String> = []) -> ExpressionNode {
        switch self {
        case let .name(name, _):
            return bound.contains(name) ? self : bindings.stored(name) ?? self
        case let .operation(operation, operands, column):
            return .operation(operation, operands: Operands(operands.enumerated().map { index, operand in
                operand.substituting(bindings, bound: operation.names(bound, boundIn: operands, at: index))
            }), column: column)
        case let .call(name, arguments, column):
            return .call(name, arguments: Operands(arguments.map { $0.substituting(bindings, bound: bound) }), column: column)
        default:
            return self
        }
    }
}

extension ExpressionNode: CustomStringConvertible {
    /// Whether the name occurs anywhere in the tree (also where a form binds it again).
    /// - Parameter name: The name of a variable.
    /// - Returns: true when some node of the tree is that name.
    func mentions(_ name: String) -> Bool {
        switch self {
        case let .name(other, _): other == name
        case let .operation(_, operands, _): operands.contains { $0.mentions(name) }
        case let .call(_, arguments, _): arguments.contains { $0.mentions(name) }
        case let .labeled(inner, _), let .angleUnit(_, inner): inner.mentions(name)
        case let .closure(inner, _): inner.mentions(name)
        case .number, .exact, .frozen: false
        }
    }

    /// Whether the tree calls a user function.
    var callsFunctions: Bool {
        switch self {
        case .call: true
        case let .operation(_, operands, _): operands.contains { $0.callsFunctions }
        case let .labeled(inner, _), let .angleUnit(_, inner): inner.callsFunctions
        default: false
        }
    }

    /// The tree in prefix form with each operation parenthesized by its catalog name:
    /// `-2^2` is `(± (xʸ 2 2))`, `2pi` is `(× 2 π)`.
    package var description: String {
        switch self {
        case let .number(_, text, _): text
        case let .name(name, _): name
        case let .exact(value): value.description
        case let .frozen(value): value.description
        case let .labeled(node, _): node.description
        case let .angleUnit(unit, node): "(\(unit.rawValue) \(node.description))"
        case let .operation(operation, operands, _):
            operands.isEmpty ? operation.row.names[0]
                : "(" + ([operation.row.names[0]] + operands.map(\.description)).joined(separator: " ") + ")"
        case let .call(name, arguments, _):
            "(" + ([name] + arguments.map(\.description)).joined(separator: " ") + ")"
        case let .closure(inner, _): inner.description
        }
    }
}

extension ParsedExpression: CustomStringConvertible {
    /// The parsed structure (see `ExpressionNode.description`), prefixed by `name =` for assignments.
    public var description: String {
        (assignedName.map { "\($0) = " } ?? "") + tree.description
    }
}

extension CatalogOperation {
    /// The name the operation binds in its operand at `index`: the bound variable of a form
    /// (`k` in `sum(1/k, k, 1, 9)`) in its body and in the operand that names it; nil elsewhere.
    func boundName(in operands: Operands, at index: Int) -> String? {
        guard let form = row.form, let variable = form.boundVariableOperand, variable < operands.count,
              case let .name(name, _) = operands[variable], index == variable || index == form.bodyOperand else { return nil }
        return name
    }

    /// `bound` with the name the operation binds in its operand at `index`, if any.
    func names(_ bound: Set<String>, boundIn operands: Operands, at index: Int) -> Set<String> {
        guard let name = boundName(in: operands, at: index) else { return bound }
        return bound.union([name])
    }
}

extension ExpressionNode {
    /// The tree `real + imaginary·i`: how a variable keeps a complex value.
    /// - Parameters:
    ///   - real: the tree of the real part.
    ///   - imaginary: the tree of the imaginary part.
    /// - Returns: the tree.
    static func complexNumber(real: ExpressionNode, imaginary: ExpressionNode) -> ExpressionNode {
        let unit = ExpressionNode.operation(.imaginaryUnit, operands: [], column: 0)
        return .operation(.add, operands: [real, .operation(.multiply, operands: [imaginary, unit], column: 0)], column: 0)
    }
}
