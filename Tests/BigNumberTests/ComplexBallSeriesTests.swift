import BigNumber
import Testing

/// `ComplexBallSeries`: Taylor coefficients on balls against mpmath (`series.tsv`), exact small
/// expansions, derivatives, and series that do not exist at their point.
@Suite struct ComplexBallSeriesTests {
    private typealias Series = ComplexBallSeries

    private static func point(_ n: Int) -> BigComplexBall { BigComplexBall(real: BigBall(n)) }

    /// The unary series functions the tables name.
    private static let functions: [String: @Sendable (Series, Int) -> Series] = [
        "asin": Series.asin, "acos": Series.acos, "atan": Series.atan, "tan": Series.tan, "tanh": Series.tanh,
        "sinh": Series.sinh, "cosh": Series.cosh, "sinc": Series.sinc, "log": Series.log, "sqrt": Series.sqrt,
        "rsqrt": Series.rsqrt, "gamma": Series.gamma, "reciprocalGamma": Series.reciprocalGamma, "zeta": Series.zeta,
        "digamma": Series.digamma, "1/t": Series.reciprocal, "lambertW": { Series.lambertW($0, precision: $1) },
    ]

    /// The series of the reference table's case `name` at `precision` bits, 11 coefficients.
    private static func series(_ name: String, precision p: Int) -> Series? {
        switch name {
        case "exp_sin_at_1": Series.exp(Series.sin(Series.variable(at: point(1), length: 11), precision: p), precision: p)
        case "exp_at_0": Series.exp(Series.variable(at: point(0), length: 11), precision: p)
        case "log1p_at_0": Series.log(Series.variable(at: point(1), length: 11), precision: p)
        case "sqrt_at_4": Series.sqrt(Series.variable(at: point(4), length: 11), precision: p)
        case "gamma_at_1": Series.gamma(Series.variable(at: point(1), length: 11), precision: p)
        default: nil
        }
    }

    @Test(arguments: SeriesCase.of("taylor"))
    func taylorCoefficientsContainTheReference(_ c: SeriesCase) throws {
        let s = try #require(Self.series(c.name, precision: c.precision))
        #expect(SeriesCheck.matches(s.coefficient(c.k), c))
    }

    @Test func theTableHasEveryCase() {
        #expect(SeriesCase.of("taylor").count == 110)
        #expect(SeriesCase.of("integral").count == 12)
    }

    /// The 10th derivative of exp(sin x) at 1 is the coefficient of t¹⁰ times 10! = 3628800.
    @Test(arguments: [30, 1000])
    func theTenthDerivativeOfExpSinAtOne(digits: Int) throws {
        let c = try #require(SeriesCase.of("taylor").first { $0.name == "exp_sin_at_1" && $0.k == 10 && $0.digits == digits })
        let s = try #require(Self.series(c.name, precision: c.precision))
        let derivative = try #require(s.derivative(order: 10, precision: c.precision))
        let reference = try #require(SeriesCheck.referenceBall(c.real, digits: digits))
        let scaled = BigBall.multiply(reference, BigBall(3_628_800), precision: c.precision + 64)
        #expect(BigBall.subtract(derivative.real, scaled, precision: c.precision).containsZero)
        #expect(derivative.real.relativeErrorBits <= -c.digitBits && derivative.imaginary.isZero)
        #expect(s.derivative(order: 11, precision: 64) == nil && s.derivative(order: -1, precision: 64) == nil)
    }

    /// Polynomials have exact coefficients: (2 + t)³ = 8 + 12t + 6t² + t³, so d/dx x³ at 2 is 12.
    @Test func powersOfTheVariableAreExact() throws {
        let s = Series.pow(Series.variable(at: Self.point(2), length: 5), 3, precision: 64)
        let expected: [BigInt] = [8, 12, 6, 1, 0]
        #expect(s.coefficients.map { $0.real.exactInteger } == expected)
        #expect(try #require(s.derivative(order: 1, precision: 64)).real.exactInteger == 12)
        #expect(try #require(s.derivative(order: 3, precision: 64)).real.exactInteger == 6)
        let inverse = Series.pow(Series.variable(at: Self.point(2), length: 3), -1, precision: 128)
        #expect(SeriesCheck.containsRational(inverse.coefficient(2), "1/8"))
    }

