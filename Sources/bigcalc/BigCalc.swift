import BigCalcFrontEnd
import ArgumentParser
import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `bigcalc` program: evaluates expressions (``Evaluate``, the root command, whose options
/// `bigcalc --help`, the man page and the completions show) or replays keypad presses (`keys`).
@main
enum BigCalc {
    /// Checks the output written through the C library at exit and turns allocation failures into
    /// a message, then runs a plain `bigcalc EXPRESSION…` directly (see ``PlainInvocation``), and
    /// `bigcalc` alone on a terminal (the REPL, see ``Evaluate/runDefaultREPL()``); parses the rest.
    static func main() {
        StreamFailure.checkStandardOutputAtExit()
        MemoryBudget.exitCleanlyWhenAllocationFails()
        if CommandLine.arguments.count == 1, isatty(0) != 0 {
            Evaluate.runDefaultREPL()
            return
        }
        // Evaluations recurse over nested expressions and user functions: they get the same large
        // stack wherever they run (the REPL's and `--jobs`'s lines run on such threads already),
        // not the main thread's, whose size is the shell's `ulimit -s`.
        NativeThread.runToCompletion { runCommandLine() }
    }

    /// Runs a plain invocation or the parsed command.
    private static func runCommandLine() {
        PlainInvocation.run(arguments: CommandLine.arguments.dropFirst())
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `eval` named the evaluator when it was a subcommand: scripts that write it keep working.
        if arguments.first == Evaluate.formerName { arguments.removeFirst() }
        if arguments.prefix(while: { $0 != "--" }).contains("-V") {
            print("bigcalc \(BigCalcVersion.number)")
            return
        }
        if arguments == ["help"] { arguments = ["--help"] }
        let root: any ParsableCommand.Type = arguments.first.map(Subcommands.words.contains) == true ? Subcommands.self : Evaluate.self
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withError: error, of: root)
        }
    }

    /// The root that parses `bigcalc keys …` and `bigcalc help keys`: ``Evaluate``'s expressions
    /// would take any first word, so a line that starts with a subcommand's name is parsed by a
    /// root that has the subcommands only (and the same name, so that messages say `bigcalc keys`).
    struct Subcommands: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "bigcalc", subcommands: [Keys.self])
        /// The first words that select this root.
        static let words = [Keys.name, "help"]
    }

    /// Ends the process as swift-argument-parser's `exit(withError:)` does (help and version on
    /// standard output, status 0; a usage error on standard error, status 64), with the control
    /// characters of an error message escaped: the parser echoes option values as they were
    /// typed (`--format $'\e[2J'`).
    /// - Parameters:
    ///   - error: what parsing or running threw.
    ///   - root: the command that parsed the arguments.
    static func exit(withError error: any Error, of root: any ParsableCommand.Type = Evaluate.self) -> Never {
        let code = root.exitCode(for: error)
        let text = root.fullMessage(for: error)
        if code == .success {
            if !text.isEmpty { print(CommandLine.arguments.contains(Self.manualDumpFlag) ? Self.markingNonASCII(text) : text) }
        } else if !text.isEmpty {
            let escaped = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { ExpressionError.escapingControlCharacters(String($0)) }.joined(separator: "\n")
            OutputChannel.standardError().write(escaped + "\n")
        }
        #if canImport(Glibc)
        Glibc.exit(code.rawValue)
        #else
        Darwin.exit(code.rawValue)
        #endif
    }

    /// The flag with which swift-argument-parser's generate-manual plugin reads the help texts.
    static let manualDumpFlag = "--experimental-dump-help"

    /// `text` with every non-ASCII character written `@U221A@` (its code point in hex): the
    /// manual generator drops non-ASCII characters, and `make install` turns these marks into
    /// groff's `\[u221A]`, so that the man page shows √, π and × (or ASCII stand-ins).
    static func markingNonASCII(_ text: String) -> String {
        var marked = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                marked.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                marked += "@U" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex + "@"
            }
        }
        return marked
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

        An expression may start with a minus sign (bigcalc -2^2 prints -4);
        quote expressions that contain shell characters such as * ( ) ^ !.

        Exit status: 0 when every expression was evaluated; 1 when any
        failed (each error is reported on standard error, in batch input
        with its line number); 64 for usage errors (also for a -f file that
        is missing, unreadable or a directory); 74 when reading the input or
        writing the output failed (a full disk, a closed pipe, an I/O error;
        with SIGPIPE at its default a closed pipe ends bigcalc quietly, 141).
        """
}
