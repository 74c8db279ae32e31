import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gets finished results of batch input out promptly, so that they survive the process being
/// killed later (by `ulimit -t`, a timeout or the OOM killer): standard output is written out
/// every `interval` from a timer thread, and after each line that took longer than that; on
/// SIGTERM it is written out before the process ends (with the status of SIGTERM, as usual).
final class BatchFlusher {
    /// The longest time finished output waits in the buffer: 100 ms.
    static let interval: UInt64 = 100_000_000

    private let output: OutputChannel
    private let timer: any DispatchSourceTimer
    private let termination: any DispatchSourceSignal
    private var lineStart: UInt64 = 0

    /// Starts flushing `output` every `interval` and on SIGTERM.
    /// - Parameter output: the buffered standard output.
    init(_ output: OutputChannel) {
        self.output = output
        let queue = DispatchQueue(label: "bigcalc.flush")
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .nanoseconds(Int(Self.interval)), repeating: .nanoseconds(Int(Self.interval)))
        timer.setEventHandler { output.flush() }
        timer.resume()
        // The signal source sees SIGTERM only while its default action (ending the process) is off.
        signal(SIGTERM, SIG_IGN)
        termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: queue)
        termination.setEventHandler {
            output.flush()
            // Ended by SIGTERM as usual: sent to the process (this thread of Dispatch blocks it), with
            // the default action back; its status if that does not happen at once.
            signal(SIGTERM, SIG_DFL)
            kill(getpid(), SIGTERM)
            usleep(100_000)
            _exit(128 + SIGTERM)
        }
        termination.resume()
    }

    deinit {
        timer.cancel()
        termination.cancel()
        signal(SIGTERM, SIG_DFL)
    }

    /// Notes that a line starts being evaluated.
    func lineStarts() {
        lineStart = Self.now()
    }

    /// Writes the output out when the line that just ended took longer than `interval`.
    func lineEnded() {
        if Self.now() - lineStart > Self.interval { output.flush() }
    }

    /// The monotonic clock in nanoseconds.
    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
