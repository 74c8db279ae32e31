import BigCalcFrontEnd
@_spi(BigCalcPackage) import BigNumber
import CalculatorEngine
import Dispatch
import Synchronization

/// What a worker of `--jobs` made of a line of batch input.
enum PreparedLine: Sendable {
    /// The line must run in order in the session (see `Session.detached(_:)`).
    case inOrder
    /// The line was evaluated against a snapshot of the session, and its value rendered (nil
    /// when it was interrupted).
    case detached(DetachedLine, rendered: Result<DecimalText, RenderingError>?)
    /// The line was given up (Ctrl-C, `--timeout`) without reaching a checkpoint in time.
    case abandoned(Interruption)
}

/// The threads of `bigcalc --jobs N`: lines handed to them are prepared (`PreparedLine`) in any
/// order, and taken back in input order by the thread that prints them, which also prepares
/// waiting lines while the one it needs next is not ready; so N threads evaluate in all.
final class LineWorkers: Sendable {
    /// A line handed to the workers: its place in the input, and its text.
    struct Line: Sendable {
        /// The line's place among the lines handed over (0, 1, 2, …).
        let index: Int
        /// The line.
        let text: String
    }

    /// The session lines are evaluated against, numbered: a thread keeps a copy of its own and
    /// takes the new one when the number changes (copying a session for every line would make
    /// the threads contend for the reference counts of its storage).
    struct Snapshot: Sendable {
        /// How many sessions were published before this one.
        let generation: Int
        /// The session as the lines before the next ones leave its variables and functions.
        let session: Session
    }

    /// The lines waiting (oldest first) and the prepared ones not taken yet.
    private struct Shared: ~Copyable {
        /// The session the waiting lines are evaluated against.
        var snapshot: Snapshot
        /// The lines handed over, from `head` on not taken by a thread yet.
        var waiting: [Line] = []
        /// The first line of `waiting` not taken yet.
        var head = 0
        /// The prepared lines not taken back yet, by index.
        var prepared: [Int: PreparedLine] = [:]
        /// The line the taker waits for (it is signalled when that one is prepared), or nil.
        var awaited: Int?
        /// Whether the threads are to end.
        var stopped = false

        /// The oldest waiting line, removed from the queue.
        mutating func takeWaiting() -> Line? {
            guard head < waiting.count else { return nil }
            let line = waiting[head]
            head += 1
            if head >= 256, head * 2 >= waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            return line
        }
    }

    /// What the threads share.
    private let shared: Lock<Shared>
    /// Signalled once for each line handed over, and once for each thread when stopping.
    private let available = DispatchSemaphore(value: 0)
    /// Signalled when a worker has prepared the line the taker waits for.
    private let finished = DispatchSemaphore(value: 0)
    /// How a line is prepared, against a session.
    private let prepare: @Sendable (Line, Session) -> PreparedLine
    /// The threads started (the caller of `result(_:)` is not one of them).
    private let threads = Atomic<Int>(0)

    /// Starts `jobs − 1` threads (fewer when the system refuses more): with the thread that takes
    /// the results back, `jobs` threads prepare lines.
    /// - Parameters:
    ///   - jobs: the threads that prepare lines, counting the caller's.
    ///   - session: the session the first lines are evaluated against.
    ///   - prepare: evaluates and renders one line against a session; called on any of the threads.
    init(jobs: Int, session: Session, prepare: @escaping @Sendable (Line, Session) -> PreparedLine) {
        self.prepare = prepare
        shared = Lock(Shared(snapshot: Snapshot(generation: 0, session: session)))
        for _ in 1..<Swift.max(jobs, 1) {
            guard NativeThread.start({ [self] in work() }) else { break }
            threads.add(1, ordering: .relaxed)
        }
    }

    /// Sets the session the lines handed over from now on are evaluated against; the lines handed
    /// over before must all have been taken back (`result(_:)`).
    /// - Parameter session: the session.
    func publish(_ session: Session) {
        shared.withLock { $0.snapshot = Snapshot(generation: $0.snapshot.generation + 1, session: session) }
    }

    /// Hands a line to the workers.
    /// - Parameter line: the line, numbered one above the line handed over before it.
    func submit(_ line: Line) {
        shared.withLock { $0.waiting.append(line) }
        available.signal()
    }

    /// The next waiting line, with the session to evaluate it against: `snapshot` when it is
    /// still the current one, else the current one (which replaces `snapshot`).
    private func takeWaiting(_ shared: inout Shared, _ snapshot: inout Snapshot?) -> Line? {
        guard let line = shared.takeWaiting() else { return nil }
        if snapshot?.generation != shared.snapshot.generation { snapshot = shared.snapshot }
        return line
    }

    /// The prepared line `index`, waiting for it; meanwhile the calling thread prepares lines
    /// that no worker has taken yet.
    /// - Parameter index: the line's place among the lines handed over.
    /// - Returns: what was made of it.
    func result(_ index: Int) -> PreparedLine {
        var snapshot: Snapshot?
        while true {
            let (ready, waiting) = shared.withLock { (shared: inout Shared) -> (PreparedLine?, Line?) in
                if let ready = shared.prepared.removeValue(forKey: index) { return (ready, nil) }
                let waiting = takeWaiting(&shared, &snapshot)
                if waiting == nil { shared.awaited = index }
                return (nil, waiting)
            }
            if let ready { return ready }
            if let waiting, let session = snapshot?.session {
                let prepared = prepare(waiting, session)
                if waiting.index == index { return prepared }
                shared.withLock { $0.prepared[waiting.index] = prepared }
            } else {
                finished.wait()
            }
        }
    }

    /// Ends the threads once they finish the line they are preparing (without waiting for them).
    func stop() {
        shared.withLock { $0.stopped = true }
        for _ in 0..<threads.load(ordering: .relaxed) { available.signal() }
    }

    /// A worker thread: prepares the waiting lines until `stop()`.
    private func work() {
        var snapshot: Snapshot?
        while true {
            available.wait()
            let next: Line?? = shared.withLock { (shared: inout Shared) -> Line?? in
                shared.stopped ? .none : .some(takeWaiting(&shared, &snapshot))
            }
            guard let next else { return }
            // The caller of `result(_:)` may have taken the line this signal was for.
            guard let line = next, let session = snapshot?.session else { continue }
            let prepared = prepare(line, session)
            let awaited = shared.withLock { (shared: inout Shared) -> Bool in
                shared.prepared[line.index] = prepared
                guard shared.awaited == line.index else { return false }
                shared.awaited = nil
                return true
            }
            if awaited { finished.signal() }
        }
    }
}
