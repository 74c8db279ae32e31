/// One lexical unit of an expression line, with the 1-based column (in characters) where it starts.
struct Token: Sendable, Hashable {
    /// What kind of unit a token is.
    enum Kind: Sendable, Hashable {
        /// A decimal literal as written: `12`, `1.5`, `.5`, `2.5E+300`.
        case number(String)
        /// A name of a function, constant or variable: `sqrt`, `π`, `x1`, `log₁₀`, `sin⁻¹`.
        case identifier(String)
        /// An operator or punctuation, in canonical ASCII form where one exists:
        /// `+ - * / ^ ! !! % ( ) , = ; $`, comparisons `< <= > >= == !=`, logic `&& ||`, bitwise
        /// `& | ~ << >>`, and `√ ∛ ² ³`.
        case symbol(Symbol)
        /// The end of the line.
        case end
    }

    /// What kind of unit a token is, without the text of a number or a name (which is the
    /// token's `text`): a value without strings, which the parser reads at every step without
    /// copying any.
    enum Tag: Sendable, Hashable {
        case number, identifier, symbol(Symbol), end
    }

    /// What the token is, its text aside.
    let tag: Tag
    /// The 1-based column (in characters) of the token's first character.
    let column: Int
    /// The token as written in the input.
    let text: String

    /// What the token is.
    var kind: Kind {
        switch tag {
        case .number: .number(text)
        case .identifier: .identifier(text)
        case let .symbol(symbol): .symbol(symbol)
        case .end: .end
        }
    }
}
