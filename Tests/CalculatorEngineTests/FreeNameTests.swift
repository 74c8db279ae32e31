import Testing
@testable import CalculatorEngine

/// The one walk over free names: every node kind, since a name it missed would drop a variable
/// that a stored function call captures.
@Suite struct FreeNameTests {
    /// How a test case wraps its parsed tree in a node kind the parser does not make.
    enum Wrapping: Sendable { case none, labeled, degrees, closure }

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let wrapping: Wrapping
        let names: [String]
        var testDescription: String { "\(wrapping) \(text)" }
        init(_ text: String, _ wrapping: Wrapping, _ names: [String]) {
            (self.text, self.wrapping, self.names) = (text, wrapping, names)
        }
        init(_ text: String, _ names: [String]) { self.init(text, .none, names) }
    }

    static let variables: Set<String> = ["a", "b", "c", "k", "m", "p", "q", "z"]

    static let cases: [Case] = [
        Case("a + b*c - a", ["a", "b", "c"]),
        Case("ans + $1", ["ans", "$1"]),
        Case("3 + 4i + z", ["z"]),
        Case("(2 - 5i)*(1 + i)", []),
        Case("g(p, q + a)", ["p", "q", "a"]),
        Case("sum(k*a, k, 1, 3)", ["a"]),
        Case("sum(k, k, 1, k)", ["k"]),
        Case("integrate(t^2 + b, t, 0, c)", ["b", "c"]),
        Case("sum(sum(j*k*m, j, 1, 2), k, 1, 3)", ["m"]),
        Case("product(j + k, j, 1, 3) + k", ["k"]),
        Case("a + b", .labeled, ["a", "b"]),
        Case("sin(a) + g(b, 1)", .degrees, ["a", "b"]),
        Case("sum(k*m, k, 1, 3)", .degrees, ["m"]),
        Case("a + b", .closure, []),
        Case("3 + 4i", .labeled, []),
    ]

    static func tree(_ test: Case) throws -> ExpressionNode {
        let tree = try ParsedExpression(parsing: test.text, variables: variables, functions: ["g": 2]).tree
        switch test.wrapping {
        case .none: return tree
        case .labeled: return .labeled(tree, text: "M")
        case .degrees: return .operation(.add, operands: [.number(1, text: "1", column: 0), .angleUnit(.degrees, tree)], column: 0)
        case .closure: return .closure(tree, Definitions())
        }
    }

    @Test(arguments: cases)
    func collectedFreeNames(_ test: Case) throws {
        var names: [String] = []
        try Self.tree(test).collectNames(into: &names)
        #expect(names == test.names)
        #expect(try Self.tree(test).firstFreeName()?.0 == test.names.first)
    }

    @Test(arguments: cases)
    func functionBodyCapturesItsFreeNamesButNotItsParameters(_ test: Case) throws {
        var definitions = Definitions()
        for name in Self.variables.union(["x"]) { definitions.variables[name] = .number(1, text: "1", column: 0) }
        definitions.ans = .number(1, text: "1", column: 0)
        let body = try Self.tree(test)
        definitions.functions["f"] = UserFunction(name: "f", parameters: ["x", "p"], bodyText: test.text, body: body)
        let expected = Set(test.names).subtracting(["p"])
        #expect(definitions.namesReadByFunctions == expected)
        let captured = definitions.capturedByFunctionCalls
        #expect(Set(captured.variables.keys) == expected.filter { !$0.hasPrefix("$") && $0 != "ans" })
        #expect((captured.ans != nil) == expected.contains("ans"))
        #expect(captured.functions.keys.sorted() == ["f"])
    }
}
