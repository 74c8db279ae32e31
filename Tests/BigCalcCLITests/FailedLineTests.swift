import Foundation
import Testing

/// A line that prints an error changes nothing: no variable, no `ans`, no `$n` (issue 29, item 9).
@Suite struct FailedLineTests {
    /// Arguments, and the output and errors of the run: in every mode a value that cannot be
    /// written as a fraction, and a line whose second statement fails, leave the session as it was.
    @Test(arguments: [
        (["--format", "fraction", "pi", "ans"], "",
         "error: no previous result for 'ans' at column 1\n"),
        (["--format", "fraction", "1/4", "pi", "$2"], "1/4\n",
         "error: no result $2 yet (there are 1) at column 1\n"),
        (["--format", "fraction", "x = pi", "x"], "",
         "error: unknown name 'x' at column 1\n"),
        (["y = 1; 1/0", "y"], "y = 1\n",
         "error: unknown name 'y' at column 1\n"),
    ])
    func failedLineChangesNothing(arguments: [String], output: String, lastError: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 1)
        #expect(run.output == output)
        #expect(run.errors.hasSuffix(lastError + arguments.last! + "\n^\n"), "\(run.errors)")
    }

    /// Batch input on one thread, on two, and with a time limit (a watched thread): `pi` fails
    /// under `--format fraction`, so the next line's `ans` is still 1/2 and `$2` is the next result.
    @Test(arguments: [[], ["--jobs", "2"], ["--timeout", "100"]])
    func failedBatchLineChangesNothing(options: [String]) throws {
        let file = try BigCalcTool.temporaryFile("1/2\npi\nans + $1\n2/3\n")
        let run = try BigCalcTool.run(["--format", "fraction"] + options + ["-f", file])
        #expect(run.output == "1/2\n1\n2/3\n")
        #expect(run.status == 1)
    }

    @Test func failedReplLineKeepsAnsAndTheResultNumbers() throws {
        let run = try BigCalcTool.run(["--interactive"], input: ":format fraction\n1/3\npi\nans\nz = pi\nz\n")
        #expect(run.output.contains("> $1 = 1/3\n> > $2 = 1/3\n> > "), "\(run.output)")
        #expect(run.errors.hasSuffix("error: unknown name 'z' at column 1\nz\n^\n"), "\(run.errors)")
    }
}
