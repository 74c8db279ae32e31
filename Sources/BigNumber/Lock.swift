#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex, with `Synchronization.Mutex`'s `withLock`: the lock of every
/// module of the package.
///
/// `Mutex` locks with atomics and futexes inside the standard library, which is not built with
/// ThreadSanitizer: TSan then sees the guarded accesses of two threads without the ordering the
/// lock gives them and reports races that cannot happen. `pthread_mutex_lock` is one of the calls
/// TSan intercepts, so `make tsan` checks the code that uses this lock for real races.
package final class Lock<Value: ~Copyable>: @unchecked Sendable {
    /// The guarded value, read and written only between `lock` and `unlock`.
    private var value: Value
    /// The mutex (allocated, so that it never moves).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A lock guarding `value`.
    /// - Parameter value: the initial value.
    package init(_ value: consuming Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    /// - Parameter body: what to do with the value.
    /// - Returns: what `body` returns.
    package func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
