import BigNumber
import Testing
@testable import CalculatorEngine

/// Inputs at the edges of what can be computed: each gives a correct value, an honest
/// "unproven" flag, or a quick specific error — never a hang, a crash or a wrong proven digit.
@Suite struct LimitsTests {
    static let values: [(String, String)] = [
        ("2^(2^40)", "805723224506582382563102683908e330985980541"),
        ("(2^40)!", "122499287755877306780020791177e12761927388951"),
        ("10^(10^6) mod 7", "400000000000000000000000000000e0"),
        ("1e-999999999999 + 1", "100000000000000000000000000000e0"),
        ("exp(10^6)", "303321539680208754508640214142e434294"),
        ("(1+1e-1000)^(10^1000)", "271828182845904523536028747135e0"),
        ("1e1000000 + 1e-1000000", "100000000000000000000000000000e1000000"),
        ("lgamma(10^30)", "680775527898213705205397436405e31"),
        ("10^-10^10", "100000000000000000000000000000e-10000000000"),
        ("0.5^(10^10)", "229185980455155474585877784240e-3010299957"),
        ("ln(10^1000 + 1) - 1000*ln(10)", "100000000000000000000000000000e-1000"),
        ("1e100 + sin(1) - 1e100", "841470984807896506652502321630e-1"),
        ("floor(e^(pi*sqrt(163)))", "262537412640768743000000000000e17"),
        ("floor(sqrt(2)*10^5)", "141421000000000000000000000000e5"),
        ("round(pi*1e20)", "314159265358979323846000000000e20"),
        ("trunc(-exp(1))", "-200000000000000000000000000000e0"),
        ("(10^30*sqrt(2)) mod 7", "698078569671875376948073176680e-1"),
        // Beyond the exact limit, C(n, k) comes from Arb's enclosure (mpmath: 2.28338877931726154950203572557e+3010296).
        ("binomial(10^7, 5*10^6)", "228338877931726154950203572557e3010296"),
    ]

    @Test(arguments: values)
    func computesAndProves(line: String, expected: String) throws {
        let result = try TestSupport.evaluate(line)
        #expect(TestSupport.text(result.decimal()) == expected)
        #expect(result.isProven)
    }

    static let refusals: [(String, String)] = [
        ("10^10^10 mod 7", "operand of mod too large for exact evaluation (exact values are kept up to 3321930 bits)"),
        ("sin(10^10^10)", "argument too large for a trigonometric function (above 2^4194304)"),
        ("(10^100000)!", "overflow: result too large"),
        ("gamma(1e30)", "overflow: result too large"),
        ("floor(10^10^10)", "operand of floor too large for exact evaluation (exact values are kept up to 3321930 bits)"),
        ("floor(exp(ln(3)))",
         "could not decide on which side of an integer the argument of floor lies at the maximum precision of 10560 bits (raise EvaluationSettings.maximumPrecision)"),
        ("ceil(sqrt(2)^2)",
         "could not decide on which side of an integer the argument of ceil lies at the maximum precision of 10560 bits (raise EvaluationSettings.maximumPrecision)"),
        // The 1 is below the last bit of the rounded 10^10^10 at every precision tried.
        ("10^10^10 + 1 - 10^10^10", "no digit of the result could be proven at the maximum precision of 10560 bits (raise EvaluationSettings.maximumPrecision)"),
    ]

    @Test(arguments: refusals)
    func refusesQuickly(line: String, message: String) {
        #expect(throws: ExpressionError.self) { try TestSupport.evaluate(line) }
        do {
            _ = try TestSupport.evaluate(line)
        } catch {
            #expect(error.message == message)
        }
    }
}
