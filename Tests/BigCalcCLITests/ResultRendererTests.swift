import BigCalcFrontEnd
import BigNumber
import CalculatorDisplay
import Foundation
import CalculatorEngine
import Testing
@testable import bigcalc

/// A result of the exact rational `numerator/denominator`, as the evaluator would return it.
private func exactResult(_ numerator: BigInt, _ denominator: BigInt = 1, digits: Int = 30) throws -> CalculationResult {
    let exact = try #require(BigRational(numerator: numerator, denominator: denominator))
    let precision = BigFloat.bits(forDigits: digits) + 64
    return CalculationResult(
        exact: exact, approximation: BigFloat(numerator: numerator, denominator: denominator, precision: precision),
        digits: digits, isProven: true)
}

/// A result with no exact value, approximated by the decimal `text`.
private func approximateResult(_ text: String, digits: Int = 30) throws -> CalculationResult {
    let value = try BigFloat(parsing: text, precision: BigFloat.bits(forDigits: digits) + 64)
    return CalculationResult(exact: nil, approximation: value, digits: digits, isProven: true)
}

/// Output formats of exact and approximate results: the values are exact decimal expansions of
/// small rationals (1/3 = 0.333…, 1/8 = 0.125), so the expected strings need no outside reference.
@Suite struct ResultRendererTests {
    @Test(arguments: [
        (OutputFormat.plain, 1, 3, 30, "0." + String(repeating: "3", count: 30)),
        (.plain, 3, 10, 30, "0.3"),
        (.plain, -5, 2, 30, "-2.5"),
        (.plain, 123, 1, 30, "123"),
        (.plain, 1, 1_000_000, 30, "0.000001"),
        (.plain, 1, 10_000_000, 30, "1e-7"),
        (.plain, -1, 30_000_000, 5, "-3.3333e-8"),
        (.plain, 1, 8, 1, "0.1"),
        (.plain, 3, 8, 1, "0.4"),
        (.plain, 2, 3, 3, "0.667"),
        (.plain, 0, 1, 30, "0"),
        (.scientific, 1, 3, 5, "3.3333e-1"),
        (.scientific, 123, 1, 5, "1.2300e2"),
        (.scientific, -1, 8, 3, "-1.25e-1"),
        (.scientific, 7, 1, 1, "7e0"),
        (.scientific, 0, 1, 5, "0"),
        (.engineering, 12345, 1, 5, "12.345e3"),
        (.engineering, 1, 1000, 3, "1.00e-3"),
        (.engineering, -1, 3, 4, "-333.3e-3"),
        (.engineering, 100, 1, 1, "100e0"),
        (.engineering, 1, 30, 2, "33e-3"),
        (.fraction, 1, 2, 30, "1/2"),
        (.fraction, -14, 6, 30, "-7/3"),
        (.fraction, 5, 1, 30, "5"),
        (.fraction, 0, 1, 30, "0"),
    ])
    func exactRationals(format: OutputFormat, numerator: Int, denominator: Int, digits: Int, expected: String) throws {
        let result = try exactResult(BigInt(numerator), BigInt(denominator), digits: digits)
        #expect(try ResultRenderer(format: format).render(result).string == expected)
    }

    @Test func exactIntegersPrintEveryDigitInPlainFormat() throws {
        let twoTo100 = try exactResult(try BigInt(2).power(100), digits: 5)
        #expect(try ResultRenderer(format: .plain).render(twoTo100).string == "1267650600228229401496703205376")
        #expect(try ResultRenderer(format: .scientific).render(twoTo100).string == "1.2677e30")
    }

    @Test(arguments: [
        ("1e10000000000", 30, "1e10000000000"),
        ("-2.5e-300", 30, "-2.5e-300"),
        ("1.5e29", 30, "150000000000000000000000000000"),
        ("1.5e30", 30, "1.5e30"),
        ("123456.7", 5, "1.2346e5"),
        ("99999.95", 6, "99999.9"),
        ("99999.95", 5, "1e5"),
        ("-0", 30, "0"),
    ])
    func approximationsInPlainFormat(text: String, digits: Int, expected: String) throws {
        let result = try approximateResult(text, digits: digits)
        #expect(try ResultRenderer(format: .plain).render(result).string == expected)
    }

    @Test func fractionOfAnIrrationalResultIsAnError() throws {
        let result = try approximateResult("1.4142135623730950488016887242097")
        #expect(throws: RenderingError.notRational) { try ResultRenderer(format: .fraction).render(result) }
    }

    @Test func longDigitRunsAreSharedNotCopied() throws {
        let result = try exactResult(1, 7, digits: 10_000)
        let text = try ResultRenderer(format: .plain).render(result)
        #expect(text.pieces.map(\.count) == [2, 10_000])
        #expect(text.string.hasPrefix("0.142857142857"))
    }
}

/// The grouped format applies the display layer's grouping for a locale to the plain text.
@Suite struct GroupedFormatTests {
    @Test(arguments: [
        ("en_US", 2_469_135, 2, "1,234,567.5"),
        ("de_DE", 2_469_135, 2, "1.234.567,5"),
        ("en_US", -1_000_000, 1, "-1,000,000"),
        ("en_US", 1, 4, "0.25"),
    ])
    func groupsThePlainText(locale: String, numerator: Int, denominator: Int, expected: String) throws {
        let result = try exactResult(BigInt(numerator), BigInt(denominator))
        let renderer = ResultRenderer(format: .grouped, grouping: DisplayFormatter(locale: Locale(identifier: locale)))
        #expect(try renderer.render(result).string == expected)
    }
}
