import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// 2,000 seeded random expressions of depth at most 3 that mix special functions (gamma, zeta,
/// Bessel, Airy, elliptic, polylog, Lambert W, …) with elementary ones, at 15, 30 or 50 digits
/// (`Resources/property.tsv`, written by `Tests/References/generate_property.py` from mpmath at
/// 4 × the digits, rows near a rounding boundary left out): every printed digit and the exponent
/// equal the correctly rounded reference, and every result is proven.
///
/// One test checks all the rows, on every core, and reports the first 20 failures in one message.
@Suite struct SpecialPropertyTests {
    typealias Row = ExpressionReference

    static let rows = ReferenceTable.expressions(named: "property", in: .module)

    /// Nil when `row` prints its expected digits and exponent and is proven, else what went wrong.
    static func failure(of row: Row) -> String? {
        let result: CalculationResult
        do {
            result = try TestSupport.evaluate(row.expression, digits: row.digits)
        } catch {
            return "\(row.expression) [\(row.digits) digits]: error \(error), expected \(row.expected)"
        }
        guard let decimal = result.decimal() else {
            return "\(row.expression) [\(row.digits) digits]: no decimal, expected \(row.expected)"
        }
        let got = TestSupport.parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: row.expected)
        let digitsMatch = got.negative == want.negative && got.digits.trimmingZeros == want.digits.trimmingZeros
            && got.exponent == want.exponent
        if digitsMatch && result.isProven { return nil }
        return "\(row.expression) [\(row.digits) digits]: got \(TestSupport.text(decimal))"
            + (result.isProven ? "" : " (not proven)") + ", expected \(row.expected)"
    }

    /// The failures of `rows`, in table order, checked by one task per core (each row in a fresh session).
    static func failures(of rows: [Row]) async -> [String] {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let found = await withTaskGroup(of: [(index: Int, failure: String)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    stride(from: worker, to: rows.count, by: workers).compactMap { index in
                        Self.failure(of: rows[index]).map { (index: index, failure: $0) }
                    }
                }
            }
            var all: [(index: Int, failure: String)] = []
            for await part in group { all += part }
            return all
        }
        return found.sorted { $0.index < $1.index }.map(\.failure)
    }

    @Test func everyRowPrintsTheReferenceDigitsAndIsProven() async {
        let rows = Self.rows
        #expect(rows.count == 2000)
        let failures = await Self.failures(of: rows)
        // A count, not the array, in the expectation: Swift Testing would print every failure.
        let failureCount = failures.count
        let report = failures.prefix(20).joined(separator: "\n")
        #expect(failureCount == 0, "\(failureCount) of \(rows.count) rows fail; the first \(min(20, failureCount)):\n\(report)")
    }
}
