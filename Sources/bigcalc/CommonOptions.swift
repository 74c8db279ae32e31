import ArgumentParser
import CalculatorEngine

/// Options that mean the same in every subcommand.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "Significant decimal digits (working precision for keys).")
    var digits: Int = EvaluationSettings.defaultDigits

    @Option(name: .long, help: "Angle unit for trigonometric functions: rad or deg.")
    var angle: AngleUnit = .radians

    @Option(name: .long, help: "Locale identifier for digit grouping, e.g. en_US, de_DE.")
    var locale: String?

    @Flag(name: .long, help: "Print a JSON object instead of plain text.")
    var json = false
}

extension AngleUnit: ExpressibleByArgument {}
