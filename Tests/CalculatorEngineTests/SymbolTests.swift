import Testing
@testable import CalculatorEngine

/// Operator symbols: one case per canonical text, the lexer's tables and the catalog operations
/// the parser reads from `Symbol.operations`.
@Suite("Symbols")
struct SymbolTests {
    @Test("Each case has its own canonical text, which the lexer reads as the case", arguments: Symbol.allCases)
    func canonicalTextReadsAsTheCase(symbol: Symbol) {
        #expect(Symbol.allCases.filter { $0.text == symbol.text } == [symbol])
        #expect(Symbol.operations.count == Symbol.allCases.count)
        let read = symbol.text.count == 1 ? Lexer.symbols[Character(symbol.text)] : Lexer.pairs[symbol.text]
        #expect(read == symbol)
    }

    /// The other spellings the lexer reads.
    static let spellings: [(String, Symbol)] = [
        ("−", .minus), ("×", .times), ("·", .times), ("÷", .divide), ("**", .power), ("≤", .lessOrEqual),
        ("≥", .greaterOrEqual), ("≠", .notEqual),
    ]

    @Test("Other spellings read as their canonical symbols", arguments: spellings)
    func spelling(text: String, expected: Symbol) throws {
        let tokens = try Lexer.tokens(of: "1 \(text) 2")
        #expect(tokens[1].tag == .symbol(expected))
    }

    @Test("The one-byte table holds exactly the lexer's ASCII symbols")
    func asciiTable() {
        for byte in 0..<128 {
            let character = Character(Unicode.Scalar(UInt8(byte)))
            #expect(Lexer.asciiSymbols[byte] == Lexer.symbols[character], "byte \(byte)")
        }
    }

    static let operations: [(Symbol, infix: CatalogOperation?, postfix: CatalogOperation?, prefix: CatalogOperation?)] = [
        (.plus, .add, nil, nil), (.times, .multiply, nil, nil), (.power, .power, nil, nil),
        (.bang, nil, .factorial, nil), (.percent, .modulo, .percent, nil), (.squared, nil, .square, nil),
        (.squareRoot, nil, nil, .squareRoot), (.openParenthesis, nil, nil, nil),
    ]

    @Test("Catalog operations by symbol", arguments: operations)
    func catalogOperations(symbol: Symbol, infix: CatalogOperation?, postfix: CatalogOperation?, prefix: CatalogOperation?) {
        let found = Symbol.operations[Int(symbol.rawValue)]
        #expect(found.infix == infix)
        #expect(found.postfix == postfix)
        #expect(found.prefix == prefix)
    }
}
