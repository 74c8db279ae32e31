import BigNumber
import Foundation
import Testing

/// BigNumber's values as a client package meets them (plain `import BigNumber`): integer text with
/// the expression language's prefixes, exact rationals from binary floating point, the shortest
/// round-trip text of a `BigFloat`, and factorizations as values. Expected values from Python
/// (`int(text, 0)`, `fractions.Fraction`, gmpy2 with `Tests/References/generate_bigcomplex.py`'s
/// shortest-text search).
@Suite struct LibraryValueTests {
    // MARK: BigInt text with prefixes

    @Test(arguments: [
        ("0xff", "255"), ("0XFF", "255"), ("-0x10", "-16"), ("+0b101", "5"), ("0B0", "0"), ("0o777", "511"),
        ("-0o17", "-15"), ("0xffffffffffffffffffffffffffffffffffffffff", "1461501637330902918203684832716283019655932542975"),
        ("0x00ff", "255"), ("-0", "0"), ("0", "0"), ("12", "12"),
    ])
    func integerTextTakesPrefixes(text: String, decimal: String) {
        #expect(BigInt(text)?.description == decimal)
    }

    /// Every base-16, 8 and 2 row of `bigint.tsv` reads back with its prefix, as `-0x…` when negative.
    @Test(arguments: ReferenceRow.bigInt("radix").filter { ["16", "8", "2"].contains($0.arguments[1]) })
    func prefixedReferenceDigitsReadBack(row: ReferenceRow) throws {
        let value = try #require(BigInt(row.arguments[0]))
        let prefix = ["16": "0x", "8": "0o", "2": "0b"][row.arguments[1]] ?? ""
        let negative = row.expected.hasPrefix("-")
        let text = (negative ? "-" : "") + prefix + row.expected.drop { $0 == "-" }
        #expect(BigInt(text) == value)
        #expect(BigInt(text.uppercased()) == value)
    }

    @Test func radixInitializerStaysWithoutPrefixes() {
        #expect(BigInt("ff", radix: 16) == 255)
        #expect(BigInt("0xff", radix: 16) == nil)
        #expect(BigInt("0x10"[...]) == nil)  // a Substring goes to init(_:radix:), as before
    }

    // MARK: BigRational from binary floating point

    @Test(arguments: [
        (0.1, "3602879701896397", "36028797018963968"), (0.3, "5404319552844595", "18014398509481984"),
        (-2.5, "-5", "2"), (0.0, "0", "1"), (-0.0, "0", "1"), (1.0, "1", "1"), (3.0e9, "3000000000", "1"),
    ])
    func rationalOfADoubleIsItsBinaryValue(value: Double, numerator: String, denominator: String) throws {
        let exact = try #require(BigRational(exactly: value))
        #expect(exact.numerator.description == numerator && exact.denominator.description == denominator)
        #expect(Double(exact) == value)
    }

    @Test func rationalOfExtremeDoubles() throws {
        #expect(BigRational(exactly: Double.leastNonzeroMagnitude) == BigRational(numerator: 1, denominator: BigInt(1) << 1074))
        #expect(BigRational(exactly: 2.2250738585072014e-308) == BigRational(numerator: 1, denominator: BigInt(1) << 1022))
        let largestSignificand: BigInt = (BigInt(1) << 53) - BigInt(1)
        #expect(BigRational(exactly: Double.greatestFiniteMagnitude) == BigRational(largestSignificand << 971))
        let large = try #require(BigRational(exactly: 1e300))
        #expect(large.numerator.description.hasPrefix("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160"))
        #expect(BigRational(exactly: Double.nan) == nil)
        #expect(BigRational(exactly: Double.infinity) == nil && BigRational(exactly: -Double.infinity) == nil)
        #expect(BigRational(exactly: Float(0.1)) == BigRational(numerator: 13_421_773, denominator: 134_217_728))
        #expect(BigRational(exactly: Float.leastNonzeroMagnitude) == BigRational(numerator: 1, denominator: BigInt(1) << 149))
        #expect(BigRational(exactly: -Float(1.5)) == BigRational(numerator: -3, denominator: 2))
        #expect(BigRational(exactly: Float.nan) == nil)
        #expect(BigRational(exactly: 7) == 7)  // an integer literal still reads as an integer
    }

    // MARK: The shortest text that reads back

    @Test(arguments: [
        ("0.1", 64, "0.1"), ("0.1", 53, "0.1"), ("0.3", 64, "0.3"), ("1e100", 53, "1e100"), ("123456.789", 24, "123456.79"),
        ("999999", 10, "1e6"), ("-2.5e-7", 64, "-2.5e-7"), ("1152921504606846976", 64, "1152921504606846976"),
        ("1e21", 64, "1e21"), ("1e-7", 64, "1e-7"), ("0.000001", 64, "0.000001"),
        ("4.9406564584124654e-324", 53, "4.9406564584124654e-324"),
    ])
    func descriptionIsTheShortestTextThatReadsBack(text: String, precision: Int, expected: String) throws {
        let value = try #require(BigFloat(text, precision: precision))
        #expect(value.description == expected)
        #expect(BigFloat(value.description, precision: precision) == value)
    }

