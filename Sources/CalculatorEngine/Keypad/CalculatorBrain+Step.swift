import BigNumber

extension CalculatorBrain {
    /// One recorded input of a brain, replayed by `undo`.
    enum Step: Sendable {
        /// An operand and how descriptions show it.
        case operand(Value, String)
        /// A catalog key or a memory key, with the angle unit in force when it was pressed.
        case operation(String, AngleUnit)
        /// A key that drew a random number (`Rand`): the value drawn and the generator after the draw,
        /// so that replays (`undo`, re-evaluation at a higher precision) reuse the same value.
        case drawn(String, BigFloat, SeededRandomNumberGenerator)
    }

    /// What the brain was last given; decides operator replacement, repeated `=`, and new descriptions.
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

    /// Text for a description, with the precedence of its outermost infix operator (nil when atomic),
    /// so that the algebraic profile adds the parentheses its precedence rules need.
    struct Phrase: Sendable {
        var text: String
        var precedence: Precedence?
    }

    /// A binary operation with one operand: the left operand while pending, the right one when kept for a repeated `=`.
    struct PendingOperation: Sendable {
        let symbol: String
        let entry: OperationEntry
        let operand: Value
        let phrase: Phrase
    }

    /// Everything `undo` rewinds.
    struct State: Sendable {
        var accumulator: Value
        var phrase: Phrase?
        var pending: [PendingOperation] = []
        var lastInput: Input = .start
        var lastOperation: PendingOperation?
        var memory: Value?
        var random: SeededRandomNumberGenerator
    }
}
