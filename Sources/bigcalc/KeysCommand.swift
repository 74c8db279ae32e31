import ArgumentParser

/// Replays keypad presses (placeholder until the keypad lands).
struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keys", abstract: "Replay calculator key presses.")

    @OptionGroup var options: CommonOptions
    @Argument var keys: [String] = []

    func run() throws {}
}
