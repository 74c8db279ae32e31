import BigCalcFrontEnd
import Testing

/// The real `bigcalc` under hostile conditions: failed writes and reads, signals, memory limits,
/// huge and unsafe input. Scripts print the exit status of bigcalc as `status=N` on standard output.
@Suite struct ReliabilityTests {
    @Test(arguments: [
        "\"$B\" 1+1", "\"$B\" --json 1+1", "\"$B\" --digits 100000 pi", "\"$B\" keys 7 + 9 =",
        "printf '1+1\\n2+2\\n' | \"$B\"", "\"$B\" --help",
    ])
    func aFullDiskIsReportedWithStatus74(command: String) throws {
        let run = try BigCalcTool.shell(command + " > /dev/full; echo status=$?")
        #expect(run.output == "status=74\n")
        #expect(run.errors == "bigcalc: error writing standard output: No space left on device\n")
    }

    /// 200,000 lines into `head`: with SIGPIPE ignored the failed write is reported (74); with
    /// SIGPIPE at its default bigcalc ends quietly (141).
    @Test(arguments: [
        ("trap '' PIPE", "1\n2\nstatus=74\n", "bigcalc: error writing standard output: Broken pipe\n"),
        ("", "1\n2\nstatus=141\n", ""),
    ])
    func aClosedPipe(setting: String, output: String, errors: String) throws {
        let run = try BigCalcTool.shell("""
            \(setting)
            seq 1 200000 > lines
            "$B" -f lines | head -n 2
            echo status=${PIPESTATUS[0]}
            """)
        #expect(run.output == output)
        #expect(run.errors == errors)
    }

    /// Recursion as deep as the evaluator allows (400 nested calls of a user function) whatever stack
    /// the shell gives: under a low soft limit the main thread's limit is raised and its stack grows;
    /// under a low hard limit, or a limit of the address space, the evaluation runs on a thread of
    /// its own whose stack is mapped whole.
    @Test(arguments: ["ulimit -S -s 100", "ulimit -s 100", "ulimit -v 4000000"])
    func deepRecursionDoesNotDependOnTheStackLimit(limit: String) throws {
        let run = try BigCalcTool.shell("\(limit); \"$B\" 'f(n) = if(n < 1, 0, 1 + f(n - 1))' 'f(399)'; echo status=$?")
        #expect(run.output == "f(n) = if(n < 1, 0, 1 + f(n - 1))\n399\nstatus=0\n")
        #expect(run.errors == "")
    }

    @Test func aReadErrorOnStandardInputIsReported() throws {
        let run = try BigCalcTool.shell("\"$B\" < /; echo status=$?")
        #expect(run.output == "status=74\n")
        #expect(run.errors == "bigcalc: error reading standard input: Is a directory\n")
    }

    /// Lines computed before the process is killed are in the output: the batch waits for more
    /// input after two lines, and is killed a second later.
    @Test(arguments: [("KILL", 137), ("TERM", 143)])
    func finishedLinesSurviveAKill(signal: String, status: Int) throws {
        let run = try BigCalcTool.shell("""
            mkfifo input
            "$B" < input > output &
            pid=$!
            exec 3> input
            printf '1+1\\n2^100\\n' >&3
            sleep 1
            kill -\(signal) $pid
            # A process that outlives the signal fails the test instead of hanging it.
            for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            kill -KILL $pid 2>/dev/null
            wait $pid
            echo status=$?
            cat output
            """)
        #expect(run.output == "status=\(status)\n2\n1267650600228229401496703205376\n")
    }

    @Test func aHundredThousandTermSumEvaluates() throws {
        let line = Array(repeating: "1", count: 100_000).joined(separator: "+")
        let run = try BigCalcTool.run([], input: line + "\n")
        #expect(run.output == "100000\n")
        #expect(run.status == 0)
    }

