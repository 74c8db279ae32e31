import Testing
@testable import CalculatorEngine

/// The ASCII fast path of the lexer reads every line exactly as the general, character-by-character
/// path does: the same tokens, columns and texts, and the same errors at the same columns.
@Suite("Lexer fast path")
struct LexerFastPathTests {
    static let lines = [
        "sqrt(851)*(2+sin(96))+exp(25/10)*ln(17)",
        "2**3^2 - 1.5e-7 + .5 + 2E+300 + 3e + 2e5x",
        "x_1 = log10(100) mod 7 % 3! \t + abs(-2)",
        "root(27, 3), atan2(1,2) = 0",
        "  1.  +  12.5e+ ",
        "Rand() * pi * e * gamma(5)",
        "(851*96+25)/17-851.96",
        "1.5.3 + 1..2 + .5) + 7. + 2pi + 3x1 + 0x1F + 0b101 + 1_000.5 + 2e5 + 2E-3_0",
        "851.96",
        "12,3;4]5[6=7",
    ]

    static let badLines: [(line: String, message: String, column: Int)] = [
        (".", "unexpected '.'", 1),
        ("1 + . + 2", "unexpected '.'", 5),
        ("2 # 3", "unexpected character '#'", 3),
        ("a@b", "unexpected character '@'", 2),
        ("3 ? 4", "unexpected character '?'", 3),
    ]

    @Test("Same tokens as the general path", arguments: lines)
    func sameTokens(line: String) throws {
        let fast = try #require(try Lexer.asciiTokens(of: line))
        #expect(fast == (try Lexer.generalTokens(of: line)))
    }

    @Test("Pinned tokens of a typical batch line")
    func pinnedTokens() throws {
        let tokens = try Lexer.tokens(of: "sqrt(85)*2**e1")
        #expect(tokens.map(\.text) == ["sqrt", "(", "85", ")", "*", "2", "**", "e1", ""])
        #expect(tokens.map(\.column) == [1, 5, 6, 8, 9, 10, 11, 13, 15])
        #expect(tokens[6].kind == .symbol(.power))
        #expect(tokens[7].kind == .identifier("e1"))
    }

    @Test("Same errors at the same columns", arguments: badLines)
    func sameErrors(line: String, message: String, column: Int) {
        #expect(throws: ExpressionError(message: message, column: column)) { try Lexer.asciiTokens(of: line) }
        #expect(throws: ExpressionError(message: message, column: column)) { try Lexer.generalTokens(of: line) }
    }

    @Test("Lines with other characters take the general path", arguments: ["2×3", "√2 + π", "x\r\n1", "1\u{85}2"])
    func nonASCIILinesAreLeftToTheGeneralPath(line: String) throws {
        #expect(try Lexer.asciiTokens(of: line) == nil)
    }
}
