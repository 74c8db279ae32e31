/// A product or quotient seen as its factors, along what the rows declare (`TailBound.product`,
/// `.quotient`): the one split that the bounds of an integrand's tails and ends both read.
extension ExpressionNode {
    /// The factors of this node, each with whether it divides (inverted twice for a divisor's
    /// divisor); labels are looked through, and a node that neither multiplies nor divides is one
    /// factor.
    /// - Parameter inverted: whether this node itself divides.
    /// - Returns: the factors, in the order written.
    func multiplicativeFactors(inverted: Bool = false) -> [(node: ExpressionNode, inverted: Bool)] {
        switch self {
        case let .labeled(inner, _):
            return inner.multiplicativeFactors(inverted: inverted)
        case let .operation(operation, operands, _):
            switch operation.row.implementations.tail {
            case .product?:
                return operands.flatMap { $0.multiplicativeFactors(inverted: inverted) }
            case .quotient?:
                return operands[0].multiplicativeFactors(inverted: inverted) + operands[1].multiplicativeFactors(inverted: !inverted)
            default:
                return [(self, inverted)]
            }
        default:
            return [(self, inverted)]
        }
    }
}
