import BigNumber
import Testing
@testable import CalculatorEngine

/// Variables, `ans`, settings, exact results and re-use of parsed expressions.
@Suite struct SessionTests {
    @Test func variablesAndAnsPersist() throws {
        var session = Session()
        let assigned = try session.evaluate("x = 2^0.5")
        #expect(assigned.assignedName == "x")
        #expect(TestSupport.text(assigned.result.decimal()) == "141421356237309504880168872421e0")
        #expect(try session.evaluate("x^2").result.decimal().map(TestSupport.text) == "200000000000000000000000000000e0")
        #expect(try session.evaluate("ans + 1").result.decimal().map(TestSupport.text) == "300000000000000000000000000000e0")
        #expect(session.variableNames == ["x"])
    }

    @Test func aFailedLineChangesNothing() throws {
        var session = Session()
        _ = try session.evaluate("y = 3")
        #expect(throws: ExpressionError.self) { try session.evaluate("y = 1/0") }
        #expect(throws: ExpressionError.self) { try session.evaluate("z = foo") }
        #expect(try session.evaluate("y").result.exact == BigRational(3))
        #expect(try session.evaluate("ans").result.exact == BigRational(3))
        #expect(session.variableNames == ["y"])
    }

    @Test func variablesAreRecomputedAtHigherPrecision() throws {
        var session = Session(settings: EvaluationSettings(digits: 10))
        _ = try session.evaluate("x = sqrt(2)")
        session.settings.digits = 60
        let result = try session.evaluate("x - 1.41421356237309504880168872420969807856967187537694").result
        #expect(TestSupport.text(result.decimal()).hasSuffix("e-51"))
        #expect(result.isProven)
    }

    /// Whether a statement may read a variable, `ans`, `$n` or draw `rand()`, from its tokens:
    /// a statement of numbers and operators alone is evaluated without walking its tree for names.
    @Test(arguments: [
        ("(851*96+25)/17-851.96", false), ("2^0.5 * 3! - 1e-3", false), ("[1, 2; 3, 4]", false),
        ("x + 1", true), ("ans", true), ("$1 + 1", true), ("rand()", true), ("pi", true), ("sqrt(2)", true),
    ])
    func aStatementReadsNamesOnlyWhenItHasOne(line: String, readsNames: Bool) throws {
        #expect(Session.mayReadNames(try Lexer.tokens(of: line)) == readsNames)
    }

    /// An exact result's approximation is its value rounded to the ladder's starting precision
    /// (worked out when asked for), as `BigRational.bigFloat(precision:)` rounds it.
    @Test(arguments: [("1/3", 30), ("-7/2", 30), ("0.1 + 0.2", 50), ("2^200", 10)])
    func anExactResultsApproximationIsItsValueRounded(line: String, digits: Int) throws {
        let result = try TestSupport.evaluate(line, digits: digits)
        let exact = try #require(result.exact)
        let approximation = try #require(result.approximation)
        let start = PrecisionPlan.startingPrecision(digits: digits)
        #expect(approximation.isIdentical(to: exact.bigFloat(precision: start)))
        #expect(approximation.precision == start)
    }

    @Test func exactResults() throws {
        #expect(try TestSupport.evaluate("1/3 + 1/6").fraction == "1/2")
        #expect(try TestSupport.evaluate("0.1 + 0.2").exact == BigRational(numerator: 3, denominator: 10))
        #expect(try TestSupport.evaluate("2^200").integer?.description == "1606938044258990275541962092341162602522202993782792835301376")
        let factorial = try #require(try TestSupport.evaluate("100!").integer)
        #expect(factorial.description.count == 158)
        #expect(factorial.description.hasPrefix("93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864"))
        let binomial = try #require(try TestSupport.evaluate("binomial(1000, 500)").integer)
        #expect(binomial.description.count == 300)
        #expect(binomial.description.hasPrefix("270288240945436569515614693625975275496152008446548287007392875106625428705522193898612483924502370165362606085021546104802209750050679917549894219699518475423665484263751733356162464079737887344364574161119497604571044985756287880514600994219426752366915856603136862602484428109296905863799821216320"))
        #expect(try TestSupport.evaluate("sqrt(2)").exact == nil)
    }

    @Test func hugeResultsUseTheWidestExponentRange() throws {
        #expect(try TestSupport.digits("10^10^10", digits: 5) == "10000e10000000000")
        #expect(try TestSupport.evaluate("10^10^10").exact == nil)
        #expect(try TestSupport.digits("(10^9)!", digits: 5) == "99046e8565705522")
    }

