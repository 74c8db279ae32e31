// swift-tools-version:6.1
import Foundation
import PackageDescription

/// Arb 2.x (Debian's libflint-arb-dev) is a library of its own beside FLINT 2; from FLINT 3 on it
/// is part of libflint. `Sources/CArb/shim.h` hides the header difference; the link line differs too.
/// SwiftPM keeps its reading of this file until the file or the environment changes: the Makefile
/// puts the header it finds in the environment (`BIGCALC_ARB_HEADER`) so that installing Arb later counts.
let arbIsSeparateLibrary = ["/usr/include/arb.h", "/usr/local/include/arb.h", "/opt/homebrew/include/arb.h", "/opt/local/include/arb.h"]
    .contains { FileManager.default.fileExists(atPath: $0) }

/// The test targets' tables of cases are long literals: the compiler warns about any expression or
/// function that takes it half a second to type-check (a missing `as [(…)]` on an argument table
/// can cost ten), so that one does not slow every build of the suite unnoticed.
let testSettings: [SwiftSetting] = [.unsafeFlags([
    "-Xfrontend", "-warn-long-expression-type-checking=500", "-Xfrontend", "-warn-long-function-bodies=500",
])]

let package = Package(
    name: "BigCalc",
    // The oldest systems with `Synchronization.Mutex`, the newest API the libraries use; Linux needs no entry.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "BigNumber", targets: ["BigNumber"]),
        .library(name: "CalculatorEngine", targets: ["CalculatorEngine"]),
        .library(name: "CalculatorDisplay", targets: ["CalculatorDisplay"]),
        .executable(name: "bigcalc", targets: ["bigcalc"]),
        .executable(name: "bigcalc-server", targets: ["BigCalcServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        // `make docs` (swift package generate-documentation); a command plugin, never built by `swift build`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `bigcalc-server` only: `bigcalc` links neither Hummingbird nor SwiftNIO.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The server's tests hand requests to its router over NIO's embedded channel (no HTTP client, no TLS).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMPFR",
            pkgConfig: "mpfr",
            providers: [.apt(["libmpfr-dev", "libgmp-dev"]), .brew(["mpfr", "gmp"]), .yum(["mpfr-devel", "gmp-devel"])]
        ),
        .systemLibrary(
            name: "CArb",
            providers: [.apt(["libflint-arb-dev", "libflint-dev"]), .brew(["flint"]), .yum(["flint-devel"])]
        ),
        .systemLibrary(
            name: "CMPC",
            providers: [.apt(["libmpc-dev"]), .brew(["libmpc"]), .yum(["libmpc-devel"])]
        ),
        // libedit's header only: the REPL opens the library when it starts (see the shim), so that
        // other runs do not load it.
        .systemLibrary(name: "CEditLine"),
        .target(
            name: "BigNumber",
            dependencies: ["CMPFR", "CArb", "CMPC", .product(name: "RealModule", package: "swift-numerics")],
            linkerSettings: arbIsSeparateLibrary ? [.linkedLibrary("flint-arb")] : []
        ),
        .target(name: "CalculatorEngine", dependencies: ["BigNumber"]),
        .target(name: "CalculatorDisplay", dependencies: ["CalculatorEngine", "BigNumber"]),
        // What `bigcalc` and `bigcalc-server` share: the line report and its one JSON writer, the result renderer,
        // the keypad state as JSON, evaluation threads and the memory budget.
        .target(name: "BigCalcFrontEnd", dependencies: ["BigNumber", "CalculatorEngine", "CalculatorDisplay"]),
        .executableTarget(
            name: "bigcalc",
            dependencies: [
                "BigNumber", "CalculatorEngine", "CalculatorDisplay", "BigCalcFrontEnd", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The HTTP API and the keypad page (`bigcalc-server`).
        .executableTarget(
            name: "BigCalcServer",
            dependencies: [
                "BigNumber", "CalculatorEngine", "CalculatorDisplay", "BigCalcFrontEnd",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Public")]
        ),
        // `make fuzz`: libFuzzer over the expression front end and the keypad (built plainly, it replays inputs).
        .executableTarget(
            name: "BigCalcFuzz",
            dependencies: ["BigNumber", "CalculatorEngine", "CalculatorDisplay"],
            path: "Fuzz/BigCalcFuzz"
        ),
        .target(name: "TestSupport", dependencies: ["BigNumber"], path: "Tests/TestSupport"),
        .testTarget(
            name: "BigNumberTests",
            dependencies: ["BigNumber", "TestSupport", .product(name: "RealModule", package: "swift-numerics")],
            resources: [.copy("Resources")],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "CalculatorEngineTests",
            dependencies: ["CalculatorEngine", "BigNumber", "TestSupport"],
            resources: [.copy("Resources")],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "CalculatorDisplayTests",
            dependencies: ["CalculatorDisplay", "CalculatorEngine", "BigNumber", "TestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "BigCalcCLITests",
            dependencies: ["bigcalc", "BigCalcFrontEnd", "TestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "BigCalcServerTests",
            dependencies: [
                "BigCalcServer", "BigCalcFrontEnd", "CalculatorDisplay", "CalculatorEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: testSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
