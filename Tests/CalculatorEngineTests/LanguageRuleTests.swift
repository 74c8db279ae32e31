import Testing
import TestSupport
@testable import CalculatorEngine

/// The rules of the expression language that read one symbol two ways or follow a documented
/// convention: `%` as percent or mod, `!!` as the double factorial, constants before parentheses,
/// `modinv`'s range, shifts by negative counts, the Hurwitz zeta function's domain, and calls of
/// user functions defined later. References: Python's `%`, `pow(a, -1, m)`, `fractions`,
/// `math.prod` and mpmath (`fac2`, `zeta`).
@Suite struct LanguageRuleTests {
    /// Exact values, written as fractions in lowest terms.
    static let exactValues: [(String, String)] = [
        // `%` before an operand is mod, with the divisor's sign (Python: 7 % -3 == -2).
        ("7 % 3", "1"),
        ("7 % (-3)", "-2"),
        ("-7 % 3", "2"),
        ("7%(3)", "1"),
        ("7.5 % 2", "3/2"),
        ("-7.5 % 2", "1/2"),
        ("2^10 % 3", "1"),
        ("50 + 10 % 3", "51"),
        ("10 % 3 * 2", "2"),
        ("2 * 10 % 3", "2"),
        ("20% 7", "6"),
        ("20 % sqrt(4)", "0"),
        ("mod(7, 3)", "1"),
        ("mod(-7, 3)", "2"),
        ("2 * mod(7, 4)", "6"),
        // `%` before anything else is percent.
        ("50 + 10%", "55"),
        ("50 - 10%", "45"),
        ("20%", "1/5"),
        ("10 % - 3", "-29/10"),
        ("200 * 5%", "10"),
        ("(20%)", "1/5"),
        ("max(10%, 0)", "1/10"),
        ("10%^2", "1/100"),
        ("10 %% 3", "1/10"),
        // `!!`: the double factorial (math.prod(range(n, 0, -2))); two nots before an operand.
        ("5!!", "15"),
        ("6!!", "48"),
        ("0!!", "1"),
        ("(-1)!!", "1"),
        ("1!!", "1"),
        ("fac2(7)", "105"),
        ("20!!", "3715891200"),
        ("21!!", "13749310575"),
        ("101!!", "275264606114823679801052037785492781962370429385126144787167211167753726318359375"),
        ("3!! + 1", "4"),
        ("2^3!!", "8"),
        ("5!!!", "1307674368000"),
        ("!!5", "1"),
        ("!!0", "0"),
        // Products that stay products.
        ("2(3)", "6"),
        // modinv is in [0, |m|) (Python: pow(a, -1, abs(m))).
        ("modinv(3, -7)", "5"),
        ("modinv(3, 7)", "5"),
        ("modinv(-3, -7)", "2"),
        ("modinv(17, -3120)", "2753"),
        ("modinv(2, -1)", "0"),
        // x << n is x · 2ⁿ; x >> n is ⌊x / 2ⁿ⌋ (Python's >> for n ≥ 0, Fraction(x, 2**-n) for << by n < 0).
        ("1 << -1", "1/2"),
        ("3 << -2", "3/4"),
        ("-3 << -2", "-3/4"),
        ("6 << -1", "3"),
        ("5 << 3", "40"),
        ("1 >> -1", "2"),
        ("1 >> 1", "0"),
        ("-7 >> 1", "-4"),
        ("-1 >> 10", "-1"),
    ]

    @Test(arguments: exactValues)
    func exactValue(line: String, fraction: String) throws {
        #expect(try TestSupport.evaluate(line).fraction == fraction, "\(line)")
    }

    /// `(5!)!` keeps the factorial of a factorial: 120! (Python's math.factorial(120)).
    @Test func factorialOfAFactorial() throws {
        let expected = "6689502913449127057588118054090372586752746333138029810295671352301633557244962989366874165271984981308157637893214090552534408589408121859898481114389650005964960521256960000000000000000000000000000"
        #expect(try TestSupport.evaluate("(5!)!").fraction == expected)
    }

    /// Double factorials beyond the exact limit, on balls: mpmath's `fac2` to 30 digits.
    static let largeDoubleFactorials: [(String, String)] = [
        ("(10^7)!!", "2.1830248751869192859267274788e+32828531"),
        ("(10^7 + 1)!!", "5.50806147206768413946981713048e+32828534"),
    ]

