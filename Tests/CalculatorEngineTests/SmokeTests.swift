import BigNumber
import Testing
@testable import CalculatorEngine

@Test func catalogPowerTakesRealRootsOfNegativeBases() throws {
    guard case let .binary(pow) = try #require(OperationCatalog.operation(forKey: "^")).row.implementations.ball else {
        Issue.record("xʸ is not binary")
        return
    }
    let context = EvaluationContext(precision: 200)
    func operand(_ numerator: Int, _ denominator: Int = 1) throws -> BallOperand {
        let r = try #require(BigRational(numerator: BigInt(numerator), denominator: BigInt(denominator)))
        return BallOperand(BigBall(r, precision: 200), exact: r)
    }
    let cubeRoot = try pow(try operand(-8), try operand(1, 3), context)
    let square = try pow(try operand(-27), try operand(2, 3), context)
    #expect(cubeRoot.contains(-2) && cubeRoot.relativeErrorBits < -190)
    #expect(square.contains(9) && square.relativeErrorBits < -190)
    #expect(throws: CalculationError.divisionByZero) { try pow(try operand(0), try operand(-1), context) }
}
