import Testing

/// `bigcalc keys` (owned by the keypad layer) still runs next to the default `eval` subcommand.
@Suite struct KeysCommandTests {
    @Test(arguments: [
        (["keys", "7 + 9 ="], "16\n"),
        (["keys", "--profile", "algebraic", "2 + 3 × 4 ="], "14\n"),
        (["keys", "1 ÷ 3 × 3 ="], "1\n"),
    ])
    func keysPrintTheDisplay(arguments: [String], expected: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        #expect(run.output == expected)
        #expect(run.errors == "")
    }
}
