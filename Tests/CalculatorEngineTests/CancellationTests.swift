import BigNumber
import CalculatorEngine
import Foundation
import Testing

/// Cooperative cancellation: a raised flag or a passed deadline stops an evaluation at its next
/// checkpoint with `CalculationError.interrupted`, and the session keeps its state.
struct CancellationTests {
    /// Lines whose loops reach a checkpoint at once: a sum, a product, solve, integrate, a user-function call.
    static let longLines = [
        "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)",
        "product(1 + 1/k^2, k, 1, 1000000)",
        "solve(x^3 - 2, x, 0, 2)",
        "integrate(exp(-x^2), x, 0, 1)",
        "g(3)",
    ]

    @Test(arguments: longLines)
    func aRaisedFlagStopsTheLineAndChangesNothing(_ line: String) throws {
        var session = Session()
        _ = session.run("g(n) = n + 1")
        _ = session.run("a = 5")
        let flag = CancellationFlag()
        flag.cancel()
        session.settings.cancellation = Cancellation(flag: flag)
        let outcomes = session.run(line)
        guard case let .failure(error) = outcomes.first?.result else {
            Issue.record("\(line) was not interrupted")
            return
        }
        #expect(error.interruption == .cancelled)
        #expect(error.message == "interrupted")
        #expect(session.resultCount == 1)
        session.settings.cancellation = .none
        #expect(try session.evaluate("a + 1").result.exact == BigRational(6))
    }

    /// The constants computed by binary splitting stop at its checkpoints (precisions beyond what
    /// any other test asks for, so that no cached value answers).
    @Test(arguments: ["pi", "e", "ln2"])
    func aRaisedFlagStopsTheBinarySplittingOfAConstant(_ constant: String) {
        var session = Session(settings: EvaluationSettings(digits: 2_500_000))
        let flag = CancellationFlag()
        flag.cancel()
        session.settings.cancellation = Cancellation(flag: flag)
        do {
            _ = try session.evaluate(constant)
            Issue.record("\(constant) was not interrupted")
        } catch {
            #expect(error.interruption == .cancelled)
            #expect(error.description == "interrupted")
        }
    }

    @Test func aPassedDeadlineTimesTheLineOut() {
        var session = Session()
        session.settings.cancellation = Cancellation(flag: nil, timeLimit: .zero)
        #expect(throws: ExpressionError.self) { try session.evaluate("sum(1/k, k, 1, 1000)") }
        do {
            _ = try session.evaluate("sum(1/k, k, 1, 1000)")
        } catch {
            #expect(error.interruption == .timedOut(.zero))
            #expect(error.message == "timed out after 0 s")
        }
    }

    /// A value whose one library call outlasts the limit is late all the same: no checkpoint inside
    /// `exp` or `zeta` stops them, the check after the evaluation does.
    @Test(arguments: ["exp(1.5)", "zeta(3) + 1", "sqrt(2)"])
    func aResultThatArrivesAfterTheDeadlineTimesOut(line: String) {
        var session = Session()
        session.settings.cancellation = Cancellation(flag: nil, timeLimit: .zero)
        #expect(throws: ExpressionError.self) { try session.evaluate(line) }
        do {
            _ = try session.evaluate(line)
        } catch {
            #expect(error.interruption == .timedOut(.zero))
        }
    }

    @Test func aNoneCancellationChangesNoResult() throws {
        var session = Session()
        #expect(try session.evaluate("sum(1/k, k, 1, 10)").result.exact == BigRational(numerator: BigInt(7381), denominator: BigInt(2520)))
    }

    @Test(arguments: [(Duration.seconds(2), "2"), (.milliseconds(500), "0.5"), (.milliseconds(1250), "1.25")])
    func secondsAreWrittenAsAPersonWritesThem(_ duration: Duration, _ text: String) {
        #expect(Interruption.seconds(duration) == text)
    }

    @Test func cancellingTheTaskEndsALongEvaluationWithCancellationError() async throws {
        let task = Task {
            var session = Session()
            return try await session.evaluate("sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)", timeLimit: nil)
        }
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let cancelled = clock.now
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        // Within 1 s on an idle machine (about 1 ms measured alone); the bound leaves room for a
        // loaded test run. Uncancelled, the line takes over 10 s in a debug build.
        #expect(clock.now - cancelled < .seconds(5))
    }

    @Test func theAsyncFormKeepsTheSessionChanges() async throws {
        var session = Session()
        _ = try await session.evaluate("a = 2^10", timeLimit: nil)
        let outcome = try await session.evaluate("a + 1", timeLimit: .seconds(60))
        #expect(outcome.result.exact == BigRational(1025))
        #expect(session.settings.cancellation == .none)
    }
}
