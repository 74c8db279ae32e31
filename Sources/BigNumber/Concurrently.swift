import CMPFR
import Dispatch
import Synchronization

/// Independent pieces of one computation run on the available processor cores.
public enum Concurrently {
    /// The results of `work(0)`, …, `work(count − 1)`, in that order, each computed on a thread of
    /// its own with MPFR's exponent range widened there.
    /// - Parameters:
    ///   - count: how many pieces there are.
    ///   - work: computes one piece; it must not share mutable state with the others.
    /// - Returns: the pieces' results, by index.
    public static func map<T: Sendable>(count: Int, _ work: @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[Int: T]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            cmpfr_widen_exponent_range()
            let value = work(index)
            results.withLock { $0[index] = value }
        }
        return results.withLock { results in (0..<count).compactMap { results[$0] } }
    }
}
