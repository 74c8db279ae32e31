import ArgumentParser
import CalculatorEngine

/// `--check-independent FILE`: whether a batch can be split across processes (GNU parallel,
/// several hosts) without changing what it prints, by the rule `--jobs` follows within one
/// process (`Session.dependence(of:)`).
extension Evaluate {
    /// Lists the lines of the batch at `path` (`-`: standard input) that depend on the others,
    /// each as `PATH:LINE: REASON: TEXT` on standard output, then a summary line.
    /// - Parameter path: the batch file, or `-`.
    /// - Throws: `ValidationError` when the file cannot be read; `ExitCode(1)` when a line depends on others.
    static func checkIndependence(of path: String) throws {
        let source: LineSource
        do {
            source = path == "-" ? LineSource() : try LineSource(path: path)
        } catch {
            throw ValidationError(error.description)
        }
        let output = OutputChannel.standardOutput()
        let name = ExpressionError.escapingControlCharacters(path == "-" ? source.name : path)
        var lineNumber = 0
        var lines = 0
        var dependent = 0
        while let line = source.next() {
            lineNumber += 1
            if LineSource.isSkipped(line) { continue }
            lines += 1
            guard let reason = Session.dependence(of: line) else { continue }
            dependent += 1
            output.write("\(name):\(lineNumber): \(reason): \(ExpressionError.escapingControlCharacters(line))\n")
        }
        if dependent == 0 {
            output.write("\(name): independent: \(lines) \(lines == 1 ? "line" : "lines") can be split across processes\n")
        } else {
            output.write("\(name): dependent: \(dependent) of \(lines) lines depend on the lines around them; run it in one process (--jobs keeps the order)\n")
        }
        output.flush()
        if dependent > 0 { throw ExitCode(1) }
    }
}
