import BigNumber
import CalculatorEngine
import Testing

/// `CalculationResult` as a client package meets it (plain `import CalculatorEngine`): the
/// properties that describe a value describe the whole of it, real or complex. Expected values
/// from mathematics and Python (`float(mpmath.e)`, `repr(1/3)`, `fractions.Fraction`).
@Suite struct CalculationResultValueTests {
    static func result(_ line: String, digits: Int = 10) throws -> CalculationResult {
        var session = Session()
        session.settings.digits = digits
        return try session.evaluate(line).result
    }

    /// (line, isZero, isHeuristicZero, isProven, exact as a fraction or nil, Double or nil).
    @Test(arguments: [
        ("sqrt(-4)", false, false, true, nil, nil),            // 2i: not zero, not an exact real
        ("(1+2i)/3", false, false, true, nil, nil),
        ("sqrt(-2)", false, false, true, nil, nil),
        ("exp(i*pi/2)", false, false, false, nil, nil),       // i, its real part a heuristic zero
        ("ln(-1) - pi*i", true, true, false, nil, 0.0),       // 0 + 0i, the imaginary part heuristic
        ("exp(i*pi)", false, false, false, nil, -1.0),        // −1, the imaginary part a heuristic zero
        ("1/3", false, false, true, "1/3", 0.3333333333333333),
        ("i*i", false, false, true, "-1", -1.0),
        ("(1+i)^2 - 2i", true, false, true, "0", 0.0),
        ("sin(pi)", true, false, true, "0", 0.0),
        ("0", true, false, true, "0", 0.0),
        ("1e400", false, false, true, "1" + String(repeating: "0", count: 400), Double.infinity),
    ] as [(String, Bool, Bool, Bool, String?, Double?)])
    func propertiesDescribeTheWholeValue(
        line: String, isZero: Bool, isHeuristicZero: Bool, isProven: Bool, exact: String?, double: Double?
    ) throws {
        let result = try Self.result(line)
        #expect(result.isZero == isZero)
        #expect(result.isHeuristicZero == isHeuristicZero)
        #expect(result.isProven == isProven)
        #expect(result.exact?.description == exact)
        #expect(result.fraction == exact)
        #expect(Double(result) == double)
    }

    @Test func complexResultsGiveTheirPartsThroughComponents() throws {
        let root = try Self.result("sqrt(-4)")
        #expect(root.description == "2i")
        #expect(root.integer == nil && root.decimal() == nil)
        #expect(root.components.map(\.exact) == [BigRational(0), BigRational(2)])
        #expect(root.realPart?.exact == 0 && root.realPart?.isZero == true && root.imaginaryPart?.exact == 2)
        let third = try Self.result("(1+2i)/3")
        #expect(third.components.map { $0.decimal()?.description } == ["0.3333333333", "0.6666666667"])
        #expect(third.components.map { Double($0) } == [0.3333333333333333, 0.6666666666666666])
    }

    @Test(arguments: [
        ("1/3", "0.3333333333"), ("sqrt(2)", "1.414213562"), ("2^40", "1.099511628e12"), ("-1e-9", "-1.000000000e-9"),
        ("exp(i*pi)", "-1.000000000"),
    ])
    func decimalPrintsItsDigits(line: String, text: String) throws {
        let decimal = try #require(try Self.result(line).decimal())
        #expect(decimal.description == text)
        #expect("\(decimal)" == text)
    }

    @Test(arguments: [
        ("e", 2.718281828459045), ("pi", 3.141592653589793), ("sqrt(2)", 1.4142135623730951), ("-1/3", -0.3333333333333333),
    ])
    func doubleOfAResultIsTheNearestDouble(line: String, expected: Double) throws {
        #expect(Double(try Self.result(line, digits: 30)) == expected)
    }

    @Test func factorizationsAreValues() throws {
        let result = try Self.result("factor(-360)")
        #expect(result.factorization == [PrimePower(prime: -1, exponent: 1), PrimePower(prime: 2, exponent: 3),
                                         PrimePower(prime: 3, exponent: 2), PrimePower(prime: 5, exponent: 1)])
        #expect(try Self.result("factor(1)").factorization == [])
    }
}

/// `BigInt(_:)` reads integers as the expression language writes them.
@Suite struct IntegerTextAgreementTests {
    @Test(arguments: ["0xff", "0XFF", "0o777", "0b101", "-0x10", "+0b1", "12", "-7", "0x7fffffffffffffffffffffff"])
    func expressionAndBigIntReadTheSameInteger(text: String) throws {
        var session = Session()
        let fromExpression = try #require(try session.evaluate(text).result.integer)
        #expect(BigInt(text) == fromExpression)
    }
}
