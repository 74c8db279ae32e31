import BigNumber
import Testing
@testable import CalculatorEngine

@Test func catalogPowerTakesRealRootsOfNegativeBases() throws {
    guard case let .binary(pow) = try #require(OperationCatalog.operation(forKey: "^")).row.real else {
        Issue.record("xʸ is not binary")
        return
    }
    let context = EvaluationContext(precision: 200)
    let third = BigFloat(1, precision: 200) / BigFloat(3, precision: 200)
    let twoThirds = BigFloat(2, precision: 200) / BigFloat(3, precision: 200)
    #expect(try pow(BigFloat(-8, precision: 200), third, context) == BigFloat(-2))
    #expect(try pow(BigFloat(-27, precision: 200), twoThirds, context) == BigFloat(9))
    #expect(throws: CalculationError.divisionByZero) { try pow(BigFloat(0), BigFloat(-1), context) }
}