    @Test(arguments: largeDoubleFactorials)
    func largeDoubleFactorial(line: String, reference: String) throws {
        let result = try TestSupport.evaluate(line, digits: 30)
        let got = TestSupport.parts(of: try #require(result.decimal()))
        let want = ReferenceTable.parts(ofReference: reference)
        #expect(got.negative == want.negative && got.digits.hasPrefix(want.digits) && got.exponent == want.exponent, "\(line)")
        #expect(result.isProven && result.exact == nil)
    }

    /// zeta(s, a) for a real a ≤ 0 is the documented domain error, also with complex results on;
    /// a real a > 0 gives a real result with no imaginary part (mpmath: zeta(2, 0.5) = π²/2), and a
    /// non-real a a complex one (mpmath: zeta(2, -0.5 + 1j)).
    @Test func hurwitzZetaDomain() throws {
        for line in ["zeta(2, -0.5)", "zeta(2, 0)", "zeta(3, -2)", "zeta(2.5, -0.5)"] {
            do {
                let result = try TestSupport.evaluate(line)
                Issue.record("\(line) gave \(TestSupport.text(result.decimal()))")
            } catch {
                #expect(error.message == "Hurwitz zeta function needs a > 0" && error.column == 1, "\(line)")
                guard case let .domain(domain)? = error.calculationError else {
                    Issue.record("\(line): not a domain error")
                    continue
                }
                #expect(domain.operation == .hurwitzZeta && domain.violation == .outsideDomain)
            }
        }
        let real = try TestSupport.evaluate("zeta(2, 0.5)")
        #expect(real.imaginaryPart == nil && !real.isHeuristicZero)
        #expect(TestSupport.text(real.decimal()) == "493480220054467930941724549994e0")
        let complex = try TestSupport.evaluate("zeta(2, -0.5 + i)")
        #expect(complex.decimal() == nil)  // a complex result: its parts have digits
        #expect(TestSupport.text(complex.realPart?.decimal()) == "-443275448058985455439255254522e-1")
        #expect(TestSupport.text(complex.imaginaryPart?.decimal()) == "-477068657829600126811888539871e-1")
    }

    /// Errors of the rules, with complex results on (the default).
    static let errors: [(String, String, Int)] = [
        ("pi(2)", "'pi' is a constant; write pi*(2)", 3),
        ("e(2)", "'e' is a constant; write e*(2)", 2),
        ("2 + π (1 + 1)", "'π' is a constant; write π*(1 + 1)", 7),
        ("2pi(3)", "'pi' is a constant; write pi*(3)", 4),
        ("i(2)", "'i' is a constant; write i*(2)", 2),
        ("pi(1, 2)", "'pi' is a constant", 3),
        ("rand(10)", "'rand' takes no argument, got 1", 1),
        ("rand(1, 2)", "'rand' takes no argument, got 2", 1),
        ("(-2)!!", "double factorial needs an integer n ≥ -1", 5),
        ("2.5!!", "double factorial needs an integer n ≥ -1", 4),
        ("fac2(-3)", "double factorial needs an integer n ≥ -1", 1),
        ("(10^30)!!", "overflow: result too large", 8),
        ("mod(7)", "'mod' takes 2 arguments, got 1", 1),
        ("7 % 0", "division by zero", 3),
        ("1.5 << 1", "'<<' of non-integers", 5),
        ("g(x) = h(x); g(2)", "in 'g': unknown function 'h'", 14),
        ("g(x) = h(x); h(a, b) = a; g(1)", "in 'g': 'h' takes 2 arguments, got 1", 27),
    ]

    @Test(arguments: errors)
    func reportsMessageAndColumn(line: String, message: String, column: Int) {
        var session = Session()
        guard case let .failure(error) = session.run(line).last?.result else {
            Issue.record("\(line) did not fail")
            return
        }
        #expect(error.message + (error.hint.map { "; " + $0 } ?? "") == message)
        #expect(error.column == column)
    }

    /// A user variable before `(` is still a product, and a function body may call functions
    /// defined after it (late binding), which then resolve when it is called.
    @Test func variablesMultiplyAndCallsBindLate() throws {
        var session = Session()
        let outcomes = session.run("x = 3; x(2); g(x) = h(x, x) + 1; h(a, b) = a*b; g(4)")
        let values = outcomes.compactMap { outcome -> String? in
            guard case let .success(.value(value)) = outcome.result else { return nil }
            return value.result.fraction
        }
        #expect(values == ["3", "6", "17"])
    }
}
