import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Ill-conditioned expressions at 50 digits against mpmath at 4000 digits
/// (`Tests/References/generate_guaranteed.py`): cancellation, near-integers, exact zeros.
@Suite struct GuaranteedDigitsTests {
    static let cases = ReferenceTable.rows(named: "guaranteed", in: .module).map { ($0[0], $0[1], $0.count > 2 ? $0[2] : "") }

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func matchesReference(expression: String, expected: String, note: String) throws {
        let result = try TestSupport.evaluate(expression, digits: 50)
        let decimal = try #require(result.decimal())
        let got = TestSupport.parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: expected)
        #expect(got.negative == want.negative && got.digits.trimmingZeros == want.digits.trimmingZeros && got.exponent == want.exponent,
                "\(expression) (\(note)): got \(TestSupport.text(decimal)), expected \(expected)")
        if note.hasPrefix("heuristic zero") {
            #expect(result.isHeuristicZero)
        } else {
            #expect(result.isProven)
            #expect(!result.isHeuristicZero)
        }
    }

    @Test func exactZerosAreExact() throws {
        for line in ["sin(pi)", "cos(pi/2 + 7*pi)", "tan(-5*pi)", "ln(1)", "0.1 + 0.2 - 0.3", "sqrt(2) - sqrt(2)"] {
            let result = try TestSupport.evaluate(line)
            #expect(result.exact == BigRational(0), "\(line)")
        }
    }

    @Test func divisionByAZeroIsAnError() {
        for line in ["1/sin(pi)", "1/(sqrt(2)^2 - 2)", "1/(0.1 + 0.2 - 0.3)", "1/(pi - pi)"] {
            #expect(throws: ExpressionError.self, "\(line)") { try TestSupport.evaluate(line) }
        }
        #expect(throws: ExpressionError(message: "division by zero", column: 2, calculationError: .divisionByZero)) {
            try TestSupport.evaluate("1/sin(pi)")
        }
    }
}

extension String {
    /// The digits without trailing zeros (at least one digit stays).
    var trimmingZeros: String {
        let trimmed = String(reversed().drop { $0 == "0" }.reversed())
        return trimmed.isEmpty ? "0" : trimmed
    }
}

/// Exact values at rational multiples of π, and their poles.
@Test(arguments: [
    ("sin(pi/6)", "1/2"), ("cos(pi/3)", "1/2"), ("sin(-pi/2)", "-1"), ("cos(pi)", "-1"), ("tan(pi/4)", "1"),
    ("tan(3pi/4)", "-1"), ("cot(pi/2)", "0"), ("cot(pi/4)", "1"), ("sec(pi)", "-1"), ("csc(5pi/6)", "2"),
    ("sin(7pi/6)", "-1/2"), ("cos(2pi/3)", "-1/2"), ("sin(1000001 pi)", "0"),
])
func exactValuesAtMultiplesOfPi(line: String, fraction: String) throws {
    #expect(try TestSupport.evaluate(line).fraction == fraction)
}

@Test func otherMultiplesOfPiAreNotExact() throws {
    let cotangent = try TestSupport.evaluate("cot(pi/7)", digits: 20)
    #expect(cotangent.exact == nil)
    #expect(TestSupport.text(cotangent.decimal()) == "20765213965723365672e0")  // mpmath: 2.07652139657233656716…
}

/// Results that MPFR's correct rounding already proves cost one evaluation; cancellation costs more.
@Test(arguments: [
    ("pi", 1), ("sqrt(2)", 1), ("exp(1)", 1), ("2pi + sqrt(3)", 1), ("gamma(1/3)", 1), ("ln(2) * e", 1),
    ("1e100 + sin(1) - 1e100", 2), ("1/3", 1),
])
func evaluationsNeeded(line: String, count: Int) throws {
    let result = try TestSupport.evaluate(line, digits: 1000)
    #expect(result.evaluationCount == count)
    #expect(result.isProven)
}
