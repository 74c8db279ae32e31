import BigNumber
import CalculatorEngine
import Foundation
import Testing
@testable import CalculatorDisplay

/// The keys random sequences are drawn from (digits weighted up so that numbers get typed).
private let randomKeys: [CalculatorKey] = (0...9).flatMap { [CalculatorKey.digit($0), .digit($0)] } + [
    .point, .changeSign, .backspace, .clear, .allClear, .undo,
] + ["+", "−", "×", "÷", "=", "=", "%", "xʸ", "√", "x²", "1/x", "x!", "ln", "sin", "cos⁻¹", "π", "M+", "M−", "MR", "eˣ", "log₁₀", "±"]
    .compactMap { try? CalculatorKey(parsing: $0) }

/// Whether `text` is a number in the en_US display format (`-1,234.5`, `1,234.`, `1.5e-300`, `-0`) or the error text.
func isWellFormedDisplay(_ text: String) -> Bool {
    if text == Calculator.errorText { return true }
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let (mantissa, exponent) = split(bytes)
    if let exponent {
        var digits = exponent
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard digits.allSatisfy(isDigit) else { return false }
    }
    let parts = mantissa.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count <= 2, let integer = parts.first, !integer.isEmpty else { return false }
    if parts.count == 2, !parts[1].allSatisfy(isDigit) { return false }
    let groups = integer.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard let head = groups.first, (1...3).contains(head.count), head.allSatisfy(isDigit) else { return false }
    return groups.dropFirst().allSatisfy { $0.count == 3 && $0.allSatisfy(isDigit) }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

private func split(_ bytes: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>?) {
    guard let e = bytes.firstIndex(of: UInt8(ascii: "e")) else { return (bytes, nil) }
    return (bytes[..<e], bytes[(e + 1)...])
}

@Test("100,000 random key sequences per profile never trap and always show a well-formed display",
      arguments: CalculatorBrain.Profile.allCases)
func randomKeySequences(_ profile: CalculatorBrain.Profile) {
    var random = SeededRandomNumberGenerator(seed: profile == .immediate ? 2026 : 2027)
    var malformed: [String] = []
    for _ in 0..<100_000 {
        var calculator = Calculator(profile: profile, digits: 20, displayDigits: 10, seed: 7)
        let length = Int.random(in: 1...8, using: &random)
        var keys: [CalculatorKey] = []
        for _ in 0..<length {
            let key = randomKeys[Int.random(in: 0..<randomKeys.count, using: &random)]
            keys.append(key)
            calculator.send(key)
        }
        let state = calculator.state
        if !isWellFormedDisplay(state.display) || (state.display == Calculator.errorText) != (state.error != nil) {
            if malformed.count < 10 { malformed.append("\(keys) → \(state.display)") }
        }
    }
    #expect(malformed.isEmpty, "\(malformed)")
}

@Test("In the algebraic profile, a op b = shows the BigFloat operation, correctly rounded")
func algebraicBinaryOperationsMatchBigFloat() {
    var random = SeededRandomNumberGenerator(seed: 99)
    let operations: [(String, (BigFloat, BigFloat) -> BigFloat)] = [
        ("+", { $0 + $1 }), ("−", { $0 - $1 }), ("×", { $0 * $1 }), ("÷", { $0 / $1 }),
    ]
    let digits = 30
    let precision = BigFloat.bits(forDigits: digits) + 16
    var mismatches: [String] = []
    for _ in 0..<10_000 {
        let a = randomDecimal(&random)
        let b = randomDecimal(&random)
        let (symbol, operation) = operations[Int.random(in: 0..<operations.count, using: &random)]
        var calculator = Calculator(profile: .algebraic, digits: digits, displayDigits: 12)
        for token in [a, symbol, b, "="] { calculator.type(token) }
        let x = BigFloat(a, precision: precision) ?? .nan()
        let y = BigFloat(b, precision: precision) ?? .nan()
        let expected: String
        if symbol == "÷" {
            if y.isZero {
                expected = Calculator.errorText
            } else if let quotient = terminatingQuotient(a, b) {
                expected = calculator.formatter.string(from: rounded(quotient.0, scale: quotient.1, significantDigits: 12))
            } else {
                expected = calculator.formatter.string(from: operation(x, y))
            }
        } else {
            // + − × of decimals are decimals: round their exact digits by hand, so that ties are
            // decided independently of BigFloat's binary rounding.
            expected = calculator.formatter.string(from: exactDecimalResult(a, symbol, b, significantDigits: 12))
        }
        if calculator.state.display != expected, mismatches.count < 10 {
            mismatches.append("\(a) \(symbol) \(b) = → \(calculator.state.display), expected \(expected)")
        }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
}

/// Digits and scale of a plain decimal: "12.5" → (125, 1).
private func scaled(_ text: String) -> (BigInt, Int) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return (BigInt(String(parts[0]) + fraction) ?? BigInt(0), fraction.count)
}

/// a op b (op one of + − ×) rounded half-even to `count` significant digits by string
/// manipulation of its exact digits, as a BigFloat of 4000 bits.
private func exactDecimalResult(_ a: String, _ symbol: String, _ b: String, significantDigits count: Int) -> BigFloat {
    let (x, i) = scaled(a), (y, j) = scaled(b)
    let ten = BigInt(10)
    var digits: BigInt
    var scale: Int
    switch symbol {
    case "×": (digits, scale) = (x * y, i + j)
    default:
        scale = max(i, j)
        let left = x * ((try? ten.power(scale - i)) ?? BigInt(1))
        let right = y * ((try? ten.power(scale - j)) ?? BigInt(1))
        digits = symbol == "+" ? left + right : left - right
    }
    return rounded(digits, scale: scale, significantDigits: count)
}

/// a ÷ b as digits and scale when it is a terminating decimal of at most 40 more places.
private func terminatingQuotient(_ a: String, _ b: String) -> (BigInt, Int)? {
    let (x, i) = scaled(a), (y, j) = scaled(b)
    var numerator = x
    for m in 0...40 {
        let (q, r) = numerator.flooredQuotientAndRemainder(dividingBy: y)
        if r.isZero { return (q, i - j + m) }
        numerator = numerator * BigInt(10)
    }
    return nil
}

/// digits × 10^-scale rounded half-even to `count` significant digits by string manipulation, as a BigFloat of 4000 bits.
private func rounded(_ digits: BigInt, scale: Int, significantDigits count: Int) -> BigFloat {
    var scale = scale
    var text = digits.description
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    if text.count > count {
        let dropped = text.count - count
        var head = Array(text.prefix(count).utf8)
        let tail = Array(text.dropFirst(count).utf8)
        let aboveHalf = tail[0] > UInt8(ascii: "5") || (tail[0] == UInt8(ascii: "5") && tail.dropFirst().contains { $0 != UInt8(ascii: "0") })
        let half = tail[0] == UInt8(ascii: "5") && !tail.dropFirst().contains { $0 != UInt8(ascii: "0") }
        if aboveHalf || (half && (head[count - 1] - UInt8(ascii: "0")) % 2 == 1) {
            var index = count - 1
            while index >= 0, head[index] == UInt8(ascii: "9") { head[index] = UInt8(ascii: "0"); index -= 1 }
            if index >= 0 { head[index] += 1 } else { head.insert(UInt8(ascii: "1"), at: 0) }
        }
        text = String(decoding: head, as: UTF8.self)
        scale -= dropped
    }
    return BigFloat((negative ? "-" : "") + text + "e\(-scale)", precision: 4000) ?? .nan()
}

/// A random typed decimal of up to 12 digits, possibly with a point.
private func randomDecimal(_ random: inout SeededRandomNumberGenerator) -> String {
    let count = Int.random(in: 1...12, using: &random)
    var text = String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    if count > 1, Bool.random(using: &random) {
        let index = text.index(text.startIndex, offsetBy: Int.random(in: 1..<count, using: &random))
        text.insert(".", at: index)
    }
    return text
}

@Test("The display validator accepts display numbers and rejects others", arguments: [
    ("1,234.5", true), ("-0", true), ("1,234.", true), ("1.5e-300", true), ("Error", true), ("0.", true),
    ("1,23.5", false), (",123", false), ("1..2", false), ("", false), ("nan", false), ("1e", true),
])
func displayValidator(_ text: String, _ valid: Bool) {
    #expect(isWellFormedDisplay(text) == valid)
}
