extension Definitions {
    /// What a stored tree that calls user functions keeps of these definitions (early binding):
    /// every function, and of the variables and numbered results only those the functions' bodies
    /// name. Keeping all of them would make each stored result hold the previous `ans` and its
    /// own copy of the results list, so that a batch calling a function on every line would keep
    /// every line's definitions alive.
    var capturedByFunctionCalls: Definitions {
        var names: Set<String> = []
        for function in functions.values { function.body.collectNames(into: &names) }
        var kept = names.contains { $0.hasPrefix("$") } ? self : Definitions()
        kept.functions = functions
        kept.variables = variables.filter { names.contains($0.key) }
        return kept
    }
}

extension ExpressionNode {
    /// Adds every name the tree mentions (variables, `ans`, `$n`; bound ones too) to `names`.
    fileprivate func collectNames(into names: inout Set<String>) {
        switch self {
        case let .name(name, _): names.insert(name)
        case let .operation(_, operands, _), let .call(_, operands, _):
            for operand in operands { operand.collectNames(into: &names) }
        case let .labeled(inner, _), let .angleUnit(_, inner), let .closure(inner, _): inner.collectNames(into: &names)
        case .number, .exact, .frozen: break
        }
    }
}
