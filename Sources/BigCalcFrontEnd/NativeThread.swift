#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread with a stack of a chosen size: for evaluations, whose recursion over
/// deeply nested expressions needs more than Dispatch's threads give.
package enum NativeThread {
    /// The stack of an evaluation thread (deeply nested expressions recurse).
    package static let evaluationStackSize = 64 << 20

    /// Starts a detached thread running `body`.
    /// - Parameters:
    ///   - stackSize: the thread's stack in bytes.
    ///   - body: what the thread runs.
    /// - Returns: false when no thread could be started (`body` then does not run).
    package static func start(stackSize: Int = evaluationStackSize, _ body: @escaping @Sendable () -> Void) -> Bool {
        create(stackSize: stackSize, detached: true, body) != nil
    }

    /// Runs `body` with a stack of `stackSize` bytes and waits for it: for work whose depth must not
    /// depend on the stack the program started with (the main thread's is `ulimit -s`). Called by
    /// the program's `main`, on the main thread: `body` runs there when that thread's stack may grow
    /// to `stackSize` (see `mainStackCanGrow`), else on a new thread, or on the calling thread when
    /// no thread can be started.
    /// - Parameters:
    ///   - stackSize: the stack in bytes.
    ///   - body: what to run.
    package static func runToCompletion(stackSize: Int = evaluationStackSize, _ body: @escaping @Sendable () -> Void) {
        guard !mainStackCanGrow(to: stackSize), let thread = create(stackSize: stackSize, detached: false, body) else {
            body()
            return
        }
        // The waiting thread takes no signals: Ctrl-C, a resized terminal and the like go to the
        // thread doing the work, as they would if it were the main thread.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        pthread_join(thread, nil)
    }

    /// Whether the main thread, calling, may grow its stack to `size` bytes; its limit (`ulimit -s`)
    /// is raised to `size` when the hard limit allows. Linux grows the main thread's stack on demand
    /// up to the limit in force when it grows, and keeps at least 128 MiB below the stack free of
    /// other mappings, so a size well under that fits; not under a limit of the address space.
    /// (Threads started later keep the stack size the program started with.) Running there saves
    /// starting a thread and waking the waiting one, which on a virtual machine takes longer than a
    /// short line's whole evaluation.
    private static func mainStackCanGrow(to size: Int) -> Bool {
        #if os(Linux)
        // Under `ulimit -v` a stack that grows could find no address space left and end the process;
        // a thread's stack is mapped whole when it starts.
        var addressSpace = rlimit()
        guard size <= 96 << 20, getrlimit(Int32(RLIMIT_AS.rawValue), &addressSpace) == 0,
              addressSpace.rlim_cur == rlim_t.max else { return false }
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return false }
        if limit.rlim_cur == rlim_t.max || limit.rlim_cur >= rlim_t(size) { return true }
        guard limit.rlim_max == rlim_t.max || limit.rlim_max >= rlim_t(size) else { return false }
        limit.rlim_cur = rlim_t(size)
        return setrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    private typealias Thread = pthread_t
    #else
    private typealias Thread = pthread_t?
    #endif

    /// Starts a thread running `body`, detached or to be joined; nil when none could be started.
    private static func create(stackSize: Int, detached: Bool, _ body: @escaping @Sendable () -> Void) -> Thread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Glibc)
            guard let context else { return nil }
            #endif
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// The closure a thread runs, boxed to pass through `pthread_create`'s context pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
