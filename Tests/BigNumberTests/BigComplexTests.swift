import BigNumber
import RealModule
import Testing

/// Expected values come from gmpy2 (GNU MPC) and mpmath: Tests/References/generate_bigcomplex.py
/// prints every literal row below. Each part is compared as `BigFloat.description` text, which at
/// 100 bits has 32 significant digits and identifies the binary value exactly.
@Suite struct BigComplexTests {
    static func z(_ text: String, _ bits: Int = 100) throws -> BigComplex {
        try BigComplex(parsing: text, precision: bits)
    }

    static func parts(_ value: BigComplex) -> [String] {
        [value.real.description, value.imaginary.description]
    }

    /// The MPC functions of one argument at 100 bits, by name.
    static let unary: [String: @Sendable (BigComplex) -> BigComplex] = [
        "exp": { BigComplex.exp($0) }, "log": { BigComplex.log($0) }, "log10": { BigComplex.log10($0) },
        "sqrt": { BigComplex.sqrt($0) }, "sin": { BigComplex.sin($0) }, "cos": { BigComplex.cos($0) },
        "tan": { BigComplex.tan($0) }, "sinh": { BigComplex.sinh($0) }, "cosh": { BigComplex.cosh($0) },
        "tanh": { BigComplex.tanh($0) }, "asin": { BigComplex.asin($0) }, "acos": { BigComplex.acos($0) },
        "atan": { BigComplex.atan($0) }, "asinh": { BigComplex.asinh($0) }, "acosh": { BigComplex.acosh($0) },
        "atanh": { BigComplex.atanh($0) }, "expMinusOne": { BigComplex.expMinusOne($0) },
        "logOnePlus": { BigComplex.log(onePlus: $0) }, "root3": { BigComplex.root($0, 3) },
        "root5": { BigComplex.root($0, 5) }, "root-3": { BigComplex.root($0, -3) },
    ]

