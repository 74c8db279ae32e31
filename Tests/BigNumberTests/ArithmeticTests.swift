import BigNumber
import RealModule
import Testing

@Suite struct ArithmeticTests {
    static func value(_ text: String, _ precision: Int = 128) throws -> BigFloat {
        try BigFloat(parsing: text, precision: precision)
    }

    @Test func resultsHaveTheLargerPrecision() {
        let a = BigFloat(1, precision: 20), b = BigFloat(3, precision: 300)
        #expect((a / b).precision == 300)
        #expect((b - a).precision == 300)
        #expect(BigFloat.fusedMultiplyAdd(a, a, BigFloat(1, precision: 500)).precision == 500)
        #expect(BigFloat.sin(a).precision == 20)
        #expect(BigFloat(precision: 77).precision == 77)
        #expect(BigFloat(5).precision == BigFloat.defaultPrecision)
    }

    /// 1/3 at 4 bits is 0.0101|0101…₂: down/towardZero give 5/16, up/awayFromZero 11/32, nearest 11/32.
    @Test(arguments: [
        (RoundingMode.nearestEven, "0.34375"), (.towardZero, "0.3125"), (.down, "0.3125"), (.up, "0.34375"),
        (.awayFromZero, "0.34375"),
    ])
    func everyRoundingMode(mode: RoundingMode, expected: String) throws {
        let third = BigFloat.divide(BigFloat(1, precision: 4), BigFloat(3, precision: 4), rounding: mode)
        #expect(try third == Self.value(expected))
        let negative = BigFloat.divide(BigFloat(-1, precision: 4), BigFloat(3, precision: 4), rounding: mode)
        let mirrored: [RoundingMode: String] = [
            .nearestEven: "-0.34375", .towardZero: "-0.3125", .up: "-0.3125", .down: "-0.34375", .awayFromZero: "-0.34375",
        ]
        #expect(try negative == Self.value(mirrored[mode] ?? ""))
    }

