import Testing
@testable import CalculatorEngine

/// Operator symbols: one case per canonical text, the lexer's tables and the catalog operations
/// the parser reads from `Symbol.operations`.
@Suite("Symbols")
struct SymbolTests {
    @Test("Each case has its own canonical text, which a literal names", arguments: Symbol.allCases)
    func literalNamesTheCase(symbol: Symbol) {
        #expect(Symbol.allCases.filter { $0.text == symbol.text } == [symbol])
        #expect(Symbol.operations.count == Symbol.allCases.count)
    }

    static let literals: [(Symbol, Symbol)] = [
        (";", .semicolon), ("^", .power), ("!!", .doubleBang), ("<=", .lessOrEqual), ("√", .squareRoot), ("²", .squared),
        ("(", .openParenthesis), ("=", .assign), ("==", .equal),
    ]

    @Test("Literals read as their cases", arguments: literals)
    func literal(symbol: Symbol, expected: Symbol) {
        #expect(symbol == expected)
    }

    @Test("The one-byte table holds exactly the lexer's ASCII symbols")
    func asciiTable() {
        for byte in 0..<128 {
            let character = Character(Unicode.Scalar(UInt8(byte)))
            #expect(Symbol.ascii[byte] == Lexer.symbols[character], "byte \(byte)")
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
