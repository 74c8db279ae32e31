/// A flat chain of left-associative operators of one precedence, `a + b − c + …` or `a × b ÷ c …`,
/// as the parser reads it: the operands in order and the operator before each one after the first.
///
/// A short chain becomes the usual left-leaning tree `((a + b) − c) + …`. A long chain of a
/// regroupable operation and its inverse (catalog traits `.regroupable` and `.invertsChain`:
/// `+` and `−`, `×` and `÷`) becomes a balanced tree of the same value, `(a + b) − (c − d)`, whose
/// depth grows with the logarithm of its length: a sum of 100,000 terms is then no deeper than
/// 17 levels, so that nesting limits count real nesting (parentheses, calls, unary chains) and
/// every walk of the tree stays shallow. The leaves keep their order, so the evaluation order does too.
struct OperatorChain {
    /// The shortest chain (in operators) that is regrouped; shorter ones are left as written.
    static let regroupingLength = 32

    /// One operator of the chain, with what an error about it points at.
    struct Link {
        /// The operation, or nil when the symbol has no binary row (an error when the tree is built).
        let operation: CatalogOperation?
        /// The symbol as written.
        let symbol: String
        /// The operator's token.
        let token: Token
    }

    /// The left fold of the chain so far, while it is shorter than `regroupingLength` (no array
    /// is allocated for the usual short chain), and its depth.
    private var folded: ExpressionNode
    private var foldedDepth: Int
    private var count = 0
    /// The operands, their depths and the operators, once the chain is long (nil before: a short
    /// chain costs no array at all).
    private var long: Long?

    /// The parts of a long chain.
    private struct Long {
        var operands: [ExpressionNode] = []
        var depths: [Int] = []
        var links: [Link] = []
    }

    /// A chain of one operand, of depth `depth`.
    init(_ first: ExpressionNode, depth: Int) {
        folded = first
        foldedDepth = depth
    }

    /// Appends an operator and its right operand, of depth `depth`.
    /// - Parameters:
    ///   - link: the operator.
    ///   - operand: its right operand.
    ///   - depth: the operand's depth.
    ///   - parser: the parser, whose node builder folds a short chain.
    /// - Throws: `ExpressionError` for an operator without a binary row or a tree too deep.
    @inline(__always)
    mutating func append(_ link: Link, _ operand: ExpressionNode, depth: Int, _ parser: inout Parser) throws(ExpressionError) {
        count += 1
        if count < Self.regroupingLength {
            folded = try parser.operation(link.operation, link.symbol, .two(folded, operand), Swift.max(foldedDepth, depth), link.token)
            foldedDepth = parser.resultDepth
            return
        }
        var parts = long ?? unfolded()
        long = nil
        parts.links.append(link)
        parts.operands.append(operand)
        parts.depths.append(depth)
        long = parts
    }

    /// The left fold of the first operators taken apart (the chain has become long enough to be regrouped).
    private func unfolded() -> Long {
        var parts = Long()
        var node = folded
        for _ in 1..<count {
            guard case let .operation(operation, pair, column) = node, pair.count == 2 else { break }
            parts.operands.append(pair[1])
            parts.links.append(Link(operation: operation, symbol: "", token: Token(tag: .end, column: column, text: "")))
            node = pair[0]
        }
        parts.operands.append(node)
        parts.operands.reverse()
        parts.links.reverse()
        parts.depths = parts.operands.map(\.depth)
        return parts
    }

    /// The tree of the chain, built with `parser`'s node builder (which checks the depth and sets
    /// `resultDepth`).
    /// - Parameter parser: the parser.
    /// - Returns: the tree.
    /// - Throws: `ExpressionError` for an operator without a binary row or a tree too deep.
    @inline(__always)
    func tree(_ parser: inout Parser) throws(ExpressionError) -> ExpressionNode {
        guard let long else {
            parser.resultDepth = foldedDepth
            return folded
        }
        if let inverses = Self.regroupedInverses(long.links) {
            return try Self.balanced(long, long.operands.indices, flipped: false, inverses, &parser)
        }
        var node = long.operands[0]
        parser.resultDepth = long.depths[0]
        for (index, link) in long.links.enumerated() {
            node = try parser.operation(link.operation, link.symbol, .two(node, long.operands[index + 1]),
                                        Swift.max(parser.resultDepth, long.depths[index + 1]), link.token)
        }
        return node
    }

    /// The regroupable operation of the chain and its inverse, when every operator is one of the
    /// two; nil when the chain cannot be regrouped (`mod`, a comparison, or a missing row).
    private static func regroupedInverses(_ links: [Link]) -> (regroupable: CatalogOperation, inverse: CatalogOperation)? {
        guard let precedence = links.first?.operation?.row.precedence,
              let regroupable = OperationCatalog.rows.first(where: { $0.precedence == precedence && $0.traits.contains(.regroupable) }),
              let inverse = OperationCatalog.rows.first(where: { $0.precedence == precedence && $0.traits.contains(.invertsChain) }),
              links.allSatisfy({ $0.operation == regroupable.operation || $0.operation == inverse.operation }) else { return nil }
        return (regroupable.operation, inverse.operation)
    }

    /// The balanced tree of the operands in `range`, its first one taken as it is and every
    /// operator inverted when `flipped`: a ∘ x₁ ∘ x₂ … split in the middle at operator m is
    /// (left half) m (right half with its operators inverted when m is the inverse).
    private static func balanced(
        _ long: Long, _ range: Range<Int>, flipped: Bool, _ pair: (regroupable: CatalogOperation, inverse: CatalogOperation),
        _ parser: inout Parser
    ) throws(ExpressionError) -> ExpressionNode {
        guard range.count > 1 else {
            parser.resultDepth = long.depths[range.lowerBound]
            return long.operands[range.lowerBound]
        }
        let middle = range.lowerBound + range.count / 2
        let left = try balanced(long, range.lowerBound..<middle, flipped: flipped, pair, &parser)
        let leftDepth = parser.resultDepth
        let link = long.links[middle - 1]
        let isInverse = (link.operation == pair.inverse) != flipped
        let right = try balanced(long, middle..<range.upperBound, flipped: flipped != isInverse, pair, &parser)
        return try parser.operation(isInverse ? pair.inverse : pair.regroupable, link.symbol, .two(left, right),
                                    Swift.max(leftDepth, parser.resultDepth), link.token)
    }
}
