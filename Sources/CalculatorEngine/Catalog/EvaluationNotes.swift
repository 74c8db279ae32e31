@_spi(BigCalcPackage) import BigNumber

/// Notes an operation leaves about the value it gave (`contfrac(x, n)` at the maximum precision:
/// fewer than n terms are certain), which the result carries to the CLI's notes. Copies of a
/// context share them.
struct EvaluationNotes: Sendable {
    /// What the operations recorded, kept under the lock of the context's shared state.
    struct Recorded {
        /// The notes, in the order they were added.
        var notes: [String] = []
        /// The most eigenvalues of one cluster in the value (1 when there is none): the enclosure
        /// of a k-fold eigenvalue shrinks only as 2^(−p/k) with the precision p, which the zero
        /// heuristic allows for.
        var largestCluster = 1
    }

    /// The context's shared state.
    private let shared: Lock<EvaluationContext.Shared>

    /// The notes kept in `shared`.
    init(_ shared: Lock<EvaluationContext.Shared>) {
        self.shared = shared
    }

    /// Adds `note` (once).
    func add(_ note: String) {
        shared.withLock { if !$0.notes.notes.contains(note) { $0.notes.notes.append(note) } }
    }

    /// What was recorded: the notes and the largest cluster, read together.
    var recorded: Recorded { shared.withLock { $0.notes } }

    /// Records that the value holds a cluster of `count` eigenvalues that could not be separated.
    func addCluster(of count: Int) {
        shared.withLock { $0.notes.largestCluster = Swift.max($0.notes.largestCluster, count) }
    }
}
