/// Splits an expression line into tokens.
///
/// Whitespace separates tokens and is otherwise ignored. Unicode forms are read as their ASCII
/// counterparts: `×` and `·` as `*`, `÷` as `/`, `−` as `-`, and `**` as `^`. A name is an ASCII
/// letter or `_` followed by letters, digits, `_`, subscript digits and `⁻¹` (`log₁₀`, `sin⁻¹`);
/// any other letter (`π`, `γ`, `Γ`) is a one-letter name, so `2π` and `πr` read as products.
public enum Lexer {
    /// The tokens of `line`, ending with an `.end` token; throws on a character that starts no token.
    public static func tokens(of line: String) throws(ExpressionError) -> [Token] {
        let characters = Array(line)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character.isASCII, character.isNumber || character == "." {
                let end = numberEnd(characters, from: index)
                let text = String(characters[index..<end])
                guard text != "." else { throw ExpressionError(message: "unexpected '.'", column: column) }
                tokens.append(Token(kind: .number(text), column: column, text: text))
                index = end
            } else if isNameStart(character) {
                var end = index + 1
                if character.isASCII {
                    while end < characters.count, isNameContinuation(characters[end]) { end += 1 }
                }
                while end < characters.count, isNameSuffix(characters, end) {
                    end += characters[end] == "⁻" ? 2 : 1
                }
                let text = String(characters[index..<end])
                tokens.append(Token(kind: .identifier(text), column: column, text: text))
                index = end
            } else if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                tokens.append(Token(kind: .symbol("^"), column: column, text: "**"))
                index += 2
            } else if let symbol = symbols[character] {
                tokens.append(Token(kind: .symbol(symbol), column: column, text: String(character)))
                index += 1
            } else {
                throw ExpressionError(message: "unexpected character '\(character)'", column: column)
            }
        }
        tokens.append(Token(kind: .end, column: characters.count + 1, text: ""))
        return tokens
    }

    /// Operator characters and their canonical forms.
    static let symbols: [Character: String] = [
        "+": "+", "-": "-", "−": "-", "*": "*", "×": "*", "·": "*", "/": "/", "÷": "/",
        "^": "^", "!": "!", "%": "%", "(": "(", ")": ")", ",": ",", "=": "=",
        "√": "√", "∛": "∛", "²": "²", "³": "³",
    ]

    /// The index just past the decimal literal starting at `start`: digits, an optional point and
    /// digits, and an exponent only when digits follow the `e` (so `2e` is 2·e and `2e5` is 200000).
    static func numberEnd(_ characters: [Character], from start: Int) -> Int {
        var end = start
        func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
        while isDigit(end) { end += 1 }
        if end < characters.count, characters[end] == "." {
            end += 1
            while isDigit(end) { end += 1 }
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" { exponent += 1 }
            if isDigit(exponent) {
                end = exponent
                while isDigit(end) { end += 1 }
            }
        }
        return end
    }

    static func isNameStart(_ c: Character) -> Bool {
        c == "_" || (c.isLetter && !symbols.keys.contains(c))
    }

    static func isNameContinuation(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_")
    }

    /// Subscript digits and `⁻¹` may end any name: `log₂`, `sin⁻¹`.
    static func isNameSuffix(_ characters: [Character], _ i: Int) -> Bool {
        let c = characters[i]
        if "₀₁₂₃₄₅₆₇₈₉".contains(c) { return true }
        return c == "⁻" && i + 1 < characters.count && characters[i + 1] == "¹"
    }
}
