import Foundation
import Testing

/// Runs the built `bigcalc` executable (it sits next to the test bundle in the products directory)
/// with files for its standard streams, so large outputs cannot dead-lock a pipe.
enum BigCalcTool {
    /// What one run produced.
    struct Run {
        /// Everything written to standard output.
        let output: String
        /// Everything written to standard error.
        let errors: String
        /// The exit status.
        let status: Int32

        /// Standard output split into lines (without the empty string after the final newline).
        var outputLines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }

        /// Each line of standard output read as a JSON object (`--json`); a line that is not one
        /// fails the test.
        func jsonObjects() throws -> [[String: Any]] {
            try outputLines.map { (line: String) throws -> [String: Any] in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
        }
    }

    /// The directory holding the built products (`.build/debug`).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The `bigcalc` executable.
    static var executable: URL { productsDirectory.appendingPathComponent("bigcalc") }

    /// Runs `bigcalc arguments…`, feeding `input` on standard input (an empty file when nil, never a terminal).
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Run {
        try launch(executable, arguments, input: input, environment: environment)
    }

    /// Runs a bash `script` in which `$B` is the `bigcalc` executable, in a fresh directory, with
    /// `input` (empty unless given) on standard input: for redirections (`> /dev/full`), signals,
    /// pipes and `ulimit`, which `run` cannot arrange.
    static func shell(_ script: String, input: String = "") throws -> Run {
        try launch(URL(fileURLWithPath: "/bin/bash"), ["-c", script], input: input, environment: ["B": executable.path])
    }

    /// Runs `program` in a fresh temporary directory with files for its standard streams.
    private static func launch(_ program: URL, _ arguments: [String], input: String,
                               environment: [String: String] = [:]) throws -> Run {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bigcalc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Run(
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Writes `text` to a temporary file and returns its path (for `-f`).
    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bigcalc-input-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

