import Benchmark
import BigNumber

/// `a = a*b + c` on small `BigFloat`s (64, 128 and 1024 bits), as a value expression, with the old
/// `a` consumed (`a = (consume a) * b + c`) and in place (`a *= b; a += c`): the cost of the value
/// type over the C library, compared with `Benchmarks/reference/mpfr_multiply_add.c` in
/// `Benchmarks/RESULTS.md`.
///
/// Each benchmark also counts mallocs: none in any form (the expression form's `a * b` takes the
/// thread's spare storage, which is the `a` of the iteration before, and `+ c` writes over that
/// temporary; the `mpfr_t` and its limbs share one allocation when one is made);
/// `make benchmark-check` fails when an iteration allocates more than the committed thresholds.
enum MultiplyAddBenchmarks {
    /// The precisions, in bits.
    static let precisions = [64, 128, 1024]

    /// Registers `BigFloat-multiply-add-expression-N-bits` (`a = a*b + c`),
    /// `BigFloat-multiply-add-consume-N-bits` (`a = (consume a) * b + c`) and
    /// `BigFloat-multiply-add-in-place-N-bits` (`a *= b; a += c`) for each precision. The names
    /// have no spaces: package-benchmark 1.38 writes threshold files with `_` for spaces but reads
    /// them with spaces, so a name with spaces never finds its thresholds.
    static func register() {
        for bits in precisions {
            Benchmark("BigFloat-multiply-add-expression-\(bits)-bits", configuration: configuration()) { benchmark in
                var (a, b, c) = operands(bits: bits)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    a = a * b + c
                }
                blackHole(a)
            }
            Benchmark("BigFloat-multiply-add-consume-\(bits)-bits", configuration: configuration()) { benchmark in
                var (a, b, c) = operands(bits: bits)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    a = (consume a) * b + c
                }
                blackHole(a)
            }
            Benchmark("BigFloat-multiply-add-in-place-\(bits)-bits", configuration: configuration()) { benchmark in
                var (a, b, c) = operands(bits: bits)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    a *= b
                    a += c
                }
                blackHole(a)
            }
        }
    }

    /// a = 1, b = 1 − 2⁻²⁰, c = 2⁻³⁰: the iteration stays near 1, far from overflow and underflow.
    static func operands(bits: Int) -> (BigFloat, BigFloat, BigFloat) {
        let one = BigFloat(1, precision: bits)
        return (one, one - BigFloat.scaled(one, byPowerOfTwo: -20), BigFloat.scaled(one, byPowerOfTwo: -30))
    }

    /// A million iterations a measurement. The tolerances for `make benchmark-check` (which
    /// compares with `Benchmarks/Thresholds/`): no malloc more per iteration, at most twice the time.
    static func configuration() -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .mega,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0]), .wallClock: .init(relative: [.p90: 100])]
        )
    }
}
