import BigNumber
import Testing
@testable import CalculatorEngine

/// `rollBack(to:)` returns a session to its checkpoint: `ans` (kept apart from the variables), the
/// variables, the functions and the numbered results.
@Suite struct SessionCheckpointTests {
    @Test(arguments: [
        // The line taken back, then what each name is after the roll-back (nil: undefined).
        ("y = ans * 3", [("ans", 5 as Int?), ("x", 2), ("y", nil)]),
        ("x = 100", [("ans", 5), ("x", 2)]),
        ("ans + 1; x = ans", [("ans", 5), ("x", 2), ("$3", nil)]),
        ("f(t) = t + x; f(1)", [("ans", 5), ("$2", 5)]),
    ] as [(String, [(String, Int?)])])
    func rollingBackRestoresTheSession(line: String, after: [(String, Int?)]) throws {
        var session = Session(settings: EvaluationSettings(digits: 10))
        _ = try session.evaluate("x = 2")
        _ = try session.evaluate("5")
        let checkpoint = session.checkpoint
        _ = session.run(line)
        session.rollBack(to: checkpoint)
        #expect(session.variableNames == ["x"])
        #expect(session.functions.isEmpty)
        for (name, value) in after {
            #expect(session.definitions.stored(name).flatMap { node -> BigRational? in if case let .exact(r) = node { r } else { nil } } == value.map { BigRational($0) })
        }
    }

    /// A function body that reads `ans` keeps the `ans` of its moment (early binding), like a variable.
    @Test func aStoredCallKeepsTheAnsItsFunctionReads() throws {
        var session = Session(settings: EvaluationSettings(digits: 10))
        _ = session.run("g(t) = t + ans")
        _ = try session.evaluate("10")
        _ = try session.evaluate("y = g(1)")
        _ = try session.evaluate("1000")
        #expect(try session.evaluate("y").result.exact == BigRational(11))
    }
}
