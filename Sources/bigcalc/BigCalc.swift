import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `bigcalc` command: evaluates expressions (the default) or replays keypad presses (`keys`).
@main
struct BigCalc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bigcalc",
        abstract: "Arbitrary-precision scientific calculator: every printed digit correct.",
        usage: """
            bigcalc [options] <expression> ...
            bigcalc [options] -f <file>
            command | bigcalc [options]
            bigcalc keys [options] <key> ...
            """,
        discussion: examples,
        subcommands: [Evaluate.self, Keys.self],
        defaultSubcommand: Evaluate.self
    )

    /// Checks the output written through the C library at exit and turns allocation failures into
    /// a message, then runs a plain `bigcalc EXPRESSION…` directly (see ``PlainInvocation``), and
    /// `bigcalc` alone on a terminal (the REPL, see ``Evaluate/runDefaultREPL()``); parses the rest.
    static func main() {
        StreamFailure.checkStandardOutputAtExit()
        MemoryBudget.exitCleanlyWhenAllocationFails()
        PlainInvocation.run(arguments: CommandLine.arguments.dropFirst())
        if CommandLine.arguments.count == 1, isatty(0) != 0 {
            Evaluate.runDefaultREPL()
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    /// Examples and exit statuses shown by `--help`.
    static let examples = """
        Examples:
          bigcalc 'sqrt(2)*pi^2' --digits 50
          bigcalc '0.1 + 0.2'                  # 0.3: decimals are exact
          bigcalc 'x = 2^0.5' 'x^2'            # variables carry over
          bigcalc --format fraction '1/3 + 1/6'
          bigcalc --format scientific 'exp(100)'
          bigcalc --json 'zeta(3)'             # one JSON object a line
          bigcalc pi --digits 1000000 > pi.txt # streamed output
          printf '1+1\\n# note\\n2^100\\n' | bigcalc
          bigcalc -f script.txt                # one expression a line
          bigcalc                              # interactive; try help

        Options of the evaluator: bigcalc eval --help. An expression may
        start with a minus sign (bigcalc -2^2 prints -4); quote expressions
        that contain shell characters such as * ( ) ^ !.

        Exit status: 0 when every expression was evaluated; 1 when any
        failed (each error is reported on standard error, in batch input
        with its line number); 64 for usage errors (also for a -f file that
        is missing, unreadable or a directory); 74 when reading the input or
        writing the output failed (a full disk, a closed pipe, an I/O error;
        with SIGPIPE at its default a closed pipe ends bigcalc quietly, 141).
        """
}
