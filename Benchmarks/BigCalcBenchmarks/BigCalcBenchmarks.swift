import Benchmark

/// The BigCalc benchmark suite, run by `swift package benchmark` (release build).
///
/// Every benchmark reports wall-clock time, the number of mallocs and peak resident memory.
/// Operands are prepared in each benchmark's setup hook (see `Operands`), so only the
/// operation itself is measured.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    BigFloatOperationBenchmarks.register()
    MultiplyAddBenchmarks.register()
    ConstantBenchmarks.register()
    FactorialBenchmarks.register()
    SessionBenchmarks.register()
    BatchLineBenchmarks.register()
    KeypadBenchmarks.register()
    DisplayBenchmarks.register()
}
