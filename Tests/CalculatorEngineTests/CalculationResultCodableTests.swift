import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// A decoded result is the encoded one: same text, exactness, proof, parts and factorization.
@Suite struct CalculationResultCodableTests {
    @Test(arguments: [
        "1/3", "2^100", "sqrt(2)", "pi*1e-500", "factor(360)", "sqrt(-2)", "(1+2i)/3", "sin(pi)", "integrate(x^2, x, 0, 1)", "-0.0",
    ])
    func roundTrip(_ line: String) throws {
        var session = Session()
        session.settings.digits = 25
        let result = try session.evaluate(line).result
        let back = try JSONDecoder().decode(CalculationResult.self, from: JSONEncoder().encode(result))
        #expect(back.description == result.description)
        #expect(back.exact == result.exact && back.isProven == result.isProven)
        #expect(back.isHeuristicZero == result.isHeuristicZero && back.isQuadrature == result.isQuadrature)
        #expect(back.approximation.isIdentical(to: result.approximation))
        #expect(back.approximation.precision == result.approximation.precision)
        #expect(back.digits == result.digits && back.requestedDigits == result.requestedDigits)
        #expect(back.imaginaryPart?.description == result.imaginaryPart?.description)
        #expect(back.factorization?.map(\.prime) == result.factorization?.map(\.prime))
        #expect(back.factorization?.map(\.exponent) == result.factorization?.map(\.exponent))
    }

    @Test func exactValueIsWrittenAsAFraction() throws {
        var session = Session()
        let json = try JSONEncoder().encode(try session.evaluate("1/3").result)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["exact"] as? String == "1/3")
    }
}
