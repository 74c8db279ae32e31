import BigNumber
import Testing
@testable import CalculatorEngine

/// Seeded random expressions: the N digits printed equal the N-digit rounding of the same
/// expression evaluated to 4N digits; and sessions in concurrent tasks give identical results.
@Suite struct PropertyTests {
    /// A random expression of depth at most `depth`, from a fixed grammar.
    static func expression(depth: Int, using generator: inout SeededRandomNumberGenerator) -> String {
        let leaves = ["2", "3", "7", "0.1", "1.5", "pi", "e", "10", "1/3", "22"]
        if depth == 0 || generator.next() % 4 == 0 {
            return leaves[Int(generator.next() % UInt64(leaves.count))]
        }
        let a = expression(depth: depth - 1, using: &generator)
        let b = expression(depth: depth - 1, using: &generator)
        let forms = [
            "(\(a) + \(b))", "(\(a) - \(b))", "(\(a) * \(b))", "(\(a) / (abs(\(b)) + 1))", "sqrt(abs(\(a)))",
            "exp(sin(\(a)))", "ln(abs(\(a)) + 2)", "atan(\(a))", "cos(\(a))", "cbrt(\(a))", "(abs(\(a)) + 1)^(1/3)",
            "tanh(\(a))", "gamma(abs(sin(\(a))) + 1)", "hypot(\(a), \(b))",
        ]
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    static let expressions: [String] = {
        var generator = SeededRandomNumberGenerator(seed: 20261122)
        return (0..<60).map { _ in expression(depth: 4, using: &generator) }
    }()

    /// `long` rounded to `digits` digits, or nil when it is too near a midpoint to tell.
    static func rounded(_ long: BigFloat.RoundedDecimal, digits: Int) -> BigFloat.RoundedDecimal? {
        guard long.digits.count > digits else { return long }
        let tail = long.digits[digits...]
        let first = tail.first ?? UInt8(ascii: "0")
        if first == UInt8(ascii: "5") && tail.dropFirst().prefix(10).allSatisfy({ $0 == UInt8(ascii: "0") }) { return nil }
        if first == UInt8(ascii: "4") && tail.dropFirst().prefix(10).allSatisfy({ $0 == UInt8(ascii: "9") }) { return nil }
        var kept = Array(long.digits[..<digits])
        var exponent = long.exponent
        if first >= UInt8(ascii: "5") {
            var i = digits - 1
            while i >= 0, kept[i] == UInt8(ascii: "9") { kept[i] = UInt8(ascii: "0"); i -= 1 }
            if i >= 0 { kept[i] += 1 } else { kept.insert(UInt8(ascii: "1"), at: 0); kept.removeLast(); exponent += 1 }
        }
        return BigFloat.RoundedDecimal(isNegative: long.isNegative, digits: kept, exponent: exponent)
    }

    @Test(arguments: expressions)
    func printedDigitsSurviveFourTimesThePrecision(expression: String) throws {
        let short = try TestSupport.evaluate(expression, digits: 25)
        let long = try TestSupport.evaluate(expression, digits: 100)
        let shortDecimal = try #require(short.decimal())
        let longDecimal = try #require(long.decimal())
        if short.isHeuristicZero || long.isHeuristicZero {
            #expect(short.isHeuristicZero == long.isHeuristicZero)
            return
        }
        let expected = Self.rounded(longDecimal, digits: 25)
        #expect(expected == nil || expected == shortDecimal, "\(expression)")
        #expect(short.isProven)
    }

    static let concurrentLines = [
        "pi", "sqrt(2)", "e^(pi*sqrt(163)) - 262537412640768744", "sin(1e22)", "100!", "gamma(1/3)",
        "1/7 + 2/9", "zeta(3)", "atan(1)*4 - pi", "cosh(50)^2 - sinh(50)^2", "x = 2^0.5", "x^2", "ans + 1",
    ]

    static func run(_ lines: [String]) -> [String] {
        var session = Session(settings: EvaluationSettings(digits: 40, seed: 3))
        return lines.map { line in
            guard let outcome = try? session.evaluate(line) else { return "error" }
            return TestSupport.text(outcome.result.decimal())
        }
    }

    @Test func concurrentSessionsAgree() async {
        let sequential = Self.run(Self.concurrentLines)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { Self.run(Self.concurrentLines) } }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4)
        for result in results { #expect(result == sequential) }
        #expect(sequential[0] == "3141592653589793238462643383279502884197e0")
    }
}

/// The deepest expressions the parser accepts evaluate without exhausting a task's stack.
@Test func deepestAcceptedExpressionEvaluatesInATask() async throws {
    let depth = Parser.maximumDepth - 1
    let line = String(repeating: "sqrt(", count: depth) + "2" + String(repeating: ")", count: depth)
    let task = Task { try TestSupport.evaluate(line, digits: 20) }
    let result = try await task.value
    #expect(TestSupport.text(result.decimal()) == "10000000000000000000e0")
    let sum = Array(repeating: "sin(1)", count: depth).joined(separator: "+")
    let total = try await Task { try TestSupport.evaluate(sum, digits: 20) }.value
    #expect(total.isProven)
}
