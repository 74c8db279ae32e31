import BigNumber
import Testing
@testable import CalculatorEngine

/// The exact values of number literals, on both sides of the plain-decimal path (at most 18
/// digits, `BigRational(plainDecimal:)`) and through the general reader.
@Suite("Number literals")
struct NumberLiteralTests {
    static let literals: [(text: String, numerator: String, denominator: String)] = [
        ("0", "0", "1"), ("007", "7", "1"), ("851", "851", "1"), ("1023", "1023", "1"), ("1024", "1024", "1"),
        ("999999999999999999", "999999999999999999", "1"), ("1234567890123456789", "1234567890123456789", "1"),
        ("851.96", "21299", "25"), ("1_000", "1000", "1"), ("0x1F", "31", "1"), ("2e3", "2000", "1"), (".5", "1", "2"),
    ]

    @Test("Values of literals", arguments: literals)
    func value(text: String, numerator: String, denominator: String) throws {
        let value = try #require(try NumberLiteral.value(text, column: 1))
        #expect(value.numerator.description == numerator)
        #expect(value.denominator.description == denominator)
    }
}
