import Foundation
import Testing

/// The REPL driven in a pseudo-terminal, as a person uses it: line editing, history, completion,
/// Ctrl-C and Ctrl-D. Each REPL has its own `HOME` and `XDG_STATE_HOME`.
@Suite(.serialized) struct ReplTerminalTests {
    /// Starts a REPL whose home and state directory are `directory` (a fresh one when nil), with
    /// `environment` added.
    private func start(
        _ arguments: [String] = [], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> (PseudoTerminal, String) {
        let directory = try directory ?? PseudoTerminal.temporaryDirectory()
        let variables = ["HOME": directory, "XDG_STATE_HOME": directory + "/state"].merging(environment) { $1 }
        let terminal = try PseudoTerminal(arguments, environment: variables)
        #expect(terminal.expect("> "), "no prompt: \(terminal.transcript)")
        return (terminal, directory)
    }

    static let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", home = "\u{1B}[H", end = "\u{1B}[F"

    /// Keys typed at the prompt (the line they edit in the comment), and the result they give.
    @Test(arguments: [
        ("2*5" + left + left + "1\r", "$1 = 105"),                 // 21*5
        ("9-3" + home + "1" + end + "0\r", "$1 = -11"),            // 19-30
        ("+1\u{1}3\u{5}0\r", "$1 = 13"),                            // Ctrl-A, Ctrl-E: 3+10
        ("2×3" + left + "\u{7F}\r", "$1 = 23"),                     // Backspace deletes the two-byte ×
        ("12+34\u{1}" + right + right + "\u{B}*2\r", "$1 = 24"),    // Ctrl-K: 12*2
    ])
    func lineEditing(keys: String, expected: String) throws {
        let (terminal, _) = try start()
        terminal.type(keys)
        #expect(terminal.expect(expected), "\(terminal.transcript)")
    }

    @Test func upRecallsThePreviousLine() throws {
        let (terminal, _) = try start()
        terminal.type("6*7\r")
        #expect(terminal.expect("$1 = 42"))
        terminal.type(Self.up + "+1\r")
        #expect(terminal.expect("$2 = 43"), "\(terminal.transcript)")
    }

    @Test func ctrlRSearchesTheHistory() throws {
        let (terminal, _) = try start()
        terminal.type("6*7\r")
        #expect(terminal.expect("$1 = 42"))
        terminal.type("1+1\r")
        #expect(terminal.expect("$2 = 2"))
        terminal.type("\u{12}6*")
        #expect(terminal.expect("6*7"))
        terminal.type("\r")
        #expect(terminal.expect("$3 = 42"), "\(terminal.transcript)")
    }

    @Test func tabCompletesAReplCommand() throws {
        let (terminal, _) = try start()
        terminal.type(":dig\t 12\r")
        #expect(terminal.expect("digits: 12"), "\(terminal.transcript)")
    }

    @Test func historyFileIsWrittenAndReadBackAfterARestart() throws {
        let (first, directory) = try start()
        first.type("6*7\r")
        #expect(first.expect("$1 = 42"))
        first.type("\u{4}")
        #expect(first.waitForExit() == 0)
        let history = try String(contentsOfFile: directory + "/state/bigcalc/history", encoding: .utf8)
        #expect(history.contains("6*7"))
        let (second, _) = try start(in: directory)
        second.type(Self.up + "\r")
        #expect(second.expect("$1 = 42"), "\(second.transcript)")
    }

    @Test func historyKeepsEachLineOnceInTheOrderLastEntered() throws {
        let (terminal, directory) = try start()
        for (line, result) in [("1+1", "$1 = 2"), ("2+2", "$2 = 4"), ("1+1", "$3 = 2")] {
            terminal.type(line + "\r")
            #expect(terminal.expect(result))
        }
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let history = try String(contentsOfFile: directory + "/state/bigcalc/history", encoding: .utf8)
        #expect(history.split(separator: "\n").filter { !$0.hasPrefix("_HiStOrY") } == ["2+2", "1+1"])
    }

    /// Types `1+1` and Ctrl-D in a REPL whose history file was prepared by `prepare` (given the
    /// file's path), expecting `notice` before the prompt; returns the directory.
    private func historyRun(notice: String? = nil, _ prepare: (String) throws -> Void) throws -> String {
        let directory = try PseudoTerminal.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/state/bigcalc", withIntermediateDirectories: true)
        try prepare(directory + "/state/bigcalc/history")
        let terminal = try PseudoTerminal([], environment: ["HOME": directory, "XDG_STATE_HOME": directory + "/state"])
        if let notice { #expect(terminal.expect(notice), "\(terminal.transcript)") }
        #expect(terminal.expect("> "))
        terminal.type("1+1\r")
        #expect(terminal.expect("$1 = 2"))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        return directory
    }

    @Test func historyFileIsReplacedNotRewrittenInPlace() throws {
        let old = "_HiStOrY_V2_\n6*7\n"
        let directory = try historyRun { path in
            try old.write(toFile: path, atomically: false, encoding: .utf8)
            try FileManager.default.linkItem(atPath: path, toPath: path + "-link")
        }
        let history = directory + "/state/bigcalc/history"
        // The old file (still reachable through its second link) was never written to.
        #expect(try String(contentsOfFile: history + "-link", encoding: .utf8) == old)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "_HiStOrY_V2_\n6*7\n1+1\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/state/bigcalc").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func corruptHistoryFileIsKeptAside() throws {
        let garbage = "not a history\n\u{0}\u{1}binary\n"
        let directory = try historyRun(notice: "history could not be read; it was kept as ") {
            try garbage.write(toFile: $0, atomically: false, encoding: .utf8)
        }
        let history = directory + "/state/bigcalc/history"
        #expect(try String(contentsOfFile: history + ".corrupt", encoding: .utf8) == garbage)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "_HiStOrY_V2_\n1+1\n")
    }

    @Test func historyFileThatIsASymbolicLinkIsNotWrittenThrough() throws {
        let directory = try historyRun(notice: "history is a symbolic link; the history of this session is not saved") { path in
            try "precious\n".write(toFile: path + "-target", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + "-target")
        }
        let history = directory + "/state/bigcalc/history"
        #expect(try String(contentsOfFile: history + "-target", encoding: .utf8) == "precious\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: history) == history + "-target")
    }

    @Test(arguments: [(["--no-history"], [:]), ([], ["BIGCALC_NO_HISTORY": "1"])])
    func noHistoryFileWithTheFlagOrTheVariable(arguments: [String], environment: [String: String]) throws {
        let (terminal, directory) = try start(arguments, environment: environment)
        terminal.type("1+1\r")
        #expect(terminal.expect("$1 = 2"))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: directory + "/state/bigcalc/history"))
    }

    @Test(arguments: [
        ("sqr\t(16)\r", "$1 = 4"),
        ("factori\t(5)\r", "$1 = 120"),
    ])
    func tabCompletesABuiltIn(keys: String, expected: String) throws {
        let (terminal, _) = try start()
        terminal.type(keys)
        #expect(terminal.expect(expected), "\(terminal.transcript)")
    }

    @Test func tabCompletesAUserFunctionAndListsOnTheSecondTab() throws {
        let (terminal, _) = try start()
        terminal.type("myfunction(x) = x + 1\r")
        #expect(terminal.expect("myfunction(x) = x + 1"))
        terminal.type("myf\t(1)\r")
        #expect(terminal.expect("$1 = 2"), "\(terminal.transcript)")
        terminal.type("co\t\t")
        #expect(terminal.expect("conj"), "\(terminal.transcript)")
        #expect(terminal.expect("cosh"), "\(terminal.transcript)")
    }

    /// With and without options: `bigcalc` alone runs its REPL on the main thread, with options on
    /// the command line's thread (signals must reach it all the same).
    @Test(arguments: [[String](), ["--digits", "20"]])
    func ctrlCStopsALongEvaluationAndKeepsTheVariables(arguments: [String]) throws {
        let (terminal, _) = try start(arguments)
        terminal.type("a = 5\r")
        #expect(terminal.expect("a = 5"))
        terminal.type("sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\r")
        Thread.sleep(forTimeInterval: 0.3)
        terminal.type("\u{3}", anyMode: true)
        #expect(terminal.expect("error: interrupted"), "\(terminal.transcript)")
        terminal.type("a + 1\r")
        #expect(terminal.expect("= 6"), "\(terminal.transcript)")
    }

    @Test func progressIsShownAfterASecondAndErased() throws {
        let (terminal, _) = try start()
        terminal.type("sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\r")
        #expect(terminal.expect("computing… "), "\(terminal.transcript)")
        #expect(terminal.expect("(Ctrl-C to stop)"))
        terminal.type("\u{3}", anyMode: true)
        #expect(terminal.expect("\u{1B}[K"))
        #expect(terminal.expect("error: interrupted"), "\(terminal.transcript)")
    }

    /// With and without options: `bigcalc` alone runs its REPL on the main thread, with options on
    /// the command line's thread (signals must reach it all the same).
    @Test(arguments: [[String](), ["--digits", "20"]])
    func ctrlCAtThePromptDoesNotExitAndCtrlDDoes(arguments: [String]) throws {
        let (terminal, _) = try start(arguments)
        terminal.type("12\u{3}")
        #expect(terminal.expect("> "))
        terminal.type("1+1\r")
        #expect(terminal.expect("$1 = 2"), "\(terminal.transcript)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// With and without options: `bigcalc` alone runs its REPL on the main thread, with options on
    /// the command line's thread (signals must reach it all the same).
    @Test(arguments: [[String](), ["--digits", "20"]])
    func ctrlCOnAnEmptyLineSaysHowToLeaveAndKeepsTheSession(arguments: [String]) throws {
        let (terminal, _) = try start(arguments)
        terminal.type("x=5\r")
        #expect(terminal.expect("x = 5"))
        terminal.type("\u{3}")
        #expect(terminal.expect("(use quit or Ctrl-D to leave)"), "\(terminal.transcript)")
        terminal.type("x\r")
        #expect(terminal.expect("$2 = 5"), "\(terminal.transcript)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    /// The environment, and how the error line and its caret must look on the terminal.
    @Test(arguments: [
        ([:], "\u{1B}[31merror: unexpected end of expression at column 3\u{1B}[0m", "\u{1B}[31m  ^\u{1B}[0m"),
        (["NO_COLOR": "1"], "\r\nerror: unexpected end of expression at column 3", "\r\n  ^"),
    ])
    func errorsAreRedOnATerminalUnlessNoColorIsSet(environment: [String: String], message: String, caret: String) throws {
        let (terminal, _) = try start(environment: environment)
        terminal.type("2+\r")
        #expect(terminal.expect(message), "\(terminal.transcript)")
        #expect(terminal.expect(caret), "\(terminal.transcript)")
    }

    @Test func resultsAreNeverColoured() throws {
        let (terminal, _) = try start()
        terminal.type("2+2\r")
        #expect(terminal.expect("\r\n$1 = 4\r\n"), "\(terminal.transcript)")
    }

    @Test func timeoutEndsALineInTheRepl() throws {
        let (terminal, _) = try start(["--timeout", "0.2"])
        terminal.type("sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\r")
        #expect(terminal.expect("timed out after 0.2 s"), "\(terminal.transcript)")
        terminal.type("2+2\r")
        #expect(terminal.expect("= 4"))
    }
}
