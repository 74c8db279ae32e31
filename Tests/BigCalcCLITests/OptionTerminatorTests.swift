import Testing

/// After `--` every argument is an expression, even one starting with `--` (before it an unknown
/// `--x` is still a usage error: see `UsageTests`). Without `--digits` the engine's default applies.
@Suite struct OptionTerminatorTests {
    @Test(arguments: [
        (["--", "--1"], "1\n"),
        (["--", "--abs(-3)"], "3\n"),
        (["--", "-2^2"], "-4\n"),
        (["--", "1", "--2"], "1\n2\n"),
        (["--digits", "5", "--", "--1/3"], "0.33333\n"),
    ])
    func argumentsAfterTheTerminatorAreExpressions(arguments: [String], expected: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        #expect(run.output == expected)
        #expect(run.errors == "")
    }

    @Test func defaultDigitsAreTheEnginesThirty() throws {
        let run = try BigCalcTool.run(["1/3"])
        #expect(run.output == "0." + String(repeating: "3", count: 30) + "\n")
        let keys = try BigCalcTool.run(["keys", "--help"])
        #expect(keys.output.contains("(default: 30)"))
    }
}
