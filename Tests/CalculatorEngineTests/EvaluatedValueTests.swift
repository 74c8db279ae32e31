import BigNumber
import Testing
@testable import CalculatorEngine

/// The kind of value one evaluation gives, by expression: exact integers, exact fractions,
/// symbolic multiples of π, approximations, exact complex numbers and complex balls are separate
/// cases; a complex value whose imaginary part is exactly 0 is real.
@Test("Each expression evaluates to its kind of value", arguments: [
    ("6/3", "integer 2"), ("2^100 - 2^100 + 7", "integer 7"), ("1/3 + 1/6", "fraction 1/2"),
    ("0.125", "fraction 1/8"), ("pi/2", "π × 1/2"), ("sin(pi/6)", "fraction 1/2"), ("sqrt(2)", "real"),
    ("(1 + 2i)/(3 - 4i)", "gaussian -1/5 + 2/5 i"), ("sqrt(-4)", "gaussian 0 + 2 i"), ("i^2", "integer -1"),
    ("sqrt(-2)", "complex"), ("sqrt(-2)*sqrt(-3)", "real"), ("i^i", "real"), ("abs(3 + 4i)", "integer 5"),
    ("[1, 1/2, sqrt(2)]", "vector [integer 1, fraction 1/2, real]"), ("[1, 2; 3, i]", "2×2 [integer 1, integer 2, integer 3, gaussian 0 + 1 i]"),
    ("inv([[2, 0], [0, 4]])", "2×2 [fraction 1/2, integer 0, integer 0, fraction 1/4]"), ("det([[1, 2], [3, 4]])", "integer -2"),
    ("[[1, 2], [3, 4]] * [1, 1]", "vector [integer 3, integer 7]"), ("[1, 1] * [[1, 2], [3, 4]]", "vector [integer 4, integer 6]"),
    ("[[1, 2], [3, 4]][2]", "vector [integer 3, integer 4]"), ("seq([k, k^2], k, 1, 2)", "2×2 [integer 1, integer 1, integer 2, integer 4]"),
    ("sqrt([4, 2])", "vector [integer 2, real]"), ("[2, 3]^2", "vector [integer 4, integer 9]"),
    // Rows of two operands take the evaluator's two-operand path, where exact rationals go straight to
    // the exact implementation: the cases it hands back (no exact result, complex, π, lists) too.
    ("(851*96+25)/17-851.96", "fraction 1680942/425"), ("2^0.5", "real"), ("(-8)^(1/3)", "integer -2"),
    ("(-4)^(1/2)", "gaussian 0 + 2 i"), ("(-2)^(1/2)", "complex"), ("2^3000 / 2^2999", "integer 2"), ("7 mod 3", "integer 1"),
    ("pi * 2/3", "π × 2/3"), ("i * i", "integer -1"), ("[1, 2] + [3, 4]", "vector [integer 4, integer 6]"),
    ("0 * sqrt(2)", "integer 0"), ("sqrt(2) - sqrt(2)", "integer 0"),
])
func evaluatedValueKinds(_ line: String, _ kind: String) throws {
    let tree = try ParsedExpression(parsing: line).tree
    var evaluator = Evaluator(precision: 128, angleUnit: .radians, allowsComplexResults: true)
    let (value, _) = try evaluator.evaluate(tree)
    #expect(CatalogImplementationTests.describe(value) == kind)
}

/// An exact implementation's error on the two-operand path is reported at the operator's column.
@Test("Two-operand rows report an exact implementation's error at the operator", arguments: [
    ("1/0", CalculationError.divisionByZero, 2), ("5 mod 0", CalculationError.divisionByZero, 3),
])
func twoOperandErrors(_ line: String, _ expected: CalculationError, _ column: Int) throws {
    let tree = try ParsedExpression(parsing: line).tree
    var evaluator = Evaluator(precision: 128, angleUnit: .radians)
    do {
        _ = try evaluator.evaluate(tree)
        Issue.record("\(line) evaluated without an error")
    } catch {
        #expect(error.calculationError == expected)
        #expect(error.column == column)
    }
}
