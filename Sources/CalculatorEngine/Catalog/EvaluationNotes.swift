import BigNumber

/// Notes an operation leaves about the value it gave (`contfrac(x, n)` at the maximum precision:
/// fewer than n terms are certain), which the result carries to the CLI's notes. Copies of a
/// context share them.
struct EvaluationNotes: Sendable {
    private let notes = Lock<[String]>([])
    private let cluster = Lock<Int>(1)

    /// Adds `note` (once).
    func add(_ note: String) {
        notes.withLock { if !$0.contains(note) { $0.append(note) } }
    }

    /// The notes, in the order they were added.
    var all: [String] { notes.withLock { $0 } }

    /// Records that the value holds a cluster of `count` eigenvalues that could not be separated.
    func addCluster(of count: Int) {
        cluster.withLock { $0 = Swift.max($0, count) }
    }

    /// The most eigenvalues of one cluster in the value (1 when there is none): the enclosure of a
    /// k-fold eigenvalue shrinks only as 2^(−p/k) with the precision p, which the zero heuristic
    /// allows for.
    var largestCluster: Int { cluster.withLock { $0 } }
}
