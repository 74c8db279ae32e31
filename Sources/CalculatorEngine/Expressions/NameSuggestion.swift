/// Suggestions for misspelled names: the known name nearest by edit distance.
enum NameSuggestion {
    /// How much longer than the longest candidate a name may be and still get a suggestion: a
    /// name longer than that is too far from every candidate, and measuring the distance of a
    /// huge name would take long.
    static let lengthMargin = 3

    /// The longest name shown in full in a message; longer ones are cut with `…`.
    static let longestShownName = 40

    /// The known name closest to `name` (Levenshtein distance at most 1, or at most a third of the
    /// name's length), the first in catalog order among equals, or nil when none is close.
    static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        let longest = candidates.reduce(0) { Swift.max($0, $1.utf8.count) }
        guard name.utf8.count <= longest + lengthMargin else { return nil }
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && candidate.count > 1 {
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

    /// The names an expression can use: the catalog's names that read as one name token, the
    /// variables (sorted, so that a tie between two of them goes the same way in every run,
    /// whatever order their dictionary keeps them in), and `ans`. An operator's row offers only the
    /// word its notation uses (`mod`), not a keypad label (`EE`, which expressions write as `2E3`).
    static func knownNames(_ variables: some Sequence<String>) -> [String] {
        catalogNames + variables.sorted() + ["ans"]
    }

    /// The catalog's names that expressions can use as names, in catalog order.
    static let catalogNames: [String] = OperationCatalog.rows.flatMap { row -> [String] in
        let names: [String]
        if case let .infix(symbol) = row.notation { names = row.names.filter { $0 == symbol } } else { names = row.names }
        return names.filter { $0.count > 1 && isTypable($0) }
    }

    /// `name` quoted as a message shows it: `'sqr'`, or cut to `longestShownName` characters with
    /// `…` and its length.
    static func quoted(_ name: String) -> String {
        let count = name.count
        guard count > longestShownName else { return "'\(name)'" }
        return "'\(name.prefix(longestShownName))…' (\(count) characters)"
    }

    /// "unknown function 'sqr'; did you mean 'sqrt'?".
    static func unknownFunction(_ name: String, _ column: Int, _ variables: Set<String>) -> ExpressionError {
        message("unknown function", name, column, knownNames(variables))
    }

    /// "unknown name 'pj'; did you mean 'pi'?".
    static func unknownName(_ name: String, _ column: Int, _ variables: some Sequence<String>) -> ExpressionError {
        if name == "ans" { return ExpressionError(message: "no previous result for 'ans'", column: column, code: .unknownName) }
        return message("unknown name", name, column, knownNames(variables))
    }

    private static func message(_ what: String, _ name: String, _ column: Int, _ names: [String]) -> ExpressionError {
        let suggestion = nearest(to: name, among: names).map { "did you mean '\($0)'?" }
        return ExpressionError(message: "\(what) \(quoted(name))", column: column, hint: suggestion, code: .unknownName)
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
