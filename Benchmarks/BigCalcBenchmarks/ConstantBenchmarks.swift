import Benchmark
import BigNumber

/// π, e and √2 at 10⁴, 10⁵ and 10⁶ significant digits, each including the conversion to decimal text.
enum ConstantBenchmarks {
    /// One constant: its name and how it is computed at a precision in bits.
    struct Constant: Sendable {
        let name: String
        let compute: @Sendable (Int) -> BigFloat
    }

    /// The constants, in report order.
    static let constants: [Constant] = [
        Constant(name: "pi", compute: { BigFloat.pi(precision: $0) }),
        Constant(name: "e", compute: { BigFloat.e(precision: $0) }),
        Constant(name: "sqrt2", compute: { BigFloat.sqrt(BigFloat(2, precision: $0), rounding: .nearestEven) }),
    ]

    /// The sizes, in significant decimal digits.
    static let sizes = [10_000, 100_000, 1_000_000]

    /// Registers one benchmark per constant and size, named like `pi 10^6 digits (compute + print)`.
    static func register() {
        for digits in sizes {
            for constant in constants {
                let configuration: Benchmark.Configuration =
                    digits >= 1_000_000 ? .init(warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 5) : .init()
                Benchmark("\(constant.name) \(SizeName.digits(digits)) (compute + print)", configuration: configuration) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let value = constant.compute(BigFloat.bits(forDigits: digits))
                        blackHole(value.formatted(significantDigits: digits))
                    }
                }
            }
        }
    }
}
