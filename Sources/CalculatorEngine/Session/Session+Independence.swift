/// Why a line of a batch cannot be evaluated in a process of its own (`Session.dependence(of:)`):
/// splitting the batch there (GNU parallel, several hosts) would change what it prints.
package enum LineDependence: Sendable, Equatable, CustomStringConvertible {
    /// The line may assign a variable or define a function (it has `=`): the lines after it read that.
    case mayDefine
    /// The line reads `ans` or a numbered result `$n`: the results of the lines before it.
    case readsResults
    /// The line draws `rand()`: one generator (with `--seed`, one sequence) runs through the batch.
    case drawsRandomValues

    /// The reason in words: "assigns or defines (=)".
    package var description: String {
        switch self {
        case .mayDefine: "may assign a variable or define a function (=)"
        case .readsResults: "reads ans or a numbered result $n"
        case .drawsRandomValues: "draws rand() (one generator runs through the batch)"
        }
    }
}

extension Session {
    /// Whether `line` depends on the lines before it or the lines after it depend on it: the same
    /// rule that makes `--jobs` wait for a line or run it in its turn (`mayDefine(_:)`, and the
    /// lines `detached(_:)` refuses for what they read), decided from the tokens alone, without
    /// evaluating. A line that reads none of these prints the same in any process: a batch of such
    /// lines may be split anywhere.
    /// - Parameter line: a line of input.
    /// - Returns: the first reason found, or nil when the line is independent (also when it does
    ///   not lex: its error is the same in any process).
    package static func dependence(of line: String) -> LineDependence? {
        if mayDefine(line) { return .mayDefine }
        guard let tokens = try? Lexer.tokens(of: line) else { return nil }
        var draws = false
        for token in tokens {
            if token.tag == .symbol(.dollar) { return .readsResults }
            guard case let .identifier(name) = token.kind else { continue }
            if name == "ans" { return .readsResults }
            if let operation = OperationCatalog.operations(named: name)?.operation(arity: 0),
               operation.row.traits.contains(.drawsRandomValue) {
                draws = true
            }
        }
        return draws ? .drawsRandomValues : nil
    }
}
