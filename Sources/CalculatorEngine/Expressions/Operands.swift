/// The operands of an operation node or the arguments of a call: an array of nodes whose common
/// short forms are held in place.
///
/// Most operations take one or two operands. Holding those in the node itself, rather than in an
/// array of their own, halves the allocations of an expression tree; everything else reads the
/// operands as a collection and never needs to know which form it has.
package enum Operands: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// No operand (a constant such as `pi`, `rand()`).
    case none
    /// One operand (`sqrt(x)`, `-x`, `x!`).
    case one(ExpressionNode)
    /// Two operands (`a + b`, `root(x, n)`).
    case two(ExpressionNode, ExpressionNode)
    /// Any number of operands, in an array (`sum(f, k, a, b)`, a list's entries).
    case many([ExpressionNode])

    /// The operands of `nodes`, in the shortest form that holds them.
    package init(_ nodes: [ExpressionNode]) {
        switch nodes.count {
        case 0: self = .none
        case 1: self = .one(nodes[0])
        case 2: self = .two(nodes[0], nodes[1])
        default: self = .many(nodes)
        }
    }

    /// The operands written as an array literal, in the shortest form that holds them.
    package init(arrayLiteral nodes: ExpressionNode...) {
        self.init(nodes)
    }

    /// The position of the first operand: 0.
    package var startIndex: Int { 0 }

    /// The number of operands.
    package var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .two: 2
        case let .many(nodes): nodes.count
        }
    }

    /// The operand at `position` (from 0); a position out of range traps, as an array's does.
    package subscript(position: Int) -> ExpressionNode {
        switch self {
        case let .one(node) where position == 0: node
        case let .two(left, right) where position == 0 || position == 1: position == 0 ? left : right
        case let .many(nodes): nodes[position]
        default: preconditionFailure("operand index \(position) out of range")
        }
    }

    // The walks over a tree (its size, whether it draws random values, its free names) read the
    // operands in place: `Sequence`'s versions would first copy them into an iterator, retaining
    // each node once more.

    /// Whether some operand satisfies `predicate`.
    package func contains(where predicate: (ExpressionNode) -> Bool) -> Bool {
        switch self {
        case .none: false
        case let .one(node): predicate(node)
        case let .two(left, right): predicate(left) || predicate(right)
        case let .many(nodes): nodes.contains(where: predicate)
        }
    }

    /// Whether every operand satisfies `predicate`.
    package func allSatisfy(_ predicate: (ExpressionNode) -> Bool) -> Bool {
        !contains { !predicate($0) }
    }

    /// `next` applied to `initial` and each operand in turn.
    package func reduce<Result>(_ initial: Result, _ next: (Result, ExpressionNode) -> Result) -> Result {
        switch self {
        case .none: initial
        case let .one(node): next(initial, node)
        case let .two(left, right): next(next(initial, left), right)
        case let .many(nodes): nodes.reduce(initial, next)
        }
    }
}
