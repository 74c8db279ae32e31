import BigNumber
import Testing
@testable import CalculatorEngine

/// The list syntax and rules of docs/language.md ("Lists, vectors and matrices"): what a session
/// prints for each line (one line that reads back), and the error, with its column and code, of
/// each slip. Expected values are worked by hand (small integer matrices) or with Python's fractions.
@Suite struct ListLanguageTests {
    /// Runs `lines` in one session and returns the text of the last one's value.
    static func printed(_ lines: [String], digits: Int = 10) throws -> String {
        var session = Session()
        session.settings.digits = digits
        var last = ""
        for line in lines {
            for statement in session.run(line) {
                switch try statement.result.get() {
                case let .value(outcome): last = outcome.result.description
                case let .definition(function): last = function.definition
                }
            }
        }
        return last
    }

    @Test(arguments: [
        (["[1, 2; 3, 4]"], "[[1, 2], [3, 4]]"),
        (["[1; 2]"], "[[1], [2]]"),
        (["[[1, 2, 3]]"], "[[1, 2, 3]]"),
        (["[1, 2] - [1, 2]"], "[0, 0]"),                           // not the scalar 0 of x − x
        (["v = [3, 4]", "norm(v) + v[1]"], "8"),
        (["[1, 2, 3]", "ans[3] + $1[1]"], "4"),
        (["f(v) = v * 2", "f([1, 2])[2]"], "4"),
        (["f(n) = identity(n)", "trace(f(3))"], "3"),
        (["A = [2, 1; 1, 3]", "A * inv(A)"], "[[1, 0], [0, 1]]"),
        (["A = [1, 1; 0, 1]", "A^10"], "[[1, 10], [0, 1]]"),
        (["[[1, 2], [3, 4]]^-2"], "[[5.5, -2.5], [-3.75, 1.75]]"),
        (["[[1, 2], [3, 4]] * [[5], [6]]"], "[[17], [39]]"),
        (["[1, 2, 3]^2 / 2"], "[0.5, 2, 4.5]"),
        (["2^[1, 2, 3]"], "[2, 4, 8]"),
        (["seq(seq(i * j, j, 1, 3), i, 1, 2)"], "[[1, 2, 3], [2, 4, 6]]"),
        (["size(seq(k, k, 1, 7))"], "[7]"),
        (["len([1, 2; 3, 4; 5, 6])"], "3"),
        (["median([3, 1, 2, 10])", ], "2.5"),
        (["stdev([2, 4, 4, 4, 5, 5, 7, 9])"], "2.138089935"),
        (["sum([1/2, 1/3]) + product([2, 3])"], "6.833333333"),
        (["linsolve([2, 0; 0, 4], [1, 1; 2, 2])"], "[[0.5, 0.5], [0.5, 0.5]]"),
        (["linsolve(2, 3)"], "1.5"),
        (["det(5)"], "5"),
        (["transpose([1, 2])"], "[[1], [2]]"),
        (["rank([1, 2; 2, 4; 3, 6])"], "1"),
        (["rank([sqrt(2), 1; 1, sqrt(3)])"], "2"),
        (["cross([1, 2, 3], [4, 5, 6])"], "[-3, 6, -3]"),
        (["dot([1, i], [1, i])"], "0"),                            // no conjugation
        (["norm([1, i])"], "1.414213562"),
        (["eigenvalues([2, 0, 0; 0, 3, 4; 0, 4, 9])"], "[1, 2, 11]"),
        (["eigenvectors([2, 0; 0, 3])"], "[[1, 0], [0, 1]]"),
        (["if([1, 2][1] > 0, [5], [6])"], "[5]"),
        (["sum([k, 1], k, 1, 3)"], "[6, 3]"),                      // a series of vectors
    ])
    func values(_ lines: [String], _ expected: String) throws {
        #expect(try Self.printed(lines) == expected)
    }

