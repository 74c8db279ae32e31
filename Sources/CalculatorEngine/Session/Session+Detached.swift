import BigNumber

/// A line evaluated against a session without changing it (`Session.detached(_:)`), so that
/// lines of a batch can be evaluated on several threads: `Session.record(_:)` then enters it
/// into the session in input order, as if `Session.run(_:)` had run it there.
package struct DetachedLine: Sendable {
    /// The line.
    let text: String
    /// Its evaluation, or the interruption (Ctrl-C, a time limit) that stopped it.
    let evaluation: Result<Session.Evaluation, ExpressionError>

    /// The value of the line, or nil when it was interrupted.
    package var result: CalculationResult? {
        try? evaluation.get().result
    }
}

extension Session {
    /// What evaluating one statement gave, before it is recorded in the session.
    struct Evaluation: Sendable {
        /// The value.
        let result: CalculationResult
        /// The tree the value leaves as `ans` and `$n` (and as the assigned variable).
        let stored: ExpressionNode
        /// The generator after the statement's `rand()`s, or nil when it drew none.
        let random: SeededRandomNumberGenerator?
    }

    /// Whether `line` may assign a variable or define a function: whether it has an `=` token
    /// (the only use of `=` in the language). Needs no session: a batch reads it before the line
    /// is evaluated, to let the lines before it finish and to evaluate the lines after it with
    /// what it defines.
    /// - Parameter line: a line of input.
    /// - Returns: true for `x = 2`, `f(x) = x^2`, `y = 1; y + 1` (and `1 = 2`); false for `x == 2`.
    package static func mayDefine(_ line: String) -> Bool {
        guard line.containsByte(UInt8(ascii: "=")), let tokens = try? Lexer.tokens(of: line) else { return false }
        return tokens.contains { $0.tag == .symbol(.assign) }
    }

    /// Evaluates `line` as `run(_:)` would here, without changing the session, when nothing the
    /// lines between here and where it is recorded can change affects it: it neither assigns nor
    /// defines, so that only `ans`, the numbered results and the generator of `rand()` can change
    /// in between, and it reads none of them.
    ///
    /// - Parameter line: a line of input for which `mayDefine(_:)` is false.
    /// - Returns: the detached line; nil when the line must run in order with `run(_:)`: it has
    ///   several statements, assigns or defines, reads `ans` or a numbered result `$n` (also in
    ///   the body of a user function it calls), draws `rand()`, or fails other than by an
    ///   interruption (its message may name what the session holds at its place: run it there).
    package func detached(_ line: String) -> DetachedLine? {
        guard !line.containsByte(UInt8(ascii: ";")) else { return nil }
        do throws(ExpressionError) {
            let parsed = try ParsedExpression(parsing: line, variables: boundNames,
                                              functions: definitions.functions.mapValues(\.parameters.count))
            guard parsed.assignedName == nil, parsed.definition == nil else { return nil }
            var visited: Set<String> = []
            guard !parsed.tree.readsResults(definitions.functions, visited: &visited) else { return nil }
            let evaluation = try evaluation(of: parsed)
            // A line that drew from the generator of `rand()` runs again in order (rare: found afterwards).
            guard evaluation.random == nil else { return nil }
            return DetachedLine(text: line, evaluation: .success(evaluation))
        } catch where error.isInterruption {
            return DetachedLine(text: line, evaluation: .failure(error))
        } catch {
            return nil
        }
    }

    /// Enters a detached line into the session in its place in the input: its value becomes
    /// `ans` and the next numbered result, exactly as `run(_:)` would have made it.
    /// - Parameter line: what `detached(_:)` gave, on this session or an earlier state of it
    ///   (the lines in between recorded or run here).
    /// - Returns: what its statement gave, as `run(_:)` returns it.
    package mutating func record(_ line: DetachedLine) -> [StatementOutcome] {
        switch line.evaluation {
        case let .success(evaluation):
            return [StatementOutcome(text: line.text, result: .success(.value(record(evaluation, assigning: nil))))]
        case let .failure(error):
            return [StatementOutcome(text: line.text, result: .failure(error))]
        }
    }
}

extension String {
    /// Whether the UTF-8 of the string has `byte`, read from its contiguous storage when it has one
    /// (a generic scan of `utf8` goes through the string's index machinery for every byte).
    fileprivate func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}

extension EvaluationSettings {
    /// How many evaluations under these settings may run at once, at most `requested`, so that
    /// together they plan no more memory than `memoryBudget` (each plans up to the memory of the
    /// highest precision its proof may reach, `PrecisionPlan.plannedBytes`).
    /// - Parameter requested: the evaluations wanted at once (at least 1).
    /// - Returns: `requested`, or fewer (at least 1) when the budget cannot hold them all.
    package func concurrentEvaluations(upTo requested: Int) -> Int {
        guard let budget = memoryBudget, let planned = PrecisionPlan(clampingDigitsOf: self).plannedBytes else {
            return Swift.max(1, requested)
        }
        return Swift.max(1, Swift.min(requested, budget / planned))
    }
}

extension ExpressionNode {
    /// Whether evaluating the tree reads `ans` or a numbered result `$n`, directly or in the body
    /// of a user function it calls (bodies look names up when called). A variable's stored tree
    /// reads none: its names were substituted, and one that calls functions keeps its own
    /// definitions (`closure`).
    /// - Parameters:
    ///   - functions: the session's user functions, by name.
    ///   - visited: the functions already looked into (a function may call itself).
    /// - Returns: true when a result of the session is read.
    func readsResults(_ functions: [String: UserFunction], visited: inout Set<String>) -> Bool {
        switch self {
        case let .name(name, _):
            return name == "ans" || name.hasPrefix("$")
        case let .operation(_, operands, _):
            return operands.contains { $0.readsResults(functions, visited: &visited) }
        case let .call(name, arguments, _):
            if arguments.contains(where: { $0.readsResults(functions, visited: &visited) }) { return true }
            guard visited.insert(name).inserted, let function = functions[name] else { return false }
            return function.body.readsResults(functions, visited: &visited)
        case let .labeled(inner, _), let .angleUnit(_, inner):
            return inner.readsResults(functions, visited: &visited)
        case .number, .exact, .frozen, .closure:
            return false
        }
    }
}
