import BigNumber
import Testing
@testable import CalculatorEngine

/// Sums and products of more than 1,000 terms, which run through the compiled body (`CompiledBody`:
/// exact terms a block at a time, others on balls; 20,000 terms or more on two threads), at 30 digits
/// against mpmath at 60 digits (`fsum`/`fprod` of the same terms in a Python loop), and what falls
/// back to the general evaluator.
@Suite struct LongSeriesTests {
    @Test(arguments: [
        ("sum(1/k^2, k, 1, 10^5)", "1.64492406689822626980574850331"),
        ("sum((-1)^k/k, k, 1, 50000)", "-6.93137180659945309397232121474e-1"),
        ("2*product(1 - 1/(4k^2), k, 1, 30000)", "1.27325015493207413184183799095"),
        ("sum(sin(k)/k, k, 1, 25000)", "1.07075640548177808140568132777"),
        ("sum(sqrt(k), k, 1, 1001)", "2.11290944715198481045283799934e4"),
    ])
    func matchesMpmath(expression: String, expected: String) throws {
        let result = try TestSupport.evaluate(expression)
        try TestSupport.expectDigits(of: result, expected, expression)
        #expect(result.isProven)
    }

    @Test func anExactBallIsAnExactValue() throws {
        #expect(try TestSupport.evaluate("sum(k, k, 1, 10^5)").exact == BigRational(5_000_050_000))
        // 1 + 1/k is not exact on balls: the product is an enclosure of 2001, proven to every digit.
        let product = try TestSupport.evaluate("product(1 + 1/k, k, 1, 2000)")
        try TestSupport.expectDigits(of: product, "2.001e3", "product")
        #expect(product.isProven && product.exact == nil)
    }

    @Test func upToAThousandExactTermsTheSumIsAFraction() throws {
        let short = try TestSupport.evaluate("sum(1/k^2, k, 1, 1000)")
        #expect(short.exact?.denominator.description.count == 866)
        #expect(try TestSupport.evaluate("sum(1/k^2, k, 1, 1001)").exact == nil)
    }

    @Test(arguments: [
        ("sum(1/(k - 3), k, 1, 2000)", "division by zero"),
        ("sum(ln(k - 1), k, 1, 2000)", "logarithm of zero"),
    ])
    func aFailingTermGivesTheGeneralEvaluatorsError(expression: String, words: String) {
        TestSupport.expectError(containing: words, expression) { () throws(ExpressionError) in
            try TestSupport.evaluate(expression, real: true)
        }
    }

    @Test func bodiesThatDoNotCompileStillEvaluate() throws {
        var session = Session(settings: EvaluationSettings(digits: 20))
        _ = session.run("f(x) = 1/x^2")
        let value = try session.evaluate("sum(f(k), k, 1, 2000)").result
        try TestSupport.expectDigits(of: value, "1.6444341918273931042", "user function")
        #expect(try TestSupport.evaluate("sum(sqrt(k - 1001), k, 1, 1001)").imaginaryPart != nil)
    }
}
