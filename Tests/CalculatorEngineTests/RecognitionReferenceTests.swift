import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// `contfrac`, `bestappr`, `lindep`, `algdep` and `identify` on known answers at 30 and 100 digits
/// (`Tests/References/generate_recognition_rows.py`, which writes `Resources/recognition.tsv`):
/// the printed value must be the expected one, and every relation it states is evaluated again at
/// four times the digits, where it must vanish to three times the digits.
@Suite struct RecognitionReferenceTests {
    /// One line of `recognition.tsv`.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let expected: String
        /// An expression that is 0 when the answer is right, `@` standing for the printed value; `-` for none.
        let check: String
        var description: String { "\(expression) at \(digits) digits" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "recognition", in: .module).compactMap { fields in
        guard fields.count >= 4, let digits = Int(fields[1]) else { return nil }
        return Row(expression: fields[0], digits: digits, expected: fields[2], check: fields[3])
    }

    @Test func theTableCoversTheIssue() {
        #expect(Self.rows.count >= 60)
        for digits in [30, 100] { #expect(Self.rows.filter { $0.digits == digits }.count >= 30) }
        for name in ["contfrac(", "bestappr(", "lindep(", "algdep(", "identify("] {
            #expect(Self.rows.contains { $0.expression.hasPrefix(name) }, "no row for \(name)")
        }
        #expect(Self.rows.contains { $0.expression.hasPrefix("algdep(") && $0.expression.hasSuffix(", 6)") })
    }

    /// The value as it prints: a fraction for an exact real number, else the kind's layout.
    static func text(_ result: CalculationResult) -> String {
        if result.kind == .real, let fraction = result.fraction { return fraction }
        return result.formatted(.plain)
    }

    @Test(arguments: rows)
    func matchesKnownAnswer(_ row: Row) throws {
        let result = try ParsedExpression(parsing: row.expression).evaluate(settings: EvaluationSettings(digits: row.digits))
        let text = Self.text(result)
        #expect(text == row.expected, "\(row)")
        if row.expression.hasPrefix("contfrac("), row.expression.contains("/") {
            let terms = row.expected.dropFirst().dropLast().split(separator: ", ").compactMap { BigInt(String($0)) }
            let inside = row.expression.dropFirst("contfrac(".count).dropLast()
            #expect(BigRational(continuedFraction: terms) == BigRational(String(inside)), "\(row)")
        }
        guard row.check != "-" else { return }
        var check = row.check.replacingOccurrences(of: "@", with: "(\(text))")
        if row.expression.hasPrefix("algdep("), let comma = row.expression.range(of: ", ", options: .backwards) {
            let argument = row.expression[row.expression.index(row.expression.startIndex, offsetBy: "algdep(".count)..<comma.lowerBound]
            check = check.replacingOccurrences(of: "x", with: "(\(argument))")
        }
        var settings = EvaluationSettings(digits: 4 * row.digits)
        settings.provesDigits = false
        let residue = try ParsedExpression(parsing: check).evaluate(settings: settings)
        let magnitude = residue.approximation.map { $0.isZero ? Int.min : ($0.exponent ?? Int.max) } ?? Int.max
        #expect(magnitude < -Int(Double(3 * row.digits) * 3.32), "\(row): \(check) is \(residue.formatted(.plain))")
    }
}
