import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// Feeds space-separated tokens to a brain: numbers are typed operands, everything else a key.
private func run(_ keys: String, profile: CalculatorBrain.Profile = .immediate, angle: AngleUnit = .radians,
                 precision: Int = 200) -> CalculatorBrain {
    var brain = CalculatorBrain(profile: profile, precision: precision, angleUnit: angle, seed: 3)
    for token in keys.split(separator: " ").map(String.init) {
        if BigFloat(token) != nil, token.first != "e" {
            brain.setOperand(decimal: token)
        } else {
            let known = brain.performOperation(token)
            #expect(known, "unknown key \(token)")
        }
    }
    return brain
}

/// One row of keypad.tsv: a key sequence and its value from mpmath.
struct ReferenceRow: CustomTestStringConvertible, Sendable {
    let profile: CalculatorBrain.Profile
    let angle: AngleUnit
    let keys: String
    let value: String
    var testDescription: String { "\(profile) \(angle.rawValue): \(keys)" }
}

private func referenceRows() -> [ReferenceRow] {
    guard let url = Bundle.module.url(forResource: "keypad", withExtension: "tsv", subdirectory: "Resources"),
          let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
        guard !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 4, let profile = CalculatorBrain.Profile(rawValue: fields[0]),
              let angle = AngleUnit(rawValue: fields[1]) else { return nil }
        return ReferenceRow(profile: profile, angle: angle, keys: fields[2], value: fields[3])
    }
}

@Test func referenceTableIsPresent() {
    #expect(referenceRows().count == 48)
}

@Test("Key sequences agree with mpmath to 30 significant digits", arguments: referenceRows())
func matchesReference(_ row: ReferenceRow) throws {
    let brain = run(row.keys, profile: row.profile, angle: row.angle)
    #expect(brain.error == nil)
    let result = try #require(brain.result)
    let expected = try BigFloat(parsing: row.value, precision: 300)
    #expect(result.decimal(significantDigits: 30)?.trimmingTrailingZeros() == expected.decimal(significantDigits: 30)?.trimmingTrailingZeros())
}

@Test("Exact steps keep the exact rational", arguments: [
    ("1 ÷ 3 × 3 =", "1"), ("0.1 + 0.2 =", "3/10"), ("2 xʸ 100 =", "1267650600228229401496703205376"),
    ("0.1 x³", "1/1000"), ("20 x!", "2432902008176640000"), ("7 ÷ 2 ± =", "-7/2"), ("4 1/x", "1/4"), ("50 %", "1/2"),
])
func exactResults(_ keys: String, _ exact: String) {
    #expect(run(keys).value?.exact?.description == exact)
}

@Test("Inexact steps drop the exact rational", arguments: ["2 √", "π", "1 sin", "2 xʸ 0.5 =", "0.5 x!"])
func inexactResults(_ keys: String) {
    let brain = run(keys)
    #expect(brain.value?.exact == nil)
    #expect(brain.result != nil)
}

@Test("Descriptions", arguments: [
    ("7 + 9 = √", CalculatorBrain.Profile.immediate, "√(7 + 9) ="),
    ("7 + 9 √", .immediate, "7 + √(9) …"),
    ("7 + 9 = √ 2", .immediate, "2 ="),
    ("5 x! x!", .immediate, "(5!)! ="),
    ("2 + 3 = x²", .immediate, "(2 + 3)² ="),
    ("2 + 3 = × 4 =", .algebraic, "(2 + 3) × 4 ="),
    ("2 xʸ 3 xʸ 2 =", .algebraic, "2 ^ 3 ^ 2 ="),
    ("8 ʸ√x 3 =", .immediate, "root(8, 3) ="),
    ("π × 2 =", .immediate, "π × 2 ="),
    ("", .immediate, ""),
])
func descriptions(_ keys: String, _ profile: CalculatorBrain.Profile, _ description: String) {
    #expect(run(keys, profile: profile).description == description)
}

@Test("Undo removes the last step and keeps description and result consistent", arguments: [
    "7 + 9 = √", "2 + 3 × 4 = =", "1 + 2 ÷ 3 M+ MR", "5 ÷ 3 x² ± =", "π sin ln 2 +",
])
func undoReplaysTheRemainingSteps(_ keys: String) {
    for profile in CalculatorBrain.Profile.allCases {
        let tokens = keys.split(separator: " ")
        for count in 0..<tokens.count {
            var full = run(tokens.prefix(count + 1).joined(separator: " "), profile: profile)
            let shorter = run(tokens.prefix(count).joined(separator: " "), profile: profile)
            full.undo()
            #expect(full.description == shorter.description)
            #expect(full.result == shorter.result)
            #expect(full.resultIsPending == shorter.resultIsPending)
        }
    }
}

@Test func errorStateKeepsThePreviousState() {
    var brain = run("8 + 2 ÷ 0 =")
    #expect(brain.error == .divisionByZero)
    #expect(brain.result == nil)
    #expect(brain.description == "8 + 2 ÷ 0 …")
    brain.performOperation("+")
    #expect(brain.error == .divisionByZero)
    brain.clearError()
    #expect(brain.result == BigFloat(0))
    brain.setOperand(decimal: "5")
    brain.performOperation("=")
    #expect(brain.result == BigFloat(2))
    brain.clear()
    #expect(brain.description == "")
    #expect(brain.result == BigFloat(0))
}

@Test("Error kinds", arguments: [
    ("1 ÷ 0 =", CalculationError.divisionByZero),
    ("4 ± √", .domain("square root of a negative number")),
    ("0 ln", .domain("logarithm of zero")),
    ("3 ± x!", .domain("factorial of a negative integer")),
    ("1e20 x!", .overflow),
    ("10 xʸ 1e30 =", .overflow),
])
func errorKinds(_ keys: String, _ error: CalculationError) {
    #expect(run(keys).error == error)
}

@Test func hugeFactorialIsRefusedQuicklyAndHugeExactPowersFallBackToBigFloat() {
    #expect(run("1e20 x!").error == .overflow)
    let power = run("10 xʸ 2000000 =")
    #expect(power.value?.exact == nil)
    #expect(power.result?.decimal(significantDigits: 5)?.exponent == 2_000_000)
}

@Test func memoryHoldsFullPrecisionAndSurvivesClear() {
    var brain = run("2 √ M+", precision: 400)
    brain.clear()
    brain.performOperation("MR")
    #expect(brain.result == BigFloat.sqrt(BigFloat(2, precision: 400)))
    #expect(brain.hasMemory)
    brain.performOperation("M−")
    #expect(brain.memory?.approximation.isZero == true)
    brain.performOperation("MC")
    #expect(!brain.hasMemory)
}

@Test func randIsSeededAndFullPrecision() {
    let a = run("Rand", precision: 1000)
    let b = run("Rand", precision: 1000)
    #expect(a.result == b.result)
    let value = try? #require(a.result)
    #expect(value.map { $0 >= BigFloat(0) && $0 < BigFloat(1) } == true)
    #expect(value?.precision == 1000)
}

@Test func unknownKeysChangeNothing() {
    var brain = run("7 +")
    let known = brain.performOperation("sqr")
    #expect(!known)
    #expect(brain.description == "7 + …")
    #expect(CalculatorBrain.isKey("sqrt") && CalculatorBrain.isKey("M+") && !CalculatorBrain.isKey("AC"))
}

@Test func angleUnitAppliesToTrigonometricKeys() {
    #expect(run("90 sin", angle: .degrees).result == BigFloat(1))
    #expect(run("1 cos⁻¹", angle: .degrees).result == BigFloat(0))
}
