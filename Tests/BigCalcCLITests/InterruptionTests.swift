import Foundation
import Testing

/// `--timeout` and Ctrl-C in batch mode, the history of piped input, and `--list-functions`.
struct InterruptionTests {
    @Test func timeoutEndsALineAndTheBatchGoesOn() throws {
        let run = try BigCalcTool.run(["--timeout", "0.3"], input: "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\n1+1\n")
        #expect(run.errors == "line 1: error: timed out after 0.3 s\n")
        #expect(run.output == "2\n")
        #expect(run.status == 1)
    }

    @Test(arguments: ["0", "-1", "abc"])
    func timeoutMustBePositive(_ value: String) throws {
        let run = try BigCalcTool.run(["--timeout", value, "1+1"])
        #expect(run.status == 64)
    }

    @Test func pipedInputWritesNoHistory() throws {
        let directory = try PseudoTerminal.temporaryDirectory()
        let run = try BigCalcTool.run(["--interactive"], input: "1+1\n",
                                      environment: ["HOME": directory, "XDG_STATE_HOME": directory + "/state"])
        #expect(run.output.contains("$1 = 2"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/state/bigcalc/history"))
    }

    @Test func listFunctionsPrintsTheGroups() throws {
        let run = try BigCalcTool.run(["--list-functions"])
        #expect(run.status == 0)
        let lines = run.outputLines
        #expect(lines.first == "Arithmetic:")
        #expect(lines.contains("Trigonometry:"))
        #expect(lines.contains { $0.hasPrefix("  sqrt √ ") || $0.hasPrefix("  √ sqrt ") })
    }

    @Test func ctrlCInBatchModeReportsHowFarItGotAndExits130() throws {
        let directory = try PseudoTerminal.temporaryDirectory()
        let file = directory + "/batch.txt"
        try "x = 1\nsum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\nx + 1\n".write(toFile: file, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(["-f", file], environment: [:])
        Thread.sleep(forTimeInterval: 0.5)
        kill(terminal.pid, SIGINT)
        #expect(terminal.expect("interrupted after line 2"), "\(terminal.transcript)")
        #expect(terminal.waitForExit() == 130)
    }
}
