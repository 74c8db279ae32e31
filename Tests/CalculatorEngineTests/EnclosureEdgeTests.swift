import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// The adversarial cases of the rigorous-enclosure issue (`edges.tsv`, from
/// `Tests/References/generate_edges.py`: mpmath at thousands of digits or exact integers): each is
/// answered with proven digits or refused with a specific error — never a wrong digit, never a
/// proven 0 for a value below the exponent range, never a rounded huge integer in gcd or floor.
/// They are cases of the real evaluator, evaluated with complex results off (`--real`): with them
/// on, `sqrt(zeta(0.5))` is 1.2084…i.
@Suite struct EnclosureEdgeTests {
    typealias Row = ExpressionReference

    static let rows = ReferenceTable.expressions(named: "edges", in: .module)

    @Test func everyCaseOfTheIssueIsListed() {
        #expect(Self.rows.count == 28)
    }

    @Test(arguments: rows)
    func answersOrRefuses(_ row: Row) throws {
        if row.expected.hasPrefix("error:") {
            let words = String(row.expected.dropFirst("error:".count))
            #expect {
                try TestSupport.evaluate(row.expression, digits: row.digits, real: true)
            } throws: { error in
                (error as? ExpressionError)?.message.contains(words) == true
            }
            return
        }
        let result = try TestSupport.evaluate(row.expression, digits: row.digits, real: true)
        #expect(result.isProven && !result.isHeuristicZero && result.digits == row.digits, "\(row)")
        if row.expected.hasPrefix("exact:") {
            #expect(result.exact == BigRational(BigInt(Int(row.expected.dropFirst("exact:".count)) ?? -1)), "\(row)")
            return
        }
        let decimal = try #require(result.decimal())
        let got = TestSupport.parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: row.expected)
        #expect(got.negative == want.negative && got.digits.trimmingZeros == want.digits.trimmingZeros && got.exponent == want.exponent,
                "\(row): got \(TestSupport.text(decimal)), expected \(row.expected)")
    }

    @Test func aHigherPrecisionLimitDecidesWhatTheDefaultCannot() throws {
        // Γ near its pole at 0 needs about 13,000 bits; 30 digits start at 164 and stop at 64× that.
        var settings = EvaluationSettings(digits: 30)
        settings.maximumPrecision = 20_000
        var session = Session(settings: settings)
        let result = try session.evaluate("gamma(log(erf(94.66623)))").result
        #expect(TestSupport.text(result.decimal()) == "-399706684867394480094104211531e3894")
        #expect(result.isProven)
    }

    @Test func atTheLimitOnlyProvenDigitsArePrinted() throws {
        // exp(10^-600) − 1 = 10^-600 + …: at 2100 bits its enclosure has a radius near 2^-2100 ≈ 10^-632,
        // so about 32 of the 40 digits asked for are proven (mpmath: 1.000…0005e-600).
        var settings = EvaluationSettings(digits: 40)
        settings.maximumPrecision = 2100
        var session = Session(settings: settings)
        let result = try session.evaluate("exp(10^-600) - 1").result
        #expect(result.requestedDigits == 40)
        #expect(result.digits < 40 && result.digits >= 20, "\(result.digits) digits")
        #expect(result.isProven)
        #expect(TestSupport.text(result.decimal()).hasPrefix("1000000000000000000"))
    }
}
