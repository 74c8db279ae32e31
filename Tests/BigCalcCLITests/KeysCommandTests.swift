import BigCalcFrontEnd
import Testing

/// `bigcalc keys` (owned by the keypad layer) still runs next to the default `eval` subcommand.
@Suite struct KeysCommandTests {
    @Test(arguments: [
        (["keys", "7 + 9 ="], "16\n"),
        (["keys", "--profile", "algebraic", "2 + 3 × 4 ="], "14\n"),
        (["keys", "1 ÷ 3 × 3 ="], "1\n"),
        // Repeated cubes leave exact arithmetic once the value is too large for it, instead of
        // computing ever larger fractions on every replay (53 presses took 10 s before).
        // mpmath: 0.19^(3^15) = 3.13319376877226e-10349098, 0.19^(3^20) = 3.34890447588867e-2514830694.
        (["keys", "0.19" + String(repeating: " x³", count: 15)], "3.13319376877e-10349098\n"),
        (["keys", "0.19" + String(repeating: " x³", count: 20)], "3.34890447589e-2514830694\n"),
    ])
    func keysPrintTheDisplay(arguments: [String], expected: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        #expect(run.output == expected)
        #expect(run.errors == "")
    }
}

/// `bigcalc keys --json` reports the proof flags and errors of the keypad display, each error with its
/// stable code as in a line report of `bigcalc --json`.
@Suite struct KeysJSONTests {
    @Test(arguments: [
        ("7 + 9 √", #"{"display":"3","description":"7 + √(9) …","pending":true,"clearLabel":"AC","error":null,"code":null,"memory":false,"proven":true,"heuristicZero":false}"#),
        ("pi sin", #"{"display":"0","description":"sin(π) =","pending":false,"clearLabel":"AC","error":null,"code":null,"memory":false,"proven":true,"heuristicZero":false}"#),
        ("1 / pi sin =", #"{"display":"Error","description":"1 ÷ sin(π) …","pending":true,"clearLabel":"AC","error":"division by zero","code":"division_by_zero","memory":false,"proven":true,"heuristicZero":false}"#),
        ("2 +/- √", #"{"display":"Error","description":"-2 =","pending":false,"clearLabel":"AC","error":"square root of a negative number","code":"domain","memory":false,"proven":true,"heuristicZero":false}"#),
        ("10 ln exp - 10 = 1/x", #"{"display":"Error","description":"e^(ln(10)) − 10 =","pending":false,"clearLabel":"AC","error":"division by zero","code":"division_by_zero","memory":false,"proven":true,"heuristicZero":false}"#),
    ])
    func jsonCarriesTheDisplayState(keys: String, expected: String) throws {
        let run = try BigCalcTool.run(["keys", "--json", keys])
        #expect(run.status == 0)
        #expect(run.output == expected + "\n")
    }

    @Test func anUnknownKeyIsAnErrorWithItsPosition() throws {
        let run = try BigCalcTool.run(["keys", "7 + foo"])
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown key 'foo' at position 3"))
    }
}
