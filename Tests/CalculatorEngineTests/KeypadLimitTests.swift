import BigNumber
import Testing
@testable import CalculatorEngine

/// The keypad's values and descriptions stay within the limits expressions have, however long
/// the key sequence (reproducers of issue 30, item 1).
@Suite struct KeypadLimitTests {
    /// A brain after `first` and then `keys` pressed `count` times.
    private func brain(_ first: String, repeating keys: [String], count: Int) throws -> CalculatorBrain {
        var brain = CalculatorBrain(precision: 64)
        brain.setOperand(decimal: first)
        for _ in 0..<count {
            for key in keys { try brain.performOperation(key) }
        }
        return brain
    }

    @Test("Repeated × = squares exactly up to the exact-size limit, then goes inexact", arguments: [
        (21, true), (22, false),
    ])
    func repeatedSquaringKeepsTheExactLimit(steps: Int, isExact: Bool) throws {
        let brain = try brain("2", repeating: ["×", "="], count: steps)
        #expect(brain.error == nil)
        let value = try #require(brain.value)
        #expect((value.exact != nil) == isExact)
        // 2^(2^steps) is a binary number: its approximation is exact either way.
        #expect(value.approximation == BigFloat.scaled(BigFloat(1), byPowerOfTwo: 1 << steps))
        if let exact = value.exact { #expect(exact.bitWidth <= OperationCatalog.exactBitLimit) }
    }

    @Test func thirtySquaringsKeepTheDescriptionShort() throws {
        let brain = try brain("2", repeating: ["×", "="], count: 30)
        #expect(brain.error == nil)
        #expect(brain.result == BigFloat.scaled(BigFloat(1), byPowerOfTwo: 1 << 30))
        // The doubled product would have 2³⁰ factors: beyond the tree limit it shows values instead.
        #expect(brain.description.utf8.count < 100_000)
        #expect(brain.description.hasSuffix(" =") && brain.description.contains("e80807124 × "))
    }

    @Test func aShortSquaringIsDescribedByItsFactors() throws {
        let brain = try brain("2", repeating: ["×", "="], count: 3)
        #expect(brain.description == "2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 =")
        #expect(brain.value?.exact == BigRational(256))
    }

    @Test func thousandsOfUnaryKeysDoNotExhaustTheStack() throws {
        let brain = try brain("2", repeating: ["√"], count: 3000)
        #expect(brain.error == nil)
        // 2^(2^-3000) rounds to 1 at 64 bits.
        #expect(brain.result == BigFloat(1))
        #expect(brain.description.utf8.count < 100_000)
    }
}