    @Test func calculatorConventions() throws {
        #expect(try TestSupport.evaluate("(-8)^(1/3)").exact == BigRational(-2))
        #expect(try TestSupport.evaluate("(-27)^(2/3)").exact == BigRational(9))
        #expect(try TestSupport.digits("(-2)^(1/3)") == "-125992104989487316476721060728e0")
        #expect(try TestSupport.evaluate("0^0").exact == BigRational(1))
        #expect(try TestSupport.evaluate("7 mod -3").exact == BigRational(-2))
        #expect(try TestSupport.evaluate("-7 mod 3").exact == BigRational(2))
        #expect(try TestSupport.evaluate("-2^2").exact == BigRational(-4))
        #expect(try TestSupport.evaluate("log(1000)").exact == BigRational(3))
        #expect(try TestSupport.evaluate("50%").exact == BigRational(numerator: 1, denominator: 2))
    }

    @Test func degrees() throws {
        let sine = try TestSupport.evaluate("sin(30)", angleUnit: .degrees)
        #expect(TestSupport.text(sine.decimal()) == "500000000000000000000000000000e-1")
        let zero = try TestSupport.evaluate("sin(180)", angleUnit: .degrees)
        #expect(TestSupport.text(zero.decimal()) == "0e0")
        #expect(zero.isProven)
        let angle = try TestSupport.evaluate("atan(1)", angleUnit: .degrees)
        #expect(TestSupport.text(angle.decimal()) == "450000000000000000000000000000e1")
    }

    @Test func randomNumbersFollowTheSeed() throws {
        var first = Session(settings: EvaluationSettings(digits: 20, seed: 42))
        var second = Session(settings: EvaluationSettings(digits: 20, seed: 42))
        let a = try first.evaluate("rand()").result.decimal()
        let b = try second.evaluate("rand()").result.decimal()
        #expect(a == b)
        #expect(try first.evaluate("rand()").result.decimal() != a)
        _ = try first.evaluate("r = rand()")
        #expect(try first.evaluate("r - r").result.exact == BigRational(0))
        #expect(try first.evaluate("rand() - rand()").result.exact != BigRational(0))
    }

    @Test func parsedExpressionsEvaluateAgainAtAnyPrecision() throws {
        let expression = try ParsedExpression(parsing: "e^(pi*sqrt(163))")
        var session = Session(settings: EvaluationSettings(digits: 20))
        let short = try session.evaluate(expression).result
        session.settings.digits = 40
        let long = try session.evaluate(expression).result
        #expect(TestSupport.text(short.decimal()) == "26253741264076874400e17")
        #expect(TestSupport.text(long.decimal()) == "2625374126407687439999999999992500725972e17")
        #expect(expression.variableNames.isEmpty)
    }

    @Test func digitsOutsideTheRangeAreRefused() {
        var session = Session(settings: EvaluationSettings(digits: 0))
        #expect(throws: ExpressionError.self) { try session.evaluate("1") }
        session.settings.digits = EvaluationSettings.maximumDigits + 1
        #expect(throws: ExpressionError.self) { try session.evaluate("1") }
    }
}

@Test func evaluationWithoutProofIsUnprovenButClose() throws {
    var settings = EvaluationSettings(digits: 30)
    settings.provesDigits = false
    let expression = try ParsedExpression(parsing: "sqrt(2) + 1")
    let quick = try expression.evaluate(settings: settings)
    #expect(!quick.isProven)
    #expect(TestSupport.text(quick.decimal()) == "241421356237309504880168872421e0")
    let exact = try ParsedExpression(parsing: "1/4").evaluate(settings: settings)
    #expect(exact.isProven)
    let proven = try expression.evaluate()
    #expect(proven.isProven)
}

@Test func longChainsOfDefinitionsAreFrozenAndFlagged() throws {
    var session = Session(settings: EvaluationSettings(digits: 20))
    _ = try session.evaluate("x = 1")
    var last: CalculationResult?
    for _ in 0..<120 { last = try session.evaluate("x = x + sqrt(2)").result }
    let result = try #require(last)
    // 1 + 120·√2 = 170.70562748477140585620… (mpmath); once frozen, the digits are no longer claimed as proven.
    #expect(TestSupport.text(result.decimal()) == "17070562748477140586e2")
    #expect(!result.isProven)
    let exact = try session.evaluate("y = 1").result
    #expect(exact.isProven)
}
