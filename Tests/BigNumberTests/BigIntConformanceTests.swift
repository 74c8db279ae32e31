import BigNumber
import Testing

/// BigInt as a `SignedInteger` in generic code, its literals, and the edges where GMP would abort.
@Suite struct BigIntConformanceTests {
    /// Euclid's algorithm written once for every `BinaryInteger`.
    static func euclid<T: BinaryInteger>(_ a: T, _ b: T) -> T {
        var (a, b) = (a.magnitude, b.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return T(a)
    }

    /// The sum of the decimal digits, through `quotientAndRemainder`, `isMultiple(of:)` and `signum()`.
    static func digitSum<T: BinaryInteger>(_ value: T) -> T {
        var (rest, sum) = (value * value.signum(), T.zero)
        while rest != 0 {
            let (q, r) = rest.quotientAndRemainder(dividingBy: 10)
            (rest, sum) = (q, sum + r)
        }
        return sum
    }

    @Test func genericIntegerCodeWorksWithBigInt() throws {
        let a: BigInt = 1_000_000_007 * 998_244_353 * 12
        let b: BigInt = 1_000_000_007 * 18
        #expect(Self.euclid(a, b) == BigInt.gcd(a, b))
        #expect(Self.euclid(Int64(84), Int64(-36)) == 12)
        let factorial = try BigInt.factorial(100)
        #expect(Self.digitSum(factorial) == 648)
        #expect(Self.digitSum(-factorial) == 648)
        #expect(factorial.isMultiple(of: 1 << 97) && !factorial.isMultiple(of: 1 << 98))
        #expect(factorial.trailingZeroBitCount == 97)
        #expect(BigInt(-5).signum() == -1 && BigInt(0).signum() == 0 && BigInt.isSigned)
    }

    @Test func conversionsBetweenIntegerTypes() {
        let huge = BigInt(1) << 200
        #expect(Int8(exactly: BigInt(127)) == 127 && Int8(exactly: BigInt(128)) == nil)
        #expect(Int8(exactly: BigInt(-128)) == -128 && UInt8(exactly: BigInt(-1)) == nil)
        #expect(UInt64(truncatingIfNeeded: BigInt(-1)) == .max)
        #expect(Int(truncatingIfNeeded: huge + 5) == 5 && Int32(truncatingIfNeeded: -huge - 1) == -1)
        #expect(Int(clamping: huge) == .max && Int(clamping: -huge) == .min && UInt(clamping: BigInt(-3)) == 0)
        #expect(BigInt(exactly: UInt64.max) == BigInt(UInt64.max) && BigInt(truncatingIfNeeded: Int8(-3)) == -3)
        #expect(UInt64(BigInt(UInt64.max)) == .max)
        // Comparisons across integer types go through `words` and `bitWidth`.
        #expect(BigInt(-1) < UInt(0) && huge > UInt64.max && -huge < Int.min && BigInt(7) == Int8(7))
    }

    /// (value, its two's complement words, its bit width)
    static let twosComplement: [(BigInt, [UInt], Int)] = [
        (0, [0], 1), (-1, [UInt.max], 1), (127, [127], 8), (-128, [UInt(bitPattern: -128)], 8),
        (9_223_372_036_854_775_808, [1 << 63, 0], 65), (-18_446_744_073_709_551_616, [0, UInt.max], 65),
        (-18_446_744_073_709_551_617, [UInt.max, UInt.max - 1], 66),
    ]

    @Test(arguments: twosComplement)
    func wordsAreTwosComplement(value: BigInt, words: [UInt], bitWidth: Int) {
        #expect(value.words == words)
        #expect(value.bitWidth == bitWidth)
    }

    @Test func literalsOfAnySize() throws {
        let big: BigInt = 123_456_789_012_345_678_901_234_567_890_123_456_789
        let minusTwoTo128: BigInt = -340_282_366_920_938_463_463_374_607_431_768_211_456
        let minusTwoTo64: BigInt = -18_446_744_073_709_551_616
        let intMin: BigInt = -9_223_372_036_854_775_808
        #expect(big.description == "123456789012345678901234567890123456789")
        #expect(minusTwoTo128 == -(BigInt(1) << 128) && minusTwoTo64 == -(BigInt(1) << 64))
        #expect(intMin == BigInt(Int.min))
        #expect([1, -2, 300] as [BigInt] == [BigInt(1), BigInt(-2), BigInt(300)])
    }

    @Test func stridesAndRangesOverBigInt() {
        let strided: [BigInt] = Array(stride(from: BigInt(0), to: BigInt(10), by: BigInt(3)))
        #expect(strided == [0, 3, 6, 9] as [BigInt])
        let oneToFive: ClosedRange<BigInt> = BigInt(1)...BigInt(5)
        #expect(oneToFive.reduce(BigInt(0), +) == BigInt(15))
        let far: BigInt = BigInt(1) << 100
        let zero = BigInt(0)
        #expect(zero.distance(to: far) == far)
        #expect(far.advanced(by: -far) == zero)
        let threeAboveFar: Range<BigInt> = far..<(far + BigInt(3))
        #expect(threeAboveFar.count == 3)
    }

    @Test func parsingRejectsWhatIsNotADigitOfTheRadix() {
        for (text, radix) in [("", 10), ("-", 16), ("0x10", 16), ("1_000", 10), ("12 ", 10), (" 12", 10), ("z", 35),
                              ("12", 1), ("12", 37), ("+-1", 10), ("1.0", 10), ("٣", 10), ("g", 16)] {
            #expect(BigInt(text, radix: radix) == nil, "\(text) in radix \(radix)")
        }
        #expect(BigInt("+ff", radix: 16) == 255 && BigInt("-Zz", radix: 36) == -1295)
        #expect(BigInt("0000", radix: 2) == 0 && BigInt("-0", radix: 7) == 0)
    }

    @Test func floatingPointConversions() {
        #expect(BigInt(-2.75) == -2 && BigInt(exactly: 2.5) == nil && BigInt(exactly: -0.0) == 0)
        #expect(BigInt(exactly: Double.nan) == nil && BigInt(exactly: -Double.infinity) == nil)
        #expect(BigInt(Double.greatestFiniteMagnitude) == (BigInt(1) << 1024) - (BigInt(1) << 971))
        #expect(BigInt(Float(1e30)) == BigInt("1000000015047466219876688855040"))
        #expect(BigInt(Float(-0.5)) == 0 && BigInt(exactly: Float.leastNonzeroMagnitude) == nil)
        #expect(Double(BigInt(1) << 2000) == .infinity && Double(-(BigInt(1) << 2000)) == -.infinity)
    }

    /// Products and powers whose size comes from input throw `resultTooLarge` before GMP is called
    /// (the operators `*` and `<<` trap at `maximumBitWidth` instead; GMP would abort).
    @Test func productsAndPowersBeyondTheLimitThrowInsteadOfAborting() throws {
        let big = BigInt(1) << 100
        #expect(throws: BigNumberError.resultTooLarge(bits: 202, limit: 150)) { try big.multiplied(by: big, limit: 150) }
        #expect(try big.multiplied(by: big, limit: 202) == BigInt(1) << 200)
        #expect(try BigInt(0).multiplied(by: big, limit: 1) == 0)
        #expect(throws: BigNumberError.resultTooLarge(bits: 1e12, limit: BigInt.maximumBitWidth)) {
            try BigInt(2).power(1_000_000_000_000)
        }
        #expect(throws: BigNumberError.self) { try BigInt(3).power(100, limit: 64) }
    }