    /// Exact expansions at 0 (t⁰ … t⁵), from their closed forms.
    @Test(arguments: [
        ("asin", ["0", "1", "0", "1/6", "0", "3/40"]),
        ("atan", ["0", "1", "0", "-1/3", "0", "1/5"]),
        ("tan", ["0", "1", "0", "1/3", "0", "2/15"]),
        ("tanh", ["0", "1", "0", "-1/3", "0", "2/15"]),
        ("sinh", ["0", "1", "0", "1/6", "0", "1/120"]),
        ("cosh", ["1", "0", "1/2", "0", "1/24", "0"]),
        ("sinc", ["1", "0", "-1/6", "0", "1/120", "0"]),
        ("lambertW", ["0", "1", "-1", "3/2", "-8/3", "125/24"]),
        ("reciprocalGamma", ["0", "1", "euler", "", "", ""]),
        ("quotient", ["1", "-1", "1", "-1", "1", "-1"]),
        ("power", ["1", "1/2", "-1/8", "1/16", "-5/128", "7/256"]),
    ])
    func expansionsAtZero(function: String, coefficients: [String]) throws {
        let p = 128
        let t = Series.variable(at: Self.point(0), length: 6)
        let one = Series(constant: Self.point(1), length: 6)
        let half = BigComplexBall(real: BigBall(BigRational("1/2") ?? 0, precision: p))
        let s: Series
        if function == "quotient" {
            s = Series.divide(one, Series.add(one, t, precision: p), precision: p)
        } else if function == "power" {
            s = Series.pow(Series.add(one, t, precision: p), half, precision: p)
        } else {
            let f = try #require(Self.functions[function])
            s = f(t, p)
        }
        for (k, expected) in coefficients.enumerated() where !expected.isEmpty && expected != "euler" {
            #expect(SeriesCheck.containsRational(s.coefficient(k), expected), "t^\(k)")
        }
        #expect(s.isFinite && s.length == 6)
    }

    /// acos = π/2 − asin: the constant term is π/2 and the rest the negated arcsine coefficients.
    @Test func arccosineIsAQuarterTurnMinusArcsine() throws {
        let t = Series.variable(at: Self.point(0), length: 4)
        let sum = Series.add(Series.acos(t, precision: 128), Series.asin(t, precision: 128), precision: 128)
        let halfPi = BigBall.multiply(BigBall.pi(precision: 128), BigBall(BigRational("1/2") ?? 0, precision: 128), precision: 128)
        #expect(BigBall.subtract(sum.coefficient(0).real, halfPi, precision: 128).containsZero)
        for k in 1..<4 { #expect(SeriesCheck.containsRational(sum.coefficient(k), "0")) }
    }

    /// ζ(s) at 0 = −1/2 + ζ′(0) t + …, ζ′(0) = −ln(2π)/2; erf(t) = 2/√π (t − t³/3 + …).
    @Test func zetaAndErfAtZero() throws {
        let p = 128
        let t = Series.variable(at: Self.point(0), length: 4)
        let zeta = Series.zeta(t, precision: p)
        #expect(SeriesCheck.containsRational(zeta.coefficient(0), "-1/2"))
        let twoPi = BigBall.multiply(BigBall.pi(precision: p), BigBall(2), precision: p)
        let expected = BigBall.multiply(BigBall.log(twoPi, precision: p), BigBall(BigRational("-1/2") ?? 0, precision: p), precision: p)
        #expect(BigBall.subtract(zeta.coefficient(1).real, expected, precision: p).containsZero)
        let erf = Series.erf(t, precision: p)
        let scale = BigBall.divide(BigBall(2), BigBall.sqrt(BigBall.pi(precision: p), precision: p), precision: p)
        #expect(BigBall.subtract(erf.coefficient(1).real, scale, precision: p).containsZero)
        let third = BigBall.divide(scale, BigBall(-3), precision: p)
        #expect(BigBall.subtract(erf.coefficient(3).real, third, precision: p).containsZero)
        #expect(SeriesCheck.containsRational(Series.erfc(t, precision: p).coefficient(0), "1"))
        #expect(SeriesCheck.containsRational(Series.erfi(t, precision: p).coefficient(0), "0"))
    }

    /// A series that does not exist at its point has coefficients that are not finite.
    @Test(arguments: [
        ("log at 0", 0, 0), ("sqrt at 0", 1, 0), ("rsqrt at 0", 0, 0), ("gamma at 0", 0, 0),
        ("gamma at -2", 0, -2), ("zeta at 1", 0, 1), ("asin at 1", 1, 1), ("acos at -1", 1, -1),
        ("1/t at 0", 0, 0), ("digamma at 0", 0, 0), ("tan at pi/2", 0, 99),
    ])
    func aSeriesThatDoesNotExistIsNotFinite(name: String, firstBadOrder: Int, at point: Int) throws {
        let p = 128
        let x = point == 99
            ? Series.variable(at: BigComplexBall(real: BigBall.divide(BigBall.pi(precision: p), by: 2, precision: p)), length: 4)
            : Series.variable(at: Self.point(point), length: 4)
        let f = try #require(Self.functions[String(name.prefix { $0 != " " })])
        let s = f(x, p)
        #expect(!s.isFinite)
        #expect(s.firstNonFiniteOrder == firstBadOrder)
    }

    /// Operands of different lengths give the shorter length; a length below 1 is 1.
    @Test func lengths() {
        let a = Series.variable(at: Self.point(3), length: 5)
        let b = Series(constant: Self.point(2), length: 3)
        #expect(Series.multiply(a, b, precision: 64).length == 3)
        #expect(Series.variable(at: Self.point(3), length: 0).length == 1)
        #expect(Series.variable(at: Self.point(3), length: 1).coefficient(1).real.isZero)
        #expect((-a).coefficient(1).real.exactInteger == -1)
        let composed = Series.compose(Series.exp(a, precision: 64), b, precision: 64)
        #expect(!composed.isFinite)
    }
}
