import ArgumentParser
import CalculatorEngine

/// Options that mean the same in every subcommand.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Significant decimal digits of each result (1 to 10000000).",
        discussion: "For keys: the working precision of the calculator; the display shows --display-digits of them."))
    var digits: Int = EvaluationSettings.defaultDigits

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle: AngleUnit = .radians

    @Option(name: .long, help: "Locale identifier for digit grouping, e.g. en_US, de_DE.")
    var locale: String?

    @Flag(name: .long, help: "Print a JSON object instead of plain text.")
    var json = false
}

extension AngleUnit: ExpressibleByArgument {}