    @Test func shiftsBeyondTheLimitThrowInsteadOfAborting() throws {
        let limit = BigInt.maximumBitWidth
        #expect(throws: BigNumberError.self) { try BigInt(1).shiftedLeft(limit) }
        #expect(throws: BigNumberError.self) { try BigInt(-1).shiftedLeft(BigInt(10).power(30)) }
        #expect(throws: BigNumberError.self) { try BigInt(1).shiftedRight(Int.min) }
        #expect(throws: BigNumberError.self) { try BigInt(3).shiftedLeft(100, limit: 64) }
        #expect(try BigInt(1).shiftedLeft(limit - 1).magnitudeBitWidth == limit)
        #expect(try BigInt(0).shiftedLeft(BigInt(10).power(30)) == 0)
        #expect(try BigInt(-5).shiftedRight(BigInt(10).power(30)) == -1 && BigInt(5) >> UInt.max == 0)
        #expect(try BigInt(5).shiftedRight(-3) == 40 && BigInt(5) << -1 == 2 && BigInt(-5) >> 1 == -3)
    }

    @Test func inputsGmpWouldAbortOnAreRefused() throws {
        #expect(throws: BigNumberError.self) { try BigInt(3).power(5, modulus: 0) }
        #expect(throws: BigNumberError.self) { try BigInt(2).power(-1, modulus: 4) }
        #expect(BigInt(3).inverse(modulo: 0) == nil && BigInt(2).inverse(modulo: 4) == nil)
        #expect(BigInt(-4).iroot(2) == nil && BigInt(8).iroot(0) == nil && BigInt(8).iroot(-3) == nil)
        #expect(BigInt(-27).iroot(3) == -3 && BigInt(12345).iroot(Int.max) == 1 && BigInt(-2).iroot(Int.max) == -1)
        #expect(BigInt(5).numberOfDigits(base: 1) == nil && BigInt(5).numberOfDigits(base: 63) == nil)
        #expect(BigInt(-4).squareRoot() == nil)
    }

