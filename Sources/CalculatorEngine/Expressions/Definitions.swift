/// A function defined by the user: `f(x, y) = sqrt(x^2 + y^2)`.
public struct UserFunction: Sendable {
    /// Its name: `f`.
    public let name: String
    /// Its parameters, in order: `["x", "y"]`.
    public let parameters: [String]
    /// The body as written after `=`: `sqrt(x^2 + y^2)`.
    package let bodyText: String
    /// The parsed body; names other than the parameters are looked up when the function is called.
    let body: ExpressionNode

    /// `f(x, y)`.
    public var signature: String { "\(name)(\(parameters.joined(separator: ", ")))" }

    /// `f(x, y) = sqrt(x^2 + y^2)`.
    public var definition: String { "\(signature) = \(bodyText)" }
}

/// The variables and functions a session has defined, as user-function bodies see them when
/// they are called (late binding).
package struct Definitions: Sendable {
    /// The variables' stored trees, by name (`ans` apart).
    var variables: [String: ExpressionNode] = [:]
    /// The stored tree of `ans`, the last result. Apart from the variables because every line sets
    /// it: a dictionary shared with a checkpoint would be copied whole at each line.
    var ans: ExpressionNode?
    /// The stored trees of the most recent numbered results, the oldest first.
    private(set) var results: [ExpressionNode] = []
    /// The number of the oldest result kept (1 until results are dropped).
    private(set) var firstResultNumber = 1
    /// The number of the last result (0 before the first).
    var resultCount: Int { firstResultNumber + results.count - 1 }

    /// The most numbered results a session keeps (`$n` for older ones is an error): a batch of
    /// millions of lines runs in bounded memory.
    static let keptResults = 1_000

    /// Appends the stored tree of the next numbered result, dropping the oldest beyond `keptResults`.
    mutating func appendResult(_ stored: ExpressionNode) {
        if results.count >= 2 * Self.keptResults {
            results.removeFirst(Self.keptResults)
            firstResultNumber += Self.keptResults
        }
        results.append(stored)
    }

    /// Removes the `count` most recent numbered results (see `Session.rollBack(to:)`).
    mutating func removeLastResults(_ count: Int) {
        results.removeLast(Swift.min(count, results.count))
    }
    /// The user functions, by name.
    var functions: [String: UserFunction] = [:]

    /// The names with a stored tree: the variables, and `ans` once there is a result.
    var variableNames: [String] {
        ans == nil ? Array(variables.keys) : Array(variables.keys) + ["ans"]
    }

    /// The stored tree of a variable, `ans`, or a numbered result `$n`; nil for an unknown name.
    func stored(_ name: String) -> ExpressionNode? {
        guard name.first == "$" else { return name == "ans" ? ans : variables[name] }
        guard let n = Int(name.dropFirst()), n >= firstResultNumber, n <= resultCount,
              resultCount - n < Self.keptResults else { return nil }
        return results[n - firstResultNumber]
    }
}
