import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Values the proof decides once the precision is high enough (`proof-reach.tsv`, from
/// `Tests/References/generate_proof_reach.py`: mpmath at four times the digits, exact ties rounded
/// half to even by Python's `decimal`): digits just before a near-tie, arguments just off a pole of
/// gamma and its family, roots with an infinite slope; and the honest answers where no precision
/// helps (a pole, a jump, a heuristic zero, a quadrature that does not converge).
@Suite struct ProofReachTests {
    static let rows = ReferenceTable.expressions(named: "proof-reach", in: .module)

    @Test func everyReproducerIsListed() {
        #expect(Self.rows.count == 43)
    }

    @Test(arguments: rows)
    func decidesOrRefuses(_ row: ExpressionReference) throws {
        let evaluate = { () throws(ExpressionError) in try TestSupport.evaluate(row.expression, digits: row.digits) }
        if row.expected.hasPrefix("error:") {
            TestSupport.expectError(containing: String(row.expected.dropFirst("error:".count)), row, evaluate)
            return
        }
        let result = try evaluate()
        if row.expected == "heuristic-zero" {
            #expect(result.isHeuristicZero && TestSupport.text(result.decimal()) == "0e0", "\(row)")
            return
        }
        #expect(result.isProven && !result.isHeuristicZero && result.digits == row.digits, "\(row): \(result.digits) digits")
        let tie = "tie:"
        try TestSupport.expectDigits(of: result, row.expected.hasPrefix(tie) ? String(row.expected.dropFirst(tie.count)) : row.expected, row)
    }

    /// The judge alone: a ball whose midpoint's tail is 4999…/5000… far beyond the ten tail digits
    /// is decided from its ends, and an exact ball that is a tie rounds half to even.
    @Test(arguments: [
        ("0.99999999999999999999499999999999999999999999", 20, "99999999999999999999e-1"),
        ("0.99999999999999999999500000000000000000000001", 20, "10000000000000000000e0"),
        ("0.125", 2, "12e-1"),
        ("0.375", 2, "38e-1"),
        ("-2.5", 1, "-2e0"),
    ])
    func judgeDecidesAtTheBallsAccuracy(value: String, digits: Int, expected: String) throws {
        let x = try #require(BigFloat(value, precision: 400))
        let ball = BigBall(x)
        let long = x.decimal(significantDigits: digits + ZivEvaluation.tailDigits)
        #expect(TestSupport.text(ZivEvaluation.provenDecimal(ball, x, long, digits: digits)) == expected)
    }

    /// A ball that holds the tie itself decides nothing, at any accuracy.
    @Test func aBallAcrossATieIsNotDecided() throws {
        let x = try #require(BigFloat("2.5", precision: 400))
        let ball = BigBall(x).addingError(BigBall(try #require(BigFloat("1e-100", precision: 64))))
        let long = x.decimal(significantDigits: 1 + ZivEvaluation.tailDigits)
        #expect(ZivEvaluation.provenDecimal(ball, x, long, digits: 1) == nil)
    }
}
