import BigNumber
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) as a counter instead of the end of the process: the handler only increments an
/// atomic counter (async-signal-safe), and the code that waits for an evaluation polls it. Installed
/// without `SA_RESTART`, so that a blocking read of batch input returns and the batch can stop.
enum InterruptSignal {
    /// How many SIGINTs arrived since the handler was installed.
    private static let received = Atomic<Int>(0)
    /// Raised by the first SIGINT: batch evaluations watch it at their checkpoints.
    static let flag = CancellationFlag()

    /// Installs the handler. In batch mode (`once`) a second Ctrl-C ends the process at once (the
    /// default action), for an evaluation stuck in a long library call.
    /// - Parameter once: whether only the first SIGINT is caught.
    static func install(once: Bool) {
        // Initializes the statics before a signal can use them.
        _ = received.load(ordering: .relaxed)
        _ = flag.isCancelled
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handle
        #else
        action.__sigaction_u.__sa_handler = handle
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = once ? Int32(truncatingIfNeeded: SA_RESETHAND) : 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started us with SIGINT blocked (the mask is inherited): unblock it.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The number of SIGINTs so far.
    static var count: Int { received.load(ordering: .relaxed) }

    /// The handler: counts the signal (in batch mode `SA_RESETHAND` then restores the default action).
    private static let handle: @convention(c) (Int32) -> Void = { _ in
        received.add(1, ordering: .relaxed)
        flag.cancel()
    }
}
