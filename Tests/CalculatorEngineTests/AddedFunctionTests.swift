import Testing
import TestSupport
@testable import CalculatorEngine

/// erfinv, erfcinv, sign, frac, nthroot and sinc: exact values (Python's `fractions`), digits
/// against mpmath at 120 digits (`erfinv`, `sinc`, `sign`, `frac`, `root`; erfcinv(x) as
/// `erfinv(1 - x)` at 400 digits), complex arguments, and the errors of their domains.
@Suite struct AddedFunctionTests {
    /// Exact values, as fractions in lowest terms.
    static let exactValues: [(String, String)] = [
        ("sign(-2.5)", "-1"),
        ("sign(0)", "0"),
        ("sign(7/3)", "1"),
        ("sgn(-10^100)", "-1"),
        ("frac(-2.5)", "1/2"),
        ("frac(2.5)", "1/2"),
        ("frac(7/3)", "1/3"),
        ("frac(-7/3)", "2/3"),
        ("frac(5)", "0"),
        ("frac(-5)", "0"),
        ("frac(10^30 + 1/4)", "1/4"),
        ("nthroot(27, 3)", "3"),
        ("nthroot(-8, 3)", "-2"),
        ("nthroot(16/81, 4)", "2/3"),
        ("nthroot(-1/32, 5)", "-1/2"),
        ("nthroot(0, 4)", "0"),
        ("nthroot(7, 1)", "7"),
        ("nthroot(3^100, 50)", "9"),
        ("nthroot(1e-30, 3)", "1/10000000000"),
        ("erfinv(0)", "0"),
        ("erfcinv(1)", "0"),
        ("sinc(0)", "1"),
    ]

    @Test(arguments: exactValues)
    func exactValue(line: String, fraction: String) throws {
        let result = try TestSupport.evaluate(line)
        #expect(result.fraction == fraction, "\(line)")
        #expect(result.imaginaryPart == nil, "\(line)")
    }

    /// Values on balls: the printed 30 digits must be mpmath's, proven.
    static let references: [(String, String)] = [
        ("erfinv(0.5)", "4.76936276204469873381418353643e-1"),
        ("erfinv(-0.5)", "-4.76936276204469873381418353643e-1"),
        ("erfinv(0.999)", "2.32675376551352467056022020098"),
        ("erfinv(1 - 10^-30)", "8.14861622316986460738456666065"),
        ("erfinv(1e-20)", "8.86226925452758013649083741671e-21"),
        ("erfcinv(0.5)", "4.76936276204469873381418353643e-1"),
        ("erfcinv(1.5)", "-4.76936276204469873381418353643e-1"),
        ("erfcinv(1e-20)", "6.60158062235514256151639163242"),
        ("erfcinv(1e-100)", "1.50655747025926457044046105414e+1"),
        ("sinc(1)", "8.4147098480789650665250232163e-1"),
        ("sinc(-3)", "4.70400026866224073669149342694e-2"),
        ("sinc(1e-10)", "9.99999999999999999998333333333e-1"),
        ("sinc(100)", "-5.0636564110975879365655761046e-3"),
        ("sinc(2i)", "1.8134302039235093838341069914"),
        ("frac(pi)", "1.4159265358979323846264338328e-1"),
        ("frac(-e)", "2.81718171540954764639712528647e-1"),
        ("frac(10^20 * pi)", "2.64338327950288419716939937511e-1"),
        ("nthroot(2, 3)", "1.25992104989487316476721060728"),
        ("nthroot(-10, 7)", "-1.38949549437313763712998521735"),
        ("sign(pi - 3)", "1"),
        ("sign(sqrt(2) - 1.4142136)", "-1"),
    ]

    @Test(arguments: references)
    func matchesMpmath(line: String, reference: String) throws {
        let result = try TestSupport.evaluate(line)
        try TestSupport.expectDigits(of: result, reference, line)
        #expect(result.isProven && result.imaginaryPart == nil, "\(line)")
    }

    /// Complex arguments: sign is z/|z| (exact when |z| is rational), sinc is sin(z)/z.
    static let complexValues: [(String, String, String)] = [
        ("sign(3 + 4i)", "6e-1", "8e-1"),
        ("sign(-5i)", "0", "-1"),
        ("sign(1 + 2i)", "4.47213595499957939281834733746e-1", "8.94427190999915878563669467493e-1"),
        ("sign(-1 - i)", "-7.07106781186547524400844362105e-1", "-7.07106781186547524400844362105e-1"),
        ("sinc(1 + i)", "9.667107481003567015405622844e-1", "-3.31746833315620593285480081408e-1"),
        ("sinc(-2 + 0.5i)", "4.57004398990018963576632521923e-1", "2.2267718120789959670595623643e-1"),
    ]