    /// gmpy2 `mpc` at 100 bits, rounded to nearest, and mpmath for the functions MPC lacks:
    /// (function, argument, real part, imaginary part).
    @Test(arguments: [
        ("exp", "1.5 + 2.25i", "-2.815278859231166819573947220102", "3.487082142415593819929689993103"),
        ("exp", "-20 - 0.001i", "2.06115259186183249008509862378e-9", "-2.06115327891297126448608041477e-12"),
        ("log", "1.5 + 2.25i", "0.994792606278987440587524714789", "0.982793723247329067985710611015"),
        ("log", "-3 - 0.5i", "1.112311775762166912766815714058", "-2.976443976175166400183515093634"),
        ("log10", "100 + 1i", "2.000021713638431334818656763794", "0.00434280006289048645819633678507"),
        ("sqrt", "-3 + 4.5i", "1.097343818772399141197337805242", "2.050405680980715574509531429047"),
        ("sqrt", "2", "1.414213562373095048801688724209", "0"),
        ("sin", "1.5 + 2.25i", "4.78455206454183468376293313858", "0.331840118511466433278036564371"),
        ("cos", "0.1 - 7i", "545.577733872333701726089579205", "54.74027198891160663556191291365"),
        ("tan", "1.5707963 + 0.125i", "0.000001705969593701502488233722412923", "8.04162332837522933558300415886"),
        ("sinh", "-2.5 + 0.75i", "-4.42686727318732449018278480042", "4.18000619702209208673694951099"),
        ("cosh", "0.5 + 3i", "-1.11634124452615195700219451688", "0.0735369737112366000117852340849"),
        ("tanh", "10 + 10i", "0.999999998317760354415484986529", "3.76344081491964498566061668886e-9"),
        ("asin", "2 + 0.5i", "1.293042070237182659053792629191", "1.361800900857845788205037897865"),
        ("acos", "-0.25 + 3i", "1.64971360699359988907753509367", "-1.821404160795731226179123313971"),
        ("atan", "0.5 + 2i", "1.42154686100180698026375772073", "0.500370000052531017441834084451"),
        ("asinh", "1 + 1i", "1.061275061905035652033018916213", "0.666239432492515255104004895978"),
        ("acosh", "0.5 - 0.5i", "0.5306375309525178260165094581066", "-1.118517879643705937167663293809"),
        ("atanh", "0.75 + 0.1i", "0.936665069894890198472386525246", "0.21879357975931474525025653427"),
        // expm1, log1p and roots (not in MPC): mpmath at 400 and 800 bits, rounded to 100 bits.
        ("expMinusOne", "1e-10 + 2e-10i", "9.99999999849999999981666666667e-11", "2.000000000199999999996666666665e-10"),
        ("expMinusOne", "0.5 - 3i", "-2.63222168697867872891745732597", "-0.2326675590096766121795335404635"),
        ("expMinusOne", "-1e-30 + 1e-20i", "-1.00000000005e-30", "9.99999999999999999999999999998e-21"),
        ("expMinusOne", "100000 + 0.5i", "2.463078822206599710454348730955e43429", "1.34558609325297643762555973229e43429"),
        ("expMinusOne", "0.25 + 1e30i", "-2.278800966888708287086768411225", "-0.1157123925283413972730517748502"),
        ("expMinusOne", "-70000 - 2i", "-1", "-2.212955773235871891587105970257e-30401"),
        ("logOnePlus", "1e-12 - 3e-12i", "1.000000000003999999999991333334e-12", "-2.999999999996999999999993999998e-12"),
        ("logOnePlus", "-2.5 + 1e-5i", "0.405465108130386604199741510526", "3.141585986923126670561408812745"),
        ("logOnePlus", "-1 + 0.5i", "-0.693147180559945309417232121458", "1.57079632679489661923132169164"),
        ("logOnePlus", "3 + 4i", "1.732867951399863273543080303645", "0.78539816339744830961566084582"),
        ("logOnePlus", "1e100 - 1e100i", "230.6050828896845410565077615293", "-0.78539816339744830961566084582"),
        ("root3", "-8", "1", "1.732050807568877293527446341506"),
        ("root3", "1 + 1i", "1.08421508149135118187966600826", "0.290514555507251444503813188625"),
        ("root5", "-2 - 3i", "1.173790341963742272534871313798", "-0.540827038384224435999427823165"),
        ("root-3", "2 + 0.5i", "0.783103022685648901203919903681", "-0.0640903647922862634115659824518"),
    ] as [(String, String, String, String)])
    func unaryFunctionsAreCorrectlyRounded(name: String, argument: String, real: String, imaginary: String) throws {
        let f = try #require(Self.unary[name])
        let value = try f(Self.z(argument))
        #expect(Self.parts(value) == [real, imaginary])
        #expect(value.realPrecision == 100 && value.imaginaryPrecision == 100)
    }

    /// gmpy2 `mpc` at 100 bits: a × b, a ÷ b and a^b.
    @Test(arguments: [
        ("mul", "1.1 + 2.2i", "3.3 - 4.4i", "13.31000000000000000000000000001", "2.42"),
        ("div", "1 + 2i", "3 + 7i", "0.2931034482758620689655172413794", "-0.01724137931034482758620689655173"),
        ("pow", "1.5 + 2.25i", "0.5 - 0.25i", "2.04081584274308497626057857549", "0.505262993793596857667042831247"),
    ])
    func binaryOperationsMatchGmpy2(name: String, a: String, b: String, real: String, imaginary: String) throws {
        let (x, y) = (try Self.z(a), try Self.z(b))
        let value = name == "mul" ? x * y : name == "div" ? x / y : BigComplex.pow(x, y)
        #expect(Self.parts(value) == [real, imaginary])
        // The explicit-precision forms agree with the operators at the operands' precision.
        let explicit = name == "mul" ? BigComplex.multiply(x, y, precision: 100)
            : name == "div" ? BigComplex.divide(x, y, precision: 100) : BigComplex.pow(x, y, precision: 100)
        #expect(Self.parts(explicit) == [real, imaginary])
    }

