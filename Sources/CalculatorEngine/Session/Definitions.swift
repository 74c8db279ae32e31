/// A function defined by the user: `f(x, y) = sqrt(x^2 + y^2)`.
public struct UserFunction: Sendable {
    /// Its name: `f`.
    public let name: String
    /// Its parameters, in order: `["x", "y"]`.
    public let parameters: [String]
    /// The body as written after `=`: `sqrt(x^2 + y^2)`.
    public let bodyText: String
    /// The parsed body; names other than the parameters are looked up when the function is called.
    let body: ExpressionNode

    /// `f(x, y)`.
    public var signature: String { "\(name)(\(parameters.joined(separator: ", ")))" }

    /// `f(x, y) = sqrt(x^2 + y^2)`.
    public var definition: String { "\(signature) = \(bodyText)" }
}

/// The variables and functions a session has defined, as user-function bodies see them when
/// they are called (late binding).
public struct Definitions: Sendable {
    /// The variables' stored trees, by name (including `ans` and the numbered results `$1`, `$2`…).
    var variables: [String: ExpressionNode] = [:]
    /// The user functions, by name.
    var functions: [String: UserFunction] = [:]
}
