import Benchmark
import BigNumber
import Synchronization

/// π, e and √2 at 10⁴, 10⁵ and 10⁶ significant digits, each including the conversion to decimal text.
///
/// MPFR and BigFloat keep the most precise π (and e, ln 2) computed so far and round smaller requests
/// from it, so repeating one precision would measure a cache hit. Each iteration therefore asks for
/// one more bit than the one before (k extra bits in the k-th computation of the process, at most 100,
/// and printed to the nominal digits): every value is computed from scratch, at a precision within
/// 0.3 % of the nominal one.
enum ConstantBenchmarks {
    /// The number of constant computations so far in this process.
    static let computations = Atomic<Int>(0)

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
                    digits >= 1_000_000
                    ? .init(warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 5)
                    : .init(maxIterations: 99)
                Benchmark("\(constant.name) \(SizeName.digits(digits)) (compute + print)", configuration: configuration) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let extra = computations.add(1, ordering: .relaxed).oldValue
                        let value = constant.compute(BigFloat.bits(forDigits: digits) + extra)
                        blackHole(value.formatted(significantDigits: digits))
                    }
                }
            }
        }
    }
}
