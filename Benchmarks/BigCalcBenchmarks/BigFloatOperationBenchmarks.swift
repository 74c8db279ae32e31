import Benchmark
import BigNumber

/// `+ × ÷ sqrt exp log sin` on `BigFloat` at 10², 10⁴ and 10⁶ significant digits.
enum BigFloatOperationBenchmarks {
    /// One measured operation: its benchmark name and what it computes from the operands x = √2 and y = π.
    struct Operation: Sendable {
        let name: String
        let apply: @Sendable (BigFloat, BigFloat) -> BigFloat
        /// Whether it takes seconds at 10⁶ digits (so it gets few iterations there).
        let isSlowAtMillionDigits: Bool
    }

    /// The operations, in report order.
    static let operations: [Operation] = [
        Operation(name: "add", apply: { $0 + $1 }, isSlowAtMillionDigits: false),
        Operation(name: "mul", apply: { $0 * $1 }, isSlowAtMillionDigits: false),
        Operation(name: "div", apply: { $0 / $1 }, isSlowAtMillionDigits: false),
        Operation(name: "sqrt", apply: { x, _ in BigFloat.sqrt(x, rounding: .nearestEven) }, isSlowAtMillionDigits: false),
        Operation(name: "exp", apply: { x, _ in BigFloat.exp(x, rounding: .nearestEven) }, isSlowAtMillionDigits: true),
        Operation(name: "log", apply: { x, _ in BigFloat.log(x, rounding: .nearestEven) }, isSlowAtMillionDigits: true),
        Operation(name: "sin", apply: { x, _ in BigFloat.sin(x, rounding: .nearestEven) }, isSlowAtMillionDigits: true),
    ]

    /// The sizes, in significant decimal digits.
    static let sizes = [100, 10_000, 1_000_000]

    /// Registers one benchmark per operation and size, named like `BigFloat mul 10^4 digits`.
    static func register() {
        for digits in sizes {
            for operation in operations {
                Benchmark(
                    "BigFloat \(operation.name) \(SizeName.digits(digits))",
                    configuration: configuration(digits: digits, slow: operation.isSlowAtMillionDigits),
                    closure: { benchmark in
                        let (x, y) = Operands.shared.pair(digits: digits)
                        benchmark.startMeasurement()
                        for _ in benchmark.scaledIterations {
                            blackHole(operation.apply(x, y))
                        }
                    },
                    setup: { _ = Operands.shared.pair(digits: digits) }
                )
            }
        }
    }

    /// Small sizes are measured per thousand operations; 10⁶-digit transcendental functions get three
    /// iterations after one warm-up (which also fills MPFR's caches of π and ln 2, as any earlier
    /// calculation in a session would).
    static func configuration(digits: Int, slow: Bool) -> Benchmark.Configuration {
        if digits <= 100 {
            return .init(scalingFactor: .kilo)
        }
        if digits >= 1_000_000 && slow {
            return .init(warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 3)
        }
        return .init()
    }
}
