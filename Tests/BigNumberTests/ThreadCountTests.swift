import Foundation
import Synchronization
import Testing
import TestSupport

@testable import BigNumber

/// π, e and ln 2 on 1, 2 and 3 threads: the same digits as mpmath's, progress to the end, and a
/// cancellation that stops every thread; the thread pool and the cutting into pieces.
@Suite struct ThreadCountTests {
    /// One line of `Resources/constant-digits.tsv`: a fingerprint of mpmath's 10⁵ digits.
    struct Fingerprint: Sendable, CustomTestStringConvertible {
        let name: String
        let first: String
        let last: String
        let weightedSum: Int
        var testDescription: String { name }
    }

    /// The fingerprints (written by `Tests/References/generate_constant_digits.py`).
    static let fingerprints: [Fingerprint] = ReferenceTable.rows(named: "constant-digits", in: .module).compactMap { fields in
        guard fields.count == 4, let sum = Int(fields[3]) else { return nil }
        return Fingerprint(name: fields[0], first: fields[1], last: fields[2], weightedSum: sum)
    }

    static let constants: [String: BinarySplittingConstant] = ["pi": .pi, "e": .e, "ln2": .ln2]

    static let digitCount = 100_000

    @Test("The fingerprint file holds π, e and ln 2")
    func fingerprintsLoaded() {
        #expect(Self.fingerprints.map(\.name) == ["pi", "e", "ln2"])
    }

    @Test("10⁵ digits on 1, 2 and 3 threads are mpmath's", arguments: fingerprints, [1, 2, 3])
    func digitsMatchMpmath(reference: Fingerprint, threads: Int) throws {
        let constant = try #require(Self.constants[reference.name])
        let precision = BigFloat.bits(forDigits: Self.digitCount) + 16
        let value = try constant.bySeries(precision: precision, rounding: .nearestEven, caching: false, threads: threads)
        let digits = try #require(value.decimal(significantDigits: Self.digitCount)).digits
        #expect(String(decoding: digits.prefix(20), as: UTF8.self) == reference.first)
        #expect(String(decoding: digits.suffix(40), as: UTF8.self) == reference.last)
        let weighted = digits.enumerated().reduce(0) { $0 + ($1.offset + 1) * Int($1.element - UInt8(ascii: "0")) }
        #expect(weighted == reference.weightedSum)
    }

    @Test("A finished splitting on 1, 2 and 3 threads reports all its work", arguments: ["pi", "e"], [1, 2, 3])
    func progressReachesTheEnd(series: String, threads: Int) {
        let flag = CancellationFlag()
        let stop = Cancellation(flag: flag)
        let integers = IntegerPair()
        if series == "pi" {
            _ = BinarySplitting.chudnovsky(terms: 9_000, q: integers.first, t: integers.second, threads: threads, stop: stop)
        } else {
            _ = BinarySplitting.factorialSeries(terms: 60_000, threads: threads, stop: stop)
        }
        #expect(flag.progress == 1.0)
    }

    @Test("A raised flag stops the splitting on every thread count", arguments: ["pi", "e", "ln2"], [1, 2, 3])
    func cancellationStops(name: String, threads: Int) throws {
        let constant = try #require(Self.constants[name])
        let flag = CancellationFlag()
        flag.cancel()
        #expect(throws: Interruption.cancelled) {
            try constant.bySeries(precision: 30_000_000, rounding: .nearestEven, caching: false, threads: threads,
                                  stop: Cancellation(flag: flag))
        }
        // Every split was skipped: none reported its work.
        #expect(flag.progress == 0)
    }

    @Test("The cut: a power of two up to four pieces a thread, none below the smallest piece",
          arguments: [(1, 1_000_000, 1), (2, 1_000_000, 8), (3, 1_000_000, 16), (4, 1_000_000, 16), (2, 4_096, 2), (2, 4_095, 1),
                      (64, 70_000, 32)])
    func pieceCounts(threads: Int, terms: Int, expected: Int) {
        #expect(BinarySplitting.pieceCount(terms: terms, threads: threads, .chudnovsky) == expected)
    }

    @Test("The pieces are the serial recursion's midpoints")
    func piecesFollowTheMidpoints() {
        let pieces = BinarySplitting.pieces(0, 1_001, count: 4)
        #expect(pieces.map { [$0.a, $0.b] } == [[0, 250], [250, 500], [500, 750], [750, 1_001]])
    }

    @Test("forEach runs every piece exactly once", arguments: [1, 2, 3, 8])
    func forEachRunsEveryPieceOnce(threads: Int) {
        let counts = Mutex([Int](repeating: 0, count: 100))
        Concurrently.forEach(count: 100, threads: threads) { index in counts.withLock { $0[index] += 1 } }
        #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 100))
        #expect(Concurrently.map(count: 5, threads: threads) { $0 * $0 } == [0, 1, 4, 9, 16])
    }

    @Test("Thread counts are clamped into 1 … 1024; the default is the available cores")
    func threadCountsAreClamped() {
        #expect([-3, 0, 1, 7, 1_024, 5_000].map(Parallelism.clamped) == [1, 1, 1, 7, 1_024, 1_024])
        #expect(Parallelism.availableCores >= 1)
    }
}
