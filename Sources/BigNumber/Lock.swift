#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex, with `Synchronization.Mutex`'s `withLock`: the lock of every
/// module of the package. Copies of a lock share its value and its mutex.
///
/// `Mutex` locks with atomics and futexes inside the standard library, which is not built with
/// ThreadSanitizer: TSan then sees the guarded accesses of two threads without the ordering the
/// lock gives them and reports races that cannot happen. `pthread_mutex_lock` is one of the calls
/// TSan intercepts, so `make tsan` checks the code that uses this lock for real races.
///
/// The value and the mutex share one allocation (the mutex never moves). The type is public as
/// SPI (`@_spi(BigCalcPackage) import BigNumber`), not `package`: the compiler inlines and
/// specializes a public `@inlinable` initializer and `withLock` in the modules that use them, but
/// calls a `package` one's generic body (a metadata lookup for every lock made).
@_spi(BigCalcPackage) public struct Lock<Value: ~Copyable>: @unchecked Sendable {
    /// The mutex (the header) and the guarded value (the one element).
    @usableFromInline
    final class Storage: ManagedBuffer<pthread_mutex_t, Value> {
        deinit {
            withUnsafeMutablePointers { mutex, value in
                value.deinitialize(count: 1)
                _ = pthread_mutex_destroy(mutex)
            }
        }
    }

    /// The mutex and the value; the value is read and written only between `lock` and `unlock`.
    @usableFromInline
    let storage: Storage

    /// A lock guarding `value`.
    /// - Parameter value: the initial value.
    @inlinable
    public init(_ value: consuming Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in pthread_mutex_t() }, to: Storage.self)
        let (mutex, element) = storage.withUnsafeMutablePointers { ($0, $1) }
        pthread_mutex_init(mutex, nil)
        element.initialize(to: value)
    }

    /// Runs `body` on the value with the mutex held.
    /// - Parameter body: what to do with the value.
    /// - Returns: what `body` returns.
    @inlinable @inline(__always)
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (mutex, value) throws(Failure) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}
