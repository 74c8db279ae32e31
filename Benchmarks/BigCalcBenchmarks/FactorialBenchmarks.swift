import Benchmark
import BigNumber

/// The exact factorials 10000! and 100000!, including conversion to decimal text.
enum FactorialBenchmarks {
    /// The arguments.
    static let arguments = [10_000, 100_000]

    /// Registers one benchmark per argument, named like `factorial 100000! (compute + print)`.
    static func register() {
        for n in arguments {
            Benchmark("factorial \(n)! (compute + print)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try BigInt.factorial(n).description)
                }
            }
        }
    }
}