    @Test func computedValuesPrintTheirShortestText() {
        #expect((BigFloat(1, precision: 64) / BigFloat(3, precision: 64)).description == "0.33333333333333333334")
        #expect(BigFloat.pi(precision: 64).description == "3.1415926535897932385")
        #expect((BigFloat(0.1, precision: 53) + BigFloat(0.2, precision: 53)).description == "0.30000000000000004")
        #expect(BigFloat.sqrt(BigFloat(2, precision: 256)).description
                == "1.4142135623730950488016887242096980785696718753769480731766797379907324784621")
        #expect(BigFloat(0.1, precision: 53).description == String(describing: 0.1))
    }

    /// Square roots and their reciprocals at precisions from 2 bits up: the text reads back, and
    /// neither decimal of one digit fewer next to the value (truncated, rounded away) does.
    @Test(arguments: [2, 5, 10, 24, 53, 64, 113, 300, 1000])
    func computedValuesReadBack(precision: Int) throws {
        for k in 2...60 {
            let root = BigFloat.sqrt(BigFloat(k, precision: precision))
            for value in [root, 1 / root, -root * 1e-30, root * 1e300] {
                let text = value.description
                #expect(BigFloat(text, precision: precision) == value, "\(text)")
                let significant = Self.significantDigitCount(text)
                guard significant > 1 else { continue }
                for rounding in [RoundingMode.towardZero, .awayFromZero] {
                    let shorter = try #require(value.decimal(significantDigits: significant - 1, rounding: rounding))
                    #expect(BigFloat(shorter.text(.scientific).string, precision: precision) != value, "\(text)")
                }
            }
        }
    }

    /// The significant digits of a number's text: `0.0707` has 3, `1200` 2, `1.50e7` 3.
    static func significantDigitCount(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" }.filter(\.isNumber).drop { $0 == "0" }
        return mantissa.reversed().drop { $0 == "0" }.count
    }

    @Test(arguments: [("0.1", 64), ("0.1", 53), ("1e-400000", 200), ("-7", 2), ("3.14159265358979323846264338327950288", 113)])
    func codableKeepsTheExactValue(text: String, precision: Int) throws {
        let value = try #require(BigFloat(text, precision: precision))
        let json = try JSONEncoder().encode(value)
        let back = try JSONDecoder().decode(BigFloat.self, from: json)
        #expect(back == value && back.precision == precision)
        #expect(String(decoding: json, as: UTF8.self).contains("\"\(value.description)\""))
    }

    @Test func roundedDecimalPrintsItsDigits() throws {
        let third = try #require(BigRational("1/3")).roundedDecimal(significantDigits: 10)
        #expect(third.description == "0.3333333333")
        #expect(BigFloat.RoundedDecimal(isNegative: false, digits: Array("1500".utf8), exponent: 0).description == "1.500")
        #expect(BigFloat.RoundedDecimal(isNegative: true, digits: Array("15".utf8), exponent: -7).description == "-1.5e-7")
        #expect(BigFloat.RoundedDecimal(isNegative: false, digits: Array("6022".utf8), exponent: 23).description == "6.022e23")
        #expect(String(reflecting: third) == "0.3333333333")
    }

    // MARK: Factorizations as values

    @Test func factorizationIsAListOfPrimePowers() throws {
        let expected = [PrimePower(prime: -1, exponent: 1), PrimePower(prime: 2, exponent: 3),
                        PrimePower(prime: 3, exponent: 2), PrimePower(prime: 5, exponent: 1)]
        #expect(BigInt(-360).factorization() == expected)
        #expect(Set(BigInt(360).factorization()) == Set(expected.dropFirst()))
        #expect(BigInt(-360).factorization().map(\.description) == ["-1", "2^3", "3^2", "5"])
        #expect(BigInt(0).factorization() == [PrimePower(prime: 0, exponent: 1)])
        #expect(BigInt(1).factorization().isEmpty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(BigInt(12).factorization())
        #expect(String(decoding: json, as: UTF8.self) == #"[{"exponent":2,"prime":"2"},{"exponent":1,"prime":"3"}]"#)
        #expect(try JSONDecoder().decode([PrimePower].self, from: json) == BigInt(12).factorization())
    }

    /// The path taken where FLINT 2's sieve has no directory (no private one, the current one not
    /// writable) gives the same factorizations as `bigint.tsv` (gmpy2), without the sieve. Left
    /// out: the product of two 20-digit primes, which takes ECM seconds where the sieve takes 0.1 s.
    @Test(arguments: ReferenceRow.bigInt("factor", "factor.random").filter { $0.arguments[0] != "1434347453632981835454714358793475034169" })
    func factoringWithoutTheSieveMatchesReferences(row: ReferenceRow) throws {
        let n = try #require(BigInt(row.arguments[0]))
        let factors = n.factorizationWithoutSieve()
        #expect(factors == n.factorization())
        if row.expected != "-" {
            #expect(factors.map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)^\($0.exponent)" }.joined(separator: "*") == row.expected)
        }
    }

    @Test func factoringWithoutTheSieveSplitsLargeSemiprimesAndPowers() throws {
        // 15-digit primes from gmpy2.next_prime: their product (97 bits) is beyond trial division and rho.
        let p = try #require(BigInt("123456789012419")), q = try #require(BigInt("987654321098771"))
        #expect(p * q == BigInt("121932631137094898520044637049"))
        #expect((p * q).factorizationWithoutSieve() == [PrimePower(prime: p, exponent: 1), PrimePower(prime: q, exponent: 1)])
        let power = try p.power(3) * q * q * 1024
        #expect(power.factorizationWithoutSieve()
                == [PrimePower(prime: 2, exponent: 10), PrimePower(prime: p, exponent: 3), PrimePower(prime: q, exponent: 2)])
        #expect(BigInt(-97).factorizationWithoutSieve() == [PrimePower(prime: -1, exponent: 1), PrimePower(prime: 97, exponent: 1)])
    }
}
