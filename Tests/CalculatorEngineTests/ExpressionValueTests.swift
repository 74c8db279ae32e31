import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Values of expressions at 50 digits against mpmath references (`Tests/References/generate_expressions.py`).
@Suite struct ExpressionValueTests {
    static let cases = ReferenceTable.rows(named: "expressions", in: .module).map { ($0[0], $0[1]) }

    @Test func thereAreAtLeastAHundredReferences() {
        #expect(Self.cases.count >= 100)
    }

    @Test(arguments: cases)
    func matchesReference(expression: String, expected: String) throws {
        let result = try TestSupport.evaluate(expression, digits: 50)
        let decimal = try #require(result.decimal())
        let got = TestSupport.parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: expected)
        #expect(got.negative == want.negative && got.digits == want.digits && got.exponent == want.exponent,
                "\(expression): got \(TestSupport.text(decimal)), expected \(expected)")
        #expect(result.isProven)
    }
}
