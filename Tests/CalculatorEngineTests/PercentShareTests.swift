@testable import CalculatorEngine
import Testing

/// `a + b%` is a + a·b%: one rule (`PercentShare`) that the parser and the keypad both apply.
struct PercentShareTests {
    @Test(arguments: [
        (CatalogOperation.percent, CatalogOperation?.some(.add), true), (.percent, .subtract, true),
        (.percent, .multiply, false), (.percent, .divide, false), (.percent, nil, false), (.square, .add, false),
    ])
    func aPercentAfterPlusOrMinusIsAShareOfTheLeftOperand(operand: CatalogOperation, infix: CatalogOperation?, applies: Bool) {
        #expect(PercentShare.applies(to: operand, after: infix) == applies)
    }

    @Test func theShareIsTheLeftOperandTimesThePercent() {
        let share = PercentShare.share(of: "a", "b%")
        #expect(share.operation == .multiply)
        #expect(share.operands == ["a", "b%"])
    }
}
