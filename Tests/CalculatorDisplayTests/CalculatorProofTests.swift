import CalculatorEngine
import Testing
@testable import CalculatorDisplay

/// A keypad computing with 12 digits (+ 64 guard bits) and showing 12, after `keys`.
private func calculator(_ keys: String, seed: UInt64 = 1) -> Calculator {
    var calculator = Calculator(digits: 12, displayDigits: 12, seed: seed)
    for token in keys.split(separator: " ") {
        calculator.type(token)
    }
    return calculator
}

// Expected displays are those of Tests/CalculatorEngineTests/Resources/keypad-proven.tsv (mpmath).
@Test("The display shows re-evaluated digits", arguments: [
    ("1e30 + π − 1e30 =", "3.14159265359"),
    ("π × 1e30 = − 3.14159265358e30 − 9.79323846264e18 =", "3,383,279.50288"),
    ("1e28 + 2 ln − 1e28 =", "0.69314718056"),
])
func displayIsReevaluated(_ keys: String, _ display: String) {
    let state = calculator(keys).state
    #expect(state.display == display)
    #expect(state.isProven)
    #expect(!state.isHeuristicZero)
}

@Test("A heuristic zero shows 0 and is flagged", arguments: ["e ln − 1 =", "2 √ x² − 2 ="])
func heuristicZeroDisplay(_ keys: String) {
    let state = calculator(keys).state
    #expect(state.display == "0")
    #expect(state.isHeuristicZero)
    #expect(!state.isProven)
    #expect(state.error == nil)
}

@Test("Dividing by a heuristic zero shows a division-by-zero error", arguments: ["10 ln eˣ − 10 = M+ 1 ÷ MR =", "10 ln eˣ − 10 = 1/x"])
func divisionByHeuristicZero(_ keys: String) {
    var calculator = calculator(keys)
    #expect(calculator.state.display == Calculator.errorText)
    #expect(calculator.state.error == "division by zero")
    calculator.press(.allClear)
    #expect(calculator.state.display == "0")
    #expect(calculator.state.error == nil)
}

@Test func degreesGiveExactZeros() {
    var calculator = Calculator(digits: 12, angleUnit: .degrees, displayDigits: 12)
    for token in ["180", "sin"] { calculator.type(token) }
    #expect(calculator.state.display == "0")
    #expect(calculator.state.isProven)
    #expect(!calculator.state.isHeuristicZero)
}

@Test func randDisplaysTheSameNumberAfterACancellation() {
    let drawn = calculator("Rand", seed: 9).state
    let cancelled = calculator("Rand + 1e30 − 1e30 =", seed: 9).state
    #expect(cancelled.display == drawn.display)
    #expect(cancelled.isProven)
}

@Test func typedNumbersAndErrorsCountAsProven() {
    #expect(calculator("1.5").state.isProven)
    #expect(calculator("1 ÷ 0 =").state.isProven)
    #expect(calculator("1 ÷ 0 =").state.error == "division by zero")
}

@Test func theProofIsKeptUntilTheNextKeyAndNotShared() {
    var a = calculator("1e30 + π")
    let b = a
    #expect(a.state == b.state)
    #expect(a.isProven)
    a.type("−")
    a.type("1e30")
    a.type("=")
    #expect(a.state.display == "3.14159265359")
    #expect(b.state.display == "3.14159265359")
    #expect(b.state.isPending)
    #expect(!a.state.isPending)
}

@Test("After the display showed a division by a heuristic zero, keys act as in the error state", arguments: [
    ("+", "Error", "division by zero"), ("+ 1 =", "1", nil), ("undo", "0", nil), ("C", "0", nil), ("7", "7", nil), ("AC", "0", nil),
])
func shownHeuristicErrorActsAsErrorState(_ keys: String, _ display: String, _ error: String?) {
    var calculator = calculator("10 ln eˣ − 10 = 1/x")
    #expect(calculator.state.error == "division by zero")
    for token in keys.split(separator: " ") { calculator.type(token) }
    #expect(calculator.state.display == display)
    #expect(calculator.state.error == error)
}

@Test("Exact multiples of π stay symbolic on the keypad, as in expressions: sin(π) is exactly 0", arguments: [
    ("π sin", "0"), ("π × 1e100 = sin", "0"), ("π ÷ 6 = sin", "0.5"), ("π cos", "-1"),
])
func multiplesOfPiAreExactOnTheKeypad(_ keys: String, _ display: String) {
    let state = calculator(keys).state
    #expect(state.display == display)
    #expect(state.isProven)
    #expect(!state.isHeuristicZero)
}

@Test("Dividing by an exact 0 reached through π is a division by zero at once", arguments: ["1 ÷ π sin =", "π sin 1/x"])
func divisionBySymbolicZero(_ keys: String) {
    let calculator = calculator(keys)
    #expect(calculator.brain.error == .divisionByZero)
    #expect(calculator.state.display == Calculator.errorText)
}
