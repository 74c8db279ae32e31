import BigNumber
import CalculatorEngine
import Testing

/// `ParsedExpression.calculate(_:in:settings:timeLimit:)`: the library's `integrate`, `diff`,
/// `taylor` and `roots`, against mpmath at 130 digits (`quad`, `diff`, `sqrt`), and their
/// cancellation by the task.
@Suite struct CalculusLibraryTests {
    /// An operation on an expression in x, at 30 digits, and the reference's 30 digits.
    struct Case: Sendable, CustomStringConvertible {
        let expression: String
        let function: String
        let operation: @Sendable () throws -> CalculusOperation
        let expected: String
        var description: String { expression }
    }

    static func point(_ text: String) throws -> ParsedExpression {
        try ParsedExpression(parsing: text)
    }

    static let cases: [Case] = [
        Case(expression: "exp(-x^2) over [0, 1]", function: "exp(-x^2)", operation: { .integral(from: try point("0"), to: try point("1")) },
             expected: "0.746824132812427025399467436132"),
        Case(expression: "1/(1 + x^2) over [0, 1]", function: "1/(1 + x^2)", operation: { .integral(from: try point("0"), to: try point("1")) },
             expected: "0.785398163397448309615660845820"),
        Case(expression: "exp(sin(x)), 10th derivative at 1", function: "exp(sin(x))",
             operation: { .derivative(at: try point("1"), order: 10) },
             expected: "12303.8602572800284394426157456"),
        Case(expression: "exp(sin(x)), derivative at 1", function: "exp(sin(x))",
             operation: { .derivative(at: try point("1"), order: 1) },
             expected: "1.25338076749344683697237458088"),
    ]

    @Test(arguments: cases)
    func aProvenValueMatchesTheReference(_ row: Case) async throws {
        let parsed = try ParsedExpression(parsing: row.function)
        let result = try await parsed.calculate(try row.operation(), in: "x", settings: EvaluationSettings(digits: 30))
        #expect(result.isProven && !result.isQuadrature, "\(row): not proven")
        // The reference's digits but the last (which the rounding of a 30-digit print may change).
        #expect(result.description.hasPrefix(String(row.expected.dropLast())), "\(row): \(result)")
    }

    @Test func taylorGivesTheExactCoefficients() async throws {
        let result = try await ParsedExpression(parsing: "exp(x)").calculate(.taylor(at: try Self.point("0"), order: 4), in: "x")
        let coefficients = try #require(result.entries?.first).map(\.exact)
        #expect(coefficients == [1, 1, BigRational(numerator: 1, denominator: 2), BigRational(numerator: 1, denominator: 6),
                                 BigRational(numerator: 1, denominator: 24)])
    }

    @Test func rootsAreProvenAndListedWithMultiplicity() async throws {
        let result = try await ParsedExpression(parsing: "(x - 1)^2 * (x^2 - 2)").calculate(.roots, in: "x",
                                                                                            settings: EvaluationSettings(digits: 30))
        let roots = try #require(result.entries?.first)
        #expect(roots.count == 4)
        #expect(roots.allSatisfy { $0.isProven })
        try TestSupport.expectDigits(of: roots[0], "-1.41421356237309504880168872421", "roots[0]")
        #expect(roots[1].exact == 1 && roots[2].exact == 1)
        try TestSupport.expectDigits(of: roots[3], "1.41421356237309504880168872421", "roots[3]")
    }

    @Test func aMistakeInTheExpressionIsAnExpressionError() async throws {
        await #expect(throws: ExpressionError.self) {
            try await ParsedExpression(parsing: "sin(x)").calculate(.roots, in: "x")
        }
        await #expect(throws: ExpressionError.self) {
            try await ParsedExpression(parsing: "abs(x)").calculate(.derivative(at: try Self.point("0"), order: 1), in: "x")
        }
    }

    /// A cancelled task ends the computation with `CancellationError`: the task is cancelled
    /// before it starts, so that the outcome does not depend on timing.
    @Test func cancellingTheTaskEndsTheComputation() async throws {
        let parsed = try ParsedExpression(parsing: "exp(sin(x)) * cos(x^2)")
        let operation = CalculusOperation.integral(from: try Self.point("0"), to: try Self.point("1000"))
        let (gate, opened) = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in gate { break }
            return try await parsed.calculate(operation, in: "x", settings: EvaluationSettings(digits: 3000))
        }
        task.cancel()
        opened.yield()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func aTimeLimitTimesTheComputationOut() async throws {
        let parsed = try ParsedExpression(parsing: "exp(sin(x)) * cos(x^2)")
        do {
            _ = try await parsed.calculate(.integral(from: try Self.point("0"), to: try Self.point("1000")), in: "x",
                                           settings: EvaluationSettings(digits: 3000), timeLimit: .zero)
            Issue.record("not timed out")
        } catch let error as ExpressionError {
            #expect(error.interruption == .timedOut(.zero))
        }
    }
}
