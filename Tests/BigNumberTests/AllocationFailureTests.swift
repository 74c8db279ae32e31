import Dispatch
import Synchronization
import Testing
@testable import BigNumber

/// Threads whose allocations fail at the same instant report once: the first claims the flag.
@Suite struct AllocationFailureTests {
    @Test(arguments: [1, 2, 8, 64])
    func exactlyOneOfTheThreadsFailingAtOnceReports(threads: Int) {
        let flag = Atomic<Bool>(false)
        let reports = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            if AllocationFailure.claimsFirst(flag) { reports.add(1, ordering: .relaxed) }
        }
        #expect(reports.load(ordering: .relaxed) == 1)
        let isSet = flag.load(ordering: .relaxed)
        #expect(isSet)
        let claimsAgain = AllocationFailure.claimsFirst(flag)
        #expect(!claimsAgain)
    }
}