    /// (line, message words, column, code).
    @Test(arguments: [
        ("[1, 2", "missing ']'", 6, ErrorCode.syntax),
        ("[1, 2; 3]", "ragged matrix: row 2 has 1 entry, row 1 has 2", 8, .shape),
        ("[[1, 2], [3]]", "ragged matrix: row 2 has 1 entry", 1, .shape),
        ("[]", "empty list", 2, .shape),
        ("[1, [2, 3]]", "entries of a matrix must be numbers", 1, .shape),
        ("[[[1]]]", "entries of a matrix must be numbers", 1, .shape),
        ("[1 2]", "expected ',' or ']' in a list, found '2'", 4, .syntax),
        ("[1, 2][0]", "index 0 out of range: a vector of 2 has 2 entries", 7, .index),
        ("[1, 2; 3, 4][1, 3]", "index 3 out of range: a 2×2 matrix has 2 columns", 13, .index),
        ("[1, 2][1, 1]", "too many indices for a vector of 2", 7, .index),
        ("[1, 2][1.5]", "index 3/2 out of range", 7, .index),
        ("[1, 2] + [1, 2, 3]", "a vector of 2 and a vector of 3", 8, .shape),
        ("[1, 2; 3, 4] * [1, 2, 3]", "a 2×2 matrix and a vector of 3", 14, .shape),
        ("[1, 2] * [3, 4]", "use dot(v, w)", 8, .shape),
        ("1 / [1, 2]", "use inv(A)", 3, .shape),
        ("[1, 2, 3; 4, 5, 6]^2", "needs a square matrix, got a 2×3 matrix", 19, .shape),
        ("[1, 2; 3, 4]^0.5", "integer exponent", 13, .shape),
        ("det([1, 2, 3])", "needs a square matrix, got a vector of 3", 1, .shape),
        ("inv([1, 2; 2, 4])", "matrix is singular", 1, .singular),
        ("linsolve([1, 2; 2, 4], [1, 1])", "matrix is singular", 1, .singular),
        ("cross([1, 2], [3, 4])", "needs a vector of 3, got a vector of 2", 1, .shape),
        ("len(5)", "needs a list or a matrix, got a number", 1, .shape),
        ("identity(0)", "the size of a matrix must be at least 1", 1, .domain),
        ("identity(5000)", "list too large: 25000000 entries", 1, .tooLarge),
        ("seq(k, k, 1, 2000000)", "range too long", 1, .tooLarge),
        ("solve([x, 1], x, -1, 1)", "not a list", 1, .calculus),
        ("if([1, 2], 1, 2)", "needs a number here, got a list", 1, .shape),
        ("eigenvectors([sqrt(2), 1; 0, sqrt(2)])", "eigenvalues could not be proven simple at the maximum precision", 1, .precision),
    ])
    func errors(_ line: String, _ words: String, _ column: Int, _ code: ErrorCode) {
        var session = Session()
        do {
            let outcome = try session.evaluate(line)
            Issue.record("\(line): expected an error, got \(outcome.result)")
        } catch {
            #expect(error.message.contains(words), "\(line): '\(error.message)'")
            #expect(error.column == column, "\(line): column \(error.column.map(String.init) ?? "nil")")
            #expect(error.code == code, "\(line): \(error.code)")
        }
    }

    /// A list larger than the memory budget allows at the working precision is refused before it is made.
    @Test func theMemoryBudgetBoundsTheSizeOfAList() {
        var settings = EvaluationSettings(digits: 1000)
        settings.memoryBudget = 1 << 20
        var session = Session(settings: settings)
        #expect(throws: ExpressionError.self) { try session.evaluate("zeros(100, 100)") }
        #expect((try? session.evaluate("zeros(10, 10)")) != nil)
    }

    /// (line, the note on its clusters or nil, whether a part is a heuristic zero): an inexact
    /// multiple eigenvalue is a cluster the precision cannot separate, listed as often as its
    /// multiplicity with a note naming its entries; a real matrix's cluster keeps an imaginary part
    /// that holds 0 (printed as 0 by the zero heuristic). Exact matrices have exact multiplicities.
    @Test(arguments: [
        ("eigenvalues([sqrt(2), 1; 0, sqrt(2)])", "entries [1] and [2] are a cluster of 2 eigenvalues", true),
        ("eigenvalues([sqrt(2), 1, 0; 0, sqrt(2), 0; 0, 0, 1])", "entries [2] and [3] are a cluster of 2 eigenvalues", true),
        ("eigenvalues([sqrt(2), 1, 0; 0, sqrt(2), 1; 0, 0, sqrt(2)])", "entries [1] to [3] are a cluster of 3 eigenvalues", true),
        ("eigenvalues([1 + i*sqrt(2), 1; 0, 1 + i*sqrt(2)])", "entries [1] and [2] are a cluster of 2 eigenvalues", false),
        ("eigenvalues([sqrt(2), 0; 0, sqrt(2)])", "entries [1] and [2] are a cluster of 2 eigenvalues", false),
        ("eigenvalues([2, 1; 0, 2])", nil, false),
        ("eigenvalues([sqrt(2), 1; 1, sqrt(3)])", nil, false),
    ] as [(String, String?, Bool)])
    func eigenvalueClusters(_ line: String, _ note: String?, _ heuristicZero: Bool) throws {
        var session = Session()
        let result = try session.evaluate(line).result
        if let note {
            #expect(result.notes.count == 1 && result.notes[0].hasPrefix(note), "\(line): \(result.notes)")
        } else {
            #expect(result.notes.isEmpty, "\(line): \(result.notes)")
        }
        #expect(result.components.contains(where: \.isHeuristicZero) == heuristicZero, "\(line)")
        #expect(result.components.allSatisfy { $0.isProven || $0.isHeuristicZero }, "\(line)")
        #expect(result.components.allSatisfy { $0.digits == $0.requestedDigits }, "\(line)")
    }
}
