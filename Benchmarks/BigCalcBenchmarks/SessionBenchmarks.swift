import Benchmark
import CalculatorEngine

/// Parsing and evaluating a typical 20-token expression at 30 digits through the `Session` API.
enum SessionBenchmarks {
    /// `sqrt ( 2 ) * pi ^ 2 + ln ( 3 ) / sin ( 0.5 ) - e ^ 1.5`: 20 tokens.
    static let expression = "sqrt(2)*pi^2 + ln(3)/sin(0.5) - e^1.5"

    /// Registers the benchmark; it is skipped while the evaluator cannot evaluate the expression.
    static func register() {
        var probe = Session(settings: EvaluationSettings(digits: 30))
        let works = (try? probe.evaluate(expression)) != nil
        Benchmark(
            "Session evaluate 20-token expression at 30 digits",
            configuration: .init(scalingFactor: .kilo, skip: !works)
        ) { benchmark in
            var session = Session(settings: EvaluationSettings(digits: 30))
            for _ in benchmark.scaledIterations {
                blackHole(try session.evaluate(expression))
            }
        }
    }
}
