import BigNumber

/// Holomorphy on complex balls, for rigorous integration (`Evaluator+RigorousIntegral.swift`).
///
/// Arb bounds the error of a Gauss-Legendre rule on a piece of the path by the integrand's values
/// on a complex ball around it, which is valid only when the integrand is holomorphic on all of
/// that ball. While `requiresHolomorphy` is set, every operation on the evaluation's path must
/// prove it from its row's traits (`CatalogRow.Traits.holomorphic` and the branch-cut traits); an
/// operation that cannot (abs, floor, a comparison, `if`, a branch cut crossing the ball) throws
/// `.undecided(.holomorphy)`, the integrand has no value there, and Arb bisects.
extension Evaluator {
    /// Throws unless `row` is holomorphic at `values` (a function of complex balls whose value
    /// there, when finite, is that of a holomorphic function on all of them).
    func requireHolomorphic(_ row: CatalogRow, _ values: [EvaluatedValue]) throws(CalculationError) {
        let traits = row.traits
        if traits.contains(.holomorphic) { return }
        // A constant (π, e) is holomorphic; a random number is not a function at all.
        if values.isEmpty, !traits.contains(.drawsRandomValue), row.form == nil { return }
        if traits.contains(.holomorphicAtIntegerExponent), values.count == 2, values[1].rational?.isInteger == true { return }
        if traits.contains(.holomorphicOffNegativeReals), let first = values.first, first.avoidsNonPositiveReals { return }
        throw .undecided(UndecidedQuestion(row.operation, .holomorphy))
    }

    /// Throws unless `form` keeps holomorphy: a sum or product of finitely many holomorphic terms
    /// does (each operation in them is checked); a choice (`if`, `and`, `or`), a root or an
    /// integral inside the integrand does not.
    func requireHolomorphic(_ form: EvaluationForm, _ operation: CatalogOperation) throws(ExpressionError) {
        switch form {
        case .summation, .multiplication: return
        case .conditional, .conjunction, .disjunction, .root, .integral, .sequence:
            throw ExpressionError(.undecided(UndecidedQuestion(operation, .holomorphy)), column: nil)
        }
    }

    /// Whether every row in `node` (and in the bodies of the user functions it calls) may be
    /// holomorphic on some ball: false when a row can never be (abs, floor, `if`), so that a
    /// rigorous integral is not even tried.
    func mayBeHolomorphic(_ node: ExpressionNode, visited: inout Set<String>) -> Bool {
        switch node {
        case .number, .exact, .frozen, .name: return true
        case let .labeled(inner, _), let .angleUnit(_, inner), let .closure(inner, _):
            return mayBeHolomorphic(inner, visited: &visited)
        case let .call(name, arguments, _):
            if !visited.contains(name), let function = definitions.functions[name] {
                visited.insert(name)
                guard mayBeHolomorphic(function.body, visited: &visited) else { return false }
            }
            return arguments.allSatisfy { mayBeHolomorphic($0, visited: &visited) }
        case let .operation(operation, operands, _):
            let row = operation.row
            if let form = row.form {
                guard form == .summation || form == .multiplication else { return false }
            } else if !row.traits.isDisjoint(with: [.holomorphic, .holomorphicOffNegativeReals, .holomorphicAtIntegerExponent]) {
                // Checked at each ball.
            } else if !(operands.isEmpty && !row.traits.contains(.drawsRandomValue)) {
                return false
            }
            return operands.allSatisfy { mayBeHolomorphic($0, visited: &visited) }
        }
    }
}

extension EvaluatedValue {
    /// Whether the value certainly lies off (−∞, 0], the branch cut of √, ln and x^y.
    var avoidsNonPositiveReals: Bool {
        switch self {
        case let .integer(n): n.signum > 0
        case let .fraction(r): r.signum > 0
        case let .piMultiple(k): k.signum > 0
        case let .real(b): b.isPositive
        case let .gaussian(g): g.real.signum > 0 || !g.imaginary.isZero
        case let .complex(z): z.real.isPositive || !z.imaginary.containsZero
        case .list: false
        }
    }
}
