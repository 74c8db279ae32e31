import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// `solve` and `integrate` at 30 and 1000 digits, against mpmath's `findroot` and `quad` or closed
/// forms (`Tests/References/generate_calculus.py`, which writes `Resources/calculus.tsv`).
///
/// A value row must print the reference's correctly rounded digits and exponent; a `solve` result
/// must be proven; an `integrate` result proven when its method is `.rigorous` (Arb), else marked
/// as numerical quadrature and not proven. An
/// `exact:<n>` row must be the exact rational n; an `error:<words>` row must throw an
/// `ExpressionError` whose message (lower-cased) contains the words. A row may define a function
/// first (`g(t) = …; solve(g(x), …)`): the last statement's value is checked.
@Suite struct CalculusTests {
    typealias Row = ExpressionReference

    static let rows = ReferenceTable.expressions(named: "calculus", in: .module)

    /// The value of the last statement of `line`, evaluated in a fresh session to `digits` digits.
    static func evaluate(_ line: String, digits: Int) throws(ExpressionError) -> CalculationResult {
        var session = Session(settings: EvaluationSettings(digits: digits, angleUnit: .radians, seed: 7))
        let statements = session.run(line)
        for statement in statements.dropLast() {
            if case let .failure(error) = statement.result { throw error }
        }
        switch statements.last?.result {
        case let .success(.value(outcome))?: return outcome.result
        case let .failure(error)?: throw error
        case .success(.definition)?, nil: throw ExpressionError(message: "no value in '\(line)'", column: nil)
        }
    }

    @Test func tableCoversBothFormsAtBothPrecisions() {
        for form in ["solve(", "integrate("] {
            let rows = Self.rows.filter { $0.expression.split(separator: ";").last?.trimmingPrefix(" ").hasPrefix(form) == true }
            #expect(rows.count >= 20, "\(form): \(rows.count) rows")
            #expect(rows.filter { $0.digits == 1000 }.count >= 3, "\(form): too few rows at 1000 digits")
            #expect(rows.contains { $0.expected.hasPrefix("error:") }, "\(form): no error row")
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        if row.expected.hasPrefix("error:") {
            TestSupport.expectError(containing: String(row.expected.dropFirst("error:".count)), row) { () throws(ExpressionError) in
                try Self.evaluate(row.expression, digits: row.digits)
            }
            return
        }
        let result = try Self.evaluate(row.expression, digits: row.digits)
        if row.expected.hasPrefix("exact:") {
            let parts = row.expected.dropFirst("exact:".count).split(separator: "/").compactMap { BigInt(String($0)) }
            let expected = parts.count == 2 ? BigRational(numerator: parts[0], denominator: parts[1]) : parts.first.map { BigRational($0) }
            #expect(result.exact != nil && result.exact == expected, "\(row): \(result.exact?.description ?? "not exact")")
            return
        }
        try TestSupport.expectDigits(of: result, row.expected, row)
        #expect(result.digits == row.digits, "\(row): only \(result.digits) digits")
        if row.expression.contains("integrate("), result.method != .rigorous {
            #expect(result.isQuadrature && !result.isProven, "\(row): not marked as quadrature")
        } else {
            #expect(result.isProven && !result.isQuadrature, "\(row): not proven")
        }
    }

    @Test func solveAtAThousandDigitsStartsFromTheLowerPrecisionsBracket() throws {
        // The precision ladder proves 1000 digits in its first evaluation.
        let result = try TestSupport.evaluate("solve(cos(x) - x, x, 0, 1)", digits: 1000)
        #expect(result.evaluationCount == 1)
        #expect(result.isProven)
    }

    @Test func integralKeepsItsMarkThroughArithmeticAndVariables() throws {
        var session = Session(settings: EvaluationSettings(digits: 20))
        // cbrt has no complex version, so away from a singular end its integral is quadrature's:
        // (3/4)·(8^(4/3) − 1) = 11.25.
        let outcomes = session.run("a = integrate(cbrt(x), x, 1, 8); a + 1; sqrt(2) + 1")
        let results = outcomes.compactMap { outcome -> CalculationResult? in
            if case let .success(.value(value)) = outcome.result { return value.result }
            return nil
        }
        #expect(results.count == 3)
        #expect(results.map(\.isQuadrature) == [true, true, false])
        #expect(results.map(\.isProven) == [false, false, true])
        let sum = TestSupport.parts(of: try #require(results[1].decimal()))
        #expect(SpecialFunctionTests.significant(sum.digits) == "1225" && sum.exponent == 1, "a + 1 = \(sum)")
    }

    @Test func integralOfZeroWidthOrOfAnOddFunction() throws {
        #expect(try TestSupport.evaluate("integrate(exp(x), x, 1/3, 1/3)").exact == BigRational(0))
        // A rigorous enclosure of 0 that cannot be told from 0: printed as a zero that is not proven.
        let odd = try TestSupport.evaluate("integrate(sin(x), x, -1, 1)")
        #expect(odd.isZero && !odd.isProven && odd.method == .rigorous)
    }

    /// An integrand of catalog functions is compiled and evaluated on the threads; one through a
    /// user function goes node by node through the general evaluator. Both give mpmath's
    /// `quad(lambda x: exp(-x**2), [0, 1])` at 60 digits.
    @Test func compiledAndGeneralIntegrandsGiveTheSameDigits() throws {
        let expected = "746824132812427025399467436131853005354499686812606329027654"
        for line in ["integrate(exp(-x^2), x, 0, 1)", "g(t) = exp(-t^2); integrate(g(x), x, 0, 1)"] {
            let value = try #require(try Self.evaluate(line, digits: 60).decimal())
            #expect(TestSupport.parts(of: value).digits == expected && value.exponent == -1, "\(line)")
        }
    }

    @Test func levelsThatDoNotAgreeGiveFewerDigitsStillNotProven() throws {
        // A kink inside the interval: tanh-sinh converges slowly, and its deepest levels agree on a few digits.
        let result = try TestSupport.evaluate("integrate(abs(x - 1/3), x, 0, 1)", digits: 30)
        #expect(result.digits < 30 && result.digits >= 2)
        #expect(result.isQuadrature && !result.isProven)
        #expect(try TestSupport.digits("integrate(abs(x - 1/3), x, 0, 1)").hasPrefix("27"))
    }

    @Test func boundVariableShadowsAVariableAndDoesNotLeak() throws {
        var session = Session(settings: EvaluationSettings(digits: 20))
        let outcomes = session.run("x = 5; solve(x^2 - 2, x, 0, 2) + x")
        guard case let .success(.value(last)) = outcomes.last?.result else {
            Issue.record("no value")
            return
        }
        #expect(TestSupport.text(last.result.decimal()) == "64142135623730950488e0")
    }
}
