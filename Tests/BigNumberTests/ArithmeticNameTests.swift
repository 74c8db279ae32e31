import BigNumber
import Testing

/// The four number types spell their named arithmetic alike: static `add`, `subtract`, `multiply`,
/// `divide` and `pow` taking both operands, with `rounding:` and/or `precision:` where the type has them.
@Suite struct ArithmeticNameTests {
    /// The operation, its value at 7 and 2, and its value at 3 + 4i and 2 (all exact in binary).
    static let cases: [(String, Double, Double, Double)] = [
        ("add", 9, 5, 4), ("subtract", 5, 1, 4), ("multiply", 14, 6, 8), ("divide", 3.5, 1.5, 2), ("pow", 49, -7, 24),
    ]

    @Test(arguments: cases)
    func realTypes(name: String, value: Double, _: Double, _: Double) throws {
        let (a, b) = (BigFloat(7, precision: 64), BigFloat(2, precision: 64))
        let float: BigFloat = switch name {
        case "add": BigFloat.add(a, b, rounding: .up)
        case "subtract": BigFloat.subtract(a, b, rounding: .up)
        case "multiply": BigFloat.multiply(a, b, rounding: .up)
        case "divide": BigFloat.divide(a, b, rounding: .up)
        default: BigFloat.pow(a, b, rounding: .up)
        }
        #expect(float == BigFloat(value))
        let (x, y) = (BigBall(7), BigBall(2))
        let ball: BigBall = switch name {
        case "add": BigBall.add(x, y, precision: 64)
        case "subtract": BigBall.subtract(x, y, precision: 64)
        case "multiply": BigBall.multiply(x, y, precision: 64)
        case "divide": BigBall.divide(x, y, precision: 64)
        default: BigBall.pow(x, BigInt(2), precision: 64)
        }
        #expect(ball.isExact)
        #expect(try ball.midpoint() == BigFloat(value))
    }

    @Test(arguments: cases)
    func complexTypes(name: String, _: Double, real: Double, imaginary: Double) throws {
        let (a, b) = (BigComplex(real: BigFloat(3), imaginary: BigFloat(4)), BigComplex(BigFloat(2)))
        let complex: BigComplex = switch name {
        case "add": BigComplex.add(a, b, precision: 64, rounding: .nearest)
        case "subtract": BigComplex.subtract(a, b, precision: 64, rounding: .nearest)
        case "multiply": BigComplex.multiply(a, b, precision: 64, rounding: .nearest)
        case "divide": BigComplex.divide(a, b, precision: 64, rounding: .nearest)
        default: BigComplex.pow(a, b, precision: 64, rounding: .nearest)
        }
        #expect(complex.real == BigFloat(real) && complex.imaginary == BigFloat(imaginary))
        let (z, w) = (BigComplexBall(real: BigBall(3), imaginary: BigBall(4)), BigComplexBall(real: BigBall(2)))
        let ball: BigComplexBall = switch name {
        case "add": BigComplexBall.add(z, w, precision: 64)
        case "subtract": BigComplexBall.subtract(z, w, precision: 64)
        case "multiply": BigComplexBall.multiply(z, w, precision: 64)
        case "divide": BigComplexBall.divide(z, w, precision: 64)
        default: BigComplexBall.pow(z, BigInt(2), precision: 64)
        }
        #expect(ball.real.isExact && ball.imaginary.isExact)
        #expect(try ball.real.midpoint() == BigFloat(real) && ball.imaginary.midpoint() == BigFloat(imaginary))
    }
}