    /// A 10 MB line of NUL bytes, and a 100 KB line with its error at the end: the diagram shows
    /// at most 80 columns (with … marks), with control characters escaped.
    @Test func hugeLinesGiveABoundedDiagram() throws {
        let nul = try BigCalcTool.shell("head -c 10000000 /dev/zero | \"$B\"; echo status=$?")
        #expect(nul.output == "status=1\n")
        #expect(nul.errors == "line 1: error: unexpected character '\\0' at column 1\n"
            + String(repeating: "\\0", count: 40) + "…\n^\n")
        let sum = String(repeating: "1+", count: 50_000) + ")"
        let run = try BigCalcTool.run([], input: sum + "\n")
        #expect(run.errors == "line 1: error: unexpected ')' at column 100001\n…"
            + String(repeating: "1+", count: 20) + ")\n" + String(repeating: " ", count: 41) + "^\n")
    }

    @Test func escapeBytesAreShownEscaped() throws {
        let run = try BigCalcTool.run([], input: "\u{1B}[31m3\n")
        #expect(run.errors == "line 1: error: unexpected character '\\e' at column 1\n\\e[31m3\n^\n")
    }

    @Test func aHugeGcdUnderAMemoryLimitIsAnError() throws {
        let run = try BigCalcTool.shell("ulimit -v 1000000; \"$B\" 'gcd(10^(2*10^9), 2)' 'gcd(2^(8*10^9), 2)'; echo status=$?")
        #expect(run.output == "status=1\n")
        #expect(run.errors.components(separatedBy: "operand of gcd too large for exact evaluation").count == 3)
    }

    /// Refused before any computation starts (the largest count of digits included).
    @Test(arguments: [
        ("100M", "10000000", "zeta(3)", "needs about 133 MB of memory, more than the limit of 100 MB"),
        ("1G", "100000000", "pi", "needs about 1.33 GB of memory, more than the limit of 1.00 GB"),
    ])
    func aLineOverTheMemoryBudgetIsRefused(budget: String, digits: String, line: String, message: String) throws {
        let run = try BigCalcTool.run(["--max-memory", budget, "--digits", digits, line])
        #expect(run.status == 1)
        #expect(run.errors == "error: \(message) (raise it with --max-memory, or :max-memory in the REPL)\n")
    }

    /// An allocation that fails inside Arb/GMP (the budget raised above the real limit) ends with
    /// a message and status 1, not SIGABRT.
    /// (`--max-memory` is lowered to the free address space, so the line's planned need must fit
    /// in it: 3,500,000 digits are planned at about 47 MB but use more.)
    @Test func aFailedAllocationEndsWithAMessage() throws {
        let run = try BigCalcTool.shell("""
            ulimit -v 105000
            "$B" --max-memory 10G --digits 3500000 'exp(pi)*zeta(3)' > /dev/null; echo status=$?
            """)
        #expect(run.output == "status=1\n")
        #expect(run.errors.hasPrefix("bigcalc: error: out of memory: an allocation of "))
    }

    @Test(arguments: [
        (["ee"], "error: unknown name 'ee' at column 1; did you mean 're'?\nee\n^\n"),
        (["--format", "fraction", "1/3^(10^7)"],
         "error: the result has no exact fraction: it is not a rational number, or too large for exact evaluation "
            + "(exact values are kept up to 3321930 bits, about 1,000,000 digits); use another --format\n"),
        (["agm(0,-1)"], "error: agm of a negative number at column 1\nagm(0,-1)\n^\n"),
        (["agm(1,-1)"], "error: agm of a negative number at column 1\nagm(1,-1)\n^\n"),
        ([String(repeating: "x", count: 100_000)],
         "error: unknown name '" + String(repeating: "x", count: 40) + "…' (100000 characters) at column 1\n"
            + String(repeating: "x", count: 80) + "…\n^\n"),
    ])
    func messages(arguments: [String], errors: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.errors == errors)
        #expect(run.status == 1)
    }

    @Test func anExactZeroIsReportedAsExact() throws {
        let run = try BigCalcTool.run(["--json", "tan(floor(ln(2)))"])
        #expect(run.output.contains("\"exact\":\"0\""))
        #expect(run.output.contains("\"proven\":true,\"heuristicZero\":false"))
        #expect(run.errors == "")
    }
}

/// Peak memory of long batches, bounded by an address-space limit rather than measured in time.
@Suite struct BatchMemoryTests {
    /// 25,000 calls of a user function with an inexact result: each used to keep about 15 KB (the
    /// definitions of its moment, with every earlier result); now the batch runs in the memory of one.
    @Test func callsOfAUserFunctionRunInBoundedMemory() throws {
        let run = try BigCalcTool.shell("""
            { echo 'f(t) = sqrt(t)'; for i in $(seq 25000); do echo 'f(3)'; done; } > batch
            ulimit -v 250000
            "$B" --digits 12 -f batch > out; echo status=$?; sort -u out | grep -v =
            """)
        #expect(run.output == "status=0\n1.73205080757\n")
        #expect(run.errors == "")
    }
}

/// The default memory budget counts what the process has mapped already against `ulimit -v`.
@Suite struct AddressSpaceBudgetTests {
    /// Under 62 MB the image, the libraries and the stacks leave about 7 MB: a million digits of
    /// π (about 13 MB) are refused with the budget's message (they used to end in Swift's
    /// "failed to allocate", status 134).
    @Test func aLineBeyondTheFreeAddressSpaceIsRefused() throws {
        let run = try BigCalcTool.shell("ulimit -v 62000; \"$B\" --digits 1000000 pi; echo status=$?")
        #expect(run.output == "status=1\n")
        #expect(run.errors.hasPrefix("error: needs about "))
    }

    /// An explicit `--max-memory` above the free address space is lowered to it: ten million digits
    /// of π (about 133 MB) are refused by the budget under 150 MB instead of starting.
    @Test func anExplicitBudgetIsAtMostTheFreeAddressSpace() throws {
        let run = try BigCalcTool.shell("""
            ulimit -v 150000
            "$B" --max-memory 100G --digits 10000000 pi; echo status=$?
            """)
        #expect(run.output == "status=1\n")
        #expect(run.errors.hasPrefix("error: needs about 133 MB of memory, more than the limit of "))
    }
}
