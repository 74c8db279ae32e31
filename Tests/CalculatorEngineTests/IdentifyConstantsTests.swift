import BigNumber
import Foundation
import Testing
@testable import CalculatorEngine

/// `identify(x, [c1, c2, …])`: the given constants join the search and are printed as written
/// (in parentheses where a factor or a divisor needs them), so that the formula reads back.
@Suite struct IdentifyConstantsTests {
    /// The value, the constants as written, and the formula expected.
    static let cases: [(String, String, String)] = [
        ("3*sqrt(7) + 1/2", "[sqrt(7)]", "1/2 + 3*sqrt(7)"),
        ("2*(1 + sqrt(7))/3", "[1 + sqrt(7)]", "2*(1 + sqrt(7))/3"),
        ("3*pi*(1+sqrt(7))/4", "[1+sqrt(7)]", "3*pi*(1+sqrt(7))/4"),
        ("pi*7^(1/3)/5", "[7^(1/3)]", "pi*7^(1/3)/5"),
        ("2*pi/7^(1/3)", "[7^(1/3)]", "2*(pi/7^(1/3))"),
        ("1/2 + 3*sqrt 7", "[sqrt 7]", "1/2 + 3*(sqrt 7)"),
        ("3 - sqrt(11)/4", "[-sqrt(11)]", "3 + (-sqrt(11))/4"),
        ("sqrt(7)/(1 + sqrt(2))", "[sqrt(7), 1+sqrt(2)]", "sqrt(7)/(1+sqrt(2))"),
        ("-5/3*gamma(1/4)", "[gamma(1/4)]", "-5*gamma(1/4)/3"),
        ("ln(7)*sqrt(2)*2/9", "[ln(7)]", "2*sqrt(2)*ln(7)/9"),
        ("1 - 4*zeta(5)", "[zeta(5)]", "1 - 4*zeta(5)"),
        ("pi^3/7", "[pi^3]", "pi^3/7"),
        ("exp(1/3) + 2", "[exp(1/3)]", "2 + exp(1/3)"),
        ("7*5!/3 + 1 + sqrt(19)", "[5! + sqrt(19)]", "161 + (5! + sqrt(19))"),
        ("pi*sqrt(7)", "[ sqrt(7) ]", "pi*sqrt(7)"),
        ("1/2 + pi/3", "[sqrt(7)]", "1/2 + pi/3"),
    ]

    @Test(arguments: cases)
    func formula(_ x: String, _ constants: String, _ expected: String) throws {
        #expect(try RecognitionRowTests.text("identify(\(x), \(constants))") == expected)
        #expect(try RecognitionRowTests.text("identify(\(x), \(constants))", digits: 100) == expected)
    }

    /// The formula read back at 120 digits is x: the difference is below 10⁻³⁰⁰ or 0.
    @Test(arguments: cases)
    func formulaReadsBack(_ x: String, _ constants: String, _: String) throws {
        let formula = try RecognitionRowTests.text("identify(\(x), \(constants))")
        var settings = EvaluationSettings(digits: 120)
        settings.provesDigits = false
        let residue = try ParsedExpression(parsing: "(\(formula)) - (\(x))").evaluate(settings: settings)
        #expect(residue.approximation.map { $0.isZero || ($0.exponent ?? 0) < -300 } == true, "\(formula)")
    }

    /// The constants must be real numbers written in the call; each refusal points at its operand.
    @Test(arguments: [
        ("identify(2, [sqrt(7), i])", ErrorCode.notReal, 23, "real"),
        ("identify(2, [sqrt(-1)])", .notReal, 14, "real"),
        ("identify(1 + i, [sqrt(7)])", .notReal, 1, "real"),
        ("identify(2, 2*[sqrt(7)])", .arguments, 1, "write the constants in the call"),
        ("identify(2, sqrt(7))", .shape, 1, "needs a vector, got a number"),
        ("identify(2, [sqrt(7), [1, 2]])", .shape, 13, "entries of a matrix must be numbers"),
        ("identify(2, [1/0])", .divisionByZero, 15, "division by zero"),
        ("identify(2, [sqrt(7)], 3)", .domain, 1, "identify takes a number and optionally a list of constants"),
        ("identify(algdep(sqrt(2), 2), [pi])", .shape, 1, "needs a number"),
        ("identify(sqrt(13), [" + (2...26).map { "sqrt(\($0))" }.joined(separator: ", ") + "])", .tooLarge, 20, "at most 24 constants"),
    ])
    func refusal(_ line: String, _ code: ErrorCode, _ column: Int, _ words: String) {
        do {
            _ = try RecognitionRowTests.text(line)
            Issue.record("\(line) has a value")
        } catch let error as ExpressionError {
            #expect(error.code == code, "\(line): \(error.message)")
            #expect(error.column == column, "\(line): \(error.message)")
            #expect(error.message.contains(words), "\(line): \(error.message)")
        } catch {
            Issue.record("\(line): \(error)")
        }
    }

    /// A variable holding the constants has no text that reads back: refused, at the call.
    @Test func constantsInAVariableAreRefused() throws {
        var session = Session()
        _ = try session.evaluate("v = [sqrt(7)]")
        do {
            _ = try session.evaluate("identify(1/2 + 3*sqrt(7), v)")
            Issue.record("identify with a variable has a value")
        } catch {
            #expect(error.code == .arguments && error.column == 1, "\(error.message)")
        }
    }

    /// The layout parenthesizes a term with a `/` or a blank outside parentheses only.
    @Test(arguments: [
        (["(1 + sqrt(7))"], ["2/3"], "2*(1 + sqrt(7))/3"),
        (["7^(1/3)"], ["3"], "3*7^(1/3)"),
        (["pi/7^(1/3)"], ["2"], "2*(pi/7^(1/3))"),
        (["sqrt 7"], ["3"], "3*(sqrt 7)"),
    ])
    func layout(_ terms: [String], _ coefficients: [String], _ expected: String) {
        #expect(CalculationResult.Kind.formulaLayout(terms: terms, coefficients: coefficients.map { BigRational($0) })?.string == expected)
    }
}
