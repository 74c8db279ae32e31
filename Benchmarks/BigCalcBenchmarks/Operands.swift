import BigNumber
import Foundation

/// Benchmark inputs computed once per process and shared by the setup hook and the measured closure.
///
/// Each benchmark runs in its own process, so a value is only computed for the benchmarks that need it,
/// and always before measurement starts.
final class Operands: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = Operands()

    private let lock = NSLock()
    private var pairs: [Int: (BigFloat, BigFloat)] = [:]
    private var strings: [Int: String] = [:]

    /// √2 and π at `digits` significant digits: two full-precision operands with no special structure.
    func pair(digits: Int) -> (x: BigFloat, y: BigFloat) {
        lock.lock()
        defer { lock.unlock() }
        if let pair = pairs[digits] { return pair }
        let precision = BigFloat.bits(forDigits: digits)
        let pair = (BigFloat.sqrt(BigFloat(2, precision: precision), rounding: .nearestEven), BigFloat.pi(precision: precision))
        pairs[digits] = pair
        return pair
    }

    /// A plain decimal string with `digits` digits before the point and ten after it (the digits of π).
    func plainDecimal(integerDigits digits: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let string = strings[digits] { return string }
        let total = digits + 10
        let pi = BigFloat.pi(precision: BigFloat.bits(forDigits: total + 10))
        let decimal = pi.decimal(significantDigits: total, rounding: .nearestEven)?.digits ?? []
        let text = String(decoding: decimal[..<digits], as: UTF8.self) + "." + String(decoding: decimal[digits...], as: UTF8.self)
        strings[digits] = text
        return text
    }
}
