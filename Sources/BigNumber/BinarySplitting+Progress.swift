/// How far a binary splitting got, for the progress display of a long computation (π, e, ln 2 to
/// many digits): each split of at least `checkpointTerms` terms counts with a weight that grows
/// like its multiplications, and reports to the computation's `Cancellation` when it is done.
extension BinarySplitting {
    /// The weight of a split of `terms` terms in the progress of a splitting: terms × log₂(terms),
    /// roughly how the cost of its multiplications grows.
    static func splitCost(_ terms: Int) -> Int { terms * (Int.bitWidth - terms.leadingZeroBitCount) }

    /// The weight of all the splits of `a ..< b` that count for progress (those of at least
    /// `checkpointTerms` terms, halved at the midpoint as every series here splits).
    static func progressTotal(_ a: Int, _ b: Int) -> Int {
        guard b - a >= checkpointTerms else { return 0 }
        let m = (a + b) / 2
        return splitCost(b - a) + progressTotal(a, m) + progressTotal(m, b)
    }

    /// Announces the progress weight of a splitting of `n` terms, when someone watches.
    static func expectSplitting(of n: Int, _ stop: Cancellation) {
        if stop.flag != nil { stop.expectWork(progressTotal(0, n)) }
    }

    /// Records that the split of `a ..< b` is done (for the progress display).
    @inline(__always)
    static func finished(_ a: Int, _ b: Int, _ stop: Cancellation) {
        if b - a >= checkpointTerms { stop.addWork(splitCost(b - a)) }
    }
}
