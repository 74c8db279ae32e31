
import BigNumber
import CalculatorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory an evaluation may plan to use (`--max-memory`): by default three quarters of the
/// smaller of the address-space limit (`ulimit -v`) and the physical memory; an explicit size is
/// at most the address space still free under that limit.
package struct MemoryBudget: Sendable, CustomStringConvertible {
    /// The budget in bytes.
    package let bytes: Int
    /// Whether it is the address space left to the process, a larger size having been lowered to it.
    package let isFreeAddressSpace: Bool

    /// A budget of `bytes`, which is the free address space when `isFreeAddressSpace`.
    package init(bytes: Int, isFreeAddressSpace: Bool = false) {
        self.bytes = bytes
        self.isFreeAddressSpace = isFreeAddressSpace
    }

    /// Reads `512M`, `2G`, `1.5G`, `800K` or a number of bytes.
    package init?(argument: String) {
        let units: [Character: Double] = ["K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12]
        var text = argument.uppercased()
        if text.hasSuffix("B") { text.removeLast() }
        let unit = text.last.flatMap { units[$0] }
        if unit != nil { text.removeLast() }
        guard let number = Double(text), number > 0, number * (unit ?? 1) < 9e18 else { return nil }
        self.init(bytes: Int(number * (unit ?? 1)))
    }

    package var description: String { "\(bytes) bytes" }

    /// Three quarters of the smaller of the address space still free under `RLIMIT_AS` and the
    /// physical memory; nil when neither is known. What the process has mapped already (its
    /// static image, libraries, stacks: `mappedBytes()`) counts against the limit, so that a line
    /// too large for what is left is refused with a message before an allocation fails. (Threads
    /// started later whose stacks do not fit are not started: their work runs on the calling thread.)
    package static func systemDefault() -> MemoryBudget? {
        let free = freeAddressSpace()
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        let physical = pages > 0 && pageSize > 0 ? pages.multipliedReportingOverflow(by: pageSize).partialValue : nil
        return defaultBudget(freeAddressSpace: free, physicalMemory: physical)
    }

    /// Three quarters of the smaller of `freeAddressSpace` and `physicalMemory`, marked as bounded by
    /// the free address space when that is the smaller; nil when neither is known.
    package static func defaultBudget(freeAddressSpace free: Int?, physicalMemory physical: Int?) -> MemoryBudget? {
        guard let smaller = [free, physical].compactMap({ $0 }).min() else { return nil }
        return MemoryBudget(bytes: Swift.max(1, smaller / 4 * 3), isFreeAddressSpace: smaller == free)
    }

    /// This budget, lowered to the address space still free under `RLIMIT_AS` when that is smaller:
    /// an explicit `--max-memory` (or `:max-memory`) above what the system allows would let a line
    /// start that an allocation of the Swift runtime itself (which no handler can catch) then fails.
    package func cappedToFreeAddressSpace() -> MemoryBudget {
        capped(toFreeAddressSpace: MemoryBudget.freeAddressSpace())
    }

    /// This budget, lowered to `free` (and then capped by it) when that is smaller.
    package func capped(toFreeAddressSpace free: Int?) -> MemoryBudget {
        guard let free, free < bytes else { return self }
        return MemoryBudget(bytes: Swift.max(1, free), isFreeAddressSpace: true)
    }

    /// The address space still free under `RLIMIT_AS` (`ulimit -v`): the limit less what the process
    /// has mapped and the stacks of the threads that parallel computations start; nil without a limit.
    package static func freeAddressSpace() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        // The parallel parts of a computation run on Dispatch's threads, whose stacks are mapped then.
        let stacks = Swift.max(0, Parallelism.threads - 1) * threadStackSize()
        return Swift.max(0, Int(clamping: limit.rlim_cur) - (mappedBytes() ?? 0) - stacks)
    }

    /// The stack a new thread maps by default: `RLIMIT_STACK`, or 8 MiB when it is unlimited.
    static func threadStackSize() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return 8 << 20 }
        return Int(clamping: limit.rlim_cur)
    }

    /// The address space the process has mapped (`VmSize`, the first field of /proc/self/statm,
    /// in pages); nil where /proc is missing.
    package static func mappedBytes() -> Int? {
        guard let file = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard let pages = text.split(separator: " ").first.flatMap({ Int($0) }), pageSize > 0 else { return nil }
        return pages * pageSize
    }

    /// Makes an allocation that fails in GMP, MPFR, MPC, FLINT or Arb end bigcalc with a message
    /// and exit status 1 instead of an abort (SIGABRT), for the computations whose size cannot be
    /// estimated beforehand.
    package static func exitCleanlyWhenAllocationFails() {
        AllocationFailure.install { size in
            // Nothing here may allocate: the heap is what just failed.
            writeToStandardError("bigcalc: error: out of memory: an allocation of ")
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var n = UInt(bitPattern: size), count = 0
                repeat {
                    digits[19 - count] = UInt8(ascii: "0") + UInt8(n % 10)
                    n /= 10
                    count += 1
                } while n > 0 && count < 20
                _ = write(2, digits.baseAddress.map { $0 + 20 - count }, count)
            }
            writeToStandardError(" bytes failed; lower --digits or --max-precision, or set a smaller --max-memory\n")
            _exit(1)
        }
    }

}

/// Writes a static text to standard error without allocating.
private func writeToStandardError(_ text: StaticString) {
    _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
}

extension EvaluationSettings {
    /// Sets `memoryBudget` and whether it is the free address space from `budget`; nil: no limit.
    package mutating func setMemoryBudget(_ budget: MemoryBudget?) {
        memoryBudget = budget?.bytes
        memoryBudgetIsFreeAddressSpace = budget?.isFreeAddressSpace ?? false
    }
}
