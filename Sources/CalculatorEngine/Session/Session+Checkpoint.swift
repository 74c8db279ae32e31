/// Taking back what a line did: a line whose value cannot be written (or that fails in part)
/// leaves the session as it was before it.
extension Session {
    /// What a session holds at one moment, to return to it with `rollBack(to:)`. Cheap to take:
    /// it shares the session's storage and keeps only the count of the numbered results (which
    /// a line only appends to), so taking one before every line does not copy the results.
    package struct Checkpoint: Sendable {
        /// The variables.
        fileprivate let variables: [String: ExpressionNode]
        /// `ans`.
        fileprivate let ans: ExpressionNode?
        /// The user functions.
        fileprivate let functions: [String: UserFunction]
        /// The names of the variables, for the parser.
        fileprivate let boundNames: Set<String>
        /// The generator of `rand()`.
        fileprivate let random: SeededRandomNumberGenerator
        /// The number of the last result.
        fileprivate let resultCount: Int
    }

    /// The session as it is now.
    package var checkpoint: Checkpoint {
        Checkpoint(variables: definitions.variables, ans: definitions.ans, functions: definitions.functions, boundNames: boundNames,
                   random: random, resultCount: resultCount)
    }

    /// Returns to `checkpoint`, taken earlier on this session: the variables, functions, `ans`,
    /// the generator of `rand()` and the numbered results are as they were then (the settings stay).
    /// - Parameter checkpoint: what `checkpoint` gave.
    package mutating func rollBack(to checkpoint: Checkpoint) {
        definitions.variables = checkpoint.variables
        definitions.ans = checkpoint.ans
        definitions.functions = checkpoint.functions
        boundNames = checkpoint.boundNames
        random = checkpoint.random
        definitions.dropResults(after: checkpoint.resultCount)
    }
}

extension Definitions {
    /// Drops the numbered results after `count`: those a line added that is being taken back.
    /// - Parameter count: the number of the last result to keep.
    mutating func dropResults(after count: Int) {
        let extra = resultCount - Swift.max(count, firstResultNumber - 1)
        if extra > 0 { removeLastResults(extra) }
    }
}
