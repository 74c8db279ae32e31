import BigNumber

/// Renders a brain's `description` (`√(7 + 9) =`, `7 + √(9) …`) from the expression trees of its
/// values: typed numbers as typed, constants by their key, computed values with
/// `descriptionDigits` digits, operations by their catalog notation. The algebraic profile adds
/// the parentheses its precedence needs; the immediate profile shows the keys in the order pressed.
struct KeypadDescription {
    /// The brain described.
    let brain: CalculatorBrain

    /// Text with the precedence of its outermost infix operator (nil when atomic).
    struct Phrase {
        var text: String
        var precedence: Precedence?
    }

    /// The description of the brain's state.
    var text: String {
        let state = brain.state
        if state.pending.isEmpty {
            return state.isDescribed ? phrase(state.accumulator.source).text + " =" : ""
        }
        var parts: [String] = []
        for (index, item) in state.pending.enumerated() {
            let left = phrase(item.operand.source)
            parts.append((index == 0 ? parenthesized(left, below: item.operation.row.precedence) : left.text)
                + " " + Self.infixSymbol(item.operation))
        }
        if state.lastInput != .binary {
            parts.append(parenthesized(phrase(state.accumulator.source), atOrBelow: state.pending.last?.operation.row.precedence))
        }
        return parts.joined(separator: " ") + " …"
    }

    /// The text of a tree.
    func text(of node: ExpressionNode) -> String { phrase(node).text }

    /// The phrase of a tree.
    func phrase(_ node: ExpressionNode) -> Phrase {
        switch node {
        case let .number(_, text, _): return Phrase(text: text)
        case let .labeled(_, text): return Phrase(text: text)
        case let .angleUnit(_, inner): return phrase(inner)
        case let .exact(value): return Phrase(text: brain.format(EvaluatedValue(exact: value)))
        case let .frozen(value): return Phrase(text: brain.format(.real(BigBall(value))))
        case let .name(name, _): return Phrase(text: name)
        case let .call(name, arguments, _): return Phrase(text: name + "(" + arguments.map(text(of:)).joined(separator: ", ") + ")")
        case let .closure(inner, _): return phrase(inner)
        case let .operation(operation, operands, _):
            let row = operation.row
            switch operands.count {
            case 0: return Phrase(text: row.key ?? row.names[0])
            case 1: return Phrase(text: Self.wrap(phrase(operands[0]), in: row.notation))
            default: return combine(phrase(operands[0]), operation, phrase(operands[1]))
            }
        }
    }

    /// The symbol of a binary operation between its operands.
    static func infixSymbol(_ operation: CatalogOperation) -> String {
        let row = operation.row
        if case let .infix(symbol) = row.notation { return symbol }
        return row.key ?? row.names[0]
    }

    /// `left op right`, or `f(left, right)` for function notation, parenthesized as the profile needs.
    func combine(_ left: Phrase, _ operation: CatalogOperation, _ right: Phrase) -> Phrase {
        let row = operation.row
        if case let .function(name) = row.notation {
            return Phrase(text: "\(name)(\(left.text), \(right.text))")
        }
        let l = parenthesized(left, below: row.precedence)
        let r = parenthesized(right, atOrBelow: row.precedence)
        return Phrase(text: "\(l) \(Self.infixSymbol(operation)) \(r)", precedence: row.precedence ?? .additive)
    }

    /// The phrase in parentheses when, in the algebraic profile, its operator binds less tightly than `outer` (a left operand).
    func parenthesized(_ phrase: Phrase, below outer: Precedence?) -> String {
        guard brain.profile == .algebraic, let inner = phrase.precedence, let outer, inner < outer else { return phrase.text }
        return "(\(phrase.text))"
    }

    /// The phrase in parentheses when, in the algebraic profile, its operator binds no more tightly than `outer` (a right operand).
    func parenthesized(_ phrase: Phrase, atOrBelow outer: Precedence?) -> String {
        guard brain.profile == .algebraic, let inner = phrase.precedence, let outer, inner <= outer else { return phrase.text }
        if inner == .power, outer == .power { return phrase.text }
        return "(\(phrase.text))"
    }

    /// A unary operation applied to a phrase: `√(7 + 9)`, `5²`, `(7 + 9)²`.
    static func wrap(_ phrase: Phrase, in notation: OperationNotation) -> String {
        switch notation {
        case let .prefix(symbol):
            return "\(symbol)(\(phrase.text))"
        case let .postfix(symbol):
            let atomic = phrase.text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            }
            return atomic ? phrase.text + symbol : "(\(phrase.text))\(symbol)"
        case let .infix(symbol), let .function(symbol), let .symbol(symbol):
            return "\(symbol)(\(phrase.text))"
        case .brackets, .subscripted:
            return "[\(phrase.text)]"
        }
    }
}

extension CalculatorBrain {
    /// How the result was reached: `√(7 + 9) =`, `7 + √(9) …` while an operation is pending,
    /// or the empty string before any input.
    public var description: String { KeypadDescription(brain: self).text }
}