    @Test func factorizationOfZeroUnitsAndNegatives() throws {
        func pairs(_ n: BigInt) -> [String] { n.factorization().map { "\($0.prime)^\($0.exponent)" } }
        #expect(pairs(0) == ["0^1"] && pairs(1) == [] && pairs(-1) == ["-1^1"])
        #expect(pairs(-12) == ["-1^1", "2^2", "3^1"] && pairs(97) == ["97^1"])
        #expect(throws: BigNumberError.self) { try BigInt(0).totient() }
        #expect(throws: BigNumberError.self) { try BigInt(-5).totient() }
        #expect(throws: BigNumberError.self) { try BigInt(0).divisors() }
        #expect(throws: BigNumberError.self) { try BigInt(0).divisorCount() }
        #expect(throws: BigNumberError.domain("240 divisors, more than the limit of 100 to list")) {
            try BigInt(720_720).divisors(limit: 100)
        }
        #expect(try BigInt(-12).divisors() == [1, 2, 3, 4, 6, 12] && BigInt(-12).divisorCount() == 6)
    }

    @Test func primalityIsProvenOnRequest() {
        let mersenne = BigInt(1) << 521 - 1
        #expect(mersenne.primality() == .probablePrime)
        #expect(mersenne.primality(proving: true) == .prime)
        #expect((mersenne * 3).primality(proving: true) == .notPrime)
        #expect(BigInt(2).primality(proving: true) == .prime && BigInt(-3).primality(proving: true) == .notPrime)
    }

    /// FLINT 2's quadratic sieve names its file once per process: factorizations running at the
    /// same time must still not meet (each runs in a private directory, or they take turns).
    @Test func concurrentFactorizationsOfSemiprimes() async throws {
        let primes: [BigInt] = [36_138_162_549_308_351_993, 73_995_860_912_159_113_661, 10_000_000_000_000_000_051,
                                12_345_678_901_234_568_003, 98_765_432_109_876_543_331]
        let products = zip(primes, primes.dropFirst()).map { $0 * $1 }
        let results = try await withThrowingTaskGroup(of: (BigInt, [BigInt]).self) { group in
            for n in products {
                group.addTask { (n, n.factorization().map(\.prime)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (n, (p, q)) in zip(products, zip(primes, primes.dropFirst())) {
            #expect(results[n] == [p, q].sorted())
        }
    }

    @Test func powmodOfAHugeExponentIsImmediate() throws {
        let exponent = try BigInt(10).power(7)
        let clock = ContinuousClock()
        var result: BigInt = 0
        let elapsed = try clock.measure { result = try BigInt(2).power(exponent, modulus: 1_000_000_007) }
        #expect(result == 255_718_402)
        #expect(elapsed < .milliseconds(50))
    }
}
