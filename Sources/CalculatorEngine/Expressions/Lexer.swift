import BigNumber

/// Splits an expression line into tokens.
///
/// Whitespace separates tokens and is otherwise ignored. Unicode forms are read as their ASCII
/// counterparts: `×` and `·` as `*`, `÷` as `/`, `−` as `-`, and `**` as `^`. A name is an ASCII
/// letter or `_` followed by letters, digits, `_`, subscript digits and `⁻¹` (`log₁₀`, `sin⁻¹`);
/// any other letter (`π`, `γ`, `Γ`) is a one-letter name, so `2π` and `πr` read as products.
enum Lexer {
    /// The tokens of `line`, ending with an `.end` token; throws on a character that starts no token.
    /// - Parameter line: the text.
    /// - Returns: the tokens, in order.
    /// - Throws: `ExpressionError` at a character that starts no token.
    static func tokens(of line: String) throws(ExpressionError) -> [Token] {
        if let tokens = try asciiTokens(of: line) { return tokens }
        return try generalTokens(of: line)
    }

    /// The tokens of `line` read character by character: the path for any line, used for lines
    /// that are not plain ASCII.
    static func generalTokens(of line: String) throws(ExpressionError) -> [Token] {
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
                tokens.append(Token(tag: .number, column: column, text: text))
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
                tokens.append(Token(tag: .identifier, column: column, text: text))
                index = end
            } else if let pair = pairs[String(characters[index...].prefix(2))] {
                tokens.append(Token(tag: .symbol(pair), column: column, text: String(characters[index...].prefix(2))))
                index += 2
            } else if let symbol = symbols[character] {
                tokens.append(Token(tag: .symbol(symbol), column: column, text: String(character)))
                index += 1
            } else {
                throw ExpressionError(message: "unexpected character '\(character)'", column: column)
            }
        }
        tokens.append(Token(tag: .end, column: characters.count + 1, text: ""))
        return tokens
    }

    /// Operator characters and their canonical forms.
    static let symbols: [Character: Symbol] = [
        "+": .plus, "-": .minus, "−": .minus, "*": .times, "×": .times, "·": .times, "/": .divide, "÷": .divide,
        "^": .power, "!": .bang, "%": .percent, "(": .openParenthesis, ")": .closeParenthesis, "[": .openBracket,
        "]": .closeBracket, ",": .comma, "=": .assign, "√": .squareRoot, "∛": .cubeRoot, "²": .squared, "³": .cubed,
        "<": .less, ">": .greater, ";": .semicolon, "$": .dollar, "&": .bitAnd, "|": .bitOr, "~": .tilde,
        "≤": .lessOrEqual, "≥": .greaterOrEqual, "≠": .notEqual,
    ]

    /// Two-character operators and their canonical forms: `**` is `^`; comparisons, logic, shifts,
    /// and `!!` (the double factorial after an operand, two logical nots before one).
    static let pairs: [String: Symbol] = [
        "**": .power, "<=": .lessOrEqual, ">=": .greaterOrEqual, "==": .equal, "!=": .notEqual, "&&": .and, "||": .or,
        "<<": .shiftLeft, ">>": .shiftRight, "!!": .doubleBang,
    ]

    /// The index just past the decimal literal starting at `start`: digits, an optional point and
    /// digits, and an exponent only when digits follow the `e` (so `2e` is 2·e and `2e5` is 200000).
    static func numberEnd(_ characters: [Character], from start: Int) -> Int {
        // Characters other than ASCII ones read as the byte 0, which ends any literal.
        NumberLiteral.end(of: characters.lazy.map { $0.asciiValue ?? 0 }, from: start)
    }

    static func isNameStart(_ c: Character) -> Bool {
        // ∞ is a symbol, not a letter, but a one-letter name (a catalog constant) all the same.
        c == "_" || c == "∞" || (c.isLetter && symbols[c] == nil)
    }

    static func isNameContinuation(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_")
    }

    /// Subscript digits and `⁻¹` may end any name: `log₂`, `sin⁻¹`.
    static func isNameSuffix(_ characters: [Character], _ i: Int) -> Bool {
        let c = characters[i]
        if let scalar = c.unicodeScalars.first, (0x2080...0x2089).contains(scalar.value) { return true }
        return c == "⁻" && i + 1 < characters.count && characters[i + 1] == "¹"
    }

    /// The tokens of a line of printable ASCII and blanks, read byte by byte (columns are then byte
    /// offsets); nil for any other line, which the general path reads character by character.
    static func asciiTokens(of line: String) throws(ExpressionError) -> [Token]? {
        var line = line
        let result: Result<[Token]?, ExpressionError> = line.withUTF8 { bytes in
            do throws(ExpressionError) {
                return .success(try asciiTokens(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The kind of each ASCII byte for the fast path; `other` is an operator or a byte that starts no token.
    private enum ByteClass {
        case other, blank, digit, point, nameStart
    }

    /// The class of each byte below 128: `nameStart` letters and `_`, `digit` also continues names.
    private static let byteClasses: [ByteClass] = (0..<128).map { (b: Int) -> ByteClass in
        switch b {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C: .blank
        case 0x30...0x39: .digit
        case 0x2E: .point
        case 0x41...0x5A, 0x61...0x7A, 0x5F: .nameStart
        default: .other
        }
    }

    /// The bytes that can belong to a two-character operator (`pairs`), so that other symbols skip the lookup.
    private static let pairBytes: [Bool] = {
        var bytes = [Bool](repeating: false, count: 128)
        for pair in pairs.keys {
            for byte in pair.utf8 where byte < 128 { bytes[Int(byte)] = true }
        }
        return bytes
    }()

    /// The symbols written as one ASCII byte, by byte (nil for the other bytes below 128): their
    /// canonical texts, which are what `symbols` maps those bytes to. Made from the symbols'
    /// texts rather than from `symbols`, whose `Character` keys would cost every process at start-up.
    static let asciiSymbols: [Symbol?] = {
        var table = [Symbol?](repeating: nil, count: 128)
        for symbol in Symbol.allCases where symbol.text.utf8.count == 1 {
            if let byte = symbol.text.utf8.first, byte < 128 { table[Int(byte)] = symbol }
        }
        return table
    }()

    /// The one-character symbol tokens' texts by byte, so that no string is built per token.
    private static let symbolTexts: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// The end of the number starting at `start` when it is digits with at most one point (`851`,
    /// `851.96`, `.5`, `1.`) and the byte after it cannot continue any literal (no letter, digit,
    /// point or `_`); nil otherwise, for `NumberLiteral.end` to decide (exponents, prefixes, separators).
    private static func plainNumberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ byteClasses: [ByteClass]) -> Int? {
        let count = bytes.count
        var index = start
        while index < count, byteClasses[Int(bytes[index])] == .digit { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, byteClasses[Int(bytes[index])] == .digit { index += 1 }
        }
        guard index < count else { return index }
        switch byteClasses[Int(bytes[index])] {
        case .blank, .other: return index
        case .digit, .point, .nameStart: return nil
        }
    }

    /// The text of `bytes[range]`, bytes already known to be ASCII.
    private static func asciiText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
            return range.count
        }
    }

    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) throws(ExpressionError) -> [Token]? {
        let count = bytes.count
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        // The tables in locals: each read of a static table goes through the runtime's one-time
        // initialization check.
        let byteClasses = Self.byteClasses, pairBytes = Self.pairBytes, symbolTexts = Self.symbolTexts
        let asciiSymbols = Self.asciiSymbols
        var tokens: [Token] = []
        // A token takes at least one byte: the array never grows.
        tokens.reserveCapacity(count + 1)
        var index = 0
        while index < count {
            let byte = bytes[index]
            let column = index + 1
            switch byteClasses[Int(byte)] {
            case .blank:
                index += 1
            case .digit, .point:
                let end = plainNumberEnd(bytes, from: index, byteClasses) ?? NumberLiteral.end(of: bytes, from: index)
                guard end - index != 1 || byte != UInt8(ascii: ".") else {
                    throw ExpressionError(message: "unexpected '.'", column: column)
                }
                tokens.append(Token(tag: .number, column: column, text: asciiText(bytes, index..<end)))
                index = end
            case .nameStart:
                var end = index + 1
                while end < count, byteClasses[Int(bytes[end])] == .nameStart || byteClasses[Int(bytes[end])] == .digit {
                    end += 1
                }
                tokens.append(Token(tag: .identifier, column: column, text: asciiText(bytes, index..<end)))
                index = end
            case .other:
                if index + 1 < count, pairBytes[Int(byte)], pairBytes[Int(bytes[index + 1])],
                   let pair = pairs[symbolTexts[Int(byte)] + symbolTexts[Int(bytes[index + 1])]] {
                    let text = symbolTexts[Int(byte)] + symbolTexts[Int(bytes[index + 1])]
                    tokens.append(Token(tag: .symbol(pair), column: column, text: text))
                    index += 2
                } else if let symbol = asciiSymbols[Int(byte)] {
                    tokens.append(Token(tag: .symbol(symbol), column: column, text: symbolTexts[Int(byte)]))
                    index += 1
                } else {
                    let character = Character(Unicode.Scalar(byte))
                    throw ExpressionError(message: "unexpected character '\(character)'", column: column)
                }
            }
        }
        tokens.append(Token(tag: .end, column: count + 1, text: ""))
        return tokens
    }
}