    @Test(arguments: complexValues)
    func complexValue(line: String, real: String, imaginary: String) throws {
        let result = try TestSupport.evaluate(line)
        try TestSupport.expectDigits(of: result.realPart, real, line)
        let imaginaryPart = try #require(result.imaginaryPart, "\(line) is not complex")
        try TestSupport.expectDigits(of: imaginaryPart, imaginary, line)
        #expect(result.isProven && imaginaryPart.isProven, "\(line)")
    }

    /// Errors: the message (its start, for the precision limit, which goes on with the bits
    /// tried), the stable code and the column.
    static let errors: [(String, String, ErrorCode)] = [
        ("erfinv(1)", "inverse error function at -1 or 1 (infinite)", .domain),
        ("erfinv(-1)", "inverse error function at -1 or 1 (infinite)", .domain),
        ("erfinv(1.5)", "inverse error function of a number outside (-1, 1)", .domain),
        ("erfinv(-2)", "inverse error function of a number outside (-1, 1)", .domain),
        ("erfinv(1 + i)", "erfinv takes real arguments only, got a complex number", .notReal),
        ("erfcinv(0)", "inverse complementary error function at 0 or 2 (infinite)", .domain),
        ("erfcinv(2)", "inverse complementary error function at 0 or 2 (infinite)", .domain),
        ("erfcinv(-1)", "inverse complementary error function of a number outside (0, 2)", .domain),
        ("erfcinv(2.5)", "inverse complementary error function of a number outside (0, 2)", .domain),
        ("nthroot(-8, 2)", "even root of a negative number", .domain),
        ("nthroot(-pi, 4)", "even root of a negative number", .domain),
        ("nthroot(8, 1.5)", "nthroot needs an integer degree n ≥ 1", .domain),
        ("nthroot(8, pi)", "nthroot needs an integer degree n ≥ 1", .domain),
        ("nthroot(8, 0)", "nthroot needs an integer degree n ≥ 1", .domain),
        ("nthroot(8, -3)", "nthroot needs an integer degree n ≥ 1", .domain),
        ("nthroot(2 + i, 3)", "nthroot takes real arguments only, got a complex number", .notReal),
        ("frac(1 + i)", "frac takes real arguments only, got a complex number", .notReal),
        ("sign(sqrt(2)^2 - 2)", "could not decide whether the argument of sign is 0", .precision),
        ("sign(exp(1) - e)", "could not decide whether the argument of sign is 0", .precision),
        ("frac(sqrt(2)^2)", "could not decide on which side of an integer the argument of frac lies", .precision),
        ("sinc(10^(10^7))", "argument too large for a trigonometric function", .tooLarge),
    ]

    @Test(arguments: errors)
    func reportsError(line: String, message: String, code: ErrorCode) {
        do {
            let result = try TestSupport.evaluate(line)
            Issue.record("\(line) gave \(TestSupport.text(result.decimal()))")
        } catch {
            #expect(error.message.hasPrefix(message), "\(line): \(error.message)")
            #expect(error.code == code, "\(line): \(error.code)")
            #expect(error.column == 1, "\(line)")
        }
    }

    /// With `--real` the complex arguments are refused, and sign keeps its real values.
    @Test func realOnlySettings() throws {
        #expect(try TestSupport.evaluate("sign(-pi)", real: true).fraction == "-1")
        #expect(try TestSupport.evaluate("nthroot(-27, 3)", real: true).fraction == "-3")
        #expect(throws: ExpressionError.self) { try TestSupport.evaluate("sign(sqrt(-1))", real: true) }
    }

    /// sinc is in radians whatever the angle unit (mpmath's sinc); sign of a degree angle is unchanged.
    @Test func sincIgnoresTheAngleUnit() throws {
        let degrees = try TestSupport.evaluate("sinc(1)", angleUnit: .degrees)
        try TestSupport.expectDigits(of: degrees, "8.4147098480789650665250232163e-1", "sinc(1) in degrees")
    }

    /// solve treats sign's step at 0 as the jump it is, as it treats floor's.
    @Test func solveRefusesTheJumpOfSign() {
        #expect(throws: ExpressionError.self) { try TestSupport.evaluate("solve(sign(x - 0.3) + 0.5, x, 0, 1)") }
    }
}
