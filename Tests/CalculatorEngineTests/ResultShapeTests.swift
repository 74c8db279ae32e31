import BigNumber
import Testing
@testable import CalculatorEngine

/// A result is a value of a kind made of components, with one rule for its properties across
/// them; the precision ladder proves each component on its own. Expected values from mathematics
/// and mpmath (`mpmath.nstr(1.0000000005 + pi*1e-30, 12)` is `1.0000000005`, just above the tie).
@Suite struct ResultShapeTests {
    static func result(_ line: String, digits: Int = 10) throws -> CalculationResult {
        var session = Session()
        session.settings.digits = digits
        return try session.evaluate(line).result
    }

    /// (line, kind, printed text, digits, isProven, isZero, isHeuristicZero, isQuadrature, exact or nil).
    @Test(arguments: [
        ("1/3", .real, "0.3333333333", 10, true, false, false, false, "1/3"),
        ("sqrt(2)", .real, "1.414213562", 10, true, false, false, false, nil),
        ("sqrt(-4)", .complex, "2i", 10, true, false, false, false, nil),
        ("(1+2i)/3", .complex, "0.3333333333 + 0.6666666667i", 10, true, false, false, false, nil),
        ("exp(i*pi)", .complex, "-1", 10, false, false, false, false, nil),
        ("exp(i*pi/2)", .complex, "i", 10, false, false, false, false, nil),
        ("ln(-1) - pi*i", .complex, "0", 10, false, true, true, false, nil),
        ("(1+i)^2 - 2i", .real, "0", 10, true, true, false, false, "0"),
        ("integrate(x^2, x, 0, 1)", .real, "0.3333333333", 10, true, false, false, false, nil),
        ("integrate(cbrt(x), x, 1, 8)", .real, "11.25", 10, false, false, false, true, nil),
    ] as [(String, CalculationResult.Kind, String, Int, Bool, Bool, Bool, Bool, String?)])
    func propertiesFollowOneRuleAcrossComponents(
        line: String, kind: CalculationResult.Kind, text: String, digits: Int, isProven: Bool, isZero: Bool,
        isHeuristicZero: Bool, isQuadrature: Bool, exact: String?
    ) throws {
        let result = try CalculationResultValueTests.result(line)
        #expect(result.kind == kind && result.components.count == kind.componentCount)
        #expect(result.description == text)
        #expect(result.digits == digits && result.isProven == isProven && result.isZero == isZero)
        #expect(result.isHeuristicZero == isHeuristicZero && result.isQuadrature == isQuadrature)
        #expect(result.exact?.description == exact)
    }

    static func component(digits: Int = 10, proven: Bool = true, zero: Bool = false, heuristic: Bool = false,
                          quadrature: Bool = false) -> CalculationResult.Component {
        let exact: BigRational? = zero && !heuristic ? BigRational(0) : heuristic ? nil : BigRational(numerator: 1, denominator: 3)
        return CalculationResult.Component(exact: exact, approximation: BigFloat(0, precision: 64), digits: digits, requestedDigits: 10,
                                           isProven: proven, isHeuristicZero: heuristic, isQuadrature: quadrature)
    }

    /// Two components: digits is the fewer, proven when both are, zero when both are, a heuristic
    /// zero when both are zero and one heuristically, quadrature when either is.
    @Test(arguments: [
        (component(digits: 10), component(digits: 7), 7, true, false, false, false),
        (component(proven: false), component(), 10, false, false, false, false),
        (component(zero: true), component(), 10, true, false, false, false),
        (component(zero: true), component(zero: true), 10, true, true, false, false),
        (component(proven: false, heuristic: true), component(zero: true), 10, false, true, true, false),
        (component(proven: false, heuristic: true), component(), 10, false, false, false, false),
        (component(), component(proven: false, quadrature: true), 10, false, false, false, true),
    ] as [(CalculationResult.Component, CalculationResult.Component, Int, Bool, Bool, Bool, Bool)])
    func complexRules(
        real: CalculationResult.Component, imaginary: CalculationResult.Component, digits: Int, isProven: Bool, isZero: Bool,
        isHeuristicZero: Bool, isQuadrature: Bool
    ) throws {
        let result = try #require(CalculationResult(kind: .complex, components: [real, imaginary]))
        #expect(result.digits == digits && result.requestedDigits == 10)
        #expect(result.isProven == isProven && result.isZero == isZero)
        #expect(result.isHeuristicZero == isHeuristicZero && result.isQuadrature == isQuadrature)
    }

