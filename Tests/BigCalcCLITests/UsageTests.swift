import CalculatorEngine
import Testing

/// Usage errors exit with status 64 and name the problem; `--help` shows examples.
@Suite struct UsageTests {
    @Test(arguments: [
        (["--digits", "0", "1"], "--digits must be a whole number from 1 to 100000000, not 0"),
        (["--digits=-5", "1"], "--digits must be a whole number from 1 to 100000000, not -5"),
        (["--digits", "-5", "1"], "--digits must be a whole number from 1 to 100000000, not -5"),
        (["--max-precision", "-1", "1"], "--max-precision must be a number of bits from 64 to"),
        (["--base", "-1", "1"], "--base must be a whole number from 2 to 36, not -1"),
        (["--jobs", "0", "-f", "/dev/null"], "--jobs must be a number of threads from 1 to 1024, not 0"),
        (["--jobs", "-2"], "--jobs must be a number of threads from 1 to 1024, not -2"),
        (["-j", "1025"], "--jobs must be a number of threads from 1 to 1024, not 1025"),
        (["--jobs", "two"], "The value 'two' is invalid for '--jobs <N>'"),
        (["--max-memory", "lots", "1"], "The value 'lots' is invalid for '--max-memory <size>'"),
        (["--digits", "100000001", "1"], "--digits must be a whole number from 1 to 100000000, not 100000001"),
        (["--digits", "abc", "1"], "The value 'abc' is invalid for '--digits <digits>'"),
        (["--format", "roman", "1"], "The value 'roman' is invalid for '--format <format>'"),
        (["--angle", "grad", "1"], "The value 'grad' is invalid for '--angle <angle>'"),
        (["--threads", "0", "1"], "--threads must be a whole number from 1 to 1024, not 0"),
        (["--threads=-2", "1"], "--threads must be a whole number from 1 to 1024, not -2"),
        (["--threads", "1025", "1"], "--threads must be a whole number from 1 to 1024, not 1025"),
        (["--threads", "all", "1"], "The value 'all' is invalid for '--threads <threads>'"),
        (["keys", "--threads", "0", "1"], "--threads must be a whole number from 1 to 1024, not 0"),
        (["keys", "--digits", "0", "1"], "--digits must be a whole number from 1 to 100000000, not 0"),
        (["keys", "--display-digits", "0", "1"], "--display-digits must be between 1 and 1000000"),
        (["keys", "--display-digits", "1000001", "1"], "--display-digits must be between 1 and 1000000"),
        (["keys", "--digits", "100000001", "1"], "--digits must be a whole number from 1 to 100000000, not 100000001"),
        (["--digts", "5", "1"], "unknown option '--digts'"),
        (["--timeout", "-1", "1"], "--timeout must be a number of seconds above 0, not -1.0"),
        (["--seed", "-1", "1"], "The value '-1' is invalid for '--seed <seed>': --seed must be a whole number from 0 to 18446744073709551615, not -1"),
        (["keys", "--seed", "-1", "1"], "The value '-1' is invalid for '--seed <seed>': --seed must be a whole number from 0 to"),
        (["--format", "\u{1B}[2J", "1"], "The value '\\e[2J' is invalid for '--format <format>'"),
        (["--\u{1B}[2J\u{9B}"], "unknown option '--\\e[2J\\x9b'"),
        (["--1", "--", "2"], "unknown option '--1'"),
        (["--abs(-3)"], "unknown option '--abs(-3)'"),
        (["-f", "/nonexistent/bigcalc.txt"], "cannot open '/nonexistent/bigcalc.txt': No such file or directory"),
        (["-f", "/"], "cannot read '/': it is a directory"),
    ] as [([String], String)])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("Error: " + message))
    }

    @Test func expressionsAndFileTogetherAreAUsageError() throws {
        let path = try BigCalcTool.temporaryFile("1\n")
        let run = try BigCalcTool.run(["-f", path, "2"])
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: give expressions or --file, not both"))
    }

    @Test func helpShowsExamplesAndExitStatuses() throws {
        let run = try BigCalcTool.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("bigcalc 'sqrt(2)*pi^2' --digits 50"))
        #expect(run.output.contains("64 for usage errors"))
        #expect(run.output.contains("--format <format>"))
        #expect(run.output.contains("-f, --file <file>"))
        #expect(run.output.contains("--version"))
        let eval = try BigCalcTool.run(["eval", "--help"])
        #expect(eval.output == run.output)
    }

    /// The help of `--digits` names the range the one check allows (`EvaluationSettings.allowedDigits`).
    @Test(arguments: [["--help"], ["keys", "--help"]])
    func digitsHelpShowsTheAllowedRange(arguments: [String]) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Significant decimal digits of each result (1 to \(EvaluationSettings.maximumDigits))."))
        #expect(words.contains("(1 to 100000000)"))
    }

    @Test func unprovenSkipsTheProofAndSaysSo() throws {
        let run = try BigCalcTool.run(["--unproven", "sqrt(2)", "1/4"])
        #expect(run.status == 0)
        #expect(run.output == "1.41421356237309504880168872421\n0.25\n")
        #expect(run.errors == "warning: not all 30 digits of 'sqrt(2)' could be proven stable within the precision "
            + "bound; the last digits may be wrong\n")
        #expect(!(try BigCalcTool.run(["--help"])).output.contains("unproven"))
    }

    @Test func emptyBatchSucceedsWithNoOutput() throws {
        let run = try BigCalcTool.run([], input: "\n# only a comment\n   \n")
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == "")
    }
}
