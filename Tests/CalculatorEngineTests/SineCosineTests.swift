import BigNumber
import Testing
@testable import CalculatorEngine

/// Expressions that take the sine and the cosine of one argument (computed together and kept in
/// the evaluation's `SineCosineMemo`), at 50 digits against mpmath at 80 digits
/// (`mp.sin(1) + mp.cos(1)*mp.log(2)`, `mp.sin(mpf(2)/3)*mp.cos(mpf(2)/3)`, with degrees
/// `mp.sin(d) - mp.cos(d)` for d = 0.7·π/180, and sin(2/3)·sin(2/3) to check the memo returns the
/// component asked for).
@Suite struct SineCosineTests {
    @Test(arguments: [
        ("sin(1) + cos(1)*ln(2)", AngleUnit.radians, "1.2159800047704347454531379450595139056911375390524"),
        ("sin(2/3)*cos(2/3)", .radians, "4.8596895068165638814442060758399133059290409570662e-1"),
        ("cos(2/3)*sin(2/3)", .radians, "4.8596895068165638814442060758399133059290409570662e-1"),
        ("sin(0.7) - cos(0.7)", .degrees, "-9.8770836882520482558351488518514829183065835626578e-1"),
        ("sin(1)^2 + cos(1)^2 + sin(2/3) - sin(2/3)", .radians, "1"),
    ])
    func pairsMatchTheReference(expression: String, unit: AngleUnit, expected: String) throws {
        let result = try TestSupport.evaluate(expression, digits: 50, angleUnit: unit)
        try TestSupport.expectDigits(of: result, expected, expression)
        #expect(result.isProven)
    }

    @Test func theMemoAnswersTheOtherFunctionOfTheSameArgumentOnly() {
        let memo = SineCosineMemo()
        let x = BigBall(BigRational(numerator: BigInt(1), denominator: BigInt(3)) ?? BigRational(0), precision: 128)
        let first = memo.values(of: x, precision: 128, halfTurns: false)
        let again = memo.values(of: x, precision: 128, halfTurns: false)
        #expect(first.sine.isIdentical(to: again.sine) && first.cosine.isIdentical(to: again.cosine))
        let halfTurns = memo.values(of: x, precision: 128, halfTurns: true)
        #expect(!halfTurns.sine.isIdentical(to: first.sine))
    }
}
