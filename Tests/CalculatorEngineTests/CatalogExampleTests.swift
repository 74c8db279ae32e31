import CalculatorEngine
import Testing

/// The examples `help NAME` shows: every operation an expression can spell has one, and each
/// evaluates, at 20 digits, to the value an independent source gives.
struct CatalogExampleTests {
    @Test(arguments: OperationCatalog.expressionRows.map(\.operation))
    func everyOperationAnExpressionCanSpellHasAnExampleThatEvaluates(_ operation: CatalogOperation) throws {
        let example = try #require(operation.row.example, "\(operation) has no example")
        #expect(throws: Never.self) { try OperationCatalog.exampleValue(example) }
    }

    @Test func onlyTheKeypadsEqualsKeyHasNoExample() {
        #expect(OperationCatalog.rows.filter { $0.example == nil }.map(\.operation) == [.equals])
    }

    /// Examples and their values at 20 digits: mpmath 1.3 at 50 digits, rounded (integers and
    /// exact values from Python's integer arithmetic).
    @Test(arguments: [
        ("cos(1)", "0.5403023058681397174"),
        ("cot(1)", "0.64209261593433070301"),
        ("sinh(1)", "1.1752011936438014569"),
        ("cosh(1)", "1.5430806348152437785"),
        ("tanh(0.5)", "0.4621171572600097585"),
        ("asinh(1)", "0.88137358701954302523"),
        ("log2(10)", "3.3219280948873623479"),
        ("exp10(0.5)", "3.162277660168379332"),
        ("agm(1, sqrt(2))", "1.1981402347355922074"),
        ("lgamma(100)", "359.13420536957539878"),
        ("digamma(1)", "-0.57721566490153286061"),
        ("erf(1)", "0.84270079294971486934"),
        ("erfc(3)", "0.000022090496998585441373"),
        ("polygamma(1, 1)", "1.6449340668482264365"),
        ("zeta(2, 2)", "0.64493406684822643647"),
        ("Ei(1)", "1.8951178163559367555"),
        ("li(1000)", "177.60965799015222669"),
        ("bessely(0, 1)", "0.088256964215676957983"),
        ("besseli(0, 1)", "1.2660658777520083356"),
        ("besselk(0, 1)", "0.42102443824070833334"),
        ("airyai(0)", "0.35502805388781723926"),
        ("airybi(0)", "0.61492662744600073515"),
        ("ellipk(0.5)", "1.8540746773013719184"),
        ("ellipe(0.5)", "1.3506438810476755025"),
        ("stdev(2, 4, 4, 4, 5, 5, 7, 9)", "2.1380899352993950775"),
        ("variance(2, 4, 4, 4, 5, 5, 7, 9)", "4.5714285714285714286"),
        ("catalan", "0.91596559417721901505"),
        ("euler", "0.57721566490153286061"),
        ("ln2", "0.69314718055994530942"),
        ("e", "2.7182818284590452354"),
        ("pi", "3.1415926535897932385"),
        ("beta(2, 3)", "0.083333333333333333333"),
        ("product(1 - 1/k^2, k, 2, 100)", "0.505"),
        ("powmod(2, 100, 10^9 + 7)", "976371285"), ("modinv(3, 11)", "4"), ("isqrt(99)", "9"), ("iroot(100, 3)", "4"),
        ("12 & 10", "8"), ("12 | 10", "14"), ("12 xor 10", "6"), ("~5", "-6"), ("3 << 4", "48"), ("100 >> 3", "12"),
        ("gcd(12, 18, 30)", "6"), ("lcm(4, 6, 10)", "60"), ("numdigits(2^100)", "31"), ("numdigits(255, 16)", "2"),
        ("totient(36)", "12"), ("numdivisors(36)", "9"), ("nextprime(100)", "101"), ("prevprime(100)", "97"),
        ("median(3, 1, 4, 1)", "2"), ("pvariance(2, 4, 4, 4, 5, 5, 7, 9)", "4"), ("50 + 10%", "55"), ("-7 mod 3", "2"),
        ("round(-2.5)", "-3"), ("0.1 + 0.2 == 0.3", "1"), ("abs(3 + 4i)", "5"), ("conj(3 - 4i)", "3 + 4i"),
        ("erfinv(0.5)", "0.47693627620446987338"), ("erfcinv(1e-10)", "4.5728249673894852787"),
        ("sinc(pi/2)", "0.63661977236758134308"), ("sign(-2.5)", "-1"), ("frac(-2.5)", "0.5"), ("nthroot(-27, 3)", "-3"),
    ] as [(String, String)])
    func examplesHaveTheirReferenceValues(example: String, expected: String) throws {
        #expect(OperationCatalog.rows.contains { $0.example == example }, "\(example) is no row's example")
        #expect(try OperationCatalog.exampleValue(example) == expected)
    }
}
