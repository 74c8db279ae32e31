import CalculatorEngine
import Foundation
import Testing
@testable import CalculatorDisplay

/// A key sequence and what the display should show after it.
struct KeySequence: CustomTestStringConvertible, Sendable {
    var keys: String
    var display: String
    var description: String
    var pending: Bool
    var profile: CalculatorBrain.Profile = .immediate
    var angle: AngleUnit = .radians

    var testDescription: String { "\(profile) \(angle.rawValue): \(keys)" }

    func run() -> DisplayState {
        var calculator = Calculator(profile: profile, digits: 30, angleUnit: angle, displayDigits: 12, seed: 1)
        for token in keys.split(separator: " ") {
            guard calculator.type(token) != nil else { break }
        }
        return calculator.state
    }
}

private func I(_ keys: String, _ display: String, _ description: String, _ pending: Bool, _ angle: AngleUnit = .radians) -> KeySequence {
    KeySequence(keys: keys, display: display, description: description, pending: pending, profile: .immediate, angle: angle)
}

private func A(_ keys: String, _ display: String, _ description: String, _ pending: Bool) -> KeySequence {
    KeySequence(keys: keys, display: display, description: description, pending: pending, profile: .algebraic)
}

/// Sequences of the immediate (classic, left-to-right) profile.
let immediateSequences: [KeySequence] = [
    // Descriptions in the CS193p style.
    I("7 + 9 = √", "4", "√(7 + 9) =", false),
    I("7 + 9 √", "3", "7 + √(9) …", true),
    I("7 + 9 √ =", "10", "7 + √(9) =", false),
    I("7 + 9 = √ + 2 =", "6", "√(7 + 9) + 2 =", false),
    I("7 + 9 = 3", "3", "7 + 9 =", false),
    I("5 + 6 = 7 3", "73", "5 + 6 =", false),
    I("5 + 6 = 7 3 +", "73", "73 + …", true),
    I("7 + 9 = 3 +", "3", "3 + …", true),
    I("7 +", "7", "7 + …", true),
    I("7 + 9", "9", "7 + …", true),
    I("9 √ √", "1.73205080757", "√(√(9)) =", false),
    // Chained operations, left to right.
    I("2 + 3 × 4 =", "20", "2 + 3 × 4 =", false),
    I("2 + 3 ×", "5", "2 + 3 × …", true),
    I("2 + 3 = × 4 =", "20", "2 + 3 × 4 =", false),
    I("10 − 4 − 3 =", "3", "10 − 4 − 3 =", false),
    // Operator replacement.
    I("2 + × 3 =", "6", "2 × 3 =", false),
    I("6 ÷ − + 2 =", "8", "6 + 2 =", false),
    // Exact arithmetic.
    I("1 / 3 * 3 =", "1", "1 ÷ 3 × 3 =", false),
    I("0.1 + 0.2 =", "0.3", "0.1 + 0.2 =", false),
    I("0.1 + 0.2 − 0.3 =", "0", "0.1 + 0.2 − 0.3 =", false),
    I("1 ÷ 3 =", "0.333333333333", "1 ÷ 3 =", false),
    I("2 ÷ 3 =", "0.666666666667", "2 ÷ 3 =", false),
    I("1 ÷ 7 =", "0.142857142857", "1 ÷ 7 =", false),
    // `=` with nothing pending changes nothing.
    I("=", "0", "", false),
    I("5 =", "5", "5 =", false),
    I("5 = =", "5", "5 =", false),
    I("2 + 3 = =", "5", "2 + 3 =", false),
    // An operator first uses 0; a missing right operand is the displayed value.
    I("+ 5 =", "5", "0 + 5 =", false),
    I("× 5 =", "0", "0 × 5 =", false),
    I("5 × =", "25", "5 × 5 =", false),
    // Percent is x ÷ 100.
    I("50 + 10 % =", "50.1", "50 + 10% =", false),
    I("10 %", "0.1", "10% =", false),
    // ± on the entry, on zero, on a result.
    I("±", "-0", "", false),
    I("± 5", "-5", "", false),
    I("5 ±", "-5", "", false),
    I("5 ± ±", "5", "", false),
    I("0 ±", "-0", "", false),
    I("3 + ±", "-0", "3 + …", true),
    I("3 + ± 2 =", "1", "3 + -2 =", false),
    I("2 + 3 = ±", "-5", "-(2 + 3) =", false),
    // Typing.
    I("1234567.891", "1,234,567.891", "", false),
    I("1234.50", "1,234.50", "", false),
    I("1234.", "1,234.", "", false),
    I(".", "0.", "", false),
    I(". 5 .", "0.5", "", false),
    I("0 0 7", "7", "", false),
    I("12 back", "1", "", false),
    I("1 back", "0", "", false),
    I("0.000123456789012", "0.00012345678", "", false),
    I("1 EE 5 ±", "1e-5", "", false),
    I("2.5 EE 3 =", "2,500", "2.5e3 =", false),
    // C keeps the pending operation, AC clears everything.
    I("5 + 3 C", "0", "5 + …", true),
    I("5 + 3 C 4 =", "9", "5 + 4 =", false),
    I("5 + 3 AC", "0", "", false),
    I("5 + 3 AC 4 =", "4", "4 =", false),
    I("5 + 3 = AC", "0", "", false),
    // Memory.
    I("5 M+ AC MR", "5", "5 =", false),
    I("5 M+ 3 M+ MR", "8", "8 =", false),
    I("5 M+ 2 M− MR", "3", "3 =", false),
    I("5 M+ MC MR", "0", "0 =", false),
    I("2 + MR =", "2", "2 + 0 =", false),
    I("1 ÷ 3 = M+ AC MR × 3 =", "1", "0.333333333333 × 3 =", false),
    // Undo.
    I("1 + 2 + undo", "2", "1 + 2 …", true),
    I("1 + 2 = undo", "2", "1 + 2 …", true),
    I("1 + 2 = undo undo", "1", "1 + …", true),
    I("9 √ undo", "9", "9 =", false),
    I("undo", "0", "", false),
    // Errors and recovery.
    I("5 ÷ 0 =", "Error", "5 ÷ 0 …", true),
    I("5 ÷ 0 = AC", "0", "", false),
    I("5 ÷ 0 = C", "0", "5 ÷ 0 …", true),
    I("5 ÷ 0 = C 2 =", "2.5", "5 ÷ 2 =", false),
    I("5 ÷ 0 = 7", "7", "", false),
    I("5 ÷ 0 = +", "Error", "5 ÷ 0 …", true),
    I("5 ÷ 0 = undo =", "Error", "5 ÷ 0 …", true),
    I("1 ± √", "Error", "-1 =", false),
    I("1 ± √ AC 2 + 2 =", "4", "2 + 2 =", false),
    I("1e20 x! AC 2 + 2 =", "4", "2 + 2 =", false),
    // Unary keys.
    I("π", "3.14159265359", "π =", false),
    I("2 × π =", "6.28318530718", "2 × π =", false),
    I("2 √", "1.41421356237", "√(2) =", false),
    I("2 x²", "4", "2² =", false),
    I("3 x³", "27", "3³ =", false),
    I("4 1/x", "0.25", "1/(4) =", false),
    I("5 x!", "120", "5! =", false),
    I("0.5 x!", "0.886226925453", "0.5! =", false),
    I("8 ∛", "2", "∛(8) =", false),
    I("2 xʸ 10 =", "1,024", "2 ^ 10 =", false),
    I("27 ʸ√x 3 =", "3", "root(27, 3) =", false),
    I("1 eˣ", "2.71828182846", "e^(1) =", false),
    I("3 10ˣ", "1,000", "10^(3) =", false),
    I("10 2ˣ", "1,024", "2^(10) =", false),
    I("100 log₁₀", "2", "log(100) =", false),
    I("8 log₂", "3", "log₂(8) =", false),
    I("1 ln", "0", "ln(1) =", false),
    I("0 cos", "1", "cos(0) =", false),
    I("30 sin", "0.5", "sin(30) =", false, .degrees),
    I("0.5 sin⁻¹", "30", "sin⁻¹(0.5) =", false, .degrees),
    I("45 tan", "1", "tan(45) =", false, .degrees),
    I("1 cosh⁻¹", "0", "cosh⁻¹(1) =", false),
    I("0 cosh", "1", "cosh(0) =", false),
    // Display format.
    I("1 EE 15 × 1.23456789 =", "1.23456789e15", "1e15 × 1.23456789 =", false),
    I("1 ÷ 1 EE 10 =", "1e-10", "1 ÷ 1e10 =", false),
    I("999999999999 + 1 =", "1e12", "999999999999 + 1 =", false),
    I("99999999999 + 1 =", "100,000,000,000", "99999999999 + 1 =", false),
    I("7 ÷ 1 EE 5 =", "0.00007", "7 ÷ 1e5 =", false),
    I("7 ÷ 1 EE 7 =", "7e-7", "7 ÷ 1e7 =", false),
]

