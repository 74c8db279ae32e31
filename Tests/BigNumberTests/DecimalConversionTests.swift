import CMPFR
import Testing

@testable import BigNumber

/// The integer decimal conversion against MPFR's `mpfr_get_str` (the independent reference: a
/// different algorithm, MPFR's own floating-point scaling) digit for digit, and the zero-copy API.
@Suite struct DecimalConversionTests {
    /// The modes in MPFR's terms, with names for the test report.
    static let modes: [RoundingMode] = RoundingMode.allCases

    /// SplitMix64: a small deterministic generator so that failures are reproducible.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `mpfr_get_str`'s digits and the power of ten of the first digit.
    static func reference(_ x: BigFloat, _ count: Int, _ rounding: RoundingMode) -> (String, Int)? {
        var exponent: mpfr_exp_t = 0
        guard let raw = mpfr_get_str(nil, &exponent, 10, count, x.storage.value, rounding.mpfr) else { return nil }
        defer { mpfr_free_str(raw) }
        let text = String(cString: raw)
        return (text.hasPrefix("-") ? String(text.dropFirst()) : text, Int(exponent) - 1)
    }

    /// The integer path's digits and exponent, nil when it declines.
    static func converted(_ x: BigFloat, _ count: Int, _ rounding: RoundingMode) -> (String, Int)? {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
        defer { buffer.deallocate() }
        guard let exponent = DecimalConversion.digits(of: x.storage.value, count: count, rounding: rounding.mpfr, into: buffer)
        else { return nil }
        return (String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self), exponent)
    }

    /// A random value: `bits` random bits, scaled by 2^shift, with a random sign.
    static func randomValue(bits: Int, shift: Int, using generator: inout SplitMix) -> BigFloat {
        var x = BigFloat.random(precision: bits, using: &generator)
        if x.isZero { x = BigFloat(1, precision: bits) }
        mpfr_mul_2si(x.storage.value, x.storage.value, shift, MPFR_RNDN)
        if Bool.random(using: &generator) { mpfr_neg(x.storage.value, x.storage.value, MPFR_RNDN) }
        return x
    }

    /// Random values of 1…400 bits, 2…120 digits, binary exponents −400…400, every mode: the same
    /// digits and exponent as MPFR, and the integer path never declines such values.
    @Test(arguments: [1, 2, 3, 4])
    func matchesMPFROnRandomValues(seed: UInt64) {
        var generator = SplitMix(state: seed)
        var declined = 0
        for _ in 0..<300 {
            let bits = Int.random(in: 1...400, using: &generator)
            let x = Self.randomValue(bits: bits, shift: Int.random(in: -400...400, using: &generator), using: &generator)
            let count = Int.random(in: 2...120, using: &generator)
            for mode in Self.modes {
                guard let fast = Self.converted(x, count, mode) else {
                    declined += 1
                    continue
                }
                let expected = Self.reference(x, count, mode)
                #expect(fast.0 == expected?.0 && fast.1 == expected?.1, "\(x) \(count) \(mode)")
            }
        }
        // Declines happen only within about 2⁻⁶⁰ of a power of ten or for far exponents:
        // none of these random values is such a case.
        #expect(declined == 0)
    }

    /// Values of few bits printed to about as many digits as they have: exact results, exact
    /// ties (ties to even) and carries into a new leading digit, every mode.
    @Test(arguments: Array(1...12))
    func matchesMPFROnTiesAndCarries(bits: Int) {
        var generator = SplitMix(state: UInt64(bits))
        for _ in 0..<200 {
            let x = Self.randomValue(bits: bits, shift: Int.random(in: -6...24, using: &generator), using: &generator)
            let count = Int.random(in: 2...6, using: &generator)
            for mode in Self.modes {
                let expected = Self.reference(x, count, mode)
                if let fast = Self.converted(x, count, mode) {
                    #expect(fast.0 == expected?.0 && fast.1 == expected?.1, "\(x) \(count) \(mode)")
                }
            }
        }
    }

    /// (value, digits, mode, digits expected, exponent expected): ties, carries and powers of ten.
    @Test(arguments: [
        ("999.5", 3, RoundingMode.nearestEven, "100", 3), ("998.5", 3, .nearestEven, "998", 2),
        ("997.5", 3, .nearestEven, "998", 2), ("-999.5", 3, .nearestEven, "100", 3),
        ("999.25", 3, .up, "100", 3), ("-999.25", 3, .up, "999", 2), ("-999.25", 3, .down, "100", 3),
        ("999.25", 3, .towardZero, "999", 2), ("999.25", 3, .awayFromZero, "100", 3),
        ("1000", 4, .nearestEven, "1000", 3), ("1000", 2, .up, "10", 3), ("0.125", 2, .nearestEven, "12", -1),
        ("0.375", 2, .nearestEven, "38", -1), ("12.9999", 4, .nearestEven, "1300", 1),
        ("99.9999", 4, .nearestEven, "1000", 2), ("12.9999", 4, .towardZero, "1299", 1), ("1024", 30, .nearestEven, "102400000000000000000000000000", 3),
    ])
    func knownDigits(text: String, count: Int, mode: RoundingMode, digits: String, exponent: Int) throws {
        let x = try BigFloat(parsing: text, precision: 64)
        let fast = Self.converted(x, count, mode)
        #expect(fast?.0 == digits && fast?.1 == exponent)
    }

    /// Exact powers of ten and their neighbours (E is undecided next to them; the path must
    /// either decline or agree with MPFR).
    @Test(arguments: Array(-30...40))
    func powersOfTen(power: Int) throws {
        let x = try BigFloat(parsing: "1e\(power)", precision: 300)
        for mode in Self.modes {
            let up = BigFloat(nanWithPrecision: 300), down = BigFloat(nanWithPrecision: 300)
            mpfr_set(up.storage.value, x.storage.value, MPFR_RNDN)
            mpfr_nextabove(up.storage.value)
            mpfr_set(down.storage.value, x.storage.value, MPFR_RNDN)
            mpfr_nextbelow(down.storage.value)
            for value in [x, up, down] {
                if let fast = Self.converted(value, 50, mode) {
                    let expected = Self.reference(value, 50, mode)
                    #expect(fast.0 == expected?.0 && fast.1 == expected?.1, "\(value) \(mode)")
                }
            }
        }
    }

    /// Sizes around the threshold at which `decimal(significantDigits:)` switches to the integer
    /// path, through the public API, every mode.
    @Test(arguments: [DecimalConversion.threshold - 1, DecimalConversion.threshold, DecimalConversion.threshold + 1, 54_321])
    func publicDecimalMatchesMPFRAroundThreshold(count: Int) {
        var generator = SplitMix(state: UInt64(count))
        let bits = BigFloat.bits(forDigits: count) + Int.random(in: -200...200, using: &generator)
        let x = Self.randomValue(bits: bits, shift: Int.random(in: -3000...3000, using: &generator), using: &generator)
        for mode in Self.modes {
            let decimal = x.decimal(significantDigits: count, rounding: mode)
            let expected = Self.reference(x, count, mode)
            #expect(decimal.map { String(decoding: $0.digits, as: UTF8.self) } == expected?.0)
            #expect(decimal?.exponent == expected?.1)
            #expect(decimal?.isNegative == (x.sign == .minus))
        }
    }

    /// π to 10⁶ digits: the two-thread conversion equals `mpfr_get_str`, to nearest and truncated;
    /// the truncated 10⁶ decimals also end in the published …5779458151.
    @Test(arguments: [(1_000_000, RoundingMode.nearestEven), (1_000_001, .towardZero)])
    func piToOneMillionDigits(count: Int, mode: RoundingMode) {
        let pi = BigFloat.pi(precision: BigFloat.bits(forDigits: count) + 64)
        let decimal = pi.decimal(significantDigits: count, rounding: mode)
        let expected = Self.reference(pi, count, mode)
        let digits = decimal.map { String(decoding: $0.digits, as: UTF8.self) }
        #expect(digits == expected?.0)
        #expect(decimal?.exponent == 0)
        #expect(digits?.hasPrefix("31415926535897932384") == true)
        if mode == .towardZero { #expect(digits?.hasSuffix("5779458151") == true) }
    }

    /// The inexact flag is raised exactly when the digits are not exact, as by `mpfr_get_str`.
    @Test func inexactFlag() {
        let count = DecimalConversion.threshold + 5
        let exact = BigFloat(1024, precision: 64)
        let third = BigFloat(1, precision: 80_000) / BigFloat(3, precision: 80_000)
        #expect(!BigFloat.withExceptions { exact.decimal(significantDigits: count) }.exceptions.contains(.inexact))
        #expect(BigFloat.withExceptions { third.decimal(significantDigits: count) }.exceptions.contains(.inexact))
    }

    /// `withDecimalDigits` hands over the same digits as `decimal(significantDigits:)`: below and
    /// above the threshold, one digit, zero, and nil for NaN, infinity and fewer than one digit.
    @Test(arguments: [1, 2, 17, DecimalConversion.threshold + 3])
    func zeroCopyDigitsMatchDecimal(count: Int) {
        var generator = SplitMix(state: 7)
        let x = Self.randomValue(bits: BigFloat.bits(forDigits: count) + 10, shift: 40, using: &generator)
        for mode in Self.modes {
            let decimal = x.decimal(significantDigits: count, rounding: mode)
            let streamed = x.withDecimalDigits(significantDigits: count, rounding: mode) { negative, digits, exponent in
                BigFloat.RoundedDecimal(isNegative: negative, digits: Array(digits), exponent: exponent)
            }
            #expect(streamed == decimal)
        }
        let zero = BigFloat(0, precision: 64).withDecimalDigits(significantDigits: count) { String(decoding: $1, as: UTF8.self) + " \($2)" }
        #expect(zero == "0 0")
    }

    /// No digits for the special values or a digit count below one.
    @Test func zeroCopyDigitsOfSpecialValues() {
        let nan = BigFloat(nanWithPrecision: 64)
        #expect(nan.withDecimalDigits(significantDigits: 5) { _, _, _ in 1 } == nil)
        #expect(BigFloat(1, precision: 64).withDecimalDigits(significantDigits: 0) { _, _, _ in 1 } == nil)
    }
}
