import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Lists, vectors and matrices at 30 and 300 digits against Python's fractions and mpmath at 4×
/// the digits (`Tests/References/generate_matrix_expressions.py`, which writes
/// `Resources/matrix-expressions.tsv`).
///
/// The result must have the row's shape (`RxC`, `vN`, or `s` for a number), and every part of every
/// entry must match: `=n/d` exactly (the engine keeps rational results exact), a decimal as the
/// proven, correctly rounded digits, `0` an exact zero, `~0` a zero that may be heuristic; an entry
/// without `:im` must have no imaginary part (or an exact 0). An `error:<words>` row must fail with
/// a message containing the words.
@Suite struct MatrixExpressionReferenceTests {
    /// One line of `matrix-expressions.tsv`.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let shape: String
        let entries: String
        var description: String { "\(expression) at \(digits) digits" }

        /// The expected entries by rows, each as its real and imaginary part texts (`0` for an
        /// entry written without an imaginary part).
        var expectedEntries: [[(real: String, imaginary: String)]] {
            entries.split(separator: ";", omittingEmptySubsequences: false).map(Self.parts(of:))
        }

        /// The real and imaginary part texts of each `real:imaginary` entry of a row.
        private static func parts(of row: Substring) -> [(real: String, imaginary: String)] {
            row.split(separator: ",", omittingEmptySubsequences: false).map { (entry: Substring) -> (real: String, imaginary: String) in
                let parts: [String] = entry.split(separator: ":", maxSplits: 1).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : "0")
            }
        }

        /// The expected shape, nil for a number (`s`) or an error row (`-`).
        var expectedShape: (shape: MatrixShape, isVector: Bool)? {
            if shape.hasPrefix("v"), let count = Int(shape.dropFirst()) {
                return (MatrixShape(rows: 1, columns: count), true)
            }
            let sides = shape.split(separator: "x").compactMap { Int($0) }
            return sides.count == 2 ? (MatrixShape(rows: sides[0], columns: sides[1]), false) : nil
        }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "matrix-expressions", in: .module).compactMap { fields in
        guard fields.count >= 4, let digits = Int(fields[1]) else { return nil }
        return Row(expression: fields[0], digits: digits, shape: fields[2], entries: fields[3])
    }

    @Test func theTableCoversTheIssue() {
        #expect(Self.rows.count >= 150)
        #expect(Self.rows.filter { $0.digits == 300 }.count >= 40)
        let sides = Self.rows.compactMap { $0.expectedShape.map { max($0.shape.rows, $0.shape.columns) } }
        #expect(sides.contains(1) && sides.contains(12))
        for words in ["shape", "singular", "index", "inv"] {
            #expect(Self.rows.contains { $0.entries == "error:\(words)" }, "no error row for '\(words)'")
        }
        #expect(Self.rows.contains { $0.expression.hasPrefix("eigenvalues(") && $0.entries.contains(":") })
        #expect(Self.rows.contains { $0.expression.hasPrefix("det([[1+2i") && $0.entries.contains(":") })
    }

    @Test func theTableReadsBack() {
        for row in Self.rows where !row.entries.hasPrefix("error:") {
            let entries = row.expectedEntries
            if let (shape, _) = row.expectedShape {
                #expect(entries.count == shape.rows && entries.allSatisfy { $0.count == shape.columns }, "\(row)")
            } else {
                #expect(row.shape == "s" && entries.count == 1 && entries[0].count == 1, "\(row)")
            }
        }
    }

    /// Whether `part` matches `expected`: `=n/d` exactly, else as `ComplexReferenceTests.matches`.
    static func matches(_ part: CalculationResult.Component?, _ expected: String) -> Bool {
        guard expected.hasPrefix("=") else { return ComplexReferenceTests.matches(part, expected) }
        guard let value = BigRational(String(expected.dropFirst())), let part, part.isProven else { return false }
        return part.exact == value
    }

    /// The mismatches of one entry against its expected parts, as text (empty when it matches).
    static func mismatches(_ entry: CalculationResult, _ expected: (real: String, imaginary: String), at place: String) -> [String] {
        var found: [String] = []
        if !matches(entry.realPart, expected.real) {
            found.append("\(place) real part \(entry.realPart.map(\.description) ?? "none"), expected \(expected.real)")
        }
        if !matches(entry.imaginaryPart, expected.imaginary) {
            found.append("\(place) imaginary part \(entry.imaginaryPart.map(\.description) ?? "none"), expected \(expected.imaginary)")
        }
        return found
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        try Self.check(row)
    }

    /// Evaluates `row`'s expression and records every way its result differs from the row.
    static func check(_ row: Row) throws {
        let settings = EvaluationSettings(digits: row.digits)
        if row.entries.hasPrefix("error:") {
            TestSupport.expectError(containing: String(row.entries.dropFirst("error:".count)), row) { () throws(ExpressionError) in
                try ParsedExpression(parsing: row.expression).evaluate(settings: settings)
            }
            return
        }
        let result = try ParsedExpression(parsing: row.expression).evaluate(settings: settings)
        let view = result
        let expected = row.expectedEntries
        guard let (shape, isVector) = row.expectedShape else {
            #expect(view.shape == nil, "\(row): expected a number, got shape \(view.shape.map(\.description) ?? "")")
            for problem in mismatches(result, expected[0][0], at: "value") { Issue.record("\(row): \(problem)") }
            return
        }
        #expect(view.shape == shape && view.isVector == isVector,
                "\(row): shape \(view.shape.map(\.description) ?? "none")\(view.isVector ? " (vector)" : ""), expected \(row.shape)")
        guard let entries = view.entries, entries.count == expected.count,
              zip(entries, expected).allSatisfy({ $0.count == $1.count }) else {
            Issue.record("\(row): entries \(view.entries.map { "\($0.map(\.count))" } ?? "none"), expected \(row.shape)")
            return
        }
        for (r, (got, want)) in zip(entries, expected).enumerated() {
            for (c, (entry, parts)) in zip(got, want).enumerated() {
                for problem in mismatches(entry, parts, at: "[\(r + 1), \(c + 1)]") { Issue.record("\(row): \(problem)") }
            }
        }
    }
}
