import Testing
@testable import CalculatorEngine

/// Malformed and impossible inputs: each gives a specific message and the column it refers to.
@Suite struct ExpressionErrorTests {
    static let cases: [(String, String, Int?)] = [
        ("1 + 2)", "unexpected ')'", 6),
        (")", "unexpected ')'", 1),
        ("(", "unexpected end of expression", 2),
        ("()", "unexpected ')'", 2),
        ("1 +", "unexpected end of expression", 4),
        ("* 2", "unexpected '*'", 1),
        ("2 *", "unexpected end of expression", 4),
        ("1 ++", "unexpected end of expression", 5),
        ("(1 + 2", "missing ')'", 7),
        ("((1)", "missing ')'", 5),
        ("sin(", "unexpected end of expression", 5),
        ("sin()", "'sin' takes 1 argument, got 0", 1),
        ("sin(1, 2)", "'sin' takes 1 argument, got 2", 1),
        ("root(2)", "'root' takes 2 arguments, got 1", 1),
        ("root(1, 2, 3)", "'root' takes 2 arguments, got 3", 1),
        ("atan2(1)", "'atan2' takes 2 arguments, got 1", 1),
        ("log(1, 2, 3)", "'log' takes 1 or 2 arguments, got 3", 1),
        ("hypot(1)", "'hypot' takes 2 arguments, got 1", 1),
        ("min()", "'min' takes 1 or more arguments, got 0", 1),
        ("root(1,2,3)", "'root' takes 2 arguments, got 3", 1),
        ("f(x) = x; f(1, 2)", "'f' takes 1 argument, got 2", 11),
        ("sum(k, 1, 1, 5)", "the second argument of sum must be a variable name", 8),
        ("sum(k, k, 1, 2.5)", "the range of sum must have integer ends", 14),
        ("sum(k, k, 5, 1)", "empty range: sum from 5 to 1 has no terms", 1),
        ("g(x) = zz * x; g(2)", "in 'g': unknown name 'zz'", 16),
        ("r(n) = r(n + 1); r(1)", "recursion too deep: more than 400 nested calls (in 'r')", 18),
        ("sqrt(2)^2 == 2", "could not decide whether the two sides of '==' are equal at the maximum precision of 10560 bits (raise EvaluationSettings.maximumPrecision)", 11),
        ("sin(x) = x", "cannot define 'sin': it is a built-in function", 1),
        ("f(x, x) = x", "parameter 'x' of 'f' is repeated", 6),
        ("floor < 2", "missing argument for 'floor'", 1),
        ("binomial(5)", "'binomial' takes 2 arguments, got 1", 1),
        ("gcd()", "'gcd' takes 1 or more arguments, got 0", 1),
        ("powmod(2, 3)", "'powmod' takes 3 arguments, got 2", 1),
        ("0x1.8p99999999999", "binary exponent too large in '0x1.8p99999999999'", 1),
        ("sqr(2)", "unknown function 'sqr'; did you mean 'sqrt'?", 1),
        ("sine(1)", "unknown function 'sine'; did you mean 'sin'?", 1),
        ("lgama(2)", "unknown function 'lgama'; did you mean 'lgamma'?", 1),
        ("sqroot(4)", "unknown function 'sqroot'; did you mean 'yroot'?", 1),
        ("pj", "unknown name 'pj'; did you mean 'pi'?", 1),
        ("foo", "unknown name 'foo'", 1),
        ("foo(2)", "unknown function 'foo'", 1),
        ("x", "unknown name 'x'", 1),
        ("ans", "no previous result for 'ans'", 1),
        ("2 3", "unexpected number '3'", 3),
        ("1.2.3", "unexpected number '.3'", 4),
        (".", "unexpected '.'", 1),
        ("1..2", "unexpected number '.2'", 3),
        ("$", "'$' must be followed by the number of a result, as in $3", 1),
        ("$4", "no result $4 yet (there are 0)", 1),
        ("2 # 3", "unexpected character '#'", 3),
        ("1 = 2", "unexpected '='", 3),
        ("pi = 3", "cannot assign to 'pi': it is a built-in name", 1),
        ("sin = 2", "cannot assign to 'sin': it is a built-in name", 1),
        ("x =", "missing value after '='", 4),
        ("x = = 2", "unexpected '='", 5),
        ("1,2", "unexpected ','", 2),
        ("sin", "missing argument for 'sin'", 1),
        ("sqrt", "missing argument for 'sqrt'", 1),
        ("3 mod", "unexpected end of expression", 6),
        ("mod 3", "unexpected 'mod'", 1),
        ("2 ^", "unexpected end of expression", 4),
        ("^2", "unexpected '^'", 1),
        ("!", "unexpected end of expression", 2),
        ("%", "unexpected '%'", 1),
        ("1/0", "division by zero", 2),
        ("1/(1-1)", "division by zero", 2),
        ("0^-1", "division by zero", 2),
        ("5 mod 0", "division by zero", 3),
        ("ln(0)", "logarithm of zero", 1),
        ("ln(-1)", "logarithm of a negative number", 1),
        ("log(0)", "logarithm of zero", 1),
        ("log(-5)", "logarithm of a negative number", 1),
        ("log2(0)", "logarithm of zero", 1),
        ("sqrt(-1)", "square root of a negative number", 1),
        ("√-4", "square root of a negative number", 1),
        ("(-8)^(1/2)", "negative number raised to a non-integer power", 5),
        ("(-2)^0.5", "negative number raised to a non-integer power", 5),
        ("asin(2)", "inverse sine of a number outside [-1, 1]", 1),
        ("acos(-1.5)", "inverse cosine of a number outside [-1, 1]", 1),
        ("acosh(0.5)", "inverse hyperbolic cosine of a number below 1", 1),
        ("atanh(1)", "inverse hyperbolic tangent of ±1", 1),
        ("atanh(2)", "inverse hyperbolic tangent of a number outside (-1, 1)", 1),
        // Just outside the domain, by less than any working precision resolves: decided exactly.
        ("asin(1 + 1e-5000)", "inverse sine of a number outside [-1, 1]", 1),
        ("2 + acos(-1 - 1e-90)", "inverse cosine of a number outside [-1, 1]", 5),
        ("acosh(1 - 1e-100)", "inverse hyperbolic cosine of a number below 1", 1),
        ("atanh(-1 - 1e-50)", "inverse hyperbolic tangent of a number outside (-1, 1)", 1),
        ("atanh(0.5 + 0.5)", "inverse hyperbolic tangent of ±1", 1),
        ("tan(pi/2)", "tangent of an odd multiple of π/2 (90°)", 1),
        ("gamma(0)", "gamma function at a non-positive integer", 1),
        ("gamma(-3)", "gamma function at a non-positive integer", 1),
        ("(-1)!", "factorial of a negative integer", 5),
        ("(-3)!", "factorial of a negative integer", 5),
        ("zeta(1)", "zeta function at 1", 1),
        ("lgamma(0)", "lgamma at a non-positive integer", 1),
        ("digamma(-2)", "digamma function at a non-positive integer", 1),
        ("log(8, 1)", "logarithm base must be positive and not 1", 1),
        ("log(8, -2)", "logarithm base must be positive and not 1", 1),
        ("log(8, 0)", "logarithm base must be positive and not 1", 1),
        ("10^10^30", "overflow: result too large", 3),
        // An exact exponent of 2^99999: refused at once, not squared 99,999 times at every precision.
        ("10^(2^99999)", "overflow: result too large", 3),
        ("(-3)^(2^5000)", "overflow: result too large", 5),
        ("(1/10)^(2^99999)", "result too small to represent (below about 10^(-1.3e18))", 7),
        ("(10^30)!", "overflow: result too large", 8),
        ("exp(1e30)", "overflow: result too large", 1),
        ("exp(10^20)", "overflow: result too large", 1),
        ("1e999999999999999999999", "overflow: number too large", 1),
        ("2 * 1e-999999999999999999999", "result too small to represent (below about 10^(-1.3e18))", 5),
        ("gcd(1.5, 2)", "gcd of non-integers", 1),
        ("lcm(2, 0.5)", "lcm of non-integers", 1),
        ("binomial(0.5, 2)", "binomial coefficient of non-integers", 1),
        ("binomial(-1, 2)", "binomial coefficient of a negative number", 1),
        ("1/sin(pi)", "division by zero", 2),
        ("cot(pi)", "division by zero", 1),
        ("csc(0)", "division by zero", 1),
        ("sec(pi/2)", "division by zero", 1),
        ("1/(sqrt(2)^2-2)", "division by zero (the divisor is 0 to all the precision tried)", 2),
        ("root(-16, 4)", "even root of a negative number", 1),
        ("2^10^30", "overflow: result too large", 2),
        ("root(2, 0)", "root of degree 0", 1),
        ("sqrt(2", "missing ')'", 7),
        ("sin 2)", "unexpected ')'", 6),
        ("1 + (2 * 3", "missing ')'", 11),
        ("2 + * 3", "unexpected '*'", 5),
        ("∛", "unexpected end of expression", 2),
        ("√", "unexpected end of expression", 2),
        ("2 mod mod 3", "unexpected 'mod'", 7),
    ]

