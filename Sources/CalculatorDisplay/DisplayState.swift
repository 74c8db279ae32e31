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
    /// Whether memory holds a value.
    public var hasMemory: Bool

    /// A display state with the given parts.
    public init(display: String, description: String, isPending: Bool, clearLabel: String, error: String?, hasMemory: Bool) {
        self.display = display
        self.description = description
        self.isPending = isPending
        self.clearLabel = clearLabel
        self.error = error
        self.hasMemory = hasMemory
    }
}
