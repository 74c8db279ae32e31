// swift-tools-version:6.1
// The BigNumber side of Benchmarks/series-calculus.py: a package of its own (built in release by
// that script) so that building BigCalc never builds it.
import PackageDescription

let package = Package(
    name: "SeriesCalculusTiming",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "BigCalc", path: "../..")],
    targets: [
        .executableTarget(
            name: "SeriesCalculusTiming",
            dependencies: [.product(name: "BigNumber", package: "BigCalc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
