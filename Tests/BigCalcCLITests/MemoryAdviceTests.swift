import Testing

/// A line refused for memory is advised in the words of where it ran: `--max-memory` on the command
/// line, `:max-memory` in the REPL; when the address space left to the process is what bounds the
/// budget, no budget is advised, only that limit (`ulimit -v`).
@Suite struct MemoryAdviceTests {
    @Test func theReplNamesItsCommand() throws {
        let run = try BigCalcTool.run(["--interactive", "--no-history"], input: ":max-memory 100M\n:digits 10000000\nzeta(3)\n")
        #expect(run.errors == "error: needs about 133 MB of memory, more than the limit of 100 MB (raise it with :max-memory)\n")
    }

    /// Under `ulimit -v`, both the default budget and an explicit one above the free address space
    /// are bounded by that space: the message names it instead of `--max-memory`.
    @Test(arguments: ["", "--max-memory 100G"])
    func aBudgetBoundedByTheAddressSpaceNamesIt(option: String) throws {
        let run = try BigCalcTool.shell("ulimit -v 150000; \"$B\" \(option) --digits 10000000 pi; echo status=$?")
        #expect(run.output == "status=1\n")
        #expect(run.errors.hasPrefix("error: needs about 133 MB of memory, more than the limit of "))
        #expect(run.errors.hasSuffix(" (the address space left to the process under its limit, ulimit -v)\n"))
        #expect(!run.errors.contains("max-memory"))
    }
}
