import CMPFR
import Foundation
import Testing
import TestSupport

@testable import BigNumber

/// π, e and ln 2 by binary splitting against MPFR's own evaluation and mpmath's correctly rounded values.
@Suite struct ConstantsTests {
    /// A constant with both of its implementations and MPFR's reference.
    struct Constant: Sendable, CustomTestStringConvertible {
        let name: String
        let splitting: BinarySplittingConstant
        let public_: @Sendable (Int, RoundingMode) -> BigFloat
        let mpfr: @Sendable (mpfr_ptr, mpfr_rnd_t) -> Void
        var testDescription: String { name }

        /// MPFR's value at `precision` bits in `rounding` (MPFR's own functions, not BigCalc's).
        func reference(_ precision: Int, _ rounding: RoundingMode) -> BigFloat {
            let result = BigFloat(nanWithPrecision: precision)
            mpfr(result.storage.value, rounding.mpfr)
            return result
        }

        /// The binary-splitting path alone: no cache, no crossover.
        func series(_ precision: Int, _ rounding: RoundingMode) -> BigFloat {
            (try? splitting.bySeries(precision: precision, rounding: rounding, caching: false)) ?? BigFloat(nanWithPrecision: precision)
        }
    }

    static let constants: [Constant] = [
        Constant(
            name: "pi", splitting: .pi, public_: { BigFloat.pi(precision: $0, rounding: $1) },
            mpfr: { _ = mpfr_const_pi($0, $1) }),
        Constant(
            name: "e", splitting: .e, public_: { BigFloat.e(precision: $0, rounding: $1) },
            mpfr: { value, rounding in
                let one = BigFloat(1, precision: 2)
                withExtendedLifetime(one) { _ = mpfr_exp(value, one.storage.value, rounding) }
            }),
        Constant(
            name: "ln2", splitting: .ln2, public_: { BigFloat.ln2(precision: $0, rounding: $1) },
            mpfr: { _ = mpfr_const_log2($0, $1) }),
    ]

    /// Whether `a` and `b` have the same precision and the same value.
    static func identical(_ a: BigFloat, _ b: BigFloat) -> Bool {
        a.precision == b.precision && mpfr_equal_p(a.storage.value, b.storage.value) != 0
    }

    @Test("The series equal MPFR at every precision 1…5000 bits", arguments: constants, RoundingMode.allCases)
    func everyPrecision(constant: Constant, rounding: RoundingMode) {
        var mismatches: [Int] = []
        for precision in 1...5000 where !Self.identical(constant.series(precision, rounding), constant.reference(precision, rounding)) {
            mismatches.append(precision)
        }
        #expect(mismatches == [])
    }

    /// Sample precisions up to 10⁶ bits, crossing the parallel threshold of the splitting.
    static let largePrecisions = [5_001, 20_000, 65_537, 131_071, 300_007, 1_000_000]

    @Test("The series equal MPFR at sampled precisions up to 10⁶ bits", arguments: constants, largePrecisions)
    func largePrecision(constant: Constant, precision: Int) {
        for rounding in RoundingMode.allCases {
            #expect(Self.identical(constant.series(precision, rounding), constant.reference(precision, rounding)), "\(rounding)")
        }
    }

    @Test("After a large request, smaller ones are rounded from the cache, correctly in every mode", arguments: constants)
    func cacheRoundsSmallerRequests(constant: Constant) {
        let large = 40_000
        #expect(Self.identical(constant.public_(large, .nearestEven), constant.reference(large, .nearestEven)))
        #expect((constant.splitting.cache.current?.accurateBits ?? 0) > large)
        for precision in [1, 2, 53, 64, 256, 1_000, 19_999, 39_999, 40_000] {
            for rounding in RoundingMode.allCases {
                let expected = constant.reference(precision, rounding)
                let cached = constant.splitting.cache.rounded(toPrecision: precision, rounding: rounding)
                #expect(cached.map { Self.identical($0, expected) } == true, "\(precision) \(rounding)")
                #expect(Self.identical(constant.public_(precision, rounding), expected), "\(precision) \(rounding)")
            }
        }
    }

    @Test("exp(1) is the constant e: equal to MPFR's mpfr_exp(1) in every mode", arguments: [2, 53, 1000, 5000, 100_000])
    func expOfOneIsE(precision: Int) {
        for rounding in RoundingMode.allCases {
            let one = BigFloat(1, precision: precision)
            let reference = BigFloat(nanWithPrecision: precision)
            _ = mpfr_exp(reference.storage.value, one.storage.value, rounding.mpfr)
            #expect(BigFloat.exp(one, rounding: rounding).isIdentical(to: reference), "\(rounding)")
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
        let requests = (0..<12).flatMap { index in Self.constants.indices.map { (index, $0) } }
        let failures = await withTaskGroup(of: String?.self) { group in
            for (index, which) in requests {
                group.addTask {
                    let constant = Self.constants[which]
                    let precision = 21_000 + 3_001 * index
                    let rounding = RoundingMode.allCases[index % RoundingMode.allCases.count]
                    let ok = Self.identical(constant.public_(precision, rounding), constant.reference(precision, rounding))
                    return ok ? nil : "\(constant.name) \(precision) \(rounding)"
                }
            }
            var failures: [String] = []
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        #expect(failures == [])
    }

    /// One line of `Resources/constant-roundings.tsv`: a constant correctly rounded by mpmath.
    struct Reference: Sendable, CustomTestStringConvertible {
        let name: String
        let bits: Int
        let rounding: RoundingMode
        let hexadecimal: String
        var testDescription: String { "\(name) \(bits) bits \(rounding)" }
    }

    /// The mpmath references (generated by `Tests/References/generate_constants.py`).
    static let references: [Reference] = {
        let modes = Dictionary(uniqueKeysWithValues: RoundingMode.allCases.map { ("\($0)", $0) })
        return ReferenceTable.rows(named: "constant-roundings", in: .module).compactMap { fields in
            guard fields.count == 4, let bits = Int(fields[1]), let rounding = modes[fields[2]] else { return nil }
            return Reference(name: fields[0], bits: bits, rounding: rounding, hexadecimal: fields[3])
        }
    }()

    @Test("The reference file holds π, e and ln 2 at 15 precisions in 5 modes")
    func referencesLoaded() {
        #expect(Self.references.count == 225)
    }

    @Test("π, e and ln 2 equal mpmath's correctly rounded values", arguments: references)
    func matchesMpmath(reference: Reference) throws {
        let expected = BigFloat(nanWithPrecision: reference.bits)
        #expect(mpfr_set_str(expected.storage.value, reference.hexadecimal, 0, MPFR_RNDN) == 0)
        let constant = try #require(Self.constants.first { $0.name == reference.name })
        #expect(Self.identical(constant.series(reference.bits, reference.rounding), expected))
        #expect(Self.identical(constant.public_(reference.bits, reference.rounding), expected))
    }

    @Test("The number of series terms covers the precision")
    func termCounts() {
        #expect(BinarySplitting.chudnovskyTerms(bits: 1_000_000) == 21_230)  // ⌈1000064 / 47.11⌉ + 1
        #expect(BinarySplitting.factorialSeriesTerms(bits: 100) == 29)  // log₂ 29! = 102.8 ≥ 102 > log₂ 28! = 97.9
        #expect(BinarySplitting.inverseHyperbolicCotangentTerms(x: 26, bits: 100) == 13)  // ⌈108 / 9.40⌉ + 1
    }
}
