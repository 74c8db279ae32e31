import Benchmark
import BigNumber
import Synchronization

/// π, e and √2 at 10⁴, 10⁵ and 10⁶ significant digits, each including the conversion to decimal text.
///
/// MPFR and BigFloat keep the most precise π (and e, ln 2) computed so far, with some guard bits
/// (BigFloat: 32 + log₂ of the precision), and round smaller requests from it, so repeating one
/// precision would measure a cache hit. Each computation therefore asks for `step` bits more than
/// the one before (printed to the nominal digits): every value is computed from scratch, at a
/// precision at most 2 % above the nominal one at 10⁴ digits, 0.4 % at 10⁵ and 0.01 % at 10⁶.
enum ConstantBenchmarks {
    /// The number of constant computations so far in this process.
    static let computations = Atomic<Int>(0)

    /// Extra bits per computation: more than any cache's guard bits at these sizes.
    static let step = 64

    /// Iterations (warm-up included) per size, few enough to keep the precision near the nominal one.
    static func configuration(digits: Int) -> Benchmark.Configuration {
        switch digits {
        case ..<100_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 9)
        case ..<1_000_000: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 19)
        default: .init(warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 5)
        }
    }

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
                Benchmark("\(constant.name) \(SizeName.digits(digits)) (compute + print)", configuration: configuration(digits: digits)) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let extra = computations.add(1, ordering: .relaxed).oldValue
                        let value = constant.compute(BigFloat.bits(forDigits: digits) + step * extra)
                        blackHole(value.formatted(significantDigits: digits))
                    }
                }
            }
        }
    }
}
