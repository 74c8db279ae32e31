@_spi(BigCalcPackage) import BigNumber
import Dispatch
import Testing

/// The package's lock (one allocation holding the mutex and the value) and the cancellation's
/// deadline (kept as a `ProcessTime`).
@Suite struct LockAndDeadlineTests {
    /// A value that cannot be copied, as `LineWorkers` keeps under its lock.
    struct Counter: ~Copyable {
        var count = 0
    }

    @Test func copiesOfALockShareItsValue() {
        let lock = Lock([1, 2])
        let copy = lock
        copy.withLock { $0.append(3) }
        #expect(lock.withLock { $0 } == [1, 2, 3])
    }

    @Test func aLockKeepsAValueThatCannotBeCopied() {
        let lock = Lock(Counter())
        for _ in 0..<5 { lock.withLock { $0.count += 1 } }
        #expect(lock.withLock { $0.count } == 5)
    }

    @Test func concurrentUpdatesUnderTheLockAreAllKept() {
        let lock = Lock(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { lock.withLock { $0 += 1 } }
        }
        #expect(lock.withLock { $0 } == 40_000)
    }

    @Test func withLockRethrowsTheBodysError() {
        struct Refused: Error, Equatable {}
        let lock = Lock(7)
        #expect(throws: Refused()) { try lock.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(lock.withLock { $0 } == 7)
    }

    @Test func aTimeLimitSetsADeadlineThatLiesAhead() {
        let before = ContinuousClock.now
        let cancellation = Cancellation(flag: nil, timeLimit: .seconds(3600))
        let ahead = cancellation.deadline.map { before.duration(to: $0) }
        #expect(ahead.map { $0 >= .seconds(3600) && $0 < .seconds(3660) } == true)
        #expect(cancellation.isActive)
        #expect(cancellation.reason == nil)
    }

    @Test func aZeroTimeLimitHasPassed() {
        let cancellation = Cancellation(flag: nil, timeLimit: .zero)
        #expect(cancellation.reason == .timedOut(.zero))
        #expect(throws: Interruption.timedOut(.zero)) { try cancellation.check() }
    }

    @Test func noneHasNoDeadline() {
        #expect(Cancellation.none.deadline == nil)
        #expect(!Cancellation.none.isActive)
        #expect(Cancellation.none.reason == nil)
    }

    @Test func copiesOfACancellationAreEqualAndHashAlike() {
        let cancellation = Cancellation(flag: CancellationFlag(), timeLimit: .seconds(10))
        let copy = cancellation
        #expect(copy == cancellation)
        #expect(copy.hashValue == cancellation.hashValue)
        #expect(Cancellation(flag: nil, timeLimit: .seconds(10)) != Cancellation.none)
    }
}
