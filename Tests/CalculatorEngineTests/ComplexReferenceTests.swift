import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Complex expressions at 30 and 300 digits against GNU MPC (gmpy2) and mpmath
/// (`Tests/References/generate_complex.py`, which writes `Resources/complex.tsv`).
///
/// Each part must print the reference's correctly rounded digits, proven; a `0` part must be an
/// exact zero (a real result has no imaginary part; an imaginary one an exact real part 0); a `~0`
/// part may be exactly 0 or a heuristic zero; an `error:<words>` row must fail with a message
/// containing the words. Rows in `real` mode are evaluated with complex results off (`--real`).
@Suite struct ComplexReferenceTests {
    /// One line of `complex.tsv`.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let realMode: Bool
        let real: String
        let imaginary: String
        var description: String { "\(expression) at \(digits) digits\(realMode ? " (--real)" : "")" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "complex", in: .module).compactMap { fields in
        guard fields.count >= 5, let digits = Int(fields[1]) else { return nil }
        return Row(expression: fields[0], digits: digits, realMode: fields[2] == "real", real: fields[3], imaginary: fields[4])
    }

    @Test func theTableCoversTheIssue() {
        #expect(Self.rows.count >= 150)
        #expect(Self.rows.filter { $0.digits == 300 }.count >= 40)
        #expect(Self.rows.contains { $0.realMode && $0.real.hasPrefix("error:") })
    }

    /// Whether `part` (a component of a result) matches `expected` (a reference, `0` or `~0`).
    static func matches(_ part: CalculationResult.Component?, _ expected: String) -> Bool {
        switch expected {
        case "0": return part == nil || part?.exact == BigRational(0)
        case "~0": return part == nil || part?.isZero == true
        default:
            guard let part, part.isProven, part.digits == part.requestedDigits, let decimal = part.decimal() else { return false }
            let got = TestSupport.parts(of: decimal)
            let want = ReferenceTable.parts(ofReference: expected)
            return got.negative == want.negative && got.exponent == want.exponent
                && SpecialFunctionTests.significant(got.digits) == SpecialFunctionTests.significant(want.digits)
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        var settings = EvaluationSettings(digits: row.digits)
        settings.allowsComplexResults = !row.realMode
        if row.real.hasPrefix("error:") {
            let words = String(row.real.dropFirst("error:".count))
            do {
                let result = try ParsedExpression(parsing: row.expression).evaluate(settings: settings)
                Issue.record("\(row): expected an error containing '\(words)', got \(result)")
            } catch {
                #expect(error.message.lowercased().contains(words), "\(row): message '\(error.message)' lacks '\(words)'")
            }
            return
        }
        let result = try ParsedExpression(parsing: row.expression).evaluate(settings: settings)
        #expect(Self.matches(result.realPart, row.real), "\(row): real part \(result.realPart.map(\.description) ?? "none"), expected \(row.real)")
        #expect(Self.matches(result.imaginaryPart, row.imaginary),
                "\(row): imaginary part \(result.imaginaryPart.map(\.description) ?? "none"), expected \(row.imaginary)")
    }
}
