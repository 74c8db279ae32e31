import Testing
@testable import CalculatorEngine

/// A line refused for memory carries the facts (need, budget, whether the budget is the free address space); the advice
/// is worded by the caller, and never to raise a budget that the free address space bounds.
@Suite struct MemoryLimitMessageTests {
    @Test(arguments: [
        (false,
         "needs about 660 bytes of memory, more than the limit of 656 bytes (raise EvaluationSettings.memoryBudget)"),
        (true,
         "needs about 660 bytes of memory, more than the limit of 656 bytes (the address space left to the process under its limit, ulimit -v)"),
    ])
    func aSwiftCallerIsToldOfTheSettingOrOfTheAddressSpace(isFreeAddressSpace: Bool, message: String) throws {
        var settings = EvaluationSettings(digits: 30)
        settings.memoryBudget = 4 * 164
        settings.memoryBudgetIsFreeAddressSpace = isFreeAddressSpace
        var session = Session(settings: settings)
        let error = try #require(throws: ExpressionError.self) { try session.evaluate("pi") }
        #expect(error.calculationError == .tooLarge(.memory(bytes: 660, budget: 656, budgetIsFreeAddressSpace: isFreeAddressSpace)))
        #expect(error.code == .outOfMemory)
        #expect(error.message == message)
        #expect(error.advisingMemory("raise it with --max-memory").message == message.replacingOccurrences(
            of: "raise EvaluationSettings.memoryBudget", with: "raise it with --max-memory"))
    }

    @Test func otherErrorsKeepTheirMessage() throws {
        var session = Session()
        let error = try #require(throws: ExpressionError.self) { try session.evaluate("1/0") }
        #expect(error.advisingMemory("raise it with --max-memory") == error)
    }
}
