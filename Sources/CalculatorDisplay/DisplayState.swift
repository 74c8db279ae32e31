import CalculatorEngine

/// What a calculator app shows after a key press.
public struct DisplayState: Sendable, Hashable {
    /// The main display: the number being typed as typed (grouped), the result, or `Error`.
    public var display: String
    /// How the result was reached (`√(7 + 9) =`, `7 + …`), empty when a new calculation starts.
    public var description: String
    /// Whether a binary operation waits for its right operand.
    public var isPending: Bool
    /// The label of the clear key: `C` while a number is being typed, else `AC`.
    public var clearLabel: String
    /// Why the last step failed (`division by zero`), or nil.
    public var error: String?
    /// The stable code of `error` (`division_by_zero`), or nil when there is no error.
    public var errorCode: ErrorCode?
    /// Whether memory holds a value.
    public var hasMemory: Bool
    /// Whether re-evaluation at a higher precision confirmed every displayed digit (true for typed
    /// numbers, exact results and errors).
    public var isProven: Bool
    /// Whether the display shows 0 because the value's magnitude kept falling as the precision rose
    /// (a heuristic, as for `π sin`), not because it is exactly 0.
    public var isHeuristicZero: Bool

    /// A display state with the given parts.
    /// - Parameters:
    ///   - display: the main display.
    ///   - description: how the result was reached.
    ///   - isPending: whether a binary operation waits for its right operand.
    ///   - clearLabel: `C` or `AC`.
    ///   - error: the reason of the error state, or nil.
    ///   - errorCode: the stable code of `error`, or nil.
    ///   - hasMemory: whether memory holds a value.
    ///   - isProven: whether every shown digit is proven.
    ///   - isHeuristicZero: whether a shown 0 is a heuristic zero.
    public init(display: String, description: String, isPending: Bool, clearLabel: String, error: String?, errorCode: ErrorCode? = nil,
                hasMemory: Bool, isProven: Bool = true, isHeuristicZero: Bool = false) {
        self.isProven = isProven
        self.isHeuristicZero = isHeuristicZero
        self.display = display
        self.description = description
        self.isPending = isPending
        self.clearLabel = clearLabel
        self.error = error
        self.errorCode = errorCode
        self.hasMemory = hasMemory
    }
}
