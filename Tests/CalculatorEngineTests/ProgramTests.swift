import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// The programmable layer against Python fractions and mpmath (`Tests/References/generate_programs.py`,
/// which writes `Resources/programs.tsv`): user functions (late binding, recursion), comparisons
/// and logic, `if`, sums and products, statistics, percentages and numbered results, at 30 and
/// 1000 digits. Each line runs in a fresh session; its last statement must print the reference's
/// correctly rounded digits, proven, or fail with a message containing the reference's words.
@Suite struct ProgramTests {
    typealias Row = ExpressionReference

    static let rows = ReferenceTable.expressions(named: "programs", in: .module)

    @Test func everyConstructHasRows() {
        #expect(Self.rows.count >= 140)
        for construct in ["f(x) =", "==", " and ", "if(", "sum(", "product(", "median(", "stdev(", "%", "$1"] {
            #expect(Self.rows.contains { $0.expression.contains(construct) && $0.digits == 1000 }, "no 1000-digit row with \(construct)")
        }
    }

    @Test(arguments: rows)
    func lastStatementMatchesReference(_ row: Row) throws {
        var session = Session(settings: EvaluationSettings(digits: row.digits))
        let last = try #require(session.run(row.expression).last)
        if row.expected.hasPrefix("error:") {
            let words = String(row.expected.dropFirst("error:".count))
            guard case let .failure(error) = last.result else {
                Issue.record("\(row): expected an error containing '\(words)'")
                return
            }
            #expect(error.message.contains(words), "\(row): message '\(error.message)' lacks '\(words)'")
            return
        }
        guard case let .success(.value(outcome)) = last.result else {
            Issue.record("\(row): the last statement gave \(last.result) instead of a value")
            return
        }
        let decimal = try #require(outcome.result.decimal())
        let got = TestSupport.parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: row.expected)
        #expect(got.negative == want.negative && SpecialFunctionTests.significant(got.digits) == SpecialFunctionTests.significant(want.digits)
                    && got.exponent == want.exponent, "\(row): got \(TestSupport.text(decimal)), expected \(row.expected)")
        #expect(outcome.result.isProven, "\(row): not proven")
        #expect(outcome.result.imaginaryPart == nil, "\(row): not real")
    }

    @Test func definitionsAreKeptListedAndDeleted() throws {
        var session = Session()
        _ = session.run("f(x) = x^2; g(x, y) = f(x) + y")
        #expect(session.functions.map(\.definition) == ["f(x) = x^2", "g(x, y) = f(x) + y"])
        #expect(try session.evaluate("g(3, 1)").result.description == "10")
        _ = session.run("f(x) = x^3")
        #expect(try session.evaluate("g(2, 0)").result.description == "8")
        let deleted = session.delete("f")
        #expect(deleted)
        #expect(throws: ExpressionError.self) { try session.evaluate("g(2, 0)") }
        let deletedAgain = session.delete("f")
        #expect(!deletedAgain)
    }

    @Test func statementsOfALineSucceedOrFailOnTheirOwn() {
        var session = Session()
        let outcomes = session.run("x = 2; 1/0; x + 1;")
        #expect(outcomes.map(\.text) == ["x = 2", "1/0", "x + 1"])
        guard outcomes.count == 3, case .failure = outcomes[1].result, case let .success(.value(last)) = outcomes[2].result else {
            Issue.record("unexpected outcomes \(outcomes)")
            return
        }
        #expect(last.result.description == "3")
        #expect(last.number == 2)
    }

    @Test func onlyTheRecentNumberedResultsAreKept() throws {
        var session = Session()
        for n in 1...(2 * Definitions.keptResults) { _ = try session.evaluate("\(n)") }
        #expect(try session.evaluate("$\(2 * Definitions.keptResults)").result.description == "\(2 * Definitions.keptResults)")
        #expect(throws: ExpressionError(message: "result $1 is no longer kept (the last \(Definitions.keptResults) are)", column: 1,
                                             code: .unknownName)) {
            try session.evaluate("$1")
        }
    }
}
