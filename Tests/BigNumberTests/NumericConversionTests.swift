import BigNumber
import Testing

/// `BinaryFloatingPoint`-style conversions. Expected values: IEEE 754 doubles (Python's float) and
/// mpmath at the stated precision.
@Suite struct NumericConversionTests {
    @Test(arguments: [
        (0.5, 256, true), (0.1, 256, true), (0.1, 53, true), (0.1, 24, false), (0.75, 2, true),
        (Double.infinity, 8, true), (-0.0, 8, true), (Double.nan, 256, false), (1e300, 64, true),
    ])
    func bigFloatExactlyFromDouble(_ value: Double, _ precision: Int, _ exact: Bool) {
        let converted = BigFloat(exactly: value, precision: precision)
        #expect((converted != nil) == exact)
        if let converted {
            #expect(converted.precision == precision)
            #expect(Double(converted) == value && converted.sign == value.sign)
        }
    }

    @Test(arguments: [
        ("0.5", 256, 0.5 as Double?), ("0.1", 53, 0.1), ("0.1", 64, nil), ("1e400", 64, nil), ("inf", 64, .infinity),
        ("nan", 64, nil), ("-0", 64, -0.0),
    ])
    func doubleExactlyFromBigFloat(_ text: String, _ precision: Int, _ expected: Double?) throws {
        let value = try BigFloat(parsing: text, precision: precision)
        #expect(Double(exactly: value) == expected)
    }

    @Test func subnormalDoublesAreExactOnlyOnTheGrid() {
        let tiny = BigFloat(Double.leastNonzeroMagnitude, precision: 64)
        #expect(Double(exactly: tiny) == .leastNonzeroMagnitude)
        #expect(Double(exactly: BigFloat.scaled(tiny, byPowerOfTwo: -1)) == nil)
        #expect(Double(exactly: tiny * 3) == 3 * .leastNonzeroMagnitude)
    }

    @Test(arguments: [("2.75", 2), ("-2.75", -2), ("1e18", 1_000_000_000_000_000_000), ("-0.5", 0)])
    func intTruncates(_ text: String, _ expected: Int) throws {
        #expect(Int(try BigFloat(parsing: text, precision: 128)) == expected)
    }

    @Test func intExactlyAndRounding() throws {
        #expect(Int(exactly: BigFloat(42, precision: 64)) == 42)
        #expect(Int(exactly: try BigFloat(parsing: "2.5")) == nil)
        #expect(Int(try BigFloat(parsing: "2.5"), rounding: .nearestEven) == 2)
        #expect(Int(try BigFloat(parsing: "1e19"), rounding: .nearestEven) == nil)
    }

    @Test func floatConversions() throws {
        let third = try BigFloat(parsing: "0.333333333333333333333", precision: 100)
        #expect(Float(third) == Float(1) / 3)
        #expect(BigFloat(Float(0.1), precision: 24) == BigFloat(Double(Float(0.1)), precision: 24))
        #expect(BigFloat(Float(0.1)).precision == BigFloat.defaultPrecision)
    }

    /// mpmath: `mp.prec = 64; mpf(1)/3` is 0.33333333333333333334236835…
    @Test func rationalToBigFloatAtAPrecision() {
        let third = BigRational(1) / 3
        let rounded = BigFloat(third, precision: 64)
        #expect(rounded.precision == 64)
        #expect(rounded == BigFloat("0.3333333333333333333423684", precision: 64))
        #expect(BigFloat(third, precision: 64, rounding: .down) < rounded)
        #expect(Double(third) == 1.0 / 3.0)
        #expect(Double(BigRational(-7) / 2) == -3.5)
    }
}
