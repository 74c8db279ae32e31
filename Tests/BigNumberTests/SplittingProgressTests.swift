import Testing
@testable import BigNumber

/// The progress a binary splitting reports on its cancellation flag (the REPL's percentage for π,
/// e and ln 2): nothing before it starts, every announced unit done at its end, 1.0 in all.
@Suite struct SplittingProgressTests {
    @Test(arguments: ["pi", "e", "ln2"])
    func aFinishedSplittingReportsAllItsWork(series: String) {
        let flag = CancellationFlag()
        #expect(flag.progress == nil)
        let stop = Cancellation(flag: flag)
        let integers = IntegerPair(), more = IntegerPair()
        switch series {
        case "pi": _ = BinarySplitting.chudnovsky(terms: 5_000, q: integers.first, t: integers.second, stop: stop)
        case "e": _ = BinarySplitting.factorialSeries(terms: 40_000, stop: stop)
        default: BinarySplitting.inverseHyperbolicCotangent(x: 26, terms: 20_000, b: more.first, q: integers.first,
                                                            t: integers.second, stop: stop)
        }
        #expect(flag.progress == 1.0)
    }

    @Test func theWeightsAddUpOverTheSplits() {
        // 1024 terms: one split of 1024, two of 512, four of 256 count; smaller ones do not.
        let expected = BinarySplitting.splitCost(1024) + 2 * BinarySplitting.splitCost(512) + 4 * BinarySplitting.splitCost(256)
        #expect(BinarySplitting.progressTotal(0, 1024) == expected)
        #expect(BinarySplitting.splitCost(1024) == 1024 * 11)
        #expect(BinarySplitting.progressTotal(0, 255) == 0)
    }
}
