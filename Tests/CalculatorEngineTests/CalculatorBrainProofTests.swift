import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// The working precision of a keypad computing with 12 digits: 12 digits + 64 guard bits.
private let keypadPrecision = BigFloat.bits(forDigits: 12) + 64

/// Feeds space-separated tokens to a brain: numbers are typed operands, everything else a key.
private func brain(_ keys: String, profile: CalculatorBrain.Profile = .immediate, angle: AngleUnit = .radians,
                   seed: UInt64 = 3) -> CalculatorBrain {
    var brain = CalculatorBrain(profile: profile, precision: keypadPrecision, angleUnit: angle, seed: seed)
    for token in keys.split(separator: " ").map(String.init) {
        if BigFloat(token) != nil, token.first != "e" {
            brain.setOperand(decimal: token)
        } else {
            do throws(UnknownKeyError) {
                try brain.performOperation(token)
            } catch {
                Issue.record("\(error)")
            }
        }
    }
    return brain
}

/// A value to 12 significant digits as keypad-proven.tsv writes it: `3.14159265359e0`, `0`.
private func scientific12(_ value: CalculatorBrain.Value) -> String {
    guard !value.approximation.isZero, let decimal = value.approximation.decimal(significantDigits: 12)?.trimmingTrailingZeros() else {
        return "0"
    }
    let digits = String(decoding: decimal.digits, as: UTF8.self)
    let mantissa = digits.count > 1 ? "\(digits.prefix(1)).\(digits.dropFirst())" : digits
    return (decimal.isNegative ? "-" : "") + mantissa + "e\(decimal.exponent)"
}

@Test func provenReferenceTableIsPresent() {
    #expect(KeypadRow.load("keypad-proven").count == 14)
}

@Test("Re-evaluation corrects displays that 64 guard bits get wrong (mpmath references)", arguments: KeypadRow.load("keypad-proven"))
func reevaluationMatchesReference(_ row: KeypadRow) throws {
    let brain = brain(row.keys, profile: row.profile, angle: row.angle)
    if row.expected == "division by zero" {
        // The divisor's enclosure holds 0 at every precision up to the limit: the key itself fails.
        #expect(brain.error == .divisionByZero)
        return
    }
    #expect(brain.error == nil)
    // The naive display, from the working precision alone, is wrong.
    let naive = try #require(brain.value)
    #expect(naive.exact == nil)
    #expect(scientific12(naive) != row.expected)
    #expect(scientific12(naive) != "0")
    let proof = try #require(brain.proof(rendering: scientific12))
    expectProof(proof, showing: row.expected)
}

/// The checks of a re-evaluated display against the reference `expected` (a display, "zero" or
/// "division by zero"), apart from `reevaluationMatchesReference` so that neither function takes
/// the type checker over the test targets' 500 ms warning.
private func expectProof(_ proof: CalculatorBrain.Proof, showing expected: String) {
    switch expected {
    case "zero":
        #expect(proof.text == "0")
        #expect(proof.isHeuristicZero)
        #expect(!proof.isProven)
        #expect(proof.error == nil)
        #expect(proof.value?.exact?.isZero == true)
    case "division by zero":
        #expect(proof.text == nil)
        #expect(proof.error == .divisionByZero)
        #expect(!proof.isProven)
    default:
        #expect(proof.text == expected)
        #expect(proof.isProven)
        #expect(!proof.isHeuristicZero)
        #expect(proof.precision > keypadPrecision)
    }
}

@Test("Exact results need no re-evaluation", arguments: ["1 ÷ 3 =", "0.1 + 0.2 =", "2 xʸ 10 =", "7"])
func exactResultsAreProvenAtOnce(_ keys: String) throws {
    let proof = try #require(brain(keys).proof(rendering: scientific12))
    #expect(proof.isProven)
    #expect(proof.precision == keypadPrecision)
    #expect(proof.text == scientific12(try #require(brain(keys).value)))
}

@Test("Exact zeros: an exact 0 times or divided by an inexact value, sin/cos/tan of exact degrees", arguments: [
    ("π sin × 0 =", AngleUnit.radians, "0"), ("0 ÷ π =", .radians, "0"), ("180 sin", .degrees, "0"),
    ("90 cos", .degrees, "0"), ("30 sin", .degrees, "5e-1"), ("135 tan", .degrees, "-1e0"),
])
func exactZerosAreExact(_ keys: String, _ angle: AngleUnit, _ text: String) throws {
    let brain = brain(keys, angle: angle)
    #expect(brain.value?.exact != nil)
    let proof = try #require(brain.proof(rendering: scientific12))
    #expect(proof.text == text)
    #expect(proof.isProven && !proof.isHeuristicZero)
}

