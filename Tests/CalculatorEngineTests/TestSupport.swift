import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// Helpers shared by the expression tests.
enum TestSupport {
    /// A decimal as sign, digits and exponent, comparable with `ReferenceTable.parts(ofReference:)` (module TestSupport).
    static func parts(of decimal: BigFloat.RoundedDecimal) -> (negative: Bool, digits: String, exponent: Int) {
        let digits = String(decoding: decimal.digits, as: UTF8.self)
        if digits.allSatisfy({ $0 == "0" }) { return (false, "0", 0) }
        return (decimal.isNegative, digits, decimal.exponent)
    }

    /// `d.ddd…e±x` text of a decimal, for readable failure messages.
    static func text(_ decimal: BigFloat.RoundedDecimal?) -> String {
        guard let decimal else { return "nil" }
        let p = parts(of: decimal)
        return (p.negative ? "-" : "") + p.digits + "e\(p.exponent)"
    }

    /// Evaluates one line in a fresh session; with `real`, complex results are off (`--real`).
    static func evaluate(
        _ line: String, digits: Int = 30, angleUnit: AngleUnit = .radians, real: Bool = false
    ) throws(ExpressionError) -> CalculationResult {
        var settings = EvaluationSettings(digits: digits, angleUnit: angleUnit, seed: 7)
        settings.allowsComplexResults = !real
        var session = Session(settings: settings)
        return try session.evaluate(line).result
    }

    /// The printed form of a line's value: `"0.5"` style via the exact fraction, else digits and exponent.
    static func digits(_ line: String, digits: Int = 30) throws(ExpressionError) -> String {
        text(try evaluate(line, digits: digits).decimal())
    }

    /// Checks a table row whose expected outcome is `error:<words>`: `evaluate` must throw an
    /// `ExpressionError` whose message (lower-cased) contains the words.
    static func expectError(
        containing words: String, _ row: some CustomStringConvertible, sourceLocation: SourceLocation = #_sourceLocation,
        _ evaluate: () throws(ExpressionError) -> CalculationResult
    ) {
        do {
            let result = try evaluate()
            Issue.record("\(row): expected an error containing '\(words)', got \(text(result.decimal()))", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.lowercased().contains(words), "\(row): message '\(error.message)' lacks '\(words)'",
                    sourceLocation: sourceLocation)
        }
    }

    /// Checks that `result` prints the sign, significant digits and exponent of `reference` (a
    /// table value in `nstr` form; trailing zeros do not count).
    static func expectDigits(
        of result: CalculationResult, _ reference: String, _ row: some CustomStringConvertible,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectDigits(of: result.decimal(), reference, row, sourceLocation: sourceLocation)
    }

    /// Checks that one component of a result prints the digits of `reference`, as above.
    static func expectDigits(
        of component: CalculationResult.Component?, _ reference: String, _ row: some CustomStringConvertible,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectDigits(of: component?.decimal(), reference, row, sourceLocation: sourceLocation)
    }

    /// Checks that `decimal` has the sign, significant digits and exponent of `reference`.
    private static func expectDigits(
        of decimal: BigFloat.RoundedDecimal?, _ reference: String, _ row: some CustomStringConvertible,
        sourceLocation: SourceLocation
    ) throws {
        let decimal = try #require(decimal, sourceLocation: sourceLocation)
        let got = parts(of: decimal)
        let want = ReferenceTable.parts(ofReference: reference)
        #expect(got.negative == want.negative && SpecialFunctionTests.significant(got.digits) == SpecialFunctionTests.significant(want.digits)
                    && got.exponent == want.exponent,
                "\(row): got \(text(decimal)), expected \(reference)", sourceLocation: sourceLocation)
    }
}
