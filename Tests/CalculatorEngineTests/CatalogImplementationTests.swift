import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// Each row's table of implementations, one per kind of value, and the promotion order the
/// evaluator follows through it: the kinds each row implements are pinned by a committed table
/// (`Resources/implementations.tsv`), so that dropping a row's complex or exact version fails here;
/// and which implementation answers integer, fraction, π-multiple, ball, Gaussian and complex
/// operands is checked on a few rows.
@Suite struct CatalogImplementationTests {
    /// One line of `implementations.tsv`: the operation's case name and its kinds in promotion order.
    static let table: [(operation: String, kinds: String)] = ReferenceTable.rows(named: "implementations", in: .module).map {
        ($0[0], $0.count > 1 ? $0[1] : "")
    }

    @Test func theTableHasOneLinePerOperationInCatalogOrder() {
        #expect(Self.table.map(\.operation) == CatalogOperation.allCases.map { String(describing: $0) })
    }

    @Test("Each row keeps the kinds it implements", arguments: CatalogOperation.allCases)
    func kindsArePinned(_ operation: CatalogOperation) throws {
        let pinned = try #require(Self.table.first { $0.operation == String(describing: operation) },
                                  "no line in implementations.tsv for \(operation)")
        #expect(operation.row.implementations.pinnedDescription == pinned.kinds, "kinds of \(operation)")
    }

    @Test("The kinds of two operands join to the least kind that holds both", arguments: [
        (ValueKind.integer, ValueKind.rational, ValueKind.rational), (.integer, .piMultiple, .piMultiple),
        (.rational, .ball, .ball), (.piMultiple, .ball, .ball), (.rational, .gaussian, .gaussian),
        (.integer, .gaussian, .gaussian), (.piMultiple, .gaussian, .complexBall), (.ball, .gaussian, .complexBall),
        (.gaussian, .complexBall, .complexBall), (.ball, .complexBall, .complexBall), (.integer, .integer, .integer),
    ])
    func kindsJoin(_ a: ValueKind, _ b: ValueKind, _ joined: ValueKind) {
        #expect(a.joined(with: b) == joined)
        #expect(b.joined(with: a) == joined)
    }

    @Test("A row starts on operands of a kind at the first kind it implements at or after it", arguments: [
        (CatalogOperation.add, ValueKind.integer, ValueKind?.some(.rational)), (.add, .rational, .rational), (.add, .piMultiple, .piMultiple),
        (.add, .ball, .ball), (.add, .gaussian, .gaussian), (.add, .complexBall, .complexBall),
        (.sine, .integer, .rational), (.sine, .piMultiple, .piMultiple), (.sine, .ball, .ball), (.sine, .gaussian, .complexBall),
        (.squareRoot, .rational, .rational), (.squareRoot, .piMultiple, .ball), (.squareRoot, .gaussian, .gaussian),
        (.floor, .piMultiple, .ball), (.floor, .gaussian, nil), (.floor, .complexBall, nil),
        (.pi, .integer, .piMultiple), (.imaginaryUnit, .integer, .ball), (.imaginaryUnit, .gaussian, .gaussian),
        (.hyperbolicCosine, .rational, .rational), (.hyperbolicCosine, .gaussian, .complexBall),
    ])
    func promotion(_ operation: CatalogOperation, _ operands: ValueKind, _ start: ValueKind?) {
        #expect(operation.row.implementations.promotion(of: operands) == start)
    }

    /// A case of `whichImplementationAnswers`: an operation, its operands as expressions, the angle
    /// unit, whether complex results are on, and the value it gives (described as `describe` does).
    struct Case: Sendable, CustomStringConvertible {
        let operation: CatalogOperation
        let operands: [String]
        var unit: AngleUnit = .radians
        var complexResults = true
        let expected: String
        var description: String { "\(operation)(\(operands.joined(separator: ", "))) \(unit) → \(expected)" }
    }

    @Test("The implementation of the operands' kind answers, or the next one in promotion order", arguments: [
        // Exact integers and fractions: the rational implementation.
        Case(operation: .add, operands: ["1", "2"], expected: "integer 3"),
        Case(operation: .add, operands: ["1/2", "1/3"], expected: "fraction 5/6"),
        Case(operation: .sine, operands: ["0"], expected: "integer 0"),
        // No rational result: on to the ball implementation (radians), or to kπ in degrees.
        Case(operation: .sine, operands: ["2"], expected: "real"),
        Case(operation: .sine, operands: ["30"], unit: .degrees, expected: "fraction 1/2"),
        Case(operation: .tangent, operands: ["90"], unit: .degrees, expected: "error domain"),
        Case(operation: .squareRoot, operands: ["9/4"], expected: "fraction 3/2"),
        Case(operation: .squareRoot, operands: ["2"], expected: "real"),
        // Multiples of π: the π-multiple implementation, else balls.
        Case(operation: .add, operands: ["pi/2", "pi/2"], expected: "π × 1"),
        Case(operation: .multiply, operands: ["pi", "1/3"], expected: "π × 1/3"),
        Case(operation: .add, operands: ["pi", "1"], expected: "real"),
        Case(operation: .sine, operands: ["pi/6"], expected: "fraction 1/2"),
        Case(operation: .sine, operands: ["pi/6"], unit: .degrees, expected: "real"),
        Case(operation: .hyperbolicCosine, operands: ["pi"], expected: "real"),
        Case(operation: .pi, operands: [], expected: "π × 1"),
        // Balls: the ball implementation, whatever the row has before it.
        Case(operation: .add, operands: ["sqrt(2)", "sqrt(3)"], expected: "real"),
        Case(operation: .add, operands: ["pi", "sqrt(2)"], expected: "real"),
        Case(operation: .sine, operands: ["sqrt(2)"], expected: "real"),
        // No real value: promoted to the Gaussian implementation, else complex balls; or refused.
        Case(operation: .squareRoot, operands: ["-4"], expected: "gaussian 0 + 2 i"),
        Case(operation: .squareRoot, operands: ["-2"], expected: "complex"),
        Case(operation: .squareRoot, operands: ["-4"], complexResults: false, expected: "error domain"),
        Case(operation: .arcsine, operands: ["2"], expected: "complex"),
        Case(operation: .imaginaryUnit, operands: [], expected: "gaussian 0 + 1 i"),
        Case(operation: .imaginaryUnit, operands: [], complexResults: false, expected: "error not_real"),
        // Gaussian rationals: the Gaussian implementation, else complex balls; a real-only row refuses them.
        Case(operation: .add, operands: ["1 + i", "1"], expected: "gaussian 2 + 1 i"),
        Case(operation: .multiply, operands: ["1 + i", "1 - i"], expected: "integer 2"),
        Case(operation: .hyperbolicCosine, operands: ["1 + i"], expected: "complex"),
        Case(operation: .hyperbolicCosine, operands: ["i"], expected: "real"),
        Case(operation: .add, operands: ["1 + i", "pi"], expected: "complex"),
        Case(operation: .floor, operands: ["1 + i"], expected: "error not_real"),
        // Complex balls: the complex-ball implementation.
        Case(operation: .add, operands: ["sqrt(-2)", "1"], expected: "complex"),
        Case(operation: .multiply, operands: ["sqrt(-2)", "sqrt(-2)"], expected: "real"),
        Case(operation: .floor, operands: ["sqrt(-2)"], expected: "error not_real"),
    ])
    func whichImplementationAnswers(_ test: Case) throws {
        var operandEvaluator = Evaluator(precision: 128, angleUnit: .radians, allowsComplexResults: true)
        let operands = try test.operands.map { try operandEvaluator.evaluate(ParsedExpression(parsing: $0).tree).0 }
        var evaluator = Evaluator(precision: 128, angleUnit: test.unit, allowsComplexResults: test.complexResults)
        let described: String
        do {
            described = Self.describe(try evaluator.apply(test.operation.row, operands))
        } catch {
            described = "error \(error.code.rawValue)"
        }
        #expect(described == test.expected)
    }

    /// The kind of `value` and, when exact, the value.
    static func describe(_ value: EvaluatedValue) -> String {
        switch value {
        case let .integer(n): "integer \(n)"
        case let .fraction(r): "fraction \(r)"
        case let .piMultiple(k): "π × \(k)"
        case .real: "real"
        case let .gaussian(g): "gaussian \(g.real) + \(g.imaginary) i"
        case .complex: "complex"
        case let .list(list):
            (list.isVector ? "vector" : "\(list.rows)×\(list.columns)") + " [" + list.entries.map(describe).joined(separator: ", ") + "]"
        }
    }
}
