import Synchronization

/// A request to stop a computation early, shared between whoever may ask (a Ctrl-C watcher, a
/// `Task` cancellation handler) and the computation, which looks at it at its checkpoints.
/// Also carries how far the computation got, for a progress display.
public final class CancellationFlag: Sendable {
    /// Whether `cancel()` was called.
    private let cancelled = Atomic<Bool>(false)
    /// Progress of the current piece of work in thousandths, or −1 when it is not known.
    private let permille = Atomic<Int>(-1)

    /// A flag that is not raised.
    public init() {}

    /// Asks the computation to stop at its next checkpoint.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Whether the computation was asked to stop.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// How far the current piece of work is, from 0 to 1, or nil when it is not known.
    public var progress: Double? {
        let value = permille.load(ordering: .relaxed)
        return value < 0 ? nil : Double(value) / 1000
    }

    /// Work of a computation that several threads add to (binary splitting): done and in all.
    private let workDone = Atomic<Int>(0)
    private let workTotal = Atomic<Int>(0)

    /// Announces `units` more work of a computation whose size is known in advance.
    /// - Parameter units: the work to come, in the computation's own units.
    func expectWork(_ units: Int) {
        let total = workTotal.wrappingAdd(units, ordering: .relaxed).newValue
        report(workDone.load(ordering: .relaxed), of: total)
    }

    /// Records that `units` of the announced work are done (from any thread).
    /// - Parameter units: the work just finished.
    func addWork(_ units: Int) {
        let done = workDone.wrappingAdd(units, ordering: .relaxed).newValue
        report(done, of: workTotal.load(ordering: .relaxed))
    }

    /// Records that `done` of `total` steps of a piece of work whose size is known are done.
    /// - Parameters:
    ///   - done: the steps done.
    ///   - total: all the steps.
    public func report(_ done: Int, of total: Int) {
        guard total > 0 else { return }
        permille.store(Swift.min(1000, Swift.max(0, done * 1000 / total)), ordering: .relaxed)
    }
}

/// The continuous clock's time as a `Duration` from a fixed instant of the process: a plain value
/// to keep and copy, where a clock's instant (a type of another library) is copied through the
/// runtime's metadata.
package enum ProcessTime {
    /// The instant times are counted from.
    private static let reference = ContinuousClock.now

    /// The time now.
    package static var now: Duration { reference.duration(to: ContinuousClock.now) }

    /// The clock's instant at `time`.
    /// - Parameter time: a time from `now`.
    /// - Returns: the instant.
    package static func instant(_ time: Duration) -> ContinuousClock.Instant { reference.advanced(by: time) }
}

/// What a long computation checks at its checkpoints: a flag someone may raise and a deadline.
/// `Cancellation.none` (the default) never stops anything; checking it costs one comparison.
public struct Cancellation: Sendable, Hashable {
    /// The flag, or nil when nobody can raise one.
    public let flag: CancellationFlag?
    /// When the computation must end, as a `ProcessTime` (every evaluation copies its
    /// cancellation), or nil for no deadline.
    private let deadlineFromReference: Duration?
    /// The time limit the deadline came from, for the message.
    public let timeLimit: Duration?

    /// When the computation must end, or nil for no deadline.
    public var deadline: ContinuousClock.Instant? {
        deadlineFromReference.map(ProcessTime.instant)
    }

    /// A cancellation watching `flag`, ending the computation `timeLimit` after now when given.
    /// - Parameters:
    ///   - flag: the flag to watch.
    ///   - timeLimit: the longest the computation may take, or nil.
    public init(flag: CancellationFlag?, timeLimit: Duration? = nil) {
        self.flag = flag
        self.timeLimit = timeLimit
        deadlineFromReference = timeLimit.map { ProcessTime.now + $0 }
    }

    /// Nothing ever cancels the computation.
    public static let none = Cancellation(flag: nil)

    /// Why the computation must stop now, or nil to go on.
    public var reason: Interruption? {
        if let flag, flag.isCancelled { return .cancelled }
        if let deadlineFromReference, let timeLimit, ProcessTime.now >= deadlineFromReference {
            return .timedOut(timeLimit)
        }
        return nil
    }

    /// Whether anything can stop the computation (a flag or a deadline).
    @inlinable
    public var isActive: Bool { flag != nil || timeLimit != nil }

    /// A checkpoint: throws when the computation must stop.
    /// - Throws: the `Interruption` that says why.
    @inlinable
    public func check() throws(Interruption) {
        if !isActive { return }
        if let reason { throw reason }
    }

    /// Announces `units` more work on the flag, when there is one (see `CancellationFlag.expectWork`).
    /// - Parameter units: the work to come.
    func expectWork(_ units: Int) { flag?.expectWork(units) }

    /// Records finished work on the flag, when there is one (see `CancellationFlag.addWork`).
    /// - Parameter units: the work just finished.
    func addWork(_ units: Int) { flag?.addWork(units) }

    /// Records progress on the flag (for a display), when there is one.
    /// - Parameters:
    ///   - done: the steps done.
    ///   - total: all the steps.
    public func report(_ done: Int, of total: Int) { flag?.report(done, of: total) }

    /// Whether both watch the same flag (the same object) with the same deadline.
    /// - Parameters:
    ///   - a: the first cancellation.
    ///   - b: the second cancellation.
    /// - Returns: whether they watch the same flag and deadline.
    public static func == (a: Cancellation, b: Cancellation) -> Bool {
        a.flag === b.flag && a.deadlineFromReference == b.deadlineFromReference && a.timeLimit == b.timeLimit
    }

    /// Hashes the flag's identity and the deadline.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flag.map(ObjectIdentifier.init))
        hasher.combine(deadlineFromReference)
    }
}

/// Why a computation stopped before its end.
public enum Interruption: Error, Sendable, Hashable, CustomStringConvertible {
    /// Someone asked it to stop (Ctrl-C, `Task.cancel()`).
    case cancelled
    /// It ran out of its time limit (`--timeout`).
    case timedOut(Duration)

    /// "interrupted", "timed out after 2 s".
    public var description: String {
        switch self {
        case .cancelled: "interrupted"
        case let .timedOut(limit): "timed out after \(Interruption.seconds(limit)) s"
        }
    }

    /// A duration in seconds as a person writes it: `2`, `0.5`.
    /// - Parameter duration: the duration.
    /// - Returns: the seconds, without a unit.
    public static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return String(seconds) }
        var fraction = String(milliseconds)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(seconds).\(fraction)"
    }
}
