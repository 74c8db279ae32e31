import ArgumentParser
import BigNumber

/// Evaluates expressions (placeholder until the expression language lands).
struct Evaluate: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "eval", abstract: "Evaluate expressions.")

    @OptionGroup var options: CommonOptions
    @Argument var expressions: [String] = []

    func run() throws {
        print(BigFloat.pi(precision: BigFloat.bits(forDigits: options.digits)).formatted(significantDigits: options.digits))
    }
}
