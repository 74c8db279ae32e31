extension ExpressionNode {
    /// Visits, in reading order, each name the tree reads from its surroundings: variables, `ans`
    /// and `$n` that neither `bound` nor an enclosing form (`k` in `sum(1/k, k, 1, 9)`) binds.
    ///
    /// This is the one walk behind ``firstFreeName(bound:)``, ``collectNames(into:bound:)`` and
    /// the definitions a function call captures, so every node kind is decided here once:
    /// labels and angle units read what their subtree reads; a closure reads none, because its
    /// subtree is evaluated in the definitions it captured, never in the surrounding ones.
    /// - Parameters:
    ///   - bound: names bound around the tree (a function's parameters).
    ///   - visit: called with each free name and its column (again for each occurrence); returns
    ///     false to stop the walk.
    /// - Returns: false when `visit` stopped the walk.
    @discardableResult
    func visitFreeNames(bound: Set<String> = [], _ visit: (String, Int) -> Bool) -> Bool {
        switch self {
        case let .name(name, column):
            return bound.contains(name) || visit(name, column)
        case let .operation(operation, operands, _):
            guard operation.bindsVariable else {
                // The usual operation binds no name: no set to build for its operands.
                return operands.allSatisfy { $0.visitFreeNames(bound: bound, visit) }
            }
            return operands.indices.allSatisfy { index in
                operands[index].visitFreeNames(bound: operation.names(bound, boundIn: operands, at: index), visit)
            }
        case let .call(_, arguments, _):
            return arguments.allSatisfy { $0.visitFreeNames(bound: bound, visit) }
        case let .labeled(inner, _), let .angleUnit(_, inner):
            return inner.visitFreeNames(bound: bound, visit)
        case .closure, .number, .exact, .frozen:
            return true
        }
    }

    /// The first name in reading order that no enclosing form binds and that is not in `bound`,
    /// with its column: an unknown name once variables are substituted.
    func firstFreeName(bound: Set<String> = []) -> (String, Int)? {
        var first: (String, Int)?
        visitFreeNames(bound: bound) { name, column in
            first = (name, column)
            return false
        }
        return first
    }

    /// Appends the names of the tree that no enclosing form binds and that are not in `bound`, each once.
    func collectNames(into names: inout [String], bound: Set<String> = []) {
        visitFreeNames(bound: bound) { name, _ in
            if !names.contains(name) { names.append(name) }
            return true
        }
    }
}

extension CatalogOperation {
    /// Whether the operation is a form that binds a variable in its operands (`sum`, `integral`).
    var bindsVariable: Bool { Self.bindingForms[rawValue] }

    /// Whether each row (by raw value) binds a variable, worked out once: the walks of every tree
    /// ask at each operation, and reading a row's form goes through its implementations.
    private static let bindingForms: [Bool] = OperationCatalog.rows.map { $0.form?.boundVariableOperand != nil }
}
