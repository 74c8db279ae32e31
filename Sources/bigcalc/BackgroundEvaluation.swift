import BigCalcFrontEnd
@_spi(BigCalcPackage) import BigNumber
import CalculatorEngine
import Dispatch

/// Runs one line of the REPL (or of a batch with `--timeout`) on a thread of its own while the
/// calling thread watches: Ctrl-C and the time limit raise the evaluation's cancellation flag, and
/// the progress display is refreshed. The engine stops at its next checkpoint; an evaluation stuck
/// in one long MPFR/GMP call that does not come back within `grace` of the request is abandoned:
/// its thread runs on to the end of that call (using a core meanwhile) and its result is discarded,
/// so the session keeps its state from before the line.
enum BackgroundEvaluation {
    /// How an evaluation ended.
    enum Ending<Value: Sendable>: Sendable {
        /// It finished with this value.
        case finished(Value)
        /// It was given up: Ctrl-C or the time limit, and it did not reach a checkpoint in time.
        case abandoned(Interruption)
    }

    /// How long an interrupted evaluation may take to reach a checkpoint before it is abandoned.
    static let grace = Duration.milliseconds(500)
    /// How often the watching thread looks at Ctrl-C, the clock and the progress.
    static let tick = 50

    /// Runs `line` in `session` on a new thread, watched as described above.
    /// - Parameters:
    ///   - line: the line.
    ///   - session: the session before the line (its settings' cancellation is replaced).
    ///   - timeLimit: the longest the line may take, or nil.
    ///   - progress: the display to refresh while waiting, or nil.
    /// - Returns: how the evaluation ended: the session after the line and what each statement
    ///   gave (when no thread can be started, the line runs on the calling thread, unwatched).
    static func run(_ line: String, in session: Session, timeLimit: Duration?,
                    progress: ProgressDisplay?) -> Ending<(Session, [StatementOutcome])> {
        let original = session.settings.cancellation
        let ending = watch(timeLimit: timeLimit, progress: progress) { cancellation in
            var copy = session
            copy.settings.cancellation = cancellation
            let outcomes = copy.run(line)
            copy.settings.cancellation = original
            return (copy, outcomes)
        }
        return ending
    }

    /// Runs `work` on a new thread, watched as described above: `work` evaluates under the
    /// cancellation it is given, which Ctrl-C and `timeLimit` raise.
    /// - Parameters:
    ///   - timeLimit: the longest `work` may take, or nil.
    ///   - progress: the display to refresh while waiting, or nil.
    ///   - work: the evaluation.
    /// - Returns: its value, or why it was abandoned (when no thread can be started, `work` runs
    ///   on the calling thread, unwatched).
    static func watch<Value: Sendable>(timeLimit: Duration?, progress: ProgressDisplay?,
                                       _ work: @escaping @Sendable (Cancellation) -> Value) -> Ending<Value> {
        let flag = CancellationFlag()
        let cancellation = Cancellation(flag: flag, timeLimit: timeLimit)
        let job = Job<Value>()
        guard NativeThread.start({ job.finish(work(cancellation)) }) else {
            return .finished(work(cancellation))
        }
        let clock = ContinuousClock()
        let began = clock.now
        let interruptsBefore = InterruptSignal.count
        var requested: (Interruption, ContinuousClock.Instant)?
        defer { progress?.clear() }
        while true {
            if let value = job.wait(milliseconds: tick) { return .finished(value) }
            let now = clock.now
            if requested == nil {
                if InterruptSignal.count != interruptsBefore {
                    flag.cancel()
                    requested = (.cancelled, now)
                } else if let timeLimit, now - began >= timeLimit {
                    requested = (.timedOut(timeLimit), now)
                }
            }
            if let (reason, at) = requested, now - at >= grace { return .abandoned(reason) }
            progress?.show(elapsed: now - began, fraction: flag.progress)
        }
    }

    /// The result of the work on a watched thread, once it is there.
    private final class Job<Value: Sendable>: Sendable {
        /// The result, once the work is done.
        let result = Lock<Value?>(nil)
        /// Signalled when the result is there.
        let done = DispatchSemaphore(value: 0)

        /// Stores the result (on the evaluation thread).
        func finish(_ value: Value) {
            result.withLock { $0 = value }
            done.signal()
        }

        /// The result when it arrives within `milliseconds`, else nil.
        func wait(milliseconds: Int) -> Value? {
            guard done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
            return result.withLock { $0 }
        }
    }
}
