/// Suggestions for misspelled names: the known name nearest by edit distance.
enum NameSuggestion {
    /// The known name closest to `name` (Levenshtein distance at most 1, or at most a third of the
    /// name's length), the first in catalog order among equals, or nil when none is close.
    static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && candidate.count > 1 && isTypable(candidate) {
            let distance = editDistance(target, Array(candidate.lowercased()))
            guard distance <= Swift.max(1, target.count / 3) else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Whether `candidate` reads as one name token (so `xʸ` and `1/x` are never suggested).
    static func isTypable(_ candidate: String) -> Bool {
        guard let tokens = try? Lexer.tokens(of: candidate), tokens.count == 2, case .identifier = tokens[0].kind else { return false }
        return true
    }

    /// The names an expression can use: the catalog's ASCII-friendly names, the variables, and `ans`.
    static func knownNames(_ variables: some Sequence<String>) -> [String] {
        OperationCatalog.allNames + Array(variables) + ["ans"]
    }

    /// "unknown function 'sqr'; did you mean 'sqrt'?".
    static func unknownFunction(_ name: String, _ column: Int, _ variables: Set<String>) -> ExpressionError {
        message("unknown function", name, column, knownNames(variables))
    }

    /// "unknown name 'pj'; did you mean 'pi'?".
    static func unknownName(_ name: String, _ column: Int, _ variables: some Sequence<String>) -> ExpressionError {
        if name == "ans" { return ExpressionError(message: "no previous result for 'ans'", column: column) }
        return message("unknown name", name, column, knownNames(variables))
    }

    private static func message(_ what: String, _ name: String, _ column: Int, _ names: [String]) -> ExpressionError {
        let suggestion = nearest(to: name, among: names).map { "did you mean '\($0)'?" }
        return ExpressionError(message: "\(what) '\(name)'", column: column, hint: suggestion)
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
