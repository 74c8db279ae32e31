/// What bounds the memory budget of an evaluation (`EvaluationSettings.memoryBudget`), which
/// decides what the message of a line refused for memory advises.
public enum MemoryBudgetCap: Sendable, Hashable {
    /// A size the caller chose (or a default share of the physical memory): raising the budget
    /// may let the line run, and each caller words how (`--max-memory`, `:max-memory`,
    /// `EvaluationSettings.memoryBudget`).
    case budget
    /// The address space left to the process under its limit (`ulimit -v`), to which a larger
    /// budget was lowered: raising the budget cannot help, only a higher limit of the process.
    case freeAddressSpace
}

extension SizeLimit {
    /// The message of a line refused for memory: "needs about 133 MB of memory, more than the
    /// limit of 100 MB (raise it with --max-memory)", the advice in parentheses depending on `cap`.
    /// - Parameters:
    ///   - bytes: the memory the line needs.
    ///   - budget: the budget in bytes.
    ///   - cap: what bounds the budget.
    ///   - raisingBudget: how this caller raises the budget, used when `cap` is `.budget`.
    /// - Returns: the message.
    static func memoryMessage(bytes: Double, budget: Int, cap: MemoryBudgetCap, raisingBudget: String) -> String {
        let problem = "needs about \(size(bytes, roundedUp: true)) of memory, more than the limit of \(size(Double(budget), roundedUp: false))"
        switch cap {
        case .budget: return "\(problem) (\(raisingBudget))"
        case .freeAddressSpace: return "\(problem) (the address space left to the process under its limit, ulimit -v)"
        }
    }
}

extension ExpressionError {
    /// This error, when it refuses a line for memory, with the advice worded as the caller that
    /// shows it raises the budget; any other error unchanged.
    /// - Parameter raisingBudget: "raise it with --max-memory" (not used when the budget is the
    ///   free address space, which no setting raises).
    /// - Returns: the error to show.
    public func advisingMemory(_ raisingBudget: String) -> ExpressionError {
        guard case let .tooLarge(.memory(bytes, budget, cap)) = calculationError else { return self }
        return ExpressionError(message: SizeLimit.memoryMessage(bytes: bytes, budget: budget, cap: cap, raisingBudget: raisingBudget),
                               column: column, hint: hint, calculationError: calculationError)
    }
}
