import BigNumber
import Testing
@testable import CalculatorEngine

/// `Operands` holds one or two nodes in place and more in an array; whatever the form, it reads
/// as the array it was made from, and the walks (`contains`, `allSatisfy`, `reduce`) see every
/// operand in order.
@Suite struct OperandsTests {
    /// The operands 1, 2, … `count` as exact leaves.
    static func leaves(_ count: Int) -> [ExpressionNode] {
        (0..<count).map { .exact(BigRational($0 + 1)) }
    }

    /// The leaves' values, in order.
    static func values(_ operands: Operands) -> [String] {
        operands.map { node in
            guard case let .exact(value) = node else { return "?" }
            return value.description
        }
    }

    @Test(arguments: [
        (0, "none"), (1, "one"), (2, "two"), (3, "many"), (5, "many"),
    ])
    func shortestFormAndElements(count: Int, form: String) {
        let operands = Operands(Self.leaves(count))
        let made: String = switch operands {
        case .none: "none"
        case .one: "one"
        case .two: "two"
        case .many: "many"
        }
        #expect(made == form)
        #expect(operands.count == count)
        let expected: [String] = (0..<count).map { String($0 + 1) }
        #expect(Self.values(operands) == expected)
    }

    @Test(arguments: [
        // count, the operand looked for, contains it, all operands below 3, the sum of the operands
        (0, 1, false, true, 0), (1, 1, true, true, 1), (2, 2, true, true, 3), (2, 3, false, true, 3),
        (3, 3, true, false, 6), (4, 5, false, false, 10),
    ])
    func walksSeeEveryOperand(count: Int, wanted: Int, contains: Bool, allBelowThree: Bool, sum: Int) {
        let operands = Operands(Self.leaves(count))
        func value(_ node: ExpressionNode) -> Int {
            guard case let .exact(v) = node, let n = Int(v.description) else { return -1 }
            return n
        }
        #expect(operands.contains { value($0) == wanted } == contains)
        #expect(operands.allSatisfy { value($0) < 3 } == allBelowThree)
        #expect(operands.reduce(0) { $0 + value($1) } == sum)
    }

    @Test func arrayLiteralsTakeTheShortestForm() {
        let pair: Operands = [.exact(BigRational(7)), .exact(BigRational(8))]
        guard case .two = pair else {
            Issue.record("two operands written as a literal should be held in place")
            return
        }
        #expect(Self.values(pair) == ["7", "8"])
    }
}
