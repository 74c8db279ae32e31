import Testing
import CalculatorDisplay

extension Calculator {
    /// Presses a token the test knows to be a key or number, recording an issue when it is not.
    /// - Parameter token: the key's label or alias, or a number.
    /// - Returns: the display state, or nil after recording the unknown token.
    @discardableResult
    mutating func type(_ token: some StringProtocol) -> DisplayState? {
        do {
            return try press(token: String(token))
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }
}