/// Sequences of the algebraic (precedence) profile.
let algebraicSequences: [KeySequence] = [
    A("2 + 3 × 4 =", "14", "2 + 3 × 4 =", false),
    A("2 + 3 ×", "3", "2 + 3 × …", true),
    A("2 × 3 +", "6", "2 × 3 + …", true),
    A("2 + 3 × 4 −", "14", "2 + 3 × 4 − …", true),
    A("2 × 3 + 4 × 5 =", "26", "2 × 3 + 4 × 5 =", false),
    A("10 − 4 − 3 =", "3", "10 − 4 − 3 =", false),
    A("2 − 3 × 4 + 1 =", "-9", "2 − 3 × 4 + 1 =", false),
    A("2 × 3 xʸ 2 =", "18", "2 × 3 ^ 2 =", false),
    A("2 xʸ 3 xʸ 2 =", "512", "2 ^ 3 ^ 2 =", false),
    A("2 + 3 = × 4 =", "20", "(2 + 3) × 4 =", false),
    // Repeated `=` repeats the last operation.
    A("2 + 3 = =", "8", "2 + 3 + 3 =", false),
    A("2 + 3 = = =", "11", "2 + 3 + 3 + 3 =", false),
    A("2 + 3 × 4 = =", "56", "(2 + 3 × 4) × 4 =", false),
    A("2 + 3 = 7 =", "10", "7 + 3 =", false),
    A("=", "0", "", false),
    // A missing operand is the displayed value.
    A("5 × =", "25", "5 × 5 =", false),
    A("5 × = =", "125", "5 × 5 × 5 =", false),
    A("2 + 3 × =", "11", "2 + 3 × 3 =", false),
    // Percent.
    A("50 + 10 % =", "55", "50 + 10% =", false),
    A("50 + 10 %", "5", "50 + 10% …", true),
    A("50 − 10 % =", "45", "50 − 10% =", false),
    A("50 × 10 % =", "5", "50 × 10% =", false),
    A("200 ÷ 10 % =", "2,000", "200 ÷ 10% =", false),
    A("10 %", "0.1", "10% =", false),
    // Operator replacement re-evaluates precedence.
    A("2 + × 3 =", "6", "2 × 3 =", false),
    A("2 × + 3 =", "5", "2 + 3 =", false),
    A("2 + 3 × + 4 =", "9", "2 + 3 + 4 =", false),
    // Exact values, description, undo, memory, errors.
    A("1 ÷ 3 × 3 =", "1", "1 ÷ 3 × 3 =", false),
    A("7 + 9 = √", "4", "√(7 + 9) =", false),
    A("7 + 9 √", "3", "7 + √(9) …", true),
    A("2 + 3 × 4 undo", "3", "2 + 3 × …", true),
    A("2 + 3 = M+ AC MR × 2 =", "10", "5 × 2 =", false),
    A("1 + 2 ÷ 0 =", "Error", "1 + 2 ÷ 0 …", true),
    A("1 + 2 ÷ 0 = C 4 =", "1.5", "1 + 2 ÷ 4 =", false),
    A("± 3 + 5 =", "2", "-3 + 5 =", false),
]

