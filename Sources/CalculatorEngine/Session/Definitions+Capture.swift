extension Definitions {
    /// What a stored tree that calls user functions keeps of these definitions (early binding):
    /// every function, and of the variables and numbered results only those the functions' bodies
    /// read (their free names, ``ExpressionNode/visitFreeNames(bound:_:)``). Keeping all of them
    /// would make each stored result hold the previous `ans` and its own copy of the results list,
    /// so that a batch calling a function on every line would keep every line's definitions alive.
    var capturedByFunctionCalls: Definitions {
        let names = namesReadByFunctions
        var kept = names.contains { $0.hasPrefix("$") } ? self : Definitions()
        kept.functions = functions
        kept.variables = variables.filter { names.contains($0.key) }
        kept.ans = names.contains("ans") ? ans : nil
        return kept
    }

    /// The names the functions' bodies read from the session: free names other than their parameters.
    var namesReadByFunctions: Set<String> {
        var names: Set<String> = []
        for function in functions.values {
            function.body.visitFreeNames(bound: Set(function.parameters)) { name, _ in
                names.insert(name)
                return true
            }
        }
        return names
    }
}
