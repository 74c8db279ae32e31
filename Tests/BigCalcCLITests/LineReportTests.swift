import BigCalcFrontEnd
import BigNumber
import CalculatorEngine
import Foundation
import Testing
@testable import bigcalc

/// What `report` writes as text on standard output and standard error.
private func text(of report: LineReport, placement: ErrorPlacement = .stderr, resultNumbers: Bool = false) throws
    -> (output: String, errors: String) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("bigcalc-report-\(UUID().uuidString)")
    let urls = [base.appendingPathExtension("out"), base.appendingPathExtension("err")]
    for url in urls { try Data().write(to: url) }
    let handles = try urls.map { try FileHandle(forWritingTo: $0) }
    let output = OutputChannel(descriptor: handles[0].fileDescriptor)
    report.writeText(to: LineReport.TextOutput(
        output: output, errors: OutputChannel(descriptor: handles[1].fileDescriptor, unbuffered: true),
        errorPlacement: placement, showsResultNumbers: resultNumbers))
    output.flush()
    defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
    return try (String(decoding: Data(contentsOf: urls[0]), as: UTF8.self), String(decoding: Data(contentsOf: urls[1]), as: UTF8.self))
}

/// A value's details as JSON has them for a proven real value.
private func details(_ text: String, exact: String? = nil, digits: Int = 30, factors: [PrimePower]? = nil) -> LineReport.Details {
    LineReport.Details(decimal: nil, factors: factors, re: text, im: "0", exact: exact, digits: digits, proven: true,
                       heuristicZero: false, method: nil)
}

/// The reports written as JSON and as text, every kind of report: value, assignment, definition,
/// notes, failure with code and column; and read back from JSON.
@Suite struct LineReportTests {
    static let value = LineReport(
        lineNumber: 2, expression: "x = 1/4",
        value: .init(variable: "x", number: 3, text: DecimalText("0.25"), details: details("0.25", exact: "1/4")))
    static let factored = LineReport(
        lineNumber: nil, expression: "factor(360)",
        value: .init(variable: nil, number: 1, text: DecimalText("2^3 × 3^2 × 5"), details: details(
            "360", exact: "360", factors: [PrimePower(prime: 2, exponent: 3), PrimePower(prime: 3, exponent: 2), PrimePower(prime: 5, exponent: 1)])))
    static let noted = LineReport(
        lineNumber: 4, expression: "sqrt(2)",
        value: .init(variable: nil, number: nil, text: DecimalText("1.4142"), details: LineReport.Details(
            decimal: nil, factors: nil, re: "1.4142", im: "0", exact: nil, digits: 5, proven: false, heuristicZero: false, method: nil)),
        notes: [.init(kind: .warning, text: "the last digits may be wrong"), .init(kind: .note, text: "a \"quoted\"\tnote")])
    static let defined = LineReport(lineNumber: nil, expression: "f(x) = x^2 + 1",
                                    definition: .init(signature: "f(x)", text: "f(x) = x^2 + 1"))
    static let failed = LineReport(
        lineNumber: 7, expression: "1/0",
        failure: .init(message: "division by zero", code: .divisionByZero, column: 2,
                       text: "division by zero at column 2", diagram: "1/0\n ^"))
    static let unformatted = LineReport(
        lineNumber: nil, expression: "pi", failure: .init(RenderingError.notFinite), hasDecimal: true)

