import BigNumber
import Testing
@testable import CalculatorEngine

/// The kind of value one evaluation gives, by expression: exact integers, exact fractions,
/// symbolic multiples of π and approximations are separate cases.
@Test("Each expression evaluates to its kind of value", arguments: [
    ("6/3", "integer 2"), ("2^100 - 2^100 + 7", "integer 7"), ("1/3 + 1/6", "fraction 1/2"),
    ("0.125", "fraction 1/8"), ("pi/2", "π × 1/2"), ("sin(pi/6)", "fraction 1/2"), ("sqrt(2)", "real"),
])
func evaluatedValueKinds(_ line: String, _ kind: String) throws {
    let tree = try ParsedExpression(parsing: line).tree
    var evaluator = Evaluator(precision: 128, angleUnit: .radians)
    let (value, _) = try evaluator.evaluate(tree)
    let described: String
    switch value {
    case let .integer(n): described = "integer \(n)"
    case let .fraction(r): described = "fraction \(r)"
    case let .piMultiple(k): described = "π × \(k)"
    case .real: described = "real"
    }
    #expect(described == kind)
}
