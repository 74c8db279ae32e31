import Foundation
import Testing
@testable import bigcalc

/// The REPL's commands through piped input (`--interactive`): `help` by group and by name,
/// `:vars`, unknown commands, and names echoed escaped (issue 29 item 8, issue 30 item 7).
@Suite struct ReplCommandTests {
    /// What the REPL prints for one line after the banner, without the prompt.
    private func reply(to lines: String...) throws -> String {
        let run = try BigCalcTool.run(["--interactive"], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0)
        return run.output
    }

    /// A line, and text its reply must contain.
    @Test(arguments: [
        ("help sqr", "error: no function, operator, constant or group 'sqr'; did you mean 'sqrt'?"),
        ("help gamma", "gamma(x)  —  gamma function"),
        ("help gamma", "gamma without arguments: Euler's constant γ = 0.57721… (help γ)"),
        ("help γ", "γ  —  Euler's constant γ = 0.57721…"),
        ("help trigonometry", "Trigonometry:\n  sin                   sine\n"),
        ("help Special functions", "Special functions:\n  gamma Γ"),
        ("help", "  trigonometry   Trigonometry (10): sin cos tan sec csc cot"),
        ("help :vars", ":vars                 list your variables with their values, and your functions"),
        (":digts 5", "error: unknown command ':digts'; did you mean ':digits'?\nCommands: help quit :digits"),
        (":nonsense", "error: unknown command ':nonsense'\nCommands: help quit :digits"),
        ("help \u{1B}[2J", "error: no function, operator, constant or group '\\e[2J'\n"),
        (":delete \u{1B}[2J\u{9B}", "error: no function or variable '\\e[2J\\x9b'\n"),
        (":digits 0", "error: digits must be a whole number from 1 to 100000000\n"),
        (":digits 100000001", "error: digits must be a whole number from 1 to 100000000\n"),
        (":digits ten", "error: digits must be a whole number from 1 to 100000000\n"),
        (":digits 10000000", "digits: 10000000\n"),
    ])
    func replyContains(line: String, expected: String) throws {
        let output = try reply(to: line)
        #expect(output.contains(expected), "\(output)")
        #expect(!output.contains("\u{1B}"))
    }

    @Test func helpShowsGroupsNotEveryFunction() throws {
        let output = try reply(to: "help")
        #expect(output.split(separator: "\n").count < 40, "\(output)")
        #expect(!output.contains("inverse hyperbolic tangent"))
    }

    @Test func helpGammaDescribesOnlyTheFunction() throws {
        let output = try reply(to: "help gamma")
        #expect(!output.contains("real arguments only"), "\(output)")
    }

    @Test func varsListsVariablesWithValuesAndFunctions() throws {
        let output = try reply(to: "x = 5", "y = 1/4", "f(t) = t^2", ":vars")
        #expect(output.hasSuffix("> x = 5\ny = 0.25\nf(t) = t^2\n> \n"), "\(output)")
    }

    @Test func varsWithNothingDefined() throws {
        let output = try reply(to: ":vars")
        #expect(output.contains("> no variables or functions defined (x = 2 defines one)\n"), "\(output)")
    }

    @Test(arguments: [":digts", ":", ":x 5"])
    func everyColonWordIsACommand(line: String) throws {
        #expect(ReplCommand.parse(line) != nil)
    }
}