@Test func tangentPoleInDegreesKeepsTheCatalogError() {
    #expect(brain("90 tan", angle: .degrees).error?.description == "tangent of an odd multiple of π/2 (90°)")
}

@Test func randReplaysTheBitsItDrew() throws {
    let drawn = brain("Rand", seed: 11)
    let value = try #require(drawn.value)
    // The drawn number is exactly the binary fraction drawn, so re-evaluation at any precision reuses it.
    #expect(value.exact.map { $0.bigFloat(precision: keypadPrecision) } == value.approximation)
    // A cancellation around it is exact, so it shows the drawn number at once.
    let cancelled = brain("Rand + 1e30 − 1e30 =", seed: 11)
    #expect(cancelled.value?.exact == value.exact)
    let proof = try #require(cancelled.proof(rendering: scientific12))
    #expect(proof.isProven)
    #expect(proof.text == scientific12(value))
    // Later draws continue the sequence; undo and replay keep the first draw.
    var twice = brain("Rand Rand", seed: 11)
    #expect(twice.value?.approximation != value.approximation)
    twice.undo()
    #expect(twice.value?.approximation == value.approximation)
    #expect(twice.proof(rendering: scientific12)?.text == scientific12(value))
}

@Test func inexactMemoryIsRecomputedAcrossAllClear() throws {
    var brain = brain("1e30 + π = M+")
    brain.clear()
    try brain.performOperation("MR")
    try brain.performOperation("−")
    brain.setOperand(decimal: "1e30")
    try brain.performOperation("=")
    let expected = KeypadRow.load("keypad-proven").first { $0.keys == "1e30 + π − 1e30 =" }?.expected
    #expect(expected == "3.14159265359e0")
    let proof = try #require(brain.proof(rendering: scientific12))
    #expect(proof.text == expected)
    #expect(proof.isProven)
}

@Test func eachStepKeepsTheAngleUnitItWasPressedIn() throws {
    var mixed = brain("1 sin", angle: .degrees)
    mixed.angleUnit = .radians
    try mixed.performOperation("+")
    mixed.setOperand(decimal: "0")
    try mixed.performOperation("=")
    let degrees = try #require(brain("1 sin", angle: .degrees).proof(rendering: scientific12))
    let radians = try #require(brain("1 sin").proof(rendering: scientific12))
    #expect(mixed.proof(rendering: scientific12)?.text == degrees.text)
    #expect(degrees.text != radians.text)
}

@Test func lostOperandsAreNeverProvenNorTakenForZero() throws {
    // e^(10^15) + 1 loses the 1 at every precision tried: the digits cannot be confirmed.
    let proof = try #require(brain("1e15 eˣ + 1 − 1e15 eˣ =").proof(rendering: scientific12))
    #expect(!proof.isProven)
    #expect(!proof.isHeuristicZero)
    #expect(proof.error == nil)
    #expect(proof.precision == PrecisionPlan.growthLimit * keypadPrecision)
}

@Test func noProofInTheErrorState() {
    #expect(brain("1 ÷ 0 =").proof(rendering: scientific12) == nil)
}

/// Memory keeps the expression tree of its value through any number of AC presses, so what is
/// computed from it is recomputed and proven at higher precision.
@Test("Memory from before AC is recomputed from its tree", arguments: [3, 20])
func memoryKeepsItsTreeAcrossClears(_ clears: Int) throws {
    var brain = CalculatorBrain(precision: keypadPrecision, seed: 1)
    for _ in 0..<clears {
        brain.setOperand(decimal: "1e30")
        try brain.performOperation("+")
        try brain.performOperation("π")
        try brain.performOperation("=")
        try brain.performOperation("M+")
        brain.clear()
    }
    try brain.performOperation("MR")
    try brain.performOperation("−")
    brain.setOperand(decimal: "\(clears)e30")
    try brain.performOperation("=")
    let proof = try #require(brain.proof(rendering: scientific12))
    #expect(proof.isProven)
    // clears × π, computed without cancellation.
    var direct = CalculatorBrain(precision: keypadPrecision)
    try direct.performOperation("π")
    try direct.performOperation("×")
    direct.setOperand(decimal: "\(clears)")
    try direct.performOperation("=")
    #expect(proof.text == direct.proof(rendering: scientific12)?.text)
}
