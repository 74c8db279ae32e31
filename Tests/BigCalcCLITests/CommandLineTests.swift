import Foundation
import Testing

/// `bigcalc --version`/`-V`, the `keys` subcommand under the evaluator as root, escaped echoes
/// and the sizes of the memory message (issue 29 item 6, issue 30 items 7 and 8).
@Suite struct CommandLineTests {
    @Test(arguments: [["--version"], ["-V"], ["--digits", "5", "-V"]])
    func versionIsPrinted(arguments: [String]) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("bigcalc "))
        #expect(run.output.split(separator: " ").count == 2)
        #expect(run.output.last == "\n")
    }

    /// The completion scripts offer the evaluator's options at the top level (not after `eval`).
    @Test(arguments: [("bash", "'--format')"), ("zsh", "--format"), ("fish", "-l 'format'")])
    func completionsOfferTheEvaluatorsOptions(shell: String, option: String) throws {
        let run = try BigCalcTool.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.output.contains(option))
        #expect(run.output.contains("plain grouped scientific engineering fraction") || shell != "fish")
    }

    @Test func minusVAfterTheTerminatorIsAnExpression() throws {
        let run = try BigCalcTool.run(["V = 2", "--", "-V"])
        #expect(run.output == "V = 2\n-2\n")
    }

    /// Subcommand lines go to the subcommand, with messages that name `bigcalc keys`.
    @Test(arguments: [
        (["keys", "7", "+", "9", "="], "16\n", 0 as Int32),
        (["eval", "2^10"], "1024\n", 0),
        (["help", "keys"], "OVERVIEW: Replay calculator key presses", 0),
        (["keys", "--help"], "OVERVIEW: Replay calculator key presses", 0),
    ])
    func subcommandsAreReachable(arguments: [String], output: String, status: Int32) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == status)
        #expect(run.output.hasPrefix(output), "\(run.output)")
    }

    @Test func unknownKeyIsEchoedEscaped() throws {
        let run = try BigCalcTool.run(["keys", "7 \u{1B}[2J"])
        #expect(run.status == 2)
        #expect(run.errors == "bigcalc: unknown key '\\e[2J' at position 2\n")
    }

    @Test func jsonEscapesC1Controls() throws {
        let run = try BigCalcTool.run(["--json", "1\u{9B}"])
        #expect(run.output.contains("\"expression\":\"1\\u009b\""), "\(run.output)")
        #expect(!run.output.contains("\u{9B}"))
    }

    /// `--max-memory`, and the memory message: need and limit in units that show the difference.
    @Test(arguments: [
        ("1", "needs about 1.33 MB of memory, more than the limit of 1 byte"),
        ("999", "needs about 1.33 MB of memory, more than the limit of 999 bytes"),
        ("1200K", "needs about 1.33 MB of memory, more than the limit of 1.20 MB"),
        ("1.3M", "needs about 1.33 MB of memory, more than the limit of 1.30 MB"),
    ])
    func memoryMessageShowsTheDifference(limit: String, message: String) throws {
        let run = try BigCalcTool.run(["--max-memory", limit, "--digits", "100000", "1/3"])
        #expect(run.status == 1)
        #expect(run.errors == "error: \(message) (raise it with --max-memory, or :max-memory in the REPL)\n")
    }
}