    @Test func thereAreAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
    }

    /// The messages of the real evaluator: complex results are off (`--real`), so that `sqrt(-1)`
    /// is the domain error it is on a keypad (`ComplexReferenceTests` has the complex answers).
    @Test(arguments: cases)
    func reportsMessageAndColumn(line: String, message: String, column: Int?) {
        var settings = EvaluationSettings()
        settings.allowsComplexResults = false
        var session = Session(settings: settings)
        // The last statement of the line must fail (earlier ones may define what it uses).
        guard case let .failure(error) = session.run(line).last?.result else {
            Issue.record("\(line) did not fail")
            return
        }
        // The hint, when there is one, follows the message after "; ".
        #expect(error.message + (error.hint.map { "; " + $0 } ?? "") == message)
        #expect(error.column == column)
    }

    @Test func descriptionAndCaretPointAtTheColumn() {
        let error = ExpressionError(message: "unexpected ')'", column: 7)
        #expect(error.description == "unexpected ')' at column 7")
        #expect(error.caretDiagram(for: "(1 + 2))") == "(1 + 2))\n      ^")
        #expect(ExpressionError(message: "empty expression", column: nil).caretDiagram(for: "") == nil)
        #expect(ExpressionError(message: "empty expression", column: nil).description == "empty expression")
    }

    @Test func aSuggestionFollowsThePosition() throws {
        var session = Session()
        do {
            _ = try session.evaluate("sqr(2)")
            Issue.record("sqr(2) evaluated")
        } catch {
            #expect(error.description == "unknown function 'sqr' at column 1; did you mean 'sqrt'?")
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        var session = Session()
        #expect(throws: ExpressionError(message: "unexpected ')'", column: 4)) { try session.evaluate("π×2)") }
        #expect(throws: ExpressionError(message: "unexpected character '€'", column: 6)) { try session.evaluate("√4 − € 2") }
    }

    @Test func mathematicalErrorsCarryTheCalculationError() {
        var session = Session()
        #expect(throws: ExpressionError(message: "division by zero", column: 2, calculationError: .divisionByZero)) {
            try session.evaluate("1/0")
        }
        #expect(throws: ExpressionError(message: "overflow: result too large", column: 3, calculationError: .overflow)) {
            try session.evaluate("10^10^30")
        }
    }

    @Test func emptyLinesAreAnErrorWithoutColumn() {
        var session = Session()
        #expect(throws: ExpressionError(message: "empty expression", column: nil)) { try session.evaluate("   ") }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        var session = Session()
        let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(throws: ExpressionError.self) { try session.evaluate(deep) }
        #expect(throws: ExpressionError.self) { try session.evaluate(String(repeating: "-", count: 5000) + "1") }
        let powers = Array(repeating: "1", count: 5000).joined(separator: "^")
        #expect(throws: ExpressionError.self) { try session.evaluate(powers) }
    }
}