    /// gmpy2 `mpc` at 100 bits in directed modes, per part (away from zero derived from up/down by sign).
    @Test(arguments: [
        ("exp", "1.5 + 2.25i", "up", "up", "-2.8152788592311668195739472201", "3.487082142415593819929689993103"),
        ("exp", "1.5 + 2.25i", "down", "down", "-2.815278859231166819573947220102", "3.4870821424155938199296899931"),
        ("exp", "1.5 + 2.25i", "towardZero", "towardZero", "-2.8152788592311668195739472201", "3.4870821424155938199296899931"),
        ("exp", "1.5 + 2.25i", "nearestEven", "nearestEven", "-2.815278859231166819573947220102", "3.487082142415593819929689993103"),
        ("exp", "1.5 + 2.25i", "up", "down", "-2.8152788592311668195739472201", "3.4870821424155938199296899931"),
        ("exp", "1.5 + 2.25i", "awayFromZero", "awayFromZero", "-2.815278859231166819573947220102", "3.487082142415593819929689993103"),
        ("div", "1 | 3 - 1i", "up", "up", "0.3", "0.1"),
        ("div", "1 | 3 - 1i", "down", "down", "0.2999999999999999999999999999998", "0.0999999999999999999999999999999"),
        ("div", "1 | 3 - 1i", "towardZero", "towardZero", "0.2999999999999999999999999999998", "0.0999999999999999999999999999999"),
        ("div", "1 | 3 - 1i", "nearestEven", "nearestEven", "0.3", "0.1"),
        ("div", "1 | 3 - 1i", "up", "down", "0.3", "0.0999999999999999999999999999999"),
        ("div", "1 | 3 - 1i", "awayFromZero", "awayFromZero", "0.3", "0.1"),
    ])
    func roundingModesRoundEachPart(name: String, argument: String, realMode: String, imaginaryMode: String,
                                    real: String, imaginary: String) throws {
        let modes: [String: RoundingMode] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "nearestEven": .nearestEven, "awayFromZero": .awayFromZero,
        ]
        let mode = ComplexRoundingMode(real: try #require(modes[realMode]), imaginary: try #require(modes[imaginaryMode]))
        let value: BigComplex
        if name == "div" {
            let operands = try argument.split(separator: " | ").map { try Self.z(String($0)) }
            value = BigComplex.divide(operands[0], operands[1], rounding: mode)
        } else {
            value = BigComplex.exp(try Self.z(argument), rounding: mode)
        }
        #expect(Self.parts(value) == [real, imaginary])
    }

    // MARK: Identities and special cases

    /// gmpy2 at 100 bits: exp(πi) = −1 + 1.69…e-31 i (the imaginary part is sin of π's 100-bit rounding).
    @Test func identities() throws {
        let i = BigComplex.i(precision: 100)
        #expect(i * i == BigComplex(-1, precision: 100))
        #expect((i * i).imaginary.isZero)
        #expect(try BigComplex.pow(Self.z("1 + i"), 2) == Self.z("2i"))
        #expect(BigComplex.pow(i, BigInt(4)) == BigComplex(1))
        let piI = BigComplex(real: BigFloat.zero(precision: 100), imaginary: BigFloat.pi(precision: 100))
        #expect(Self.parts(BigComplex.exp(piI)) == ["-1", "1.695685532073779928791740293878e-31"])
        let root = BigComplex.sqrt(BigComplex(-4, precision: 100))
        #expect(try root == Self.z("2i") && root.real.isZero && root.real.sign == .plus)
        let below = BigComplex(real: BigFloat(-4, precision: 100), imaginary: BigFloat.zero(sign: .minus, precision: 100))
        #expect(try BigComplex.sqrt(below) == Self.z("-2i"))
        let logMinusOne = BigComplex.log(BigComplex(-1, precision: 100))
        #expect(logMinusOne.real.isZero && logMinusOne.real.sign == .plus)
        #expect(logMinusOne.imaginary.description == "3.14159265358979323846264338328")
    }

