import BigNumber
import CalculatorEngine
import Testing

/// The result of evaluating `expression` at `digits` significant digits.
private func result(_ expression: String, digits: Int) throws -> CalculationResult {
    var session = Session(settings: EvaluationSettings(digits: digits))
    return try session.evaluate(expression).result
}

/// `print(result)` and `result.formatted(_:)` in the engine's decimal styles.
@Suite struct CalculationResultFormattingTests {
    @Test(arguments: [
        ("1/3", 10, "0.3333333333"),
        ("2^100", 10, "1267650600228229401496703205376"),
        ("0.1 + 0.2", 30, "0.3"),
        ("-5/2", 30, "-2.5"),
        ("1/8", 1, "0.1"),
        ("10^-6", 30, "0.000001"),
        ("10^-7", 30, "1e-7"),
        ("-1/30000000", 5, "-3.3333e-8"),
        ("2^0.5", 12, "1.41421356237"),
        ("1e40 + 0.5", 10, "1e40"),
        ("123456.5", 7, "123456.5"),
        ("exp(100)", 5, "2.6881e43"),
        ("1 - 1", 30, "0"),
    ])
    func descriptionIsThePlainDecimal(expression: String, digits: Int, expected: String) throws {
        let value = try result(expression, digits: digits)
        #expect(value.description == expected)
        #expect("\(value)" == expected)
        #expect(value.formatted(.plain) == expected)
    }

    @Test(arguments: [
        ("12345", 5, "1.2345e4", "12.345e3"),
        ("12345", 7, "1.234500e4", "12.34500e3"),
        ("1/3", 5, "3.3333e-1", "333.33e-3"),
        ("-1/8", 3, "-1.25e-1", "-125e-3"),
        ("12000", 1, "1e4", "10e3"),
        ("0.00045", 2, "4.5e-4", "450e-6"),
        ("2^100", 5, "1.2677e30", "1.2677e30"),
        ("0", 5, "0", "0"),
    ])
    func scientificAndEngineeringKeepAllDigits(expression: String, digits: Int, scientific: String, engineering: String) throws {
        let value = try result(expression, digits: digits)
        #expect(value.formatted(.scientific) == scientific)
        #expect(value.formatted(.engineering) == engineering)
    }

    @Test func formatMatchesTheStyleText() throws {
        let value = try result("1/7", digits: 20)
        #expect(DecimalResultStyle.plain.format(value) == "0.14285714285714285714")
        #expect(DecimalResultStyle(notation: .scientific).text(for: value)?.string == "1.4285714285714285714e-1")
    }
}
