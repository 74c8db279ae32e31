import Testing
import TestSupport
@testable import CalculatorEngine

/// `diff`, `taylor` and `roots` at 30 and 1000 digits against mpmath at 4× the digits (30),
/// python-flint's proven balls (1000) and Python's fractions (`Tests/References/generate_calculus_series.py`, which writes
/// `Resources/calculus-series.tsv` in the format of `matrix-expressions.tsv`): exact derivatives
/// and Taylor coefficients exactly, every other digit proven, roots in order with multiplicity,
/// real roots without an imaginary part, and the errors that name what is wrong.
@Suite struct CalculusSeriesReferenceTests {
    static let rows: [MatrixExpressionReferenceTests.Row] = ReferenceTable.rows(named: "calculus-series", in: .module).compactMap { fields in
        guard fields.count >= 4, let digits = Int(fields[1]) else { return nil }
        return MatrixExpressionReferenceTests.Row(expression: fields[0], digits: digits, shape: fields[2], entries: fields[3])
    }

    @Test func theTableCoversTheIssue() {
        #expect(Self.rows.count >= 100)
        for prefix in ["diff(", "taylor(", "roots("] {
            for digits in [30, 1000] {
                #expect(Self.rows.contains { $0.expression.hasPrefix(prefix) && $0.digits == digits }, "no row for \(prefix) at \(digits) digits")
            }
        }
        #expect(Self.rows.contains { $0.expression.contains("(x - 20)") }, "Wilkinson's polynomial")
        #expect(Self.rows.contains { $0.expression.hasPrefix("diff(sin(x), x, 1, 40)") }, "a high-order derivative")
    }

    @Test(arguments: rows)
    func matchesReference(_ row: MatrixExpressionReferenceTests.Row) throws {
        try MatrixExpressionReferenceTests.check(row)
    }
}
