#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CArb
import CMPFR
import Synchronization

/// What GMP (and so MPFR and MPC) and FLINT/Arb do when an allocation fails. By default they
/// print a message and abort (SIGABRT); a program can install a handler that ends it cleanly
/// instead, with its own message and exit status.
public enum AllocationFailure {
    /// A function called with the size of an allocation that failed; it must end the process
    /// (`_exit`), since the library that asked cannot go on without the memory.
    public typealias Handler = @convention(c) (Int) -> Void

    /// Makes every allocation of GMP, MPFR, MPC, FLINT and Arb call `handler` with the size
    /// asked for when `malloc`/`realloc` fail, instead of aborting. Call it once, at the start of
    /// the program, before any big number exists (their memory must come from the same functions).
    /// - Parameter handler: the function that ends the process; if it returns, the process aborts.
    ///   It is called once per process: a thread whose allocation fails while another is reporting
    ///   its own failure waits for the process to end.
    public static func install(_ handler: Handler) {
        failureHandler = handler
        // Initialized now, so that a failure does not initialize it (nothing may allocate then).
        _ = reported.load(ordering: .relaxed)
        __gmp_set_memory_functions(
            { size in allocate(size) },
            { pointer, _, size in reallocate(pointer, size) },
            { pointer, _ in free(pointer) })
        __flint_set_memory_functions(
            { size in allocate(size) },
            { count, size in
                let (total, overflow) = count.multipliedReportingOverflow(by: size)
                guard !overflow, let pointer = calloc(count, size) else { fail(overflow ? Int.max : total) }
                return pointer
            },
            { pointer, size in reallocate(pointer, size) },
            { pointer in free(pointer) })
    }

    /// The handler installed, read by the C callbacks (set once before any allocation goes through them).
    nonisolated(unsafe) fileprivate static var failureHandler: Handler?

    /// Set by the first failure: worker threads (`--jobs`) whose allocations fail at the same
    /// instant would otherwise each report, and the message would be written twice.
    fileprivate static let reported = Atomic<Bool>(false)

    /// Whether this call is the first to claim `flag`, which it sets: of the threads whose
    /// allocations fail at once, only the first reports. Lock-free and allocation-free.
    /// - Parameter flag: the flag of one process (`reported`), false until claimed.
    /// - Returns: true for exactly one call.
    static func claimsFirst(_ flag: borrowing Atomic<Bool>) -> Bool {
        flag.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}

/// `malloc`, calling the failure handler when it fails.
private func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
    guard let pointer = malloc(size) else {
        if size == 0 { return nil }
        fail(size)
    }
    return pointer
}

/// `realloc`, calling the failure handler when it fails.
private func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let moved = realloc(pointer, size) else {
        // realloc(p, 0) may free p and return NULL: nothing failed.
        if size == 0 { return nil }
        fail(size)
    }
    return moved
}

/// Calls the failure handler with `size` (aborts if it returns), once per process: a thread
/// that fails while another is already ending the process waits for that end.
private func fail(_ size: Int) -> Never {
    if AllocationFailure.claimsFirst(AllocationFailure.reported) {
        AllocationFailure.failureHandler?(size)
        abort()
    }
    while true { pause() }
}