    @Test(arguments: [
        (value, #"{"line":2,"expression":"x = 1/4","defined":null,"variable":"x","number":3,"value":"0.25","shape":null,"entries":null,"factors":null,"#
            + #""re":"0.25","im":"0","exact":"1/4","digits":30,"proven":true,"heuristicZero":false,"method":null,"notes":[],"#
            + #""error":null,"code":null,"column":null}"#),
        (factored, #"{"expression":"factor(360)","defined":null,"variable":null,"number":1,"value":"2^3 × 3^2 × 5","#
            + #""shape":null,"entries":null,"factors":[["2",3],["3",2],["5",1]],"re":"360","im":"0","exact":"360","digits":30,"proven":true,"#
            + #""heuristicZero":false,"method":null,"notes":[],"error":null,"code":null,"column":null}"#),
        (noted, #"{"line":4,"expression":"sqrt(2)","defined":null,"variable":null,"number":null,"value":"1.4142","shape":null,"entries":null,"factors":null,"#
            + #""re":"1.4142","im":"0","exact":null,"digits":5,"proven":false,"heuristicZero":false,"method":null,"#
            + #""notes":["the last digits may be wrong","a \"quoted\"\tnote"],"error":null,"code":null,"column":null}"#),
        (defined, #"{"expression":"f(x) = x^2 + 1","defined":"f(x)","variable":null,"number":null,"value":null,"shape":null,"entries":null,"factors":null,"#
            + #""re":null,"im":null,"exact":null,"digits":null,"proven":null,"heuristicZero":null,"method":null,"notes":[],"#
            + #""error":null,"code":null,"column":null}"#),
        (failed, #"{"line":7,"expression":"1/0","defined":null,"variable":null,"number":null,"value":null,"shape":null,"entries":null,"factors":null,"#
            + #""re":null,"im":null,"exact":null,"digits":null,"proven":null,"heuristicZero":null,"method":null,"notes":[],"#
            + #""error":"division by zero","code":"division_by_zero","column":2}"#),
        (unformatted, #"{"expression":"pi","defined":null,"variable":null,"number":null,"value":null,"decimal":null,"shape":null,"entries":null,"factors":null,"#
            + #""re":null,"im":null,"exact":null,"digits":null,"proven":null,"heuristicZero":null,"method":null,"notes":[],"#
            + #""error":"the result is not a finite number","code":"format","column":null}"#),
    ])
    func jsonOfAReport(report: LineReport, expected: String) throws {
        #expect(report.json == expected)
        #expect(report.jsonLine == Array((expected + "\n").utf8))
        // Read back, it writes the same line: JSON carries every member it writes.
        let decoded = try JSONDecoder().decode(LineReport.self, from: Data(expected.utf8))
        #expect(decoded.json == expected)
        // Through `Encodable`, an encoder gets the same members and values.
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
        #expect(encoded != nil && encoded == written)
    }

    @Test(arguments: [
        (value, ErrorPlacement.stderr, false, "x = 0.25\n", ""),
        (value, .stderr, true, "$3: x = 0.25\n", ""),
        (factored, .stderr, true, "$1 = 2^3 × 3^2 × 5\n", ""),
        (noted, .stderr, false, "1.4142\n", "line 4: warning: the last digits may be wrong\nline 4: note: a \"quoted\"\tnote\n"),
        (defined, .stderr, false, "f(x) = x^2 + 1\n", ""),
        (failed, .stderr, false, "", "line 7: error: division by zero at column 2\n1/0\n ^\n"),
        (failed, .inline, false, "error: division by zero at column 2\n", ""),
        (unformatted, .stderr, false, "", "error: the result is not a finite number\n"),
    ])
    func textOfAReport(report: LineReport, placement: ErrorPlacement, resultNumbers: Bool, output: String, errors: String) throws {
        let written = try text(of: report, placement: placement, resultNumbers: resultNumbers)
        #expect(written.output == output)
        #expect(written.errors == errors)
    }

    @Test func anErrorsTextEscapesControlCharacters() throws {
        let report = LineReport(lineNumber: nil, expression: "\u{1B}",
                                failure: .init(message: "unexpected '\u{1B}'", code: .syntax, column: 1,
                                               text: "unexpected '\u{1B}' at column 1", diagram: nil))
        #expect(try text(of: report, placement: .inline).output == "error: unexpected '\\e' at column 1\n")
        #expect(report.json.hasSuffix(#""error":"unexpected '\u001b'","code":"syntax","column":1}"#))
    }

    @Test(arguments: [
        (#"{"expression":"1","value":"1"}"#, "notes"),
        (#"{"expression":"1/0","defined":null,"value":null,"notes":[],"error":"division by zero","code":"bogus","column":2}"#,
         "code"),
    ])
    func malformedJSONIsADecodingError(json: String, key: String) {
        #expect {
            _ = try JSONDecoder().decode(LineReport.self, from: Data(json.utf8))
        } throws: { error in
            switch error as? DecodingError {
            case let .keyNotFound(missing, _): missing.stringValue == key
            case let .dataCorrupted(context): context.codingPath.last?.stringValue == key
            default: false
            }
        }
    }
}

/// `bigcalc EXPRESSION…` (the plain invocation), `bigcalc eval EXPRESSION…` (the option parser) and
/// the same expressions as lines on standard input go through one loop and print the same.
@Suite struct ExpressionsLoopTests {
    @Test(arguments: [
        (["1+1", "2*3"], "2\n6\n", Int32(0)),
        (["x = 2", "x^10", "f(t) = t + x", "f(1)"], "x = 2\n1024\nf(t) = t + x\n3\n", Int32(0)),
        (["1/0", "2"], "2\n", Int32(1)),
        (["ans", "7"], "7\n", Int32(1)),
    ])
    func everyPathPrintsTheSame(expressions: [String], output: String, status: Int32) throws {
        let plain = try BigCalcTool.run(expressions)
        let parsed = try BigCalcTool.run(["eval"] + expressions)
        let piped = try BigCalcTool.run([], input: expressions.joined(separator: "\n") + "\n")
        for run in [plain, parsed, piped] {
            #expect(run.output == output)
            #expect(run.status == status)
        }
        #expect(plain.errors == parsed.errors)
        // Batch input names the line of an error; otherwise the message is the same.
        #expect(piped.errors.replacing(#/line \d+: /#, with: "") == plain.errors)
    }

    @Test(arguments: [["--json"], ["--errors", "inline"]])
    func optionsAgreeOnBothPaths(options: [String]) throws {
        let expressions = ["1+1", "1/0", "sqrt(-4)"]
        let plain = try BigCalcTool.run(options + expressions)
        let parsed = try BigCalcTool.run(["eval"] + options + expressions)
        #expect(plain.output == parsed.output)
        #expect(plain.output.split(separator: "\n").count == 3)
        #expect(plain.status == 1 && parsed.status == 1)
    }
}
