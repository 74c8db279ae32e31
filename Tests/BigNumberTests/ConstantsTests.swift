import CMPFR
import Foundation
import Testing

@testable import BigNumber

/// π and e by binary splitting against MPFR's own evaluation and mpmath's correctly rounded values.
@Suite struct ConstantsTests {
    /// MPFR's π at `precision` bits in `rounding`.
    static func mpfrPi(_ precision: Int, _ rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision)
        _ = mpfr_const_pi(result.storage.value, rounding.mpfr)
        return result
    }

    /// MPFR's exp(1) at `precision` bits in `rounding`.
    static func mpfrE(_ precision: Int, _ rounding: RoundingMode) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision)
        let one = BigFloat(1, precision: 2)
        _ = mpfr_exp(result.storage.value, one.storage.value, rounding.mpfr)
        return result
    }

    /// Whether `a` and `b` have the same precision and the same value.
    static func identical(_ a: BigFloat, _ b: BigFloat) -> Bool {
        a.precision == b.precision && mpfr_equal_p(a.storage.value, b.storage.value) != 0
    }

    @Test("π by Chudnovsky's series equals MPFR's π at every precision 1…5000 bits", arguments: RoundingMode.allCases)
    func piAtEveryPrecision(rounding: RoundingMode) {
        var mismatches: [Int] = []
        for precision in 1...5000 {
            let ours = BinarySplittingConstant.pi.bySeries(precision: precision, rounding: rounding, caching: false)
            if !Self.identical(ours, Self.mpfrPi(precision, rounding)) { mismatches.append(precision) }
        }
        #expect(mismatches == [])
    }

    @Test("e by Σ1/k! equals MPFR's exp(1) at every precision 1…5000 bits", arguments: RoundingMode.allCases)
    func eAtEveryPrecision(rounding: RoundingMode) {
        var mismatches: [Int] = []
        for precision in 1...5000 {
            let ours = BinarySplittingConstant.e.bySeries(precision: precision, rounding: rounding, caching: false)
            if !Self.identical(ours, Self.mpfrE(precision, rounding)) { mismatches.append(precision) }
        }
        #expect(mismatches == [])
    }

    /// Sample precisions up to 10⁶ bits, crossing the parallel threshold of the splitting.
    static let largePrecisions = [5_001, 20_000, 65_537, 131_071, 300_007, 1_000_000]

    @Test("π by Chudnovsky's series equals MPFR's π at sampled precisions up to 10⁶ bits", arguments: largePrecisions)
    func piAtLargePrecisions(precision: Int) {
        for rounding in RoundingMode.allCases {
            let ours = BinarySplittingConstant.pi.bySeries(precision: precision, rounding: rounding, caching: false)
            #expect(Self.identical(ours, Self.mpfrPi(precision, rounding)), "\(precision) bits, \(rounding)")
        }
    }

    @Test("e by Σ1/k! equals MPFR's exp(1) at sampled precisions up to 10⁶ bits", arguments: largePrecisions)
    func eAtLargePrecisions(precision: Int) {
        for rounding in RoundingMode.allCases {
            let ours = BinarySplittingConstant.e.bySeries(precision: precision, rounding: rounding, caching: false)
            #expect(Self.identical(ours, Self.mpfrE(precision, rounding)), "\(precision) bits, \(rounding)")
        }
    }

    @Test("After a large request, smaller ones are rounded from the cache, correctly in every mode")
    func cacheRoundsSmallerRequests() {
        let large = 40_000
        let piValue = BigFloat.pi(precision: large)
        let eValue = BigFloat.e(precision: large)
        #expect(Self.identical(piValue, Self.mpfrPi(large, .nearestEven)))
        #expect(Self.identical(eValue, Self.mpfrE(large, .nearestEven)))
        #expect((BinarySplittingConstant.pi.cache.current?.accurateBits ?? 0) > large)
        #expect((BinarySplittingConstant.e.cache.current?.accurateBits ?? 0) > large)
        for precision in [1, 2, 53, 64, 256, 1_000, 19_999, 39_999, 40_000] {
            for rounding in RoundingMode.allCases {
                let cachedPi = BinarySplittingConstant.pi.cache.rounded(toPrecision: precision, rounding: rounding)
                let cachedE = BinarySplittingConstant.e.cache.rounded(toPrecision: precision, rounding: rounding)
                #expect(cachedPi.map { Self.identical($0, Self.mpfrPi(precision, rounding)) } == true, "π \(precision) \(rounding)")
                #expect(cachedE.map { Self.identical($0, Self.mpfrE(precision, rounding)) } == true, "e \(precision) \(rounding)")
                #expect(Self.identical(BigFloat.pi(precision: precision, rounding: rounding), Self.mpfrPi(precision, rounding)))
                #expect(Self.identical(BigFloat.e(precision: precision, rounding: rounding), Self.mpfrE(precision, rounding)))
            }
        }
    }

    @Test("A cached value too close to a rounding boundary is not used")
    func cacheRefusesUndecidableRounding() {
        // 0.1000…01₂ with an error bound wider than its last bit cannot decide rounding at 3 bits.
        let approximation = BigFloat(numerator: BigInt(1 << 20 + 1), denominator: BigInt(1 << 21), precision: 24)
        #expect(ConstantCache.rounded(approximation, accurateBits: 10, toPrecision: 3, rounding: .nearestEven) == nil)
        let decided = ConstantCache.rounded(approximation, accurateBits: 22, toPrecision: 3, rounding: .up)
        #expect(decided.map { Double($0) } == 0.625)
    }

    @Test("Concurrent requests from many tasks are all correctly rounded")
    func concurrentRequests() async {
        let precisions = (0..<12).map { 21_000 + 3_001 * $0 }
        let results = await withTaskGroup(of: (Int, Bool, Bool).self) { group in
            for precision in precisions {
                group.addTask {
                    let rounding = RoundingMode.allCases[precision % RoundingMode.allCases.count]
                    let piOK = Self.identical(BigFloat.pi(precision: precision, rounding: rounding), Self.mpfrPi(precision, rounding))
                    let eOK = Self.identical(BigFloat.e(precision: precision, rounding: rounding), Self.mpfrE(precision, rounding))
                    return (precision, piOK, eOK)
                }
            }
            var all: [(Int, Bool, Bool)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == precisions.count)
        for (precision, piOK, eOK) in results {
            #expect(piOK, "π at \(precision) bits")
            #expect(eOK, "e at \(precision) bits")
        }
    }

    /// One line of `Resources/constants.tsv`: a constant correctly rounded by mpmath.
    struct Reference: Sendable, CustomTestStringConvertible {
        let name: String
        let bits: Int
        let rounding: RoundingMode
        let hexadecimal: String
        var testDescription: String { "\(name) \(bits) bits \(rounding)" }
    }

    /// The mpmath references (generated by `Tests/References/generate_constants.py`).
    static let references: [Reference] = {
        guard let url = Bundle.module.url(forResource: "constants", withExtension: "tsv", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let modes = Dictionary(uniqueKeysWithValues: RoundingMode.allCases.map { ("\($0)", $0) })
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, let bits = Int(fields[1]), let rounding = modes[fields[2]] else { return nil }
            return Reference(name: fields[0], bits: bits, rounding: rounding, hexadecimal: fields[3])
        }
    }()

    @Test("The reference file holds π and e at 15 precisions in 5 modes")
    func referencesLoaded() {
        #expect(Self.references.count == 150)
    }

    @Test("π and e equal mpmath's correctly rounded values", arguments: references)
    func matchesMpmath(reference: Reference) {
        let expected = BigFloat(nanWithPrecision: reference.bits)
        #expect(mpfr_set_str(expected.storage.value, reference.hexadecimal, 0, MPFR_RNDN) == 0)
        let function = reference.name == "pi" ? BinarySplittingConstant.pi : BinarySplittingConstant.e
        let series = function.bySeries(precision: reference.bits, rounding: reference.rounding, caching: false)
        #expect(Self.identical(series, expected))
        let public_ = reference.name == "pi"
            ? BigFloat.pi(precision: reference.bits, rounding: reference.rounding)
            : BigFloat.e(precision: reference.bits, rounding: reference.rounding)
        #expect(Self.identical(public_, expected))
    }

    @Test("The number of series terms covers the precision")
    func termCounts() {
        #expect(BinarySplitting.chudnovskyTerms(bits: 1_000_000) == 21_230)
        #expect(BinarySplitting.factorialSeriesTerms(bits: 100) == 29)  // log₂ 29! = 102.8 ≥ 102 > log₂ 28! = 97.9
    }
}
