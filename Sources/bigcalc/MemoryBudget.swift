import ArgumentParser
import BigNumber
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory an evaluation may plan to use (`--max-memory`): by default three quarters of the
/// smaller of the address-space limit (`ulimit -v`) and the physical memory.
struct MemoryBudget: ExpressibleByArgument, CustomStringConvertible {
    /// The budget in bytes.
    let bytes: Int

    /// A budget of `bytes`.
    init(bytes: Int) { self.bytes = bytes }

    /// Reads `512M`, `2G`, `1.5G`, `800K` or a number of bytes.
    init?(argument: String) {
        let units: [Character: Double] = ["K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12]
        var text = argument.uppercased()
        if text.hasSuffix("B") { text.removeLast() }
        let unit = text.last.flatMap { units[$0] }
        if unit != nil { text.removeLast() }
        guard let number = Double(text), number > 0, number * (unit ?? 1) < 9e18 else { return nil }
        bytes = Int(number * (unit ?? 1))
    }

    var description: String { "\(bytes) bytes" }

    /// Three quarters of the smaller of `RLIMIT_AS` and the physical memory; nil when neither is known.
    static func systemDefault() -> MemoryBudget? {
        var limits: [Int] = []
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            limits.append(Int(clamping: limit.rlim_cur))
        }
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        if pages > 0, pageSize > 0 { limits.append(pages.multipliedReportingOverflow(by: pageSize).partialValue) }
        return limits.min().map { MemoryBudget(bytes: $0 / 4 * 3) }
    }

    /// Makes an allocation that fails in GMP, MPFR, MPC, FLINT or Arb end bigcalc with a message
    /// and exit status 1 instead of an abort (SIGABRT), for the computations whose size cannot be
    /// estimated beforehand.
    static func exitCleanlyWhenAllocationFails() {
        AllocationFailure.install { size in
            var message = "bigcalc: error: out of memory: an allocation of \(size) bytes failed; "
                + "lower --digits or --max-precision, or set a smaller --max-memory\n"
            message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
            _exit(1)
        }
    }
}