@Test("Immediate-profile key sequences", arguments: immediateSequences)
func immediateKeySequence(_ sequence: KeySequence) {
    let state = sequence.run()
    #expect(state.display == sequence.display)
    #expect(state.description == sequence.description)
    #expect(state.isPending == sequence.pending)
}

@Test("Algebraic-profile key sequences", arguments: algebraicSequences)
func algebraicKeySequence(_ sequence: KeySequence) {
    let state = sequence.run()
    #expect(state.display == sequence.display)
    #expect(state.description == sequence.description)
    #expect(state.isPending == sequence.pending)
}

/// Every error kind, with the reason the app shows.
let errorSequences: [(String, String)] = [
    ("5 ÷ 0 =", "division by zero"),
    ("0 1/x", "division by zero"),
    ("1 ± √", "square root of a negative number"),
    ("0 ln", "logarithm of zero"),
    ("1 ± ln", "logarithm of a negative number"),
    ("1 ± x!", "factorial of a negative integer"),
    ("1e20 x!", "overflow: result too large"),
    ("10 xʸ 1e30 =", "overflow: result too large"),
    ("2 sin⁻¹", "inverse sine of a number outside [-1, 1]"),
    ("1 tanh⁻¹", "inverse hyperbolic tangent of ±1"),
    ("1 EE 999999999 sin", "argument too large for a trigonometric function (above 2^4194304)"),
    ("0 ÷ 0 =", "division by zero"),
]

