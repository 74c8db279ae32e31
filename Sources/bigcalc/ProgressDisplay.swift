#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress indicator on standard error for an evaluation that runs longer than
/// `delay`: the percentage when the engine knows how much work there is (the terms of a sum),
/// the elapsed time otherwise; erased when the evaluation ends. Only on a terminal: never in
/// pipes, files or JSON output.
final class ProgressDisplay {
    /// How long an evaluation runs before progress is shown.
    static let delay = Duration.seconds(1)
    /// The channel written to (standard error).
    private let errors: OutputChannel
    /// The text on the screen, or nil.
    private var shown: String?

    /// A display on `errors`, or nil when standard error is not a terminal (or `json` output).
    /// - Parameters:
    ///   - errors: the standard error channel.
    ///   - json: whether the output is JSON (no display then).
    init?(errors: OutputChannel, json: Bool) {
        guard !json, isatty(2) != 0 else { return nil }
        self.errors = errors
    }

    /// Shows the progress after `delay`: `fraction` of the work done (nil when unknown), `elapsed` time.
    /// - Parameters:
    ///   - elapsed: the time since the evaluation began.
    ///   - fraction: the part of the work done, from 0 to 1, or nil.
    func show(elapsed: Duration, fraction: Double?) {
        guard elapsed >= Self.delay else { return }
        let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
        let time = "\(tenths / 10).\(tenths % 10) s"
        let text = (fraction.map { "computing… \(Int($0 * 100)) % (\(time))" } ?? "computing… \(time)") + "  (Ctrl-C to stop)"
        guard text != shown else { return }
        errors.write("\r\u{1B}[K" + text)
        shown = text
    }

    /// Erases the progress line, if one is shown.
    func clear() {
        guard shown != nil else { return }
        errors.write("\r\u{1B}[K")
        shown = nil
    }
}