    /// The exact and real cases of the Arb-backed functions, against gmpy2's real functions.
    @Test func arbFunctionSpecialCases() throws {
        #expect(try Self.parts(BigComplex.expMinusOne(Self.z("0.5"))) == ["0.648721270700128146848650787814", "0"])
        #expect(try BigComplex.expMinusOne(Self.z("0")).isZero)
        #expect(try Self.parts(BigComplex.log(onePlus: Self.z("0.5"))) == ["0.4054651081081643819780131154643", "0"])
        #expect(try Self.parts(BigComplex.log(onePlus: Self.z("-2"))) == ["0", "3.14159265358979323846264338328"])
        let belowCut = BigComplex(real: BigFloat(-2, precision: 100), imaginary: BigFloat.zero(sign: .minus, precision: 100))
        #expect(Self.parts(BigComplex.log(onePlus: belowCut)) == ["0", "-3.14159265358979323846264338328"])
        #expect(try Self.parts(BigComplex.log(onePlus: Self.z("-1 + i"))) == ["0", "1.57079632679489661923132169164"])
        #expect(try Self.parts(BigComplex.root(Self.z("3"), 3)) == ["1.44224957030740838232163831078", "0"])
        #expect(try BigComplex.root(Self.z("-4"), 2) == Self.z("2i"))
        #expect(try BigComplex.root(Self.z("8"), 3) == Self.z("2"))
        #expect(try BigComplex.root(Self.z("1 + i"), 0).isNaN)
        #expect(try BigComplex.root(Self.z("-4"), -2) == Self.z("-0.5i"))
        #expect(try BigComplex.root(Self.z("1 + i"), -1) == Self.z("0.5 - 0.5i"))
        #expect(try BigComplex.root(Self.z("-16"), 4) == Self.z("1.4142135623730950488016887242092 + 1.4142135623730950488016887242092i"))
        #expect(BigComplex.expMinusOne(BigComplex(real: BigFloat.infinity(sign: .minus), imaginary: 1)) == BigComplex(-1))
    }

    /// w = (1 + 2⁻¹⁰⁰) + i: the real part of ∛(w³) lies halfway between 1 and 1 + 2⁻⁹⁹ at 100 bits
    /// and goes to the even one, 1.
    @Test func exactHalfwayRootGoesToEven() throws {
        let w = try Self.z("1 + i", 101) + BigComplex(BigFloat.scaled(BigFloat(1, precision: 101), byPowerOfTwo: -100))
        let cube = BigComplex.pow(w, 3, precision: 400)
        #expect(BigComplex.pow(BigComplex.root(cube, 3, precision: 101), 3, precision: 400) == cube)
        #expect(try BigComplex.root(cube, 3, precision: 100) == Self.z("1 + i"))
    }

    // MARK: Conversions, parts and precisions

    /// gmpy2 at 100 bits: 1/3 and 3¹⁰⁰ to nearest and down.
    @Test func conversions() throws {
        let third = try #require(BigRational(numerator: BigInt(1), denominator: BigInt(3)))
        #expect(BigComplex(third, precision: 100).real.description == "0.3333333333333333333333333333335")
        #expect(BigComplex(third, precision: 100, rounding: .down).real.description == "0.333333333333333333333333333333")
        let big = try BigInt(3).power(100)
        #expect(BigComplex(big, precision: 100).real.description == "5.15377520732011331036461129766e47")
        #expect(BigComplex(big, precision: 100, rounding: .down).real.description == "5.15377520732011331036461129765e47")
        let x = BigFloat(1.5, precision: 30)
        let fromReal = BigComplex(x)
        #expect(fromReal.real == x && fromReal.imaginary.isZero && fromReal.imaginaryPrecision == 30)
        let mixed = BigComplex(real: BigFloat(2, precision: 10), imaginary: BigFloat(3, precision: 300))
        #expect(mixed.realPrecision == 10 && mixed.imaginaryPrecision == 300)
        #expect(BigComplex(7).realPrecision == BigFloat.defaultPrecision && BigComplex(7) == 7)
        #expect(try BigComplex(real: 3, imaginary: -4) == Self.z("3 - 4i"))
        #expect(BigComplex(exactly: UInt64.max)?.real == BigFloat(UInt64.max))
    }

