import BigNumber
import Testing
@testable import CalculatorEngine

/// What a session keeps from line to line stays bounded however many lines call user functions
/// (issue 30, item 6: each stored result used to keep the whole definitions of its moment, the
/// previous `ans` and its own copy of the results list with them).
@Suite struct SessionMemoryTests {
    /// The number of `.closure` nodes reachable from a stored tree, through the definitions they keep.
    private func closureCount(_ node: ExpressionNode) -> Int {
        switch node {
        case let .closure(inner, captured):
            let kept = captured.variables.values.reduce(0) { $0 + closureCount($1) }
                + captured.results.reduce(0) { $0 + closureCount($1) }
            return 1 + closureCount(inner) + kept
        case let .operation(_, operands, _), let .call(_, operands, _): return operands.reduce(0) { $0 + closureCount($1) }
        case let .labeled(inner, _), let .angleUnit(_, inner): return closureCount(inner)
        case .number, .name, .exact, .frozen: return 0
        }
    }

    @Test("A stored call keeps no earlier result", arguments: ["f(3)", "f(3) + 1", "2 * f(f(3))"])
    func aStoredCallKeepsNoEarlierResult(line: String) throws {
        var session = Session(settings: EvaluationSettings(digits: 20))
        _ = session.run("f(t) = sqrt(t)")
        for _ in 0..<3000 {
            _ = try session.evaluate(line)
        }
        let ans = try #require(session.definitions.stored("ans"))
        #expect(closureCount(ans) == 1)
        guard case let .closure(_, captured) = ans else {
            Issue.record("ans is not a closure: \(ans)")
            return
        }
        #expect(captured.results.isEmpty)
        #expect(captured.variables.isEmpty)
        #expect(captured.functions.keys.sorted() == ["f"])
        // The numbered results are trimmed to the last 1000–2000 as before.
        #expect(session.definitions.results.count <= 2 * Definitions.keptResults)
    }

    @Test func aFunctionKeepsTheVariablesItsBodyNames() throws {
        var session = Session(settings: EvaluationSettings(digits: 6))
        _ = try session.evaluate("a = sqrt(2)")
        _ = try session.evaluate("unused = sqrt(5)")
        _ = session.run("g(t) = t * a")
        _ = try session.evaluate("y = g(3)")
        _ = try session.evaluate("a = 100")
        // Early binding: y keeps the a of its moment.
        #expect(try session.evaluate("y").result.decimal().map(TestSupport.text) == "424264e0")
        guard case let .closure(_, captured)? = session.definitions.stored("y") else {
            Issue.record("y is not a closure")
            return
        }
        #expect(captured.variables.keys.sorted() == ["a"])
    }

    @Test func aBodyNamingAResultKeepsTheResults() throws {
        var session = Session(settings: EvaluationSettings(digits: 6))
        _ = try session.evaluate("sqrt(2)")
        _ = session.run("h(t) = t + $1")
        _ = try session.evaluate("z = h(1)")
        _ = try session.evaluate("5")
        #expect(try session.evaluate("z").result.decimal().map(TestSupport.text) == "241421e0")
    }
}
