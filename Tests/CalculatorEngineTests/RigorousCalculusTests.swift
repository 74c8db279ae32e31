import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// Rigorous `integrate`, improper integrals and infinite `sum`/`product` at 30 and 1000 digits,
/// against mpmath at 4× the digits (`Tests/References/generate_calculus_rigorous.py`, which writes
/// `Resources/calculus-rigorous.tsv`).
///
/// A `rigorous` row must print the reference's correctly rounded digits, proven, with the method
/// `.rigorous`; a `quadrature` or `extrapolation` row must be flagged (not proven, that method)
/// and agree with the reference to the digits it gives; an `error` row must throw an error whose
/// message (lower-cased) contains the words.
@Suite struct RigorousCalculusTests {
    /// One row of the table.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let method: String
        let expected: String
        var description: String { "\(expression) at \(digits) digits" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "calculus-rigorous", in: .module).compactMap { columns in
        guard columns.count == 4, let digits = Int(columns[1]) else { return nil }
        return Row(expression: columns[0], digits: digits, method: columns[2], expected: columns[3])
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.rows.count >= 60)
        #expect(Self.rows.filter { $0.digits == 1000 }.count >= 6)
        for method in ["rigorous", "quadrature", "extrapolation", "error"] {
            #expect(Self.rows.contains { $0.method == method }, "no \(method) row")
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        if row.method == "error" {
            do {
                let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
                Issue.record("\(row): no error, \(result)")
            } catch {
                #expect(error.message.lowercased().contains(row.expected.lowercased()), "\(row): \(error.message)")
            }
            return
        }
        let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
        #expect(result.method?.rawValue == row.method, "\(row): method \(String(describing: result.method))")
        if row.method == "rigorous" {
            #expect(result.isProven && !result.isQuadrature, "\(row): not proven")
            try TestSupport.expectDigits(of: result, row.expected, row)
            #expect(result.digits == row.digits, "\(row): only \(result.digits) digits")
            return
        }
        #expect(!result.isProven && result.isQuadrature, "\(row): an estimate that is not flagged")
        // An estimate agrees with the reference to the digits it gives, within a unit of the last.
        let value = try #require(result.approximation)
        let reference = try BigFloat(parsing: row.expected, precision: 4 * row.digits + 64)
        let difference = BigFloat.subtract(value, reference, rounding: .nearestEven)
        let allowed = Swift.max(1, result.digits - 1)
        let bound = BigFloat.multiply(reference.magnitude, try BigFloat(parsing: "1e-\(allowed)", precision: 64), rounding: .up)
        #expect(difference.magnitude <= bound, "\(row): \(value) vs \(row.expected)")
    }

    @Test func infinityIsAReservedName() {
        var session = Session()
        let outcome = session.run("inf = 3")
        guard case let .failure(error)? = outcome.last?.result else {
            Issue.record("inf = 3 was accepted")
            return
        }
        #expect(error.message.contains("built-in name"))
    }
}
