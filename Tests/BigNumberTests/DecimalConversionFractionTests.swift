import CMPFR
import Testing

@testable import BigNumber

/// The multiplication-only conversion (`DecimalConversion.digitsOfFraction`) against MPFR's
/// `mpfr_get_str` digit for digit, with parts of a few digits so that few digits make deep trees
/// whose first cut runs on two threads.
@Suite struct DecimalConversionFractionTests {
    typealias Reference = DecimalConversionTests

    /// The fraction path's digits and exponent with leaves of `leaf` digits; nil when it declines.
    static func converted(_ x: BigFloat, _ count: Int, _ rounding: RoundingMode, leaf: Int) -> (String, Int)? {
        guard let exponent = DecimalConversion.decimalExponent(x.storage.value) else { return nil }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
        defer { buffer.deallocate() }
        guard let first = DecimalConversion.digitsOfFraction(
            of: x.storage.value, count: count, exponent: exponent, rounding: rounding.mpfr, into: buffer, leafDigits: leaf)
        else { return nil }
        return (String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self), first)
    }

    /// Random values of 1 … bits(count) + 300 bits with decimal exponents about −30 … 30, 2 … 1,500
    /// digits, leaves of 1 … 100 digits, every mode: MPFR's digits and exponent, never declined.
    @Test(arguments: [(1, 1), (2, 3), (3, 7), (4, 25), (5, 100)])
    func matchesMPFROnRandomValues(seed: UInt64, leaf: Int) {
        var generator = Reference.SplitMix(state: seed)
        var declined = 0
        for _ in 0..<40 {
            let count = Int.random(in: 2...1_500, using: &generator)
            let bits = Int.random(in: 1...(BigFloat.bits(forDigits: count) + 300), using: &generator)
            let x = Reference.randomValue(bits: bits, shift: Int.random(in: -100...100, using: &generator), using: &generator)
            for mode in Reference.modes {
                guard let fast = Self.converted(x, count, mode, leaf: leaf) else {
                    declined += 1
                    continue
                }
                let expected = Reference.reference(x, count, mode)
                #expect(fast.0 == expected?.0 && fast.1 == expected?.1, "\(count) digits \(mode)")
            }
        }
        #expect(declined == 0)
    }

    /// 1 + 2⁻ʲ has j + 1 significant digits, the last a 5: to j digits an exact tie (ties to even),
    /// to j + 1 and more exact; every mode, leaves of 2 digits.
    @Test(arguments: [5, 17, 64, 130, 257])
    func tiesAndExactValues(j: Int) {
        let x = BigFloat(1, precision: j + 1)
        let tail = BigFloat(1, precision: 2)
        mpfr_mul_2si(tail.storage.value, tail.storage.value, -j, MPFR_RNDN)
        mpfr_add(x.storage.value, x.storage.value, tail.storage.value, MPFR_RNDN)
        for count in [j, j + 1, j + 40] {
            for mode in Reference.modes {
                let fast = Self.converted(x, count, mode, leaf: 2)
                let expected = Reference.reference(x, count, mode)
                #expect(fast?.0 == expected?.0 && fast?.1 == expected?.1, "\(count) digits \(mode)")
            }
        }
    }

    /// Decimal strings with long runs of nines and zeros where the tree cuts them, parsed at about
    /// the precision of their digits: where the path does not decline, MPFR's digits; through
    /// `DecimalConversion.digits` (which falls back to division) always MPFR's digits.
    @Test(arguments: [11, 12, 13, 14])
    func runsOfNinesAndZeros(seed: UInt64) throws {
        var generator = Reference.SplitMix(state: seed)
        for _ in 0..<30 {
            let count = Int.random(in: 40...600, using: &generator)
            var digits = (0..<(count + 30)).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }
            for _ in 0..<3 {
                let start = Int.random(in: 1..<count, using: &generator)
                let run = Character(Bool.random(using: &generator) ? "9" : "0")
                for index in start..<Swift.min(start + Int.random(in: 20...90, using: &generator), digits.count) { digits[index] = run }
            }
            digits[0] = "7"
            let text = "0." + String(digits)
            let bits = BigFloat.bits(forDigits: count) + Int.random(in: -20...120, using: &generator)
            let x = try BigFloat(parsing: text, precision: bits)
            for mode in Reference.modes {
                let expected = Reference.reference(x, count, mode)
                if let fast = Self.converted(x, count, mode, leaf: 4) {
                    #expect(fast.0 == expected?.0 && fast.1 == expected?.1, "\(text) \(count) \(mode)")
                }
                let whole = Reference.converted(x, count, mode)
                #expect(whole?.0 == expected?.0 && whole?.1 == expected?.1, "\(text) \(count) \(mode)")
            }
        }
    }

    /// Negative values, values above one (an integer part of several digits) and below 10⁻⁵, to 30
    /// digits (fewer than the text has, so no run of zeros follows): the sign only directs the
    /// rounding; every mode.
    @Test(arguments: ["-2.718281828459045235360287471352662497757", "123456.7890123456789012345678901234567",
                      "-0.00000314159265358979323846264338327950288", "9.87654321098765432109876543210987654321"])
    func magnitudesAndSigns(text: String) throws {
        let x = try BigFloat(parsing: text, precision: 200)
        for mode in Reference.modes {
            let fast = Self.converted(x, 30, mode, leaf: 3)
            let expected = Reference.reference(x, 30, mode)
            #expect(fast?.0 == expected?.0 && fast?.1 == expected?.1, "\(mode)")
        }
    }
}
