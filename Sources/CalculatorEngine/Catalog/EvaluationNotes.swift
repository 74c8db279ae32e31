import BigNumber

/// Notes an operation leaves about the value it gave (`contfrac(x, n)` at the maximum precision:
/// fewer than n terms are certain), which the result carries to the CLI's notes. Copies of a
/// context share them.
struct EvaluationNotes: Sendable {
    /// What the operations recorded, behind one lock: each evaluation context makes one, so one
    /// allocation rather than one per kind of note.
    private struct Recorded {
        var notes: [String] = []
        var largestCluster = 1
    }

    private let recorded = Lock<Recorded>(Recorded())

    /// Adds `note` (once).
    func add(_ note: String) {
        recorded.withLock { if !$0.notes.contains(note) { $0.notes.append(note) } }
    }

    /// The notes, in the order they were added.
    var all: [String] { recorded.withLock { $0.notes } }

    /// Records that the value holds a cluster of `count` eigenvalues that could not be separated.
    func addCluster(of count: Int) {
        recorded.withLock { $0.largestCluster = Swift.max($0.largestCluster, count) }
    }

    /// The most eigenvalues of one cluster in the value (1 when there is none): the enclosure of a
    /// k-fold eigenvalue shrinks only as 2^(−p/k) with the precision p, which the zero heuristic
    /// allows for.
    var largestCluster: Int { recorded.withLock { $0.largestCluster } }
}
