import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// A decoded result is the encoded one: same text, exactness, proof, parts and factorization.
@Suite struct CalculationResultCodableTests {
    @Test(arguments: [
        "1/3", "2^100", "sqrt(2)", "pi*1e-500", "factor(360)", "sqrt(-2)", "(1+2i)/3", "sin(pi)", "integrate(x^2, x, 0, 1)", "-0.0", "algdep(sqrt(2) + sqrt(3), 4)", "identify(1/2 + pi/3)",
    ])
    func roundTrip(_ line: String) throws {
        var session = Session()
        session.settings.digits = 25
        let result = try session.evaluate(line).result
        let back = try JSONDecoder().decode(CalculationResult.self, from: JSONEncoder().encode(result))
        #expect(back.description == result.description)
        #expect(back.exact == result.exact && back.isProven == result.isProven)
        #expect(back.isHeuristicZero == result.isHeuristicZero && back.isQuadrature == result.isQuadrature)
        #expect(back.kind == result.kind && back.components.count == result.components.count)
        #expect(back.digits == result.digits && back.requestedDigits == result.requestedDigits)
        #expect(back.evaluationCount == result.evaluationCount && back.workingPrecision == result.workingPrecision)
        for (decoded, original) in zip(back.components, result.components) {
            #expect(decoded.description == original.description && decoded.exact == original.exact)
            #expect(decoded.approximation.isIdentical(to: original.approximation))
            #expect(decoded.approximation.precision == original.approximation.precision)
            #expect(decoded.digits == original.digits && decoded.requestedDigits == original.requestedDigits)
            #expect(decoded.isProven == original.isProven && decoded.isHeuristicZero == original.isHeuristicZero)
            #expect(decoded.isQuadrature == original.isQuadrature)
        }
        #expect(back.factorization?.map(\.prime) == result.factorization?.map(\.prime))
        #expect(back.factorization?.map(\.exponent) == result.factorization?.map(\.exponent))
    }

    @Test func exactValueIsWrittenAsAFraction() throws {
        var session = Session()
        let json = try JSONEncoder().encode(try session.evaluate("1/3").result)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["kind"] as? String == "real")
        let components = try #require(object["components"] as? [[String: Any]])
        #expect(components.count == 1 && components.first?["exact"] as? String == "1/3")
    }

    /// (line, kind written, exact value of each component as a fraction, or nil).
    @Test(arguments: [
        ("2^100", "real", ["1267650600228229401496703205376"]),
        ("sqrt(2)", "real", [nil]),
        ("(1+2i)/3", "complex", ["1/3", "2/3"]),
        ("sqrt(-2)", "complex", ["0", nil]),
        ("exp(i*pi/2)", "complex", [nil, nil]),
    ] as [(String, String, [String?])])
    func kindAndComponentsAreWritten(line: String, kind: String, exact: [String?]) throws {
        var session = Session()
        let json = try JSONEncoder().encode(try session.evaluate(line).result)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["kind"] as? String == kind)
        let components = try #require(object["components"] as? [[String: Any]])
        #expect(components.map { $0["exact"] as? String } == exact)
    }

    /// Data whose kind and components disagree, or whose kind is unknown, is refused.
    @Test(arguments: [
        #"{"kind":"complex","components":[C],"evaluationCount":1,"workingPrecision":98}"#,
        #"{"kind":"real","components":[C,C],"evaluationCount":1,"workingPrecision":98}"#,
        #"{"kind":"real","components":[],"evaluationCount":1,"workingPrecision":98}"#,
        #"{"kind":"list","components":[C],"evaluationCount":1,"workingPrecision":98}"#,
    ])
    func malformedShapesAreRefused(_ template: String) throws {
        var session = Session()
        let component = try JSONEncoder().encode(try session.evaluate("1/3").result.components[0])
        let json = template.replacingOccurrences(of: "C", with: String(decoding: component, as: UTF8.self))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalculationResult.self, from: Data(json.utf8)) }
    }
}
