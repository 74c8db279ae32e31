import BigNumber
import Testing

@Suite struct ConcurrencyTests {
    /// A mix of functions and printing, at `bits` bits, with the default precision set for the task.
    static func work(bits: Int) -> String {
        BigFloat.$defaultPrecision.withValue(bits) {
            let x = BigFloat.sqrt(BigFloat(2)) + BigFloat.exp(BigFloat(1)) * BigFloat.pi()
            let y = BigFloat.gamma(x) / BigFloat.log(x) + BigFloat.exp10(BigFloat(1_000_000))
            let (_, flags) = BigFloat.withExceptions { BigFloat(1) / BigFloat(0) }
            return "\(x.precision) \(y.formatted(significantDigits: Swift.max(10, BigFloat.digits(forBits: bits)))) \(flags)"
        }
    }

    @Test func concurrentTasksMatchSerialResults() async {
        let precisions = [53, 64, 100, 256, 512, 1000, 2048, 4096, 8192, 333, 777, 3000]
        let serial = precisions.map(Self.work)
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for (index, bits) in precisions.enumerated() {
                group.addTask { (index, Self.work(bits: bits)) }
            }
            var results = Array(repeating: "", count: precisions.count)
            for await (index, text) in group { results[index] = text }
            return results
        }
        #expect(concurrent == serial)
        #expect(serial[0].hasPrefix("53 "))
        #expect(serial.allSatisfy { $0.hasSuffix(" [divisionByZero]") })
    }

    @Test func defaultPrecisionIsPerTask() async {
        let inner = await BigFloat.$defaultPrecision.withValue(1000) {
            await Task { BigFloat().precision }.value
        }
        #expect(inner == 1000)
        #expect(BigFloat().precision == 256)
    }
}
