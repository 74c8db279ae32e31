import Benchmark
import CalculatorDisplay
import Foundation

/// The display layer: grouping a number with 10⁶ digits before the point.
enum DisplayBenchmarks {
    /// Digits before the decimal point of the grouped number.
    static let integerDigits = 1_000_000

    /// Registers the benchmarks.
    static func register() {
        Benchmark(
            "DisplayFormatter grouped 10^6-digit number",
            closure: { benchmark in
                let text = Operands.shared.plainDecimal(integerDigits: integerDigits)
                let formatter = DisplayFormatter(locale: .init(identifier: "en_US"))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(formatter.grouped(text))
                }
            },
            setup: { _ = Operands.shared.plainDecimal(integerDigits: integerDigits) }
        )
    }
}
