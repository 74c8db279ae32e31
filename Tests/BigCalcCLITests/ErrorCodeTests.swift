import BigNumber
import CalculatorEngine
import Foundation
import Testing
@testable import bigcalc

/// Every error has a stable code (`ErrorCode`): `bigcalc --json` writes it as `"code"`, a reproducer
/// per code gives it, and every code is documented.
@Suite struct ErrorCodeTests {
    /// Lines run in order as one `--json` batch, with the code of each one's error (nil: it succeeds).
    static let batch: [(line: String, code: String?)] = [
        ("ans", "unknown_name"),
        ("(1+", "syntax"),
        ("2 $", "syntax"),
        ("1 \u{7} 2", "syntax"),
        ("", "syntax"),
        ("sqr(2)", "unknown_name"),
        ("w + 1", "unknown_name"),
        ("$5", "unknown_name"),
        ("sqrt(1, 2)", "arguments"),
        ("sqrt", "arguments"),
        ("sum(k, 2, 1, 5)", "arguments"),
        ("sum(k, k, 5, 1)", "arguments"),
        ("sum(k, k, 1/2, 5)", "arguments"),
        ("rand(10)", "arguments"),
        ("pi(2)", "syntax"),
        ("2.5!!", "domain"),
        ("zeta(2, -0.5)", "domain"),
        ("pi = 3", "definition"),
        ("f(x, x) = 1", "definition"),
        ("1/0", "division_by_zero"),
        ("integrate(1/x, x, -1, 1)", "calculus"),
        ("ln(0)", "domain"),
        ("binomial(-1, 2)", "domain"),
        ("isprime(2.5)", "domain"),
        ("floor(i)", "not_real"),
        ("exp(10^30)", "overflow"),
        ("1e999999999999999999999", "overflow"),
        ("1e-999999999999999999999", "underflow"),
        ("integrate(floor(x), x, 0, 3.5)", "calculus"),
        ("sin(2^(2^40))", "too_large"),
        ("sum(k, k, 1, 10^9)", "too_large"),
        ("isprime(2^(2^40) + 1)", "too_large"),
        ("0x1p99999999999", "too_large"),
        ("g(x) = g(x) + 1", nil),
        ("g(1)", "recursion"),
        ("h(x) = 1/(x - 1)", nil),
        ("h(1)", "division_by_zero"),
        ("solve(x^2 + 1, x, 0, 1)", "calculus"),
        ("solve(1/(x - 0.5), x, 0, 1)", "calculus"),
        ("[1, 2] + [1, 2, 3]", "shape"),
        ("det([1, 2, 3])", "shape"),
        ("[[1, 2], [3]]", "shape"),
        ("[1, 2][3]", "index"),
        ("5[1]", "index"),
        ("inv([[1, 2], [2, 4]])", "singular"),
        ("lindep([pi, e])", "not_found"),
        ("algdep(pi, 3)", "not_found"),
        ("identify(1.23456789123)", "not_found"),
        ("lindep([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25])", "too_large"),
    ]

    /// Invocations with options whose single line fails with the code.
    static let invocations: [(arguments: [String], input: String, code: String)] = [
        (["--real"], "i", "not_real"),
        (["--real"], "sqrt(-4)", "domain"),
        (["--format", "fraction"], "pi", "format"),
        (["--max-memory", "1M", "--digits", "1000000"], "pi", "out_of_memory"),
        (["--max-precision", "64"], "floor(exp(pi*sqrt(163)) - 262537412640768744 + 7.49927402801814311e-13)", "precision"),
        (["--timeout", "0.3"], "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)", "timeout"),
    ]

    /// Errors that no input line reaches reliably, with their codes.
    static let library: [(error: CalculationError, code: ErrorCode)] = [
        (.interrupted(.cancelled), .interrupted),
        (.interrupted(.timedOut(.seconds(2))), .timeout),
        (.undecided(UndecidedQuestion(.floor, .jump)), .precision),
        (.notANumber("x"), .syntax),
        (.tooLarge(.exactResult(bits: 1e9, limit: 3_321_930)), .tooLarge),
    ]

    /// The objects `--json` writes for `lines`.
    private func jsonRun(_ arguments: [String], _ lines: [String]) throws -> [[String: Any]] {
        let run = try BigCalcTool.run(["--json"] + arguments, input: lines.joined(separator: "\n") + "\n")
        #expect(run.errors == "")
        return try run.jsonObjects()
    }

    @Test func eachReproducerHasItsCode() throws {
        // An empty line is skipped in a batch, so it runs as an argument.
        let (empty, rows) = (Self.batch.filter { $0.line.isEmpty }, Self.batch.filter { !$0.line.isEmpty })
        let objects = try jsonRun([], rows.map(\.line))
        try #require(objects.count == rows.count)
        for (row, object) in zip(rows, objects) {
            #expect(object["expression"] as? String == row.line)
            if let code = row.code {
                #expect(object["code"] as? String == code, "\(row.line)")
                #expect(object["error"] is String, "\(row.line)")
                #expect(object["digits"] is NSNull, "\(row.line)")
                #expect(object["value"] is NSNull, "\(row.line)")
            } else {
                #expect(object["code"] is NSNull, "\(row.line)")
            }
        }
        for row in empty {
            let run = try BigCalcTool.run(["--json", row.line])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(object["code"] as? String == row.code)
            #expect(object["error"] as? String == "empty expression")
        }
    }

    @Test(arguments: invocations)
    func optionsGiveTheirCodes(arguments: [String], input: String, code: String) throws {
        let objects = try jsonRun(arguments, [input])
        try #require(objects.count == 1)
        #expect(objects[0]["code"] as? String == code)
        #expect(objects[0]["digits"] is NSNull)
    }

    @Test(arguments: library)
    func libraryErrorsHaveTheirCodes(error: CalculationError, code: ErrorCode) {
        #expect(error.code == code)
        #expect(ExpressionError(error, column: nil).code == code)
    }

    /// An error wrapped by a user function's call keeps the code of the error inside.
    @Test func errorsInsideUserFunctionsKeepTheirCode() throws {
        var session = Session()
        _ = session.run("f(x) = 1 + ln(x)")
        let outcome = try #require(session.run("f(0)").first)
        guard case let .failure(error) = outcome.result else {
            Issue.record("f(0) succeeded")
            return
        }
        #expect(error.code == .domain)
        #expect(error.message == "in 'f': logarithm of zero")
    }

    @Test func everyCodeHasAReproducer() {
        let covered = Set(Self.batch.compactMap(\.code) + Self.invocations.map(\.code) + Self.library.map(\.code.rawValue))
        #expect(covered == Set(ErrorCode.allCases.map(\.rawValue)))
    }

    /// Each code has a row in the table of error codes in docs/cli.md.
    @Test func everyCodeIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let text = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for code in ErrorCode.allCases {
            #expect(text.contains("| `\(code.rawValue)` |"), "\(code) is not in a table of error codes")
        }
    }
}
