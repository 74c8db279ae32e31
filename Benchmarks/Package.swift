// swift-tools-version:6.1
// The BigCalc benchmark suite, a package of its own so that building and testing BigCalc never
// builds package-benchmark. Run it with `make benchmark`, or `swift package benchmark` in this folder.
import PackageDescription

let package = Package(
    name: "BigCalcBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "BigCalc", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "BigCalcBenchmarks",
            dependencies: [
                .product(name: "BigNumber", package: "BigCalc"),
                .product(name: "CalculatorEngine", package: "BigCalc"),
                .product(name: "CalculatorDisplay", package: "BigCalc"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "BigCalcBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
