import Testing

/// `bigcalc [--digits N] EXPRESSION…` and batches (`-f FILE` or piped lines, with `--digits` and
/// `--jobs`) run without swift-argument-parser (start-up time); each row pairs such an invocation
/// with what the parser path gives for it, and anything else still reaches the parser with its
/// usage messages.
@Suite struct PlainInvocationTests {
    @Test(arguments: [
        (["1/3", "--digits", "5"], "0.33333\n", Int32(0)),
        (["--digits=5", "2/3"], "0.66667\n", Int32(0)),
        (["--digits", "3", "x = 2", "x^10"], "x = 2\n1024\n", Int32(0)),
        (["sqrt(2)", "--digits", "10", "--json"],
         #"{"expression":"sqrt(2)","defined":null,"variable":null,"number":1,"value":"1.414213562","shape":null,"entries":null,"factors":null,"#
            + #""re":"1.414213562","im":"0","exact":null,"digits":10,"proven":true,"heuristicZero":false,"method":null,"#
            + #""notes":[],"error":null,"code":null,"column":null}"# + "\n",
         Int32(0)),
        (["--digits", "5", "pi", "--format", "scientific"], "3.1416e0\n", Int32(0)),
        (["--threads", "1", "pi", "--digits", "10"], "3.141592654\n", Int32(0)),
    ])
    func plainAndParsedInvocationsAgree(arguments: [String], expected: String, status: Int32) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.output == expected)
        #expect(run.status == status)
    }

    @Test(arguments: [
        (["--digits", "0", "1"], "--digits must be a whole number from 1 to 100000000, not 0"),
        (["--digits", "five", "1"], "The value 'five' is invalid for '--digits <digits>'"),
        (["--digits", "5", "--bogus", "1"], "unknown option '--bogus'"),
        (["1", "--digits"], "Missing value for '--digits <digits>'"),
        (["--threads", "0", "1"], "--threads must be a whole number from 1 to 1024, not 0"),
    ])
    func badDigitsStillGetTheParsersMessage(arguments: [String], message: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.errors.contains(message))
        #expect(run.status == 64)
    }

    @Test func aFailingExpressionGivesStatusOne() throws {
        let run = try BigCalcTool.run(["1/0", "2"])
        #expect(run.output == "2\n")
        #expect(run.errors == "error: division by zero at column 2\n1/0\n ^\n")
        #expect(run.status == 1)
    }

    /// Piped lines with `--digits` and `--jobs` (exact values: 1/3 = 0.333…, 2^10 = 1024).
    @Test(arguments: [
        ([String](), "1/3\n", "0.333333333333333333333333333333\n"),
        (["--digits", "5"], "1/3\nx = 2\nx^10\n", "0.33333\nx = 2\n1024\n"),
        (["--jobs", "2", "--digits=4"], "2/3\n\n# comment\n1/7\nans*7\n", "0.6667\n0.1429\n1\n"),
        (["--json", "--digits", "3"], "1/3\n",
         #"{"line":1,"expression":"1/3","defined":null,"variable":null,"number":1,"value":"0.333","shape":null,"entries":null,"factors":null,"#
            + #""re":"0.333","im":"0","exact":"1/3","digits":3,"proven":true,"heuristicZero":false,"method":null,"#
            + #""notes":[],"error":null,"code":null,"column":null}"# + "\n"),
    ])
    func pipedBatchesAgree(arguments: [String], input: String, expected: String) throws {
        let run = try BigCalcTool.run(arguments, input: input)
        #expect(run.output == expected)
        #expect(run.status == 0)
    }

    /// `-f FILE`, also with `--jobs`; a file that cannot be opened and a bad `--jobs` get the parser's messages.
    @Test func batchFilesRunPlainAndBadOnesReachTheParser() throws {
        let run = try BigCalcTool.shell(#"printf '1/3\n1/0\n2^0.5\n' > in.txt; $B -f in.txt --digits 6; echo "status $?"; "#
                                        + #"$B --jobs 2 --file=in.txt --digits 6 2>/dev/null; echo "status $?""#)
        #expect(run.output == "0.333333\n1.41421\nstatus 1\n0.333333\n1.41421\nstatus 1\n")
        #expect(run.errors == "line 2: error: division by zero at column 2\n1/0\n ^\n")
        let missing = try BigCalcTool.run(["-f", "missing.txt"])
        #expect(missing.errors.contains("cannot open 'missing.txt'"))
        #expect(missing.status == 64)
        let noThreads = try BigCalcTool.run(["--jobs", "0"], input: "1\n")
        #expect(noThreads.errors.contains("--jobs must be a number of threads from 1 to 1024, not 0"))
        #expect(noThreads.status == 64)
    }
}
