import Foundation
import Testing

/// `--jobs N`: batch input on several threads prints what one thread prints, byte for byte, and
/// lines see the variables, functions and results of the lines before them.
@Suite struct JobsTests {
    /// A deterministic batch of `count` lines: arithmetic and functions, assignments, function
    /// (re)definitions, `ans`, `$n`, `rand()`, several statements on a line, comments, blank lines,
    /// and lines that fail (division by zero, unknown names with suggestions, syntax errors).
    static func mixedBatch(count: Int) -> String {
        var state: UInt64 = 20_261_123
        func next(_ modulus: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % modulus
        }
        var lines: [String] = []
        for index in 0..<count {
            let (a, b, v, f) = (next(999) + 2, next(98) + 2, next(30), next(5))
            switch next(24) {
            case 0, 1: lines.append("v\(v) = \(a)/\(b) + sqrt(\(b))")
            case 2: lines.append("g\(f)(x) = x^2/\(b) + v\(v)")
            case 3: lines.append("g\(f)(\(a))")
            case 4: lines.append("ans*\(b) + 1")
            case 5: lines.append("$\(Swift.max(1, index - Int(next(8)))) - \(b)")
            case 6: lines.append("v\(v)*sin(\(a)) + ln(\(b))")
            case 7: lines.append("\(a)/(\(b) - \(b))")
            case 8: lines.append("w\(v) + 1")
            case 9: lines.append("(\(a) + ")
            case 10: lines.append("# a comment")
            case 11: lines.append("")
            case 12: lines.append("\(a)!/\(b)!; ans/\(b)")
            case 13: lines.append("floor(\(b)*rand())")
            case 14: lines.append("h(x) = ans + x")
            case 15: lines.append("h(\(b))")
            default: lines.append("(\(a)*\(b)+\(b))/\(a)-\(a).\(b) + exp(\(b)/10)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [[] as [String], ["--json"]])
    func twoThreadsPrintWhatOnePrints(options: [String]) throws {
        let count = options.isEmpty ? 10_000 : 2_000
        let path = try BigCalcTool.temporaryFile(Self.mixedBatch(count: count))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let one = try BigCalcTool.run(options + ["--seed", "7", "-f", path])
        let two = try BigCalcTool.run(options + ["--seed", "7", "--jobs", "2", "-f", path])
        #expect(one.status == 1)
        #expect(two.status == one.status)
        #expect(two.output == one.output)
        #expect(two.errors == one.errors)
        // The batch exercises what it is meant to: results, definitions, and every kind of failure.
        #expect(one.outputLines.count > count / 2)
        if options.isEmpty {
            for fragment in ["division by zero", "unknown name 'w", "did you mean", "unexpected end", "no result $"] {
                #expect(one.errors.contains(fragment), "\(fragment)")
            }
            #expect(one.output.contains("g4(x) = x^2/"))
        }
    }

    /// Each line sees the state the lines above it leave; values from exact arithmetic.
    @Test(arguments: [
        ("a = 2\na*3\n", "a = 2\n6\n"),
        ("f(x) = x^2 + 1\nf(3)\n", "f(x) = x^2 + 1\n10\n"),
        ("f(x) = x + 1\nf(1)\nf(2)\nf(x) = 10*x\nf(1)\nf(2)\n", "f(x) = x + 1\n2\n3\nf(x) = 10*x\n10\n20\n"),
        ("a = 1\na + 1\na + 2\na = 10\na + 1\na + 2\n", "a = 1\n2\n3\na = 10\n11\n12\n"),
        ("k = 2\nh(x) = k*x\nh(5)\nk = 3\nh(5)\n", "k = 2\nh(x) = k*x\n10\nk = 3\n15\n"),
        ("2\nans*3\nans + 1\n5\nans^2\n", "2\n6\n7\n5\n25\n"),
        ("10\n20\n$1 + $2\n$3*2\n", "10\n20\n30\n60\n"),
        ("g(x) = x + ans\n100\ng(1)\n7\ng(1)\n", "g(x) = x + ans\n100\n101\n7\n8\n"),
        ("a = 1\n5\nans*2\n$2 + 1\ng(x) = x + ans\n100\ng(1)\n", "a = 1\n5\n10\n6\ng(x) = x + ans\n100\n101\n"),
        ("1 + 1; ans*10\nans + 1\n", "2\n20\n21\n"),
        ("y = 4\n# a comment\n\nsqrt(y) + 1/4\n", "y = 4\n2.25\n"),
    ])
    func linesSeeTheLinesBeforeThem(input: String, output: String) throws {
        for jobs in ["1", "2", "4"] {
            let run = try BigCalcTool.run(["--jobs", jobs], input: input)
            #expect(run.output == output, "--jobs \(jobs)")
            #expect(run.errors == "", "--jobs \(jobs)")
            #expect(run.status == 0, "--jobs \(jobs)")
        }
    }

    /// A failed line changes nothing and counts: `ans` stays the value before it, the exit status is 1.
    @Test func failedLinesAreReportedInTheirPlace() throws {
        let run = try BigCalcTool.run(["--jobs", "2"], input: "6\n1/0\nans + 1\nundefinedname\n")
        #expect(run.output == "6\n7\n")
        #expect(run.errors == "line 2: error: division by zero at column 2\n1/0\n ^\nline 4: error: unknown name 'undefinedname' at column 1\nundefinedname\n^\n")
        #expect(run.status == 1)
    }

    /// Result numbers in JSON follow the input order.
    @Test func jsonNumbersFollowTheInput() throws {
        let run = try BigCalcTool.run(["--jobs", "2", "--json"], input: "1/4\n3\n$1 + $2\n")
        let numbers = run.outputLines.map { $0.contains("\"number\":1,") ? 1 : $0.contains("\"number\":2,") ? 2 : $0.contains("\"number\":3,") ? 3 : 0 }
        #expect(numbers == [1, 2, 3], "\(run.output)")
        #expect(run.outputLines.last?.contains("\"value\":\"3.25\"") == true, "\(run.output)")
    }

    @Test func timeoutEndsALineAndTheBatchGoesOn() throws {
        let run = try BigCalcTool.run(["--timeout", "0.3", "--jobs", "2"],
                                      input: "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)\n1+1\n")
        #expect(run.errors == "line 1: error: timed out after 0.3 s\n")
        #expect(run.output == "2\n")
        #expect(run.status == 1)
    }

    @Test func ctrlCReportsHowFarTheBatchGotAndExits130() throws {
        let directory = try PseudoTerminal.temporaryDirectory()
        let file = directory + "/batch.txt"
        let sum = "sum(sum(1/(j+k), j, 1, 1000), k, 1, 1000)"
        try "x = 1\n\(sum)\n\(sum)\nx + 1\n".write(toFile: file, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(["--jobs", "2", "-f", file], environment: [:])
        Thread.sleep(forTimeInterval: 0.5)
        kill(terminal.pid, SIGINT)
        #expect(terminal.expect("interrupted after line 2"), "\(terminal.transcript)")
        #expect(terminal.waitForExit() == 130)
    }
}