    @Test func resultPrecisions() throws {
        let a = BigComplex(real: BigFloat(1, precision: 10), imaginary: BigFloat(1, precision: 200))
        let b = BigComplex(real: BigFloat(3, precision: 50), imaginary: BigFloat(1, precision: 20))
        let sum = a + b
        #expect(sum.realPrecision == 50 && sum.imaginaryPrecision == 200)
        #expect(BigComplex.sin(a).realPrecision == 10 && BigComplex.sin(a, precision: 77).imaginaryPrecision == 77)
        #expect(a.norm.precision == 200 && BigComplex.abs(a, precision: 64).precision == 64)
        #expect(a.rounded(toPrecision: 5).realPrecision == 5)
    }

    /// gmpy2: |1 + 2i| and arg(1 + i) at 100 bits.
    @Test func normMagnitudeArgumentConjugateProjection() throws {
        let w = try Self.z("3 + 4i")
        #expect(w.norm == BigFloat(25) && w.magnitude == BigFloat(5) && BigComplex.abs(w) == BigFloat(5))
        #expect(try Self.z("1 + 2i").magnitude.description == "2.236067977499789696409173668732")
        #expect(try Self.z("1 + i").argument.description == "0.78539816339744830961566084582")
        #expect(try Self.z("-1").argument.description == "3.14159265358979323846264338328")
        let belowCut = BigComplex(real: BigFloat(-1, precision: 100), imaginary: BigFloat.zero(sign: .minus, precision: 100))
        #expect(belowCut.argument.description == "-3.14159265358979323846264338328")
        #expect(try w.conjugate == Self.z("3 - 4i") && w.projection == w)
        let infinite = BigComplex(real: BigFloat(1), imaginary: BigFloat.infinity(sign: .minus))
        let projected = infinite.projection
        #expect(projected.real.isInfinite && projected.real.sign == .plus)
        #expect(projected.imaginary.isZero && projected.imaginary.sign == .minus)
    }

    // MARK: Value semantics, equality, text

    @Test func mutatingACopyLeavesTheOriginal() throws {
        let original = try Self.z("1.5 + 2.5i")
        var copy = original
        copy += BigComplex(1, precision: 100)
        copy.negate()
        copy *= BigComplex.i(precision: 100)
        copy /= BigComplex(2, precision: 100)
        copy -= BigComplex(1, precision: 100)
        copy.real = BigFloat(9, precision: 20)
        copy.imaginary = BigFloat(-9, precision: 20)
        #expect(try original == Self.z("1.5 + 2.5i") && original.realPrecision == 100)
        #expect(try copy == Self.z("9 - 9i") && copy.realPrecision == 20)
        var aliased = try Self.z("1 + i")
        aliased *= aliased
        aliased += aliased
        #expect(try aliased == Self.z("4i"))
    }

    @Test func equalityAndHashing() throws {
        let nan = BigComplex(real: BigFloat.nan(), imaginary: BigFloat(1))
        #expect(nan != nan && nan.isNaN && !nan.isFinite)
        let negativeZero = BigComplex(real: BigFloat(1), imaginary: BigFloat.zero(sign: .minus))
        #expect(negativeZero == BigComplex(1) && negativeZero.isReal)
        let wide = BigComplex(real: BigFloat(1, precision: 1000), imaginary: BigFloat(2, precision: 2))
        #expect(try Set([wide, Self.z("1 + 2i"), Self.z("1 + 2i", 53), Self.z("2 + i")]).count == 2)
        #expect(BigComplex(real: BigFloat.infinity(), imaginary: BigFloat.nan()).isInfinite)
    }

