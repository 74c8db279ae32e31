import BigNumber
import Testing

/// One mixed operation: `x op n` (x = 0.1 at the precision), `n op y` (y = 0.3), with an `Int` or
/// a `Double` n. Expected values: mpmath at the same precision (`mp.prec`), to 40 digits.
struct MixedCase: Sendable, CustomTestStringConvertible {
    enum Form: Sendable { case bigInt, intBig, bigDouble, doubleBig }
    let precision: Int
    let `operator`: String
    let form: Form
    let machine: Double
    let expected: String
    var testDescription: String { "\(form) \(self.operator) \(machine) at \(precision) bits" }

    func compute() -> BigFloat? {
        guard let x = BigFloat("0.1", precision: precision), let y = BigFloat("0.3", precision: precision) else { return nil }
        let n = Int(machine), d = machine
        switch (form, self.operator) {
        case (.bigInt, "+"): return x + n
        case (.bigInt, "-"): return x - n
        case (.bigInt, "*"): return x * n
        case (.bigInt, "/"): return x / n
        case (.intBig, "+"): return n + y
        case (.intBig, "-"): return n - y
        case (.intBig, "*"): return n * y
        case (.intBig, "/"): return n / y
        case (.bigDouble, "+"): return x + d
        case (.bigDouble, "-"): return x - d
        case (.bigDouble, "*"): return x * d
        case (.bigDouble, "/"): return x / d
        case (.doubleBig, "+"): return d + y
        case (.doubleBig, "-"): return d - y
        case (.doubleBig, "*"): return d * y
        case (.doubleBig, "/"): return d / y
        default: return nil
        }
    }
}

let mixedCases: [MixedCase] = [
    MixedCase(precision: 64, operator: "+", form: .bigInt, machine: 1, expected: "1.100000000000000000021684043449710088680"),
    MixedCase(precision: 64, operator: "-", form: .bigInt, machine: 3, expected: "-2.900000000000000000086736173798840354721"),
    MixedCase(precision: 64, operator: "*", form: .bigInt, machine: 3, expected: "0.3000000000000000000108420217248550443401"),
    MixedCase(precision: 64, operator: "/", form: .bigInt, machine: 3, expected: "0.03333333333333333333491446150154136063293"),
    MixedCase(precision: 64, operator: "+", form: .intBig, machine: 7, expected: "7.300000000000000000173472347597680709441"),
    MixedCase(precision: 64, operator: "-", form: .intBig, machine: 7, expected: "6.699999999999999999826527652402319290559"),
    MixedCase(precision: 64, operator: "*", form: .intBig, machine: -5, expected: "-1.500000000000000000000000000000000000000"),
    MixedCase(precision: 64, operator: "/", form: .intBig, machine: 1, expected: "3.333333333333333333261053188500966371066"),
    MixedCase(precision: 64, operator: "+", form: .bigDouble, machine: 0.1, expected: "0.2000000000000000055456941122633551799481"),
    MixedCase(precision: 64, operator: "-", form: .bigDouble, machine: 0.1, expected: "-5.549759870410175821575649024453014135361e-18"),
    MixedCase(precision: 64, operator: "*", form: .bigDouble, machine: 0.1, expected: "0.01000000000000000055545032549147999034744"),
    MixedCase(precision: 64, operator: "/", form: .bigDouble, machine: 0.1, expected: "0.9999999999999999444888487687421729788184"),
    MixedCase(precision: 64, operator: "/", form: .doubleBig, machine: 0.5, expected: "1.666666666666666666630526594250483185533"),
    MixedCase(precision: 64, operator: "-", form: .doubleBig, machine: 2.5, expected: "2.200000000000000000043368086899420177360"),
    MixedCase(precision: 113, operator: "+", form: .bigInt, machine: 1, expected: "1.100000000000000000000000000000000077037"),
    MixedCase(precision: 113, operator: "-", form: .bigInt, machine: 3, expected: "-2.899999999999999999999999999999999922963"),
    MixedCase(precision: 113, operator: "*", form: .bigInt, machine: 3, expected: "0.3000000000000000000000000000000000385186"),
    MixedCase(precision: 113, operator: "/", form: .bigInt, machine: 3, expected: "0.03333333333333333333333333333333333293210"),
    MixedCase(precision: 113, operator: "+", form: .intBig, machine: 7, expected: "7.299999999999999999999999999999999845926"),
    MixedCase(precision: 113, operator: "-", form: .intBig, machine: 7, expected: "6.700000000000000000000000000000000154074"),
    MixedCase(precision: 113, operator: "*", form: .intBig, machine: -5, expected: "-1.500000000000000000000000000000000000000"),
    MixedCase(precision: 113, operator: "/", form: .intBig, machine: 1, expected: "3.333333333333333333333333333333333461729"),
    MixedCase(precision: 113, operator: "+", form: .bigDouble, machine: 0.1, expected: "0.2000000000000000055511151231257827069330"),
    MixedCase(precision: 113, operator: "-", form: .bigDouble, machine: 0.1, expected: "-5.551115123125782697303333479486011929860e-18"),
    MixedCase(precision: 113, operator: "*", form: .bigDouble, machine: 0.1, expected: "0.01000000000000000055511151231257827141552"),
    MixedCase(precision: 113, operator: "/", form: .bigDouble, machine: 0.1, expected: "0.9999999999999999444888487687421760603063"),
    MixedCase(precision: 113, operator: "/", form: .doubleBig, machine: 0.5, expected: "1.666666666666666666666666666666666730864"),
    MixedCase(precision: 113, operator: "-", form: .doubleBig, machine: 2.5, expected: "2.200000000000000000000000000000000154074"),]

