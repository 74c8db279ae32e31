import BigNumber
import Testing
@testable import CalculatorEngine

/// The complex evaluator beyond the reference table: the parts of a result, the variable `i`,
/// sessions keeping complex values, the keypad staying real, concurrent evaluation.
@Suite struct ComplexEvaluationTests {
    /// `line` evaluated in a fresh session with complex results, as plain text (the expected texts
    /// below are mpmath 1.3.0's values, rounded by hand where mpmath prints more digits).
    static func text(_ line: String, digits: Int = 30) throws -> String {
        try ParsedExpression(parsing: line).evaluate(settings: EvaluationSettings(digits: digits)).description
    }

    @Test(arguments: [
        ("2i", "2i"), ("3.5i", "3.5i"), ("(1 + 2i)(3 - i)", "5 + 5i"), ("2(1+i) - 3.5i", "2 - 1.5i"),
        ("i^i", "0.207879576350761908546955619835"), ("(-4)^(3/2)", "-8i"), ("sqrt(3 + 4i)", "2 + i"),
        ("sqrt(2i)", "1 + i"), ("1/i", "-i"), ("log(8i, 2)", "3 + 2.26618007091359690481384147286i"),
    ])
    func values(line: String, expected: String) throws {
        #expect(try Self.text(line) == expected)
    }

    @Test func exactPartsAreExact() throws {
        let result = try ParsedExpression(parsing: "(1 + i)^2").evaluate()
        #expect(result.exact == nil)  // 2i is not an exact real: its parts are
        #expect(result.realPart?.exact == BigRational(0))
        #expect(result.imaginaryPart?.exact == BigRational(2))
        let real = try ParsedExpression(parsing: "sqrt(-2)*sqrt(-3)").evaluate()
        #expect(real.imaginaryPart == nil)
        #expect(real.isProven)
        let logarithm = try ParsedExpression(parsing: "ln(-1)").evaluate()
        #expect(logarithm.exact == nil && logarithm.realPart?.exact == BigRational(0))
        #expect(logarithm.imaginaryPart?.isProven == true)
    }

    @Test func aVariableNamedIShadowsTheImaginaryUnit() throws {
        var session = Session()
        #expect(try session.evaluate("2i").result.description == "2i")
        #expect(try session.evaluate("i = 5").result.description == "5")
        #expect(try session.evaluate("2i").result.description == "10")
        #expect(try session.evaluate("sqrt(-1)").result.description == "i")
        #expect(throws: ExpressionError.self) { try session.evaluate("pi = 3") }
    }

    @Test func sessionsKeepComplexValues() throws {
        var session = Session(settings: EvaluationSettings(digits: 10))
        _ = try session.evaluate("z = 1 + 2i")
        #expect(try session.evaluate("z * conj(z)").result.description == "5")
        _ = try session.evaluate("w = sqrt(-2) + 1")
        #expect(try session.evaluate("w^2").result.description == "-1 + 2.828427125i")
        #expect(try session.evaluate("ans + 1").result.description == "2.828427125i")
    }

    @Test func realOnlyFunctionsRefuseComplexArguments() {
        for line in ["floor(1 + i)", "max(i, 1)", "cbrt(i)", "(1 + i) mod 2"] {
            #expect(throws: ExpressionError.self, "\(line)") { try ParsedExpression(parsing: line).evaluate() }
        }
        do {
            _ = try ParsedExpression(parsing: "floor(1 + i)").evaluate()
        } catch {
            #expect(error.message == "floor takes real arguments only, got a complex number")
        }
    }

    @Test func theKeypadStaysReal() throws {
        var brain = CalculatorBrain()
        brain.setOperand(BigFloat(-4))
        try brain.performOperation("√")
        #expect(brain.error != nil)
    }

    @Test func concurrentEvaluationsAgree() async throws {
        let lines = ["exp(1 + 2i)", "gamma(1 + i)", "zeta(0.5 + 14i)", "(1 + 2i)^(3 - 4i)", "besselj(0, 2 + 3i)", "asin(2)"]
        let expected = try lines.map { try Self.text($0, digits: 50) }
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<4 {
                for (index, line) in lines.enumerated() {
                    group.addTask { (index, try Self.text(line, digits: 50)) }
                }
            }
            var collected: [(Int, String)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 4 * lines.count)
        for (index, text) in results { #expect(text == expected[index]) }
    }
}
