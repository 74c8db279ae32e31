#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CArb
import CMPFR

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
    public static func install(_ handler: Handler) {
        failureHandler = handler
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

/// Calls the failure handler with `size`; aborts if it returns.
private func fail(_ size: Int) -> Never {
    AllocationFailure.failureHandler?(size)
    abort()
}
