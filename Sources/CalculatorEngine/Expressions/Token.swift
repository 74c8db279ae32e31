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
        case symbol(String)
        /// The end of the line.
        case end
    }

    /// What the token is.
    let kind: Kind
    /// The 1-based column (in characters) of the token's first character.
    let column: Int
    /// The token as written in the input.
    let text: String

    /// A token of `kind` written as `text` at `column`.
    /// - Parameters:
    ///   - kind: what the token is.
    ///   - column: where it starts in the line (0-based).
    ///   - text: the token as written.
    init(kind: Kind, column: Int, text: String) {
        self.kind = kind
        self.column = column
        self.text = text
    }
}
