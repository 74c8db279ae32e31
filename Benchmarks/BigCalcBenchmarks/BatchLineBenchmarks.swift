import Benchmark
import CalculatorEngine

/// One line of a batch through `Session.run(_:)` at 30 digits, as `bigcalc` evaluates each line of
/// a file: lexing, parsing, exact or enclosed evaluation and the proven decimal. The malloc counts
/// have thresholds (`make benchmark-check`), so a change that allocates more per line fails.
enum BatchLineBenchmarks {
    /// A benchmark name (no spaces: package-benchmark's threshold files are named after it) and its line.
    static let lines: [(name: String, line: String)] = [
        ("Session-line-exact-arithmetic-30-digits", "(851*96+25)/17-851.96"),
        ("Session-line-functions-30-digits", "sqrt(851)*(2+sin(96))+exp(25/10)*ln(17)"),
    ]

    /// A thousand lines a measurement. The tolerances for `make benchmark-check` (which compares with
    /// `Benchmarks/Thresholds/`): at most 2 % more mallocs, at most twice the time.
    static func configuration() -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(relative: [.p90: 2]), .wallClock: .init(relative: [.p90: 100])]
        )
    }

    /// Registers one benchmark per line; each iteration evaluates the line once and renders its digits.
    static func register() {
        for (name, line) in lines {
            Benchmark(name, configuration: configuration()) { benchmark in
                var session = Session(settings: EvaluationSettings(digits: 30))
                for _ in benchmark.scaledIterations {
                    for outcome in session.run(line) {
                        if case let .success(.value(value)) = outcome.result { blackHole(value.result.decimal()) }
                    }
                }
            }
        }
    }
}
