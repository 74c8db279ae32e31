/// How strongly an infix operator binds; higher binds tighter.
enum Precedence: Int, Sendable, Hashable, Comparable {
    /// `or ||`
    case disjunction = -6
    /// `and &&`
    case conjunction = -5
    /// `< <= > >= == !=`
    case comparison = -4
    /// `|` (bitwise or)
    case bitwiseOr = -3
    /// `xor`
    case bitwiseXor = -2
    /// `&` (bitwise and)
    case bitwiseAnd = -1
    /// `<< >>`
    case shift = 0
    /// `+ −`
    case additive = 1
    /// `× ÷ mod`
    case multiplicative = 2
    /// `xʸ ʸ√x EE`: right-associative.
    case power = 3

    /// Whether `a` binds less tightly than `b`.
    /// - Parameters:
    ///   - a: a precedence.
    ///   - b: another precedence.
    /// - Returns: whether `a` is lower.
    static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
}

/// How a description shows an operation applied to its operands.
enum OperationNotation: Sendable, Hashable {
    /// The symbol before the parenthesized operand: `√(9)`, `sin(30)`, `1/(4)`.
    case prefix(String)
    /// The symbol after the operand: `5²`, `(4 + 1)!`.
    case postfix(String)
    /// The symbol between the operands: `7 + 9`, `2 ^ 10`.
    case infix(String)
    /// A function written with its parenthesized arguments: `atan2(1, 2)`, `rand()`.
    case function(String)
    /// The symbol on its own: `π`.
    case symbol(String)
    /// The operands in brackets: `[1, 2, 3]`.
    case brackets
    /// The first operand indexed by the others: `v[2]`, `A[2, 1]`.
    case subscripted
}