    @Test(arguments: [
        ("1.5 + 2.25i", "1.5 + 2.25i"), ("1.5-2.25i", "1.5 - 2.25i"), ("2i", "2i"), ("-i", "-i"), ("i", "i"),
        ("3", "3"), ("3 + 0i", "3"), ("0", "0"), ("-0.5 + i", "-0.5 + i"), ("1e-7 - 1e-7i", "1e-7 - 1e-7i"),
        ("1e+40i", "1e40i"), ("-inf + nani", "-inf + nani"), ("+1  -  2.5e3i", "1 - 2500i"),
    ])
    func descriptionReadsBack(text: String, description: String) throws {
        let value = try Self.z(text)
        #expect(value.description == description)
        if !value.isNaN { #expect(try Self.z(value.description) == value) }
    }

    @Test func functionResultsReadBack() throws {
        let w = try Self.z("1.5 - 2.25i", 113)
        for value in [BigComplex.exp(w), BigComplex.atanh(w), BigComplex.pow(w, -7), BigComplex.log10(w)] {
            let text = value.description
            #expect(try BigComplex(parsing: text, realPrecision: 113, imaginaryPrecision: 113) == value)
            #expect(BigComplex(text) != nil)
        }
    }

    @Test(arguments: [
        ("", BigFloat.ParseError.empty), ("1 + ", .unexpectedCharacter(offset: 1)), ("1 + -2i", .unexpectedCharacter(offset: 4)),
        ("+ 2i", .unexpectedCharacter(offset: 1)), (" + 2i", .missingDigits), ("2 i", .unexpectedCharacter(offset: 1)), ("1 + 2ei", .missingExponentDigits),
        ("1.2.3 + i", .unexpectedCharacter(offset: 3)), ("1 + 2.x5i", .unexpectedCharacter(offset: 6)),
    ])
    func malformedTextIsRejected(text: String, error: BigFloat.ParseError) {
        #expect(throws: error) { try BigComplex(parsing: text) }
        #expect(BigComplex(text) == nil)
    }

    // MARK: Concurrency and generic code

    /// A mix of functions at `bits` bits, printed.
    static func work(_ k: Int) -> String {
        let bits = 64 + 37 * k
        let w = BigComplex(real: BigFloat(k + 1, precision: bits), imaginary: BigFloat(-k, precision: bits))
        let value = BigComplex.sin(BigComplex.exp(w) / (w + 1)) + BigComplex.expMinusOne(w) * BigComplex.root(w, 3)
        return value.description
    }

    @Test func concurrentTasksMatchSerialResults() async {
        let serial = (0..<16).map(Self.work)
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for k in 0..<16 { group.addTask { (k, Self.work(k)) } }
            var results = Array(repeating: "", count: 16)
            for await (k, text) in group { results[k] = text }
            return results
        }
        #expect(concurrent == serial)
    }

    static func cube<T: AlgebraicField>(_ x: T) -> T { x * x * x }
    static func rootOfSquare<T: ElementaryFunctions>(_ x: T) -> T { T.sqrt(T.pow(x, 2)) }

    @Test func worksInGenericNumericCode() throws {
        #expect(try Self.cube(Self.z("1 + i")) == Self.z("-2 + 2i"))
        #expect(try Self.z("1 + i").reciprocal == Self.z("0.5 - 0.5i"))
        #expect(BigComplex(0).reciprocal == nil)
        #expect(try Self.rootOfSquare(Self.z("1.5 + 2i")) == Self.z("1.5 + 2i"))
        #expect(try Self.z("3 + 4i").magnitude == 5)
    }
}
