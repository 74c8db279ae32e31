import BigNumber
import CalculatorEngine
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one line of the REPL (or of a batch with `--timeout`) on a thread of its own while the
/// calling thread watches: Ctrl-C and the time limit raise the evaluation's cancellation flag, and
/// the progress display is refreshed. The engine stops at its next checkpoint; an evaluation stuck
/// in one long MPFR/GMP call that does not come back within `grace` of the request is abandoned:
/// its thread runs on to the end of that call (using a core meanwhile) and its result is discarded,
/// so the session keeps its state from before the line.
enum BackgroundEvaluation {
    /// How an evaluation ended.
    enum Ending: Sendable {
        /// It finished: the session after the line and what each statement gave.
        case finished(Session, [StatementOutcome])
        /// It was given up: Ctrl-C or the time limit, and it did not reach a checkpoint in time.
        case abandoned(Interruption)
    }

    /// How long an interrupted evaluation may take to reach a checkpoint before it is abandoned.
    static let grace = Duration.milliseconds(500)
    /// How often the watching thread looks at Ctrl-C, the clock and the progress.
    static let tick = 50
    /// The stack of the evaluation thread (deeply nested expressions recurse).
    static let stackSize = 64 << 20

    /// Runs `line` in `session` on a new thread, watched as described above.
    /// - Parameters:
    ///   - line: the line.
    ///   - session: the session before the line (its settings' cancellation is replaced).
    ///   - timeLimit: the longest the line may take, or nil.
    ///   - progress: the display to refresh while waiting, or nil.
    /// - Returns: how the evaluation ended (when no thread can be started, the line runs on the
    ///   calling thread, unwatched).
    static func run(_ line: String, in session: Session, timeLimit: Duration?, progress: ProgressDisplay?) -> Ending {
        let flag = CancellationFlag()
        var copy = session
        copy.settings.cancellation = Cancellation(flag: flag, timeLimit: timeLimit)
        let original = session.settings.cancellation
        let job = Job { [copy] in
            var session = copy
            let outcomes = session.run(line)
            return (session, outcomes)
        }
        guard job.start(stackSize: stackSize) else {
            let outcomes = copy.run(line)
            return .finished(copy, outcomes)
        }
        let clock = ContinuousClock()
        let began = clock.now
        let interruptsBefore = InterruptSignal.count
        var requested: (Interruption, ContinuousClock.Instant)?
        defer { progress?.clear() }
        while true {
            if let (session, outcomes) = job.wait(milliseconds: tick) {
                var session = session
                session.settings.cancellation = original
                return .finished(session, outcomes)
            }
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

    /// The work of one line, its thread, and its result once it is there.
    private final class Job: Sendable {
        /// What the thread runs.
        let work: @Sendable () -> (Session, [StatementOutcome])
        /// The result, once the work is done.
        let result = Mutex<(Session, [StatementOutcome])?>(nil)
        /// Signalled when the result is there.
        let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping @Sendable () -> (Session, [StatementOutcome])) {
            self.work = work
        }

        /// Starts a detached thread with a stack of `stackSize` bytes; false when none could be started.
        func start(stackSize: Int) -> Bool {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let status = pthread_create(&thread, &attributes, { context in
                #if canImport(Glibc)
                guard let context else { return nil }
                #endif
                let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
                let value = job.work()
                job.result.withLock { $0 = value }
                job.done.signal()
                return nil
            }, context)
            if status != 0 { Unmanaged<Job>.fromOpaque(context).release() }
            return status == 0
        }

        /// The result when it arrives within `milliseconds`, else nil.
        func wait(milliseconds: Int) -> (Session, [StatementOutcome])? {
            guard done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
            return result.withLock { $0 }
        }
    }
}
