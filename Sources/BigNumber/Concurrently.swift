import CMPFR
import Dispatch
import Synchronization

/// Independent pieces of one computation run on the available processor cores.
///
/// Threads come from Dispatch's `concurrentPerform`, not from Swift concurrency: the callers are
/// synchronous functions, and waiting for a `Task` from a synchronous call would block a thread of
/// the cooperative pool, which can starve or deadlock callers that are themselves async.
/// `concurrentPerform` runs one worker on the calling thread and the others on Dispatch threads,
/// from any context.
public enum Concurrently {
    /// Runs `work(0)`, …, `work(count − 1)` on at most `threads` threads, each thread taking the
    /// next piece not yet started, so that uneven pieces balance (put the largest first); with
    /// one thread, in order on the calling thread. Each thread has MPFR's exponent range widened.
    /// - Parameters:
    ///   - count: how many pieces there are.
    ///   - threads: the most threads to use (default `Parallelism.threads`).
    ///   - work: computes one piece; it must not share mutable state with the others.
    public static func forEach(count: Int, threads: Int = Parallelism.threads, _ work: @Sendable (Int) -> Void) {
        let workers = min(count, Parallelism.clamped(threads))
        guard workers > 1 else {
            if count > 0 { cmpfr_widen_exponent_range() }
            for index in 0..<count { work(index) }
            return
        }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            cmpfr_widen_exponent_range()
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                work(index)
            }
        }
    }

    /// The results of `work(0)`, …, `work(count − 1)`, in that order, computed as
    /// `forEach(count:threads:_:)` runs them.
    /// - Parameters:
    ///   - count: how many pieces there are.
    ///   - threads: the most threads to use (default `Parallelism.threads`).
    ///   - work: computes one piece; it must not share mutable state with the others.
    /// - Returns: the pieces' results, by index.
    public static func map<T: Sendable>(count: Int, threads: Int = Parallelism.threads, _ work: @Sendable (Int) -> T) -> [T] {
        let results = Lock<[Int: T]>([:])
        forEach(count: count, threads: threads) { index in
            let value = work(index)
            results.withLock { $0[index] = value }
        }
        return results.withLock { results in (0..<count).compactMap { results[$0] } }
    }
}
