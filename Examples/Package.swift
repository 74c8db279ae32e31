// swift-tools-version:6.1
// The examples of docs/library.md, built and run by `make examples` (part of
// `make test`) so that they cannot rot. This is what a package of your own looks like.
import PackageDescription

/// The identity of a package dependency given by path is the name of its directory. Yours is
/// whatever you cloned BigCalc into (`.package(path: "../BigCalc")` → `package: "BigCalc"`); this
/// checkout's may be called anything, so it is read off the path here.
let bigCalc = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "BigCalc")

let package = Package(
    name: "BigCalcExamples",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(name: "BigNumberExample", dependencies: [
            .product(name: "BigNumber", package: bigCalc),
        ]),
        .executableTarget(name: "CalculatorEngineExample", dependencies: [
            .product(name: "CalculatorEngine", package: bigCalc),
        ]),
        .executableTarget(name: "MatrixExample", dependencies: [
            .product(name: "BigNumber", package: bigCalc),
            .product(name: "CalculatorEngine", package: bigCalc),
        ]),
        .executableTarget(name: "CalculatorDisplayExample", dependencies: [
            .product(name: "CalculatorDisplay", package: bigCalc),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
