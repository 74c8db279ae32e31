import ArgumentParser

/// The `bigcalc` command: evaluates expressions (the default) or replays keypad presses (`keys`).
@main
struct BigCalc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bigcalc",
        abstract: "Arbitrary-precision scientific calculator: every printed digit correct.",
        subcommands: [Evaluate.self, Keys.self],
        defaultSubcommand: Evaluate.self
    )
}