    @Test func aKindTakesItsNumberOfComponents() {
        let one = Self.component()
        #expect(CalculationResult(kind: .real, components: [one, one]) == nil)
        #expect(CalculationResult(kind: .complex, components: [one]) == nil)
        #expect(CalculationResult(kind: .real, components: []) == nil)
        #expect(CalculationResult(kind: .complex, components: [one, one])?.description == "0.3333333333 + 0.3333333333i")
    }

    /// Whole-value properties are nil for a value that is not a real number, and those of its
    /// real part when its imaginary part is 0 (as it prints).
    @Test(arguments: [
        ("sqrt(-4)", nil, nil, nil),
        ("exp(i*pi)", "-1.000000000", -1.0, "-1"),
        ("7/2", "3.500000000", 3.5, "3.5"),
    ] as [(String, String?, Double?, String?)])
    func wholeValuePropertiesNeedARealNumber(line: String, decimal: String?, double: Double?, approximation: String?) throws {
        let result = try CalculationResultValueTests.result(line)
        #expect(result.decimal()?.description == decimal)
        #expect(Double(result) == double)
        #expect(result.approximation?.formatted(significantDigits: 10, trimmingTrailingZeros: true) == approximation)
    }

    /// The real part is proven at the first rung; the imaginary part, within 10⁻²⁹ of a rounding
    /// tie at 10 digits, needs the second: the value is settled when both are. The first rung had
    /// every bit the digits need (it missed only the decision at the tie), so the second adds the
    /// guard bits rather than doubling.
    @Test func theLadderClimbsUntilEveryComponentIsSettled() throws {
        let result = try CalculationResultValueTests.result("sqrt(2) + i*(1.0000000005 + pi*1e-30)")
        #expect(result.description == "1.414213562 + 1.000000001i")
        #expect(result.isProven && result.evaluationCount == 2)
        #expect(result.workingPrecision == BigFloat.bits(forDigits: 10) + 64 + PrecisionPlan.guardBits)
        let tree = try ParsedExpression(parsing: "sqrt(2) + i*(1.0000000005 + pi*1e-30)").tree
        var judged: [Int] = []
        let start = BigFloat.bits(forDigits: 10) + 64
        let ladder = try ZivEvaluation.climb(tree, plan: PrecisionPlan(start: start, limit: 8 * start), angleUnit: .radians,
                                             allowsComplexResults: true) { ball, x, precision -> (proven: String?, rounded: String?) in
            judged.append(precision)
            let long = x.decimal(significantDigits: 20)
            let proven = ZivEvaluation.provenDecimal(ball, x, long, digits: 10)
            return (proven?.description, proven?.description)
        }
        #expect(ladder.kind == .complex && ladder.conclusions.count == 2 && ladder.evaluations == 2)
        #expect(judged == [start, start, start + PrecisionPlan.guardBits, start + PrecisionPlan.guardBits])
    }

    /// A real value is one component: the ladder's conclusions hold no array.
    @Test func aRealValueIsOneComponent() throws {
        let tree = try ParsedExpression(parsing: "sqrt(2)").tree
        let ladder = try ZivEvaluation.climb(tree, plan: PrecisionPlan(start: 98, limit: 98 * 8), angleUnit: .radians) { _, x, _ -> (proven: Int?, rounded: Int?) in
            (x.isZero ? 0 : 1, 1)
        }
        #expect(ladder.kind == .real && ladder.conclusions.count == 1 && ladder.conclusions.rest.isEmpty)
    }
}
