import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// The examples of the recognition rows, their refusals, and the formula kind they print with.
@Suite struct RecognitionRowTests {
    /// The printed value at `digits`: a fraction for an exact real number, else the kind's layout.
    static func text(_ line: String, digits: Int = 30) throws -> String {
        RecognitionReferenceTests.text(try ParsedExpression(parsing: line).evaluate(settings: EvaluationSettings(digits: digits)))
    }

    @Test(arguments: [
        ("contfrac(pi, 5)", "[3, 7, 15, 1, 292]"),
        ("contfrac(355/113)", "[3, 7, 16]"),
        ("contfrac(-7/3)", "[-3, 1, 2]"),
        ("contfrac(5)", "[5]"),
        ("contfrac(0.5)", "[0, 2]"),
        ("contfrac(sqrt(2), 6)", "[1, 2, 2, 2, 2, 2]"),
        ("bestappr(pi, 1000)", "355/113"),
        ("bestappr(pi, 100)", "311/99"),
        ("bestappr(pi, 1)", "3"),
        ("bestappr(7/3, 100)", "7/3"),
        ("lindep([ln(2), ln(3), ln(6)])", "[1, 1, -1]"),
        ("lindep([1, 2])", "[2, -1]"),
        ("algdep(sqrt(2) + sqrt(3), 4)", "x^4 - 10*x^2 + 1"),
        ("algdep(2, 1)", "x - 2"),
        ("algdep(2/3, 3)", "3*x - 2"),
        ("algdep(-sqrt(2), 2)", "x^2 - 2"),
        ("identify(1/2 + pi/3)", "1/2 + pi/3"),
        ("identify(sqrt(2)/3)", "sqrt(2)/3"),
        ("identify(-sqrt(8))", "-2*sqrt(2)"),
        ("identify(pi*e/7)", "pi*e/7"),
        ("identify(3*pi/(4*e))", "3*(pi/e)/4"),
        ("identify(22/7)", "22/7"),
        ("identify(1 - ln(2))", "1 - ln(2)"),
    ])
    func example(_ line: String, _ expected: String) throws {
        #expect(try Self.text(line) == expected)
    }

    /// A formula reads back: evaluated, it is the value it was found for (at 4× the digits).
    @Test(arguments: ["identify(1/2 + pi/3)", "identify(3*pi/(4*e))", "identify(-sqrt(8))", "identify(pi*e/7)"])
    func formulaReadsBack(_ line: String) throws {
        let formula = try Self.text(line)
        let argument = line.dropFirst("identify(".count).dropLast()
        var settings = EvaluationSettings(digits: 120)
        settings.provesDigits = false
        let residue = try ParsedExpression(parsing: "(\(formula)) - (\(argument))").evaluate(settings: settings)
        #expect(residue.approximation.map { $0.isZero || ($0.exponent ?? 0) < -300 } == true)
    }

    /// An exact decimal is taken at the digits asked for: 1/7 to 28 digits is 1/7 at 20 digits, not at 30.
    @Test func exactDecimalIsTakenAtTheDigitsAskedFor() throws {
        #expect(try Self.text("identify(0.1428571428571428571428571429)", digits: 20) == "1/7")
        #expect(throws: ExpressionError.self) { try Self.text("identify(0.1428571428571428571428571429)", digits: 30) }
    }

    @Test(arguments: [
        ("lindep([pi, e])", ErrorCode.notFound, "no relation with coefficients below"),
        ("algdep(pi, 3)", .notFound, "no polynomial of degree at most 3"),
        ("identify(1.23456789123)", .notFound, "no closed form found"),
        ("algdep(sqrt(2), 2) + 1", .shape, "needs a number"),
        ("contfrac(pi, 0)", .domain, "contfrac"),
        ("contfrac(pi, 2.5)", .domain, "contfrac"),
        ("bestappr(pi, 0)", .domain, "bestappr"),
        ("algdep(pi, 25)", .domain, "algdep"),
        ("lindep(pi)", .shape, "list"),
        ("lindep([pi])", .shape, "vector"),
        ("contfrac([1, 2])", .shape, "number"),
        ("identify(1 + i)", .notReal, "real"),
    ])
    func refusal(_ line: String, _ code: ErrorCode, _ words: String) {
        do {
            _ = try Self.text(line)
            Issue.record("\(line) has a value")
        } catch let error as ExpressionError {
            #expect(error.code == code, "\(line): \(error.message)")
            #expect(error.message.contains(words), "\(line): \(error.message)")
        } catch {
            Issue.record("\(line): \(error)")
        }
    }

    /// The layout of a formula: signs, coefficients of ±1 left out, fractions after their term.
    @Test(arguments: [
        (["x^2", "x", ""], ["1", "-1", "-1"], "x^2 - x - 1"),
        (["", "pi"], ["0", "-1/3"], "-pi/3"),
        (["pi/e"], ["-2/5"], "-2*(pi/e)/5"),
        (["", "x"], ["0", "0"], "0"),
    ])
    func formulaLayout(_ terms: [String], _ coefficients: [String], _ expected: String) {
        let text = CalculationResult.Kind.formulaLayout(terms: terms, coefficients: coefficients.map { BigRational($0) })
        #expect(text?.string == expected)
    }

    /// `contfrac(x, n)` climbs until n terms are fixed; at the maximum precision it gives those
    /// fixed, with a note; below it no note.
    @Test func continuedFractionAtTheLimitHasANote() throws {
        var settings = EvaluationSettings(digits: 30)
        settings.maximumPrecision = 300
        let limited = try ParsedExpression(parsing: "contfrac(pi, 200)").evaluate(settings: settings)
        #expect(limited.components.count == 84)
        #expect(limited.notes == ["only 84 of the 200 terms are certain (fixed by the digits proven at the maximum precision)"])
        let full = try ParsedExpression(parsing: "contfrac(pi, 60)").evaluate(settings: EvaluationSettings(digits: 30))
        #expect(full.components.count == 60 && full.notes.isEmpty)
        #expect(full.components[59].exact == BigRational(try Self.text("contfrac(pi, 60)[60]", digits: 30)))
    }

    @Test func formulaKindNameRoundTrips() {
        let kind = CalculationResult.Kind.formula(terms: ["x^2", "x", ""])
        #expect(CalculationResult.Kind(name: kind.name) == kind)
    }
}
