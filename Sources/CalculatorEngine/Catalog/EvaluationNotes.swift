import BigNumber

/// Notes an operation leaves about the value it gave (`contfrac(x, n)` at the maximum precision:
/// fewer than n terms are certain), which the result carries to the CLI's notes. Copies of a
/// context share them.
struct EvaluationNotes: Sendable {
    private let notes = Lock<[String]>([])

    /// Adds `note` (once).
    func add(_ note: String) {
        notes.withLock { if !$0.contains(note) { $0.append(note) } }
    }

    /// The notes, in the order they were added.
    var all: [String] { notes.withLock { $0 } }
}
