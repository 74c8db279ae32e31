import BigNumber

/// A computation on whole values, some of which may be lists or matrices.
typealias ListFunction = @Sendable ([EvaluatedValue], EvaluationContext) throws(CalculationError) -> EvaluatedValue

/// A computation on whole values that may leave them to be computed entry by entry (nil).
typealias ListOrEntrywiseFunction = @Sendable ([EvaluatedValue], EvaluationContext) throws(CalculationError) -> EvaluatedValue?

/// A computation on whole values that also reads its operands as written (`identify(x, [sqrt(7)])`
/// prints `sqrt(7)`): the values, what was written for each operand (see `WrittenOperand`), and
/// the context. Its errors say which entry they are about (`PositionedError`).
typealias WrittenOperandsFunction = @Sendable (
    [EvaluatedValue], [WrittenOperand], EvaluationContext
) throws(PositionedError) -> EvaluatedValue

/// What was written for an operand of a row that reads its operands as written: when the operand
/// is a list literal written in the call, the text of each entry (as a factor prints it, see
/// `Parser.factorText`) and the entry's column.
struct WrittenOperand: Sendable {
    /// The entries' texts and columns; nil when the operand is not a list literal of the call.
    let entries: [(text: String, column: Int?)]?
    /// The column of the list literal, when `entries` is not nil.
    let column: Int?
}

/// An error of an operation with the column it is about (an entry of a list operand), or nil for
/// the call's column.
struct PositionedError: Error {
    /// The error.
    let error: CalculationError
    /// The column of the entry it is about, if not the call's.
    let column: Int?
}

/// How a row computes when an operand is a list or a matrix, or when it makes one. Every row has
/// one (`Implementations.list`); a row that says nothing gets the default of its arity.
enum ListEvaluation: Sendable {
    /// Entry by entry: the list operands have one shape, and a number among them stands for every
    /// entry when `broadcastsNumbers` (`sqrt(v)`, `round(v, 2)`; `v + w` but not `v + 1`). The
    /// default of a function of fixed arity.
    case entrywise(broadcastsNumbers: Bool)
    /// The entries of one list as the operands (`max(v)`, `mean(v)`): the default of a function
    /// of a list. A list among several operands is refused.
    case spread
    /// The row's own computation when some operand is a list (`A * B`, `inv(A)`), or nil to
    /// compute entry by entry with numbers broadcast (`2 * A`); numbers alone go to the row's
    /// number implementations.
    case lists(ListOrEntrywiseFunction)
    /// The row's own computation on every operand, numbers too: a row that makes or reads a
    /// list (`[1, 2]`, `identity(3)`, `v[2]`); its ball entry is `.listOnly`.
    case always(ListFunction)
    /// Like `always`, on the operands as written too (see `WrittenOperandsFunction`): the
    /// evaluator calls it with the operands' trees, and the parser labels the entries of a list
    /// literal written as an operand with their text. Its ball entry is `.listOnly`.
    case writtenOperands(WrittenOperandsFunction)
    /// No computation on lists: a list operand is an error (constants, forms, the keypad's `=`).
    case refused

    /// The default for a row whose ball implementation is `ball`.
    /// - Parameter ball: the row's implementation on real balls.
    /// - Returns: entry by entry for a function of fixed arity, spread for a function of a list.
    static func `default`(for ball: RealEvaluation) -> ListEvaluation {
        switch ball {
        case .unary, .binary, .ternary: .entrywise(broadcastsNumbers: true)
        case .list: .spread
        case .constant, .form, .equals, .listOnly: .refused
        }
    }

    /// The name of the way lists are computed in the pinned table of implementations, nil for `refused`.
    var pinnedName: String? {
        switch self {
        case let .entrywise(broadcastsNumbers): broadcastsNumbers ? "entrywise" : "entrywise-equal-shapes"
        case .spread: "spread"
        case .lists: "lists"
        case .always: "always"
        case .writtenOperands: "written-operands"
        case .refused: nil
        }
    }

    /// Whether the row takes list operands at all.
    var takesLists: Bool {
        if case .refused = self { return false }
        return true
    }
}
