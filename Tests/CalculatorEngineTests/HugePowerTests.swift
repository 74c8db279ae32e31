import BigNumber
import Testing
@testable import CalculatorEngine

/// Powers with huge exponents are decided from magnitudes before any large computation, on every
/// power path: real and complex xʸ, roots, eˣ, 2ˣ, 10ˣ and the keypad (issue 30, items 3 and 4).
@Suite struct HugePowerTests {
    static let overflow = "overflow: result too large"
    static let underflow = "result too small to represent (below about 10^(-1.3e18))"

    static let refusals: [(String, String)] = [
        ("(-3)^(2^3400000)", overflow),
        ("(-3)^(2^90000)", overflow),
        ("3^(2^9000000099)", overflow),
        ("2^(10^6)!", overflow),
        ("root(-9000000099, 2^(-9000000099))", overflow),
        ("(1/3)^(2^3400000)", underflow),
        ("(1+i)^(2^100)", overflow),
        ("1.5^(2^70)", overflow),
        ("0.5^(2^70)", underflow),
        ("exp(10^30)", overflow),
        ("exp2(-(10^30))", underflow),
        ("exp10(2^3400000)", overflow),
        // |x| = 1 decides nothing from magnitudes; binary powering on 3.4 million bits is refused.
        ("(-1)^(2^3400000)", "operand of xʸ too large for exact evaluation (exact values are kept up to 3321930 bits)"),
    ]

    @Test(arguments: refusals)
    func isDecidedFromMagnitudes(line: String, message: String) {
        #expect(throws: ExpressionError.self) { try TestSupport.evaluate(line) }
        do {
            _ = try TestSupport.evaluate(line)
        } catch {
            #expect(error.message == message)
        }
    }

    /// Values near the refusals, against mpmath: root(-9, 2^-9) = (-9)^512 = 9^512.
    @Test(arguments: [
        ("root(-9, 2^(-9))", "373391848741020043532959754185e488"),
        ("1^(2^5000000)", "100000000000000000000000000000e0"),
        ("(-8)^(1/3)", "-200000000000000000000000000000e0"),
        ("(1 + 2^(-80))^(2^70)", "100097703949241653524284529221e0"),
        // An exact root of a 2.8-million-bit power, found at the root's own precision.
        ("root(7^1000000, 1000)", "125325663996571831810755483238e845"),
    ])
    func nearbyValues(line: String, expected: String) throws {
        let result = try TestSupport.evaluate(line)
        #expect(TestSupport.text(result.decimal()) == expected)
    }

    @Test func theKeypadTwinOverflows() throws {
        var brain = CalculatorBrain(precision: 64)
        brain.setOperand(decimal: "9000000099")
        for key in ["±", "ʸ√x"] { try brain.performOperation(key) }
        brain.setOperand(decimal: "9000000099")
        for key in ["±", "2ˣ", "="] { try brain.performOperation(key) }
        #expect(brain.error == .overflow)
    }
}

extension HugePowerTests {
    @Test func anExactRootOfAHugePowerStaysExact() throws {
        let result = try TestSupport.evaluate("root(7^1000000, 1000)")
        #expect(result.exact == BigRational(try BigInt(7).power(1000, limit: 4000)))
    }
}