    @Test func remaindersAndFusedMultiplyAdd() throws {
        #expect(BigFloat(7).remainder(dividingBy: BigFloat(2)) == BigFloat(-1))
        #expect(BigFloat(5).remainder(dividingBy: BigFloat(2)) == BigFloat(1))
        #expect(BigFloat(-7).truncatingRemainder(dividingBy: BigFloat(2)) == BigFloat(-1))
        #expect(try Self.value("5.5").truncatingRemainder(dividingBy: BigFloat(2)) == Self.value("1.5"))
        // (1 + 2⁻⁶⁰)(1 − 2⁻⁶⁰) − 1 = −2⁻¹²⁰ exactly with one rounding; 0 with two at 64 bits.
        let e = BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: -60)
        let one = BigFloat(1, precision: 64)
        #expect(BigFloat.fusedMultiplyAdd(one + e, one - e, -one) == -BigFloat.scaled(one, byPowerOfTwo: -120))
        #expect(((one + e) * (one - e) - one).isZero)
    }

    @Test func ieeeComparisonsAndHashing() throws {
        let nan = BigFloat.nan()
        #expect(nan != nan)
        #expect(!(nan < BigFloat(1)) && !(nan > BigFloat(1)) && !(nan == BigFloat(1)))
        #expect(nan.isIdentical(to: BigFloat.nan()))
        #expect(BigFloat.zero(sign: .minus) == BigFloat.zero())
        #expect(!BigFloat.zero(sign: .minus).isIdentical(to: BigFloat.zero()))
        #expect(BigFloat(1, precision: 2) == BigFloat(1, precision: 1000))
        #expect(try Self.value("0.1", 53) != Self.value("0.1", 54))
        let ones: [BigFloat] = [BigFloat(1, precision: 2), BigFloat(1, precision: 1000), BigFloat.zero(sign: .minus), BigFloat.zero()]
        #expect(Set(ones).count == 2)
        #expect(BigFloat(-3) < BigFloat(2) && BigFloat(2) <= BigFloat(2) && BigFloat.infinity() > BigFloat(1e300))
    }

    @Test func classification() throws {
        #expect(try BigFloat(3).isInteger && !Self.value("3.5").isInteger && !BigFloat.infinity().isInteger)
        #expect(BigFloat.nan().isNaN && !BigFloat.nan().isFinite)
        #expect(BigFloat.infinity(sign: .minus).isInfinite && BigFloat.infinity(sign: .minus).sign == .minus)
        #expect(BigFloat.zero().isZero && BigFloat.zero(sign: .minus).sign == .minus)
        #expect(BigFloat(-5).signum == -1 && BigFloat.zero().signum == 0 && BigFloat.nan().signum == 0)
        #expect(BigFloat(8).exponent == 4 && BigFloat.zero().exponent == nil)
        #expect(BigFloat.abs(BigFloat(-2)) == BigFloat(2) && (-BigFloat(2)) == BigFloat(-2))
    }

    /// (input, floor, ceil, round, trunc, roundEven)
    @Test(arguments: [
        ("2.5", 2, 3, 3, 2, 2), ("-2.5", -3, -2, -3, -2, -2), ("3.5", 3, 4, 4, 3, 4), ("-0.2", -1, 0, 0, 0, 0),
        ("7", 7, 7, 7, 7, 7),
    ])
    func roundingToIntegers(text: String, floor: Int, ceil: Int, round: Int, trunc: Int, even: Int) throws {
        let x = try Self.value(text)
        let results = [BigFloat.floor(x), BigFloat.ceil(x), BigFloat.round(x), BigFloat.trunc(x), BigFloat.roundEven(x)]
        #expect(results.map { Int(exactly: $0) } == [floor, ceil, round, trunc, even])
    }

    @Test func integerArgumentsAndExtremes() throws {
        #expect(BigFloat.pow(BigFloat(2), 100) == BigFloat.scaled(BigFloat(1), byPowerOfTwo: 100))
        #expect(try BigFloat.pow(BigFloat(2), -2) == Self.value("0.25"))
        #expect(BigFloat.pow(BigFloat(2), BigInt(10)) == BigFloat(1024))
        #expect(BigFloat.root(BigFloat(-27), 3) == BigFloat(-3))
        #expect(BigFloat.root(BigFloat(16), 4) == BigFloat(2))
        #expect(BigFloat.cbrt(BigFloat(-8)) == BigFloat(-2))
        #expect(BigFloat.min(BigFloat(1), BigFloat.nan()) == BigFloat(1))
        #expect(BigFloat.max(BigFloat(1), BigFloat(-4)) == BigFloat(1))
        #expect(BigFloat.hypot(BigFloat(3), BigFloat(4)) == BigFloat(5))
        #expect(BigFloat.sin(BigFloat(180), unitsPerTurn: 360).isZero)
        #expect(try BigFloat.cos(BigFloat(60), unitsPerTurn: 360) == Self.value("0.5"))
        #expect(BigFloat.signGamma(try Self.value("-0.5")) == .minus)
    }

    @Test func conversions() throws {
        #expect(Double(try Self.value("0.1")) == 0.1)
        #expect(Double(BigFloat.exp10(BigFloat(400))) == .infinity)
        #expect(Int(try Self.value("-2.5"), rounding: .nearestEven) == -2)
        #expect(Int(try Self.value("1e30"), rounding: .towardZero) == nil)
        #expect(Int(exactly: try Self.value("2.5")) == nil)
        #expect(BigFloat(Int64.min, precision: 64) == BigFloat(Int.min, precision: 64))
        #expect(BigFloat(numerator: 1, denominator: 3, precision: 53) == BigFloat(1.0 / 3.0))
        #expect(BigFloat(0.1, precision: 200).formatted(significantDigits: 30) == "0.100000000000000005551115123126")
    }

    /// Generic code over swift-numerics protocols.
    static func hypotenuse<T: RealFunctions & AlgebraicField>(_ a: T, _ b: T) -> T {
        T.sqrt(a * a + b * b)
    }

    @Test func worksWithSwiftNumerics() throws {
        #expect(Self.hypotenuse(BigFloat(5), BigFloat(12)) == BigFloat(13))
        #expect(try BigFloat(4).reciprocal == Self.value("0.25"))
        #expect(BigFloat.zero.reciprocal == nil)
        let literal: BigFloat = 42
        #expect(literal == BigFloat(42))
    }

    @Test func precisionHelpers() {
        #expect(BigFloat.bits(forDigits: 0) == 1)
        #expect(BigFloat.bits(forDigits: 100) == 334)
        #expect(BigFloat.bits(forDigits: 1_000_000) == 3_321_930)
        #expect(BigFloat.bits(forDigits: Int.max) == Int.max)
        #expect(BigFloat.digits(forBits: 334) == 100)
        #expect(BigFloat.digits(forBits: 53) == 15)
        #expect(BigFloat.digits(forBits: Int.min) == 0)
        #expect(BigFloat.isValidPrecision(1) && BigFloat.isValidPrecision(1 << 38))
        #expect(!BigFloat.isValidPrecision(0) && !BigFloat.isValidPrecision(-5) && !BigFloat.isValidPrecision(1 << 38 + 1))
        #expect(!BigFloat.isValidPrecision(BigFloat.bits(forDigits: Int.max)))
    }
}
