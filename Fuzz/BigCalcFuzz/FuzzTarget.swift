import BigNumber
import CalculatorDisplay
import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzzing input, run through the expression front end (lexer, parser, evaluator with its
/// proof) or through the keypad. Built with `-D FUZZING -sanitize=fuzzer,address` (`make fuzz`),
/// libFuzzer calls it; built plainly, `bigcalc-fuzz FILE…` replays inputs (a crash or a slow
/// corpus file found by the fuzzer) without libFuzzer.
///
/// The first byte chooses: even, the rest is expression lines; odd, the rest picks keys. Each
/// input has a budget: at most `maximumBytes` bytes and `maximumKeys` keys, 12 digits, a working
/// precision of at most 4,096 bits and 64 MB of planned memory, so that one input stays well
/// under libFuzzer's time limit.
enum FuzzTarget {
    /// The longest input run; longer ones are skipped.
    static let maximumBytes = 2048
    /// The most keys one input presses.
    static let maximumKeys = 32

    /// Every token the keypad understands: digits, editing keys, the catalog's key labels.
    static let keys = CalculatorKey.allCases

    /// Runs one input.
    /// - Parameter bytes: the input.
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let selector = bytes.first, bytes.count <= maximumBytes else { return }
        let rest = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
        if selector % 2 == 0 {
            var settings = EvaluationSettings(digits: 12, angleUnit: selector & 2 == 0 ? .radians : .degrees, seed: 1)
            settings.maximumPrecision = 4096
            settings.memoryBudget = 64 << 20
            settings.allowsComplexResults = selector & 4 == 0
            var session = Session(settings: settings)
            let text = String(decoding: rest, as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(8) {
                for statement in session.run(String(line)) {
                    if case let .failure(error) = statement.result { _ = error.caretDiagram(for: String(line)) }
                }
            }
        } else {
            var calculator = Calculator(profile: selector & 2 == 0 ? .immediate : .algebraic, digits: 12, seed: 1)
            for byte in rest.prefix(maximumKeys) {
                _ = calculator.press(keys[Int(byte) % keys.count])
            }
            _ = calculator.state
        }
    }
}

#if FUZZING
/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}

/// libFuzzer's driver, for a program whose `main` is its own.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The executable's entry point as SwiftPM links it (`main` is defined as `BigCalcFuzz_main`):
/// runs libFuzzer's driver on `fuzzTestOneInput`.
@_cdecl("BigCalcFuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzTestOneInput)
}
#else
/// Replays the files named as arguments.
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else { continue }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&chunk, 1, chunk.count, file)
                if count <= 0 { break }
                bytes.append(contentsOf: chunk[..<count])
            }
            fclose(file)
            bytes.withUnsafeBytes { FuzzTarget.run($0) }
            print("ran \(path)")
        }
    }
}
#endif
