import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// `sum(f, k, a, inf)` of rational functions of k, proven in closed form, at 30 and 300 digits
/// against PARI/GP's `sumnumrat` at 4× the digits (`Tests/References/generate_infinite_sums.py`,
/// which writes `Resources/infinite-sums.tsv`).
///
/// A `proven` row must print the reference's correctly rounded digits, proven, with no method (as
/// a finite sum); an `extrapolation` row must stay an estimate, flagged; an `error` row must throw
/// an error whose message contains the words.
@Suite struct InfiniteSumTests {
    /// One row of the table.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let kind: String
        let expected: String
        var description: String { "\(expression) at \(digits) digits" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "infinite-sums", in: .module).compactMap { columns in
        guard columns.count == 4, let digits = Int(columns[1]) else { return nil }
        return Row(expression: columns[0], digits: digits, kind: columns[2], expected: columns[3])
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.rows.filter { $0.kind == "proven" && $0.digits == 30 }.count >= 20)
        #expect(Self.rows.filter { $0.kind == "proven" && $0.digits == 300 }.count >= 20)
        for kind in ["extrapolation", "error"] {
            #expect(Self.rows.contains { $0.kind == kind }, "no \(kind) row")
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        if row.kind == "error" {
            do {
                let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
                Issue.record("\(row): no error, \(result)")
            } catch {
                #expect(error.message.contains(row.expected), "\(row): \(error.message)")
                #expect(error.code == .calculus, "\(row): \(error.code)")
            }
            return
        }
        let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
        if row.kind == "proven" {
            #expect(result.isProven && !result.isQuadrature && result.method == nil, "\(row): not proven")
            try TestSupport.expectDigits(of: result, row.expected, row)
            #expect(result.digits == row.digits, "\(row): only \(result.digits) digits")
            return
        }
        #expect(!result.isProven && result.isQuadrature && result.method == .extrapolation, "\(row): an estimate that is not flagged")
        let value = try #require(result.approximation)
        let reference = try BigFloat(parsing: row.expected, precision: 4 * row.digits + 64)
        let difference = BigFloat.subtract(value, reference, rounding: .nearestEven)
        let bound = BigFloat.multiply(reference.magnitude, try BigFloat(parsing: "1e-\(Swift.max(1, result.digits - 1))", precision: 64),
                                      rounding: .up)
        #expect(difference.magnitude <= bound, "\(row): \(value) vs \(row.expected)")
    }

    /// A product, and a sum whose body only looks rational at its start, keep today's estimates.
    @Test(arguments: ["product(1 - 1/k^2, k, 2, inf)", "sum(1/(k^2 + 1) + 1/2^k, k, 1, inf)"])
    func notRecognisedStaysAnEstimate(_ expression: String) throws {
        let result = try CalculusTests.evaluate(expression, digits: 20)
        #expect(!result.isProven && result.method == .extrapolation, "\(expression)")
    }
}

/// The exact Padé recovery of a rational function from its series (BigNumber).
@Suite struct PadeApproximantTests {
    /// 1/(1 − t)² from 1, 2, 3, …: P = 1, Q = 1 − 2t + t²; a polynomial's series is itself; a
    /// series that is not of a function of that degree has none.
    @Test(arguments: [
        ([1, 2, 3, 4, 5], 2, [1], [1, -2, 1]),
        ([2, 3, 0, 0, 0], 2, [2, 3], [1]),
        ([1, 1, 2, 6, 24, 120, 720], 2, nil, nil),
    ] as [([Int], Int, [Int]?, [Int]?)])
    func recovers(_ series: [Int], _ degree: Int, _ numerator: [Int]?, _ denominator: [Int]?) {
        let result = RationalPolynomial.padeApproximant(series.map { BigRational(BigInt($0)) }, degree: degree)
        #expect(result?.numerator.coefficients == numerator?.map { BigRational(BigInt($0)) })
        #expect(result?.denominator.coefficients == denominator?.map { BigRational(BigInt($0)) })
    }
}