@Test("Errors put the calculator into the error state with a reason; AC recovers", arguments: errorSequences)
func errorSequence(_ keys: String, _ reason: String) {
    var calculator = Calculator(seed: 1)
    for token in keys.split(separator: " ") { calculator.type(token) }
    #expect(calculator.state.display == "Error")
    #expect(calculator.state.error == reason)
    #expect(calculator.state.clearLabel == "AC")
    calculator.press(.allClear)
    for token in ["6", "×", "7", "="] { calculator.type(token) }
    #expect(calculator.state.display == "42")
    #expect(calculator.state.error == nil)
}

@Test("The clear key reads C while a number is typed, else AC", arguments: [
    ("", "AC"), ("5", "C"), ("5 +", "AC"), ("5 + 3", "C"), ("5 + 3 C", "AC"), ("5 =", "AC"), ("±", "C"), ("0", "C"),
])
func clearLabel(_ keys: String, _ label: String) {
    var calculator = Calculator()
    for token in keys.split(separator: " ") { calculator.type(token) }
    #expect(calculator.state.clearLabel == label)
}

@Test func memoryIndicatorFollowsMemoryKeys() {
    var calculator = Calculator()
    #expect(calculator.type("7")?.hasMemory == false)
    #expect(calculator.type("M+")?.hasMemory == true)
    #expect(calculator.type("AC")?.hasMemory == true)
    #expect(calculator.type("MC")?.hasMemory == false)
}

@Test func unknownTokensAreRejected() throws {
    var calculator = Calculator()
    #expect(throws: UnknownKeyError(token: "sqr", suggestion: "sqrt")) { try calculator.press(token: "sqr") }
    #expect(throws: UnknownKeyError.self) { try calculator.press(token: "1x") }
    #expect(throws: UnknownKeyError.self) { try calculator.press(token: "e5") }
    #expect(calculator.state.display == "0")
    #expect(try CalculatorKey.keys(for: "1e-5") == [.digit(1), .exponent, .changeSign, .digit(5)])
    #expect(try CalculatorKey(parsing: "sqrt") == .operation(.operation(.squareRoot)))
    #expect(try CalculatorKey(parsing: "+/-") == .changeSign)
}

@Test func randIsReproducibleWithASeed() {
    var a = Calculator(seed: 42)
    var b = Calculator(seed: 42)
    let first = a.type("Rand")?.display
    #expect(first == b.type("Rand")?.display)
    #expect(first != a.type("Rand")?.display)
}

@Test("ASCII aliases do what their keys do", arguments: [
    ("7 - 2 =", "7 − 2 ="), ("6 * 7 =", "6 × 7 ="), ("1 / 8 =", "1 ÷ 8 ="), ("2 ^ 10 =", "2 xʸ 10 ="),
    ("27 yroot 3 =", "27 ʸ√x 3 ="), ("2 sqrt", "2 √"), ("2 cbrt", "2 ∛"), ("3 x^2", "3 x²"), ("3 x^3", "3 x³"),
    ("4 inv", "4 1/x"), ("5 !", "5 x!"), ("5 +/-", "5 ±"), ("2 exp", "2 eˣ"), ("2 10^x", "2 10ˣ"), ("2 2^x", "2 2ˣ"),
    ("2 log", "2 log₁₀"), ("2 log2", "2 log₂"), ("0.5 asin", "0.5 sin⁻¹"), ("0.5 acos", "0.5 cos⁻¹"),
    ("0.5 atan", "0.5 tan⁻¹"), ("0.5 asinh", "0.5 sinh⁻¹"), ("2 acosh", "2 cosh⁻¹"), ("0.5 atanh", "0.5 tanh⁻¹"),
    ("pi", "π"), ("12 back", "12 ⌫"), ("5 M+ 1 M- MR", "5 M+ 1 M− MR"), ("rand", "Rand"),
])
func asciiAliases(_ ascii: String, _ symbols: String) {
    var a = Calculator(seed: 5)
    var b = Calculator(seed: 5)
    for token in ascii.split(separator: " ") { #expect(a.type(token) != nil) }
    for token in symbols.split(separator: " ") { #expect(b.type(token) != nil) }
    #expect(a.state == b.state)
    #expect(a.state.display != "Error")
}