@Suite struct MixedArithmeticTests {
    @Test(arguments: mixedCases)
    func mixedOperandKeepsTheBigFloatPrecision(_ row: MixedCase) throws {
        let result = try #require(row.compute())
        #expect(result.precision == row.precision)
        #expect(result == BigFloat(row.expected, precision: row.precision))
    }

    /// Int and Double operands keep the BigFloat's precision; so does an integer literal, which
    /// Swift makes a BigFloat with no stated precision (`LiteralPrecisionTests` has the values).
    @Test func machineOperandsAndLiteralsKeepThePrecision() {
        let x = BigFloat(2, precision: 64)
        let one = 1
        #expect((x + one).precision == 64)
        #expect((one + x).precision == 64)
        #expect((x + 1.0).precision == 64)
        #expect((x * 0.5).precision == 64)
        #expect((x + (1 as Int)).precision == 64)
        #expect((x + 1).precision == 64 && (1 + x).precision == 64 && (x / 3).precision == 64)
        #expect(BigFloat.$defaultPrecision.withValue(32) { (x + 1).precision } == 64)
        var y = x
        y += one
        y *= 2.5
        y /= 3.0
        y -= 1.5
        #expect(y.precision == 64)
        #expect(y == BigFloat(1, precision: 64))
    }

    @Test func compoundAssignmentsMatchTheOperators() {
        let x = BigFloat("0.1", precision: 80)!
        var a = x, b = x
        let (seven, two, three) = (7, 2, 3)
        a += seven; a -= two; a *= three; a /= seven
        b += 0.25; b -= 0.5; b *= 0.1; b /= 0.3
        #expect(a.precision == 80 && b.precision == 80)
        #expect(a == ((x + seven - two) * three) / seven)
        #expect(b == ((x + 0.25 - 0.5) * 0.1) / 0.3)
    }

    @Test func specialDoubleOperandsFollowIEEE() {
        let x = BigFloat(3, precision: 64)
        #expect((x + Double.infinity).isInfinite)
        #expect((x * Double.nan).isNaN)
        #expect((x / 0).isInfinite)
        #expect((x / 0.0).sign == .plus)
        #expect((x / -0.0).sign == .minus)
    }
}

/// Comparisons with machine numbers are exact and follow IEEE 754 for NaN.
@Suite struct MixedComparisonTests {
    @Test func comparesExactly() throws {
        let tenth = try BigFloat(parsing: "0.1", precision: 64)   // 0.1000000000000000000013552…
        #expect(!(tenth > 0.1) && tenth < 0.1)                    // the Double 0.1 is 0.1000000000000000055511…
        #expect(BigFloat(0.1, precision: 64) == 0.1)
        let n = 3
        #expect(BigFloat(3, precision: 2) == n && BigFloat(3, precision: 2) >= n && !(BigFloat(3, precision: 2) != n))
        #expect(BigFloat(2.5, precision: 8) < n && BigFloat(2.5, precision: 8) <= 2.5 && BigFloat(2.5, precision: 8) > 2)
        #expect(BigFloat.infinity() > Double.greatestFiniteMagnitude && BigFloat.infinity() == Double.infinity)
        #expect(BigFloat.zero(sign: .minus) == 0.0)
    }

    @Test func nanIsUnordered() {
        let nan = BigFloat.nan()
        let one = 1
        #expect(!(nan == one) && nan != one && !(nan < one) && !(nan >= one))
        #expect(!(nan == 1.0) && nan != 1.0 && !(nan <= 1.0) && !(nan > 1.0))
        #expect(!(BigFloat(1) == Double.nan) && BigFloat(1) != Double.nan && !(BigFloat(1) < Double.nan))
    }
}
