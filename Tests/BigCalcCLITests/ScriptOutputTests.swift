import Foundation
import Testing

/// Output for scripts: `--json` objects (one schema, large numbers as strings, notes inside) and
/// `--errors inline` (output line k answers input line k, with one job or several, on the plain
/// path and through the option parser).
@Suite struct ScriptOutputTests {
    /// The objects of a `--json` run, and what it wrote to standard error.
    private func jsonRun(_ arguments: [String], input: String = "") throws -> (objects: [[String: Any]], errors: String) {
        let run = try BigCalcTool.run(["--json"] + arguments, input: input)
        let objects = try run.jsonObjects()
        return (objects, run.errors)
    }

    /// The keys of every object, in order.
    static let keys = ["expression", "defined", "variable", "number", "value", "shape", "entries", "factors", "re", "im", "exact", "digits",
                       "proven", "heuristicZero", "method", "notes", "error", "code", "column"]

    @Test func everyObjectHasTheSameKeysInOneOrder() throws {
        let run = try BigCalcTool.run(["--json", "f(x) = x^2", "f(3)", "1/0", "factor(12)"])
        #expect(run.outputLines.count == 4)
        for line in run.outputLines {
            let keys = line.split(separator: ",").compactMap { member -> String? in
                guard let match = member.firstMatch(of: /^\{?"([A-Za-z]+)":/) else { return nil }
                return String(match.1)
            }
            #expect(keys == Self.keys, "\(line)")
        }
        let (objects, _) = try jsonRun(["--base", "16", "f(x) = x^2", "255", "1/0"])
        #expect(objects[0]["defined"] as? String == "f(x)")
        #expect(objects[0]["decimal"] is NSNull)
        #expect(objects[1]["decimal"] as? String == "255")
        #expect(objects[1]["value"] as? String == "0xff")
        #expect(objects[2]["decimal"] is NSNull)
    }

    /// Primes are strings: a JSON reader would round 59649589127497217 as a number.
    @Test(arguments: [
        ("factor(59649589127497217)", ["59649589127497217^1"]),
        ("factor(-360)", ["-1^1", "2^3", "3^2", "5^1"]),
        ("factor(2^64 + 1)", ["274177^1", "67280421310721^1"]),
        ("factor(1)", []),
    ])
    func factorsAreStrings(line: String, expected: [String]) throws {
        let (objects, errors) = try jsonRun([line])
        #expect(errors == "")
        let factors = try #require(objects.first?["factors"] as? [[Any]])
        // Each factor is [prime as a string, exponent as a number].
        #expect(factors.map { "\($0[0] as? String ?? "not a string")^\($0[1] as? Int ?? -1)" } == expected)
        #expect(objects.first?["code"] is NSNull)
    }

    /// Notes and warnings are in the object; nothing goes to standard error.
    @Test(arguments: [
        (["integrate(cbrt(x), x, 1, 8)"], ["digits of 'integrate(cbrt(x), x, 1, 8)' come from numerical quadrature (two levels agree); they are not proven"]),
        (["--base", "16", "1/4"], ["'1/4' is not an integer, so it is written in base 10"]),
        (["--max-precision", "200", "exp(1e-40) - 1"],
         ["only 17 of the 30 digits of 'exp(1e-40) - 1' could be proven at the maximum precision of 200 bits (raise it with --max-precision)"]),
        (["2^0.5"], []),
    ])
    func notesAreInTheObject(arguments: [String], notes: [String]) throws {
        let (objects, errors) = try jsonRun(arguments)
        #expect(errors == "")
        #expect(objects.count == 1)
        #expect(objects.first?["notes"] as? [String] == notes)
    }

    @Test func errorObjectsCarryCodeAndNoDigits() throws {
        let (objects, errors) = try jsonRun(["--digits", "30"], input: "1/4\n\n1/0\nsqr(2)\n")
        #expect(errors == "")
        try #require(objects.count == 3)
        #expect(objects[0]["line"] as? Int == 1)
        #expect(objects[0]["digits"] as? Int == 30)
        #expect(objects[1]["line"] as? Int == 3)
        #expect(objects[1]["error"] as? String == "division by zero")
        #expect(objects[1]["code"] as? String == "division_by_zero")
        #expect(objects[1]["column"] as? Int == 2)
        #expect(objects[2]["error"] as? String == "unknown function 'sqr'")
        #expect(objects[2]["code"] as? String == "unknown_name")
        for key in ["digits", "proven", "heuristicZero", "value", "number", "exact"] {
            #expect(objects[1][key] is NSNull, "\(key)")
        }
        #expect(objects[1]["notes"] as? [String] == [])
    }

    @Test(arguments: [["--base", "16"], ["--base", "8"], ["--base", "2"], ["--base", "36"]])
    func zeroIsZeroInEveryBase(arguments: [String]) throws {
        let run = try BigCalcTool.run(arguments + ["0", "-0", "5 - 5", "1"])
        #expect(run.outputLines == ["0", "0", "0", arguments[1] == "16" ? "0x1" : arguments[1] == "8" ? "0o1" : arguments[1] == "2" ? "0b1" : "1"])
        #expect(run.status == 0)
    }

    // MARK: --errors inline

    static let input = "1/3\n\n# a comment\n1/0\nsqr(2)\nx = 2\nf(y) = y^2\nf(3)\n1 \u{7}\n   \n# the end\n"
    static let inlineOutput = "0.33333\n\n\nerror: division by zero at column 2\n"
        + "error: unknown function 'sqr' at column 1; did you mean 'sqrt'?\nx = 2\nf(y) = y^2\n9\n"
        + "error: unexpected character '\\x07' at column 3\n\n\n"

    /// The same lines through the plain path (no other option) and the option parser (`--format
    /// plain`), with one job and several, from a file and from standard input.
    @Test(arguments: [
        ["--errors", "inline", "--digits", "5"],
        ["--errors=inline", "--digits", "5", "--jobs", "2"],
        ["--digits", "5", "--jobs", "3", "--errors", "inline"],
        ["--errors", "inline", "--digits", "5", "--format", "plain"],
        ["--errors", "inline", "--digits", "5", "--format", "plain", "--jobs", "2"],
    ])
    func inlineErrorsLineUpWithTheInput(arguments: [String]) throws {
        let piped = try BigCalcTool.run(arguments, input: Self.input)
        #expect(piped.output == Self.inlineOutput)
        #expect(piped.errors == "")
        #expect(piped.status == 1)
        let path = try BigCalcTool.temporaryFile(Self.input)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try BigCalcTool.run(arguments + ["-f", path])
        #expect(file.output == Self.inlineOutput)
        #expect(file.status == 1)
    }

    @Test func inlineErrorsOfArgumentsAndTimeouts() throws {
        let arguments = try BigCalcTool.run(["--errors", "inline", "1/0", "2", "integrate(cbrt(x), x, 1, 8)"])
        #expect(arguments.output == "error: division by zero at column 2\n2\n11.25\n")
        #expect(arguments.errors == "note: digits of 'integrate(cbrt(x), x, 1, 8)' come from numerical quadrature "
            + "(two levels agree); they are not proven\n")
        #expect(arguments.status == 1)
        let fraction = try BigCalcTool.run(["--errors", "inline", "--format", "fraction"], input: "1/3\npi\n")
        #expect(fraction.output == "1/3\nerror: the result has no exact fraction: it is not a rational number, or too large "
            + "for exact evaluation (exact values are kept up to 3321930 bits, about 1,000,000 digits); use another --format\n")
        let timeout = try BigCalcTool.run(["--errors", "inline", "--timeout", "0.3"],
                                          input: "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\n\n1+1\n")
        #expect(timeout.output == "error: timed out after 0.3 s\n\n2\n")
        #expect(timeout.errors == "")
    }

    @Test func anUnknownPlacementIsAUsageError() throws {
        let run = try BigCalcTool.run(["--errors", "stdout", "1"])
        #expect(run.status == 64)
        #expect(run.errors.contains("Please provide one of 'stderr' and 'inline'"))
    }

    /// The default is unchanged, and JSON ignores the placement (its objects carry the errors).
    @Test func stderrIsTheDefaultAndJSONIgnoresThePlacement() throws {
        let plain = try BigCalcTool.run(["--digits", "5"], input: Self.input)
        let explicit = try BigCalcTool.run(["--digits", "5", "--errors", "stderr"], input: Self.input)
        #expect(plain.output == "0.33333\nx = 2\nf(y) = y^2\n9\n")
        #expect(explicit.output == plain.output)
        #expect(explicit.errors == plain.errors)
        let json = try BigCalcTool.run(["--json"], input: Self.input)
        let inline = try BigCalcTool.run(["--json", "--errors", "inline"], input: Self.input)
        #expect(inline.output == json.output)
        #expect(json.outputLines.count == 7)
    }

    /// A long mixed batch: one thread and two print the same bytes, and there is one output line
    /// per input line and one more per extra statement.
    @Test func inlineErrorsWithJobsMatchOneJob() throws {
        let batch = JobsTests.mixedBatch(count: 3000)
        let path = try BigCalcTool.temporaryFile(batch)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let one = try BigCalcTool.run(["--seed", "7", "--errors", "inline", "-f", path])
        let two = try BigCalcTool.run(["--seed", "7", "--errors", "inline", "--jobs", "2", "-f", path])
        #expect(two.output == one.output)
        #expect(two.errors == one.errors)
        let lines = batch.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let extraStatements = lines.reduce(0) { $0 + $1.count(where: { $0 == ";" }) }
        #expect(one.outputLines.count == lines.count + extraStatements)
        #expect(one.output.contains("\nerror: division by zero"))
    }
}
