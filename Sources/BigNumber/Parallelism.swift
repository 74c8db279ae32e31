import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many threads the long computations of this library may use at once: the binary splitting
/// of π, e and ln 2, the final steps of those constants, and the conversion of many digits to
/// decimal.
///
/// `threads` is a process-wide setting, read when such a computation starts; its default is the
/// number of processor cores available to the process, and 1 makes every computation serial on
/// the calling thread. The constants also take an explicit count for one call
/// (`BigFloat.pi(precision:rounding:threads:)`). A count above the number of cores is allowed
/// but gains nothing: the threads come from Dispatch, which runs at most one per core.
public enum Parallelism {
    /// The processor cores online (as Dispatch counts them for its threads), at least 1.
    public static let availableCores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The largest thread count a computation accepts.
    public static let maximumThreads = 1024

    /// The thread counts a computation accepts: 1 ... `maximumThreads`.
    public static let allowedThreads = 1...maximumThreads

    /// The current setting; 0 until it is first set, meaning `availableCores`.
    private static let setting = Atomic<Int>(0)

    /// The number of threads a computation uses when it is not given one: `availableCores` unless
    /// set. Setting a count outside `allowedThreads` clamps it into that range.
    public static var threads: Int {
        get {
            let value = setting.load(ordering: .relaxed)
            return value > 0 ? value : availableCores
        }
        set { setting.store(clamped(newValue), ordering: .relaxed) }
    }

    /// `count` moved into `allowedThreads`.
    /// - Parameter count: a requested number of threads.
    /// - Returns: the nearest allowed count.
    public static func clamped(_ count: Int) -> Int {
        min(max(count, allowedThreads.lowerBound), allowedThreads.upperBound)
    }
}
