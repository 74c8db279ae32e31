import BigNumber

/// What a row that reads its operands as written (`identify`) learns of them: the entries of a
/// list literal, labelled by the parser with their text (see `Parser.factorText`).
extension ExpressionNode {
    /// The written form of this operand: the labelled entries of a list literal of the call, or
    /// none (a variable's tree or a computed list).
    var written: WrittenOperand {
        switch self {
        case let .operation(.list, entries, column):
            var texts: [(text: String, column: Int?)] = []
            for entry in entries {
                guard case let .labeled(inner, text) = entry else { return WrittenOperand(entries: nil, column: nil) }
                texts.append((text, inner.outermostColumn))
            }
            return WrittenOperand(entries: texts, column: column)
        case let .labeled(inner, _):
            return inner.written
        default:
            return WrittenOperand(entries: nil, column: nil)
        }
    }

    /// Whether the expression as parsed, written without blanks, needs no parentheses as a factor
    /// or a divisor (`sqrt(7)`, `x`, `2.5`, `7^(1/3)`, `f(2)`): a number, a name, a call or a power of them.
    var isTightFactor: Bool {
        switch self {
        case .number, .name, .call: return true
        case let .labeled(inner, _), let .angleUnit(_, inner), let .closure(inner, _): return inner.isTightFactor
        case let .operation(operation, operands, _):
            if operands.isEmpty { return true }
            // A power binds tighter than any sign, factor or divisor around it; a function
            // applies to its parenthesized operand (or, written without blanks, to a power).
            switch operation.row.notation {
            case .function, .subscripted, .infix("^"): return true
            case let .prefix(symbol): return symbol.first?.isLetter == true || symbol == "√" || symbol == "∛"
            case let .postfix(symbol): return symbol != "%"
            default: return false
            }
        case .exact, .frozen: return false
        }
    }
}
