import Testing

/// `bigcalc [--digits N] EXPRESSION…` runs without swift-argument-parser (start-up time); each row
/// pairs such an invocation with what the parser path gives for it, and anything else still
/// reaches the parser with its usage messages.
@Suite struct PlainInvocationTests {
    @Test(arguments: [
        (["1/3", "--digits", "5"], "0.33333\n", Int32(0)),
        (["--digits=5", "2/3"], "0.66667\n", Int32(0)),
        (["--digits", "3", "x = 2", "x^10"], "x = 2\n1024\n", Int32(0)),
        (["sqrt(2)", "--digits", "10", "--json"],
         #"{"expression":"sqrt(2)","variable":null,"number":1,"value":"1.414213562","re":"1.414213562","im":"0","#
            + #""exact":null,"digits":10,"proven":true,"heuristicZero":false,"method":null,"error":null,"column":null}"# + "\n",
         Int32(0)),
        (["--digits", "5", "pi", "--format", "scientific"], "3.1416e0\n", Int32(0)),
    ])
    func plainAndParsedInvocationsAgree(arguments: [String], expected: String, status: Int32) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.output == expected)
        #expect(run.status == status)
    }

    @Test(arguments: [
        (["--digits", "0", "1"], "--digits must be a whole number from 1 to 10000000, not 0"),
        (["--digits", "five", "1"], "The value 'five' is invalid for '--digits <digits>'"),
        (["--digits", "5", "--bogus", "1"], "unknown option '--bogus'"),
        (["1", "--digits"], "Missing value for '--digits <digits>'"),
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
}
