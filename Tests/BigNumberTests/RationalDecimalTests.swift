import BigNumber
import Testing

/// `BigRational.roundedDecimal(significantDigits:)`: correctly rounded, ties to even, with the carry
/// of 9.99… into a new power of ten. Expected digits and exponents: Python's exact `Fraction`,
/// `round(|n/d| · 10^(k−1−E))` (ties to even) with E = ⌊log₁₀|n/d|⌋, carried when it reaches 10^k.
@Test(arguments: [
    ("1", "8", 2, false, "12", -1),
    ("3", "8", 2, false, "38", -1),
    ("27", "200", 2, false, "14", -1),
    ("1999", "200", 3, false, "100", 1),
    ("-5", "2", 1, true, "2", 0),
    ("-7", "2", 1, true, "4", 0),
    ("100000000000000000000000000000000000000000000000001", "1", 5, false, "10000", 50),
    ("1", "30000000000000000000000000000000000000000", 10, false, "3333333333", -41),
    ("2", "3", 30, false, "666666666666666666666666666667", -1),
    ("123456789", "1", 3, false, "123", 8),
    ("999999", "1", 3, false, "100", 6),
    ("1023", "1", 2, false, "10", 3),
    ("1024", "1", 2, false, "10", 3),
    ("1", "1023", 3, false, "978", -4),
    ("1", "1024", 3, false, "977", -4),
    ("1000", "1", 1, false, "1", 3),
    ("999", "1", 2, false, "10", 3),
    ("1", "1000", 4, false, "1000", -3),
    ("1", "999", 4, false, "1001", -3),
    ("-1", "7", 25, true, "1428571428571428571428571", -1),
    ("355", "113", 20, false, "31415929203539823009", 0),
    ("999999999999999999999999999999", "1000000000000000000000000000000", 29, false, "10000000000000000000000000000", 0),
    ("5", "10000000000000000000000000000000000000000", 1, false, "5", -40),
    ("25", "10", 1, false, "2", 0),
    ("35", "10", 1, false, "4", 0),
    ("-15", "100", 1, true, "2", -1),
    ("-4164299687020040889650120", "714660325135", 4, true, "5827", 12),
    ("9630469975253471855182965", "39576827341", 6, false, "243336", 14),
    ("-7297599619519008502225062", "99817887525", 28, true, "7310913705413050417313028585", 13),
    ("-1363844136625447990363101", "689903285049", 4, true, "1977", 12),
    ("5345838749507708436415695", "48194179473", 9, false, "110922912", 14),
    ("-4419409464094433537174122", "131171247085", 20, true, "33691907047514928619", 13),
] as [(String, String, Int, Bool, String, Int)])
func rationalRoundsToSignificantDigits(
    numerator: String, denominator: String, digits: Int, isNegative: Bool, expected: String, exponent: Int
) throws {
    let top = try #require(BigInt(numerator)), bottom = try #require(BigInt(denominator))
    let value = try #require(BigRational(numerator: top, denominator: bottom))
    let decimal = value.roundedDecimal(significantDigits: digits)
    #expect(decimal == BigFloat.RoundedDecimal(isNegative: isNegative, digits: Array(expected.utf8), exponent: exponent))
}

/// Zero has the single digit 0 and exponent 0, whatever the number of digits.
@Test(arguments: [1, 30])
func zeroRoundsToOneZeroDigit(digits: Int) {
    #expect(BigRational(0).roundedDecimal(significantDigits: digits)
            == BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0))
}
