import BigNumber

extension CalculatorBrain {
    /// One recorded input of a brain, replayed by `undo`.
    enum Step: Sendable {
        /// An operand: the tree that computes it.
        case operand(ExpressionNode)
        /// A catalog or memory key, with the angle unit in force when it was pressed.
        case command(KeypadCommand, AngleUnit)
        /// A key that drew a random number (`Rand`): the operand it became and the generator after
        /// the draw, so that `undo` reuses the same value.
        case drawn(ExpressionNode, SeededRandomNumberGenerator)
    }

    /// What the brain was last given; decides operator replacement, repeated `=`, and descriptions.
    enum Input: Sendable, Hashable {
        /// Nothing since the brain was created or cleared.
        case start
        /// An operand (typed, recalled, or a constant).
        case operand
        /// A unary operation.
        case unary
        /// A binary operation, still waiting for its right operand.
        case binary
        /// `=`.
        case equals
    }

    /// A value in the brain: the tree that computes it (as entered, for descriptions), the same
    /// tree reduced by its exact parts (for evaluation), and its value at the working precision.
    struct Operand: Sendable {
        /// The tree as entered: descriptions are rendered from it.
        var source: ExpressionNode
        /// The tree with its exact parts replaced by their values.
        var reduced: ExpressionNode
        /// The value at the brain's working precision.
        var value: EvaluatedValue
    }

    /// A binary operation with one operand: the left operand while pending, the right one when kept for a repeated `=`.
    struct PendingOperation: Sendable {
        let operation: CatalogOperation
        let operand: Operand
        let angleUnit: AngleUnit
    }

    /// Everything `undo` rewinds.
    struct State: Sendable {
        var accumulator: Operand
        var pending: [PendingOperation] = []
        var lastInput: Input = .start
        var lastOperation: PendingOperation?
        var memory: Operand?
        var random: SeededRandomNumberGenerator
        /// Whether a value or operation has been entered (not only `=` or memory arithmetic):
        /// before that the description is empty.
        var isDescribed = false
    }
}
