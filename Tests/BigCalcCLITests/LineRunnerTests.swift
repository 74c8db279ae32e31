import BigCalcFrontEnd
import BigNumber
import CalculatorEngine
import Foundation
import Testing
@testable import bigcalc

/// A line runner whose standard output and error go to temporary files.
private struct CapturedRunner {
    var runner: LineRunner
    let outputURL: URL
    let errorURL: URL
    private let handles: [FileHandle]

    init(format: OutputFormat = .plain, json: Bool = false) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bigcalc-runner-\(UUID().uuidString)")
        outputURL = base.appendingPathExtension("out")
        errorURL = base.appendingPathExtension("err")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        handles = [output, errors]
        runner = LineRunner(
            session: Session(), renderer: ResultRenderer(format: format), json: json,
            output: OutputChannel(descriptor: output.fileDescriptor),
            errors: OutputChannel(descriptor: errors.fileDescriptor, unbuffered: true))
    }

    /// What was written to standard output and standard error.
    func written() throws -> (output: String, errors: String) {
        runner.flush()
        return (String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// An outcome of `value` (an exact rational when `exact`), as the evaluator would return it.
private func outcome(_ text: String, digits: Int, exact: Bool = false, proven: Bool = true,
                     heuristicZero: Bool = false, name: String? = nil) throws -> Outcome {
    let precision = BigFloat.bits(forDigits: digits) + 64
    let value = try BigFloat(parsing: text, precision: precision)
    let rational = exact ? try BigRational(decimal: text) : nil
    return Outcome(assignedName: name, result: CalculationResult(
        exact: rational, approximation: value, digits: digits, isProven: proven, isHeuristicZero: heuristicZero))
}

/// How results are reported: values, assignments, warnings for unproven digits, JSON flags.
@Suite struct LineRunnerTests {
    @Test func unprovenDigitsArePrintedWithAWarning() throws {
        var captured = try CapturedRunner()
        let reported = captured.runner.report(
            try outcome("1.41421356", digits: 5, proven: false), line: "sqrt(2)", lineNumber: 3)
        #expect(reported)
        let (output, errors) = try captured.written()
        #expect(output == "1.4142\n")
        #expect(errors == "line 3: warning: not all 5 digits of 'sqrt(2)' could be proven stable within the "
            + "precision bound; the last digits may be wrong\n")
    }

    @Test func assignmentsPrintTheVariableName() throws {
        var captured = try CapturedRunner()
        _ = captured.runner.report(try outcome("0.5", digits: 30, exact: true, name: "x"), line: "x = 1/2", lineNumber: nil)
        let (output, errors) = try captured.written()
        #expect(output == "x = 0.5\n")
        #expect(errors == "")
    }

    @Test func jsonCarriesProvenAndHeuristicZeroFlags() throws {
        var captured = try CapturedRunner(json: true)
        _ = captured.runner.report(try outcome("0", digits: 30, proven: false, heuristicZero: true),
                                   line: "sin(pi)", lineNumber: 2)
        _ = captured.runner.report(try outcome("0.25", digits: 30, exact: true, name: "q"), line: "q = 1/4", lineNumber: 3)
        let (output, errors) = try captured.written()
        // The note is in the object, not on standard error.
        #expect(output == """
            {"line":2,"expression":"sin(pi)","defined":null,"variable":null,"number":null,"value":"0","shape":null,"entries":null,"factors":null,"re":"0","im":"0",\
            "exact":null,"digits":30,"proven":false,"heuristicZero":true,"method":null,"notes":["'sin(pi)' is printed as 0 because its \
            enclosure still contains 0 at the maximum precision (a heuristic, not a proof)"],"error":null,"code":null,"column":null}
            {"line":3,"expression":"q = 1/4","defined":null,"variable":"q","number":null,"value":"0.25","shape":null,"entries":null,"factors":null,"re":"0.25","im":"0",\
            "exact":"1/4","digits":30,"proven":true,"heuristicZero":false,"method":null,"notes":[],"error":null,"code":null,"column":null}

            """)
        #expect(errors == "")
    }

    @Test func fractionOfAnIrrationalValueFailsTheLine() throws {
        var captured = try CapturedRunner(format: .fraction)
        let reported = captured.runner.report(try outcome("1.4142135623730950488", digits: 20), line: "sqrt(2)", lineNumber: 2)
        #expect(!reported)
        #expect(captured.runner.failureCount == 1)
        let (output, errors) = try captured.written()
        #expect(output == "")
        #expect(errors == "line 2: error: the result has no exact fraction: it is not a rational number, or too large "
            + "for exact evaluation (exact values are kept up to 3321930 bits, about 1,000,000 digits); use another --format\n")
    }
}
