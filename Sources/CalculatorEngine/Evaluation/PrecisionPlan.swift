import BigNumber

/// The precision policy of one evaluation, worked out once from the caller's settings: where the
/// precision ladder (`ZivEvaluation`) starts, how it grows, where it stops, and the budgets of
/// time and memory it climbs within.
///
/// `Session` builds one from its `EvaluationSettings` for each line (the command line, the REPL and
/// Swift callers all go through it); a keypad (`CalculatorBrain`, and the `Calculator` façade that
/// makes one) builds one from its working precision.
///
/// ```swift
/// let plan = try PrecisionPlan(EvaluationSettings(digits: 30))
/// plan.start   // 164: the bits of 30 digits and 64 guard bits
/// plan.limit   // 10496: 64 × the start
/// ```
package struct PrecisionPlan: Sendable, Hashable {
    /// The first working precision in bits.
    package let start: Int
    /// The highest working precision in bits. For a keypad whose working precision is above
    /// `keypadPrecisionLimit` it is below `start`: the precision then does not rise.
    package let limit: Int
    /// The factor by which each step raises the precision (the last step stops at `limit`).
    package let growth: Int
    /// The ladder stops climbing once this much time has passed since its first evaluation.
    package let timeBudget: Duration
    /// The most memory in bytes the evaluation may plan to use (`EvaluationSettings.memoryBudget`),
    /// or nil for no limit.
    package let memoryBudget: Int?
    /// Whether `memoryBudget` is the free address space (`EvaluationSettings.memoryBudgetIsFreeAddressSpace`),
    /// for the message of a refusal.
    package let memoryBudgetIsFreeAddressSpace: Bool

    /// Bits added to the precision that N digits need, and to a ball's precision when its ends
    /// are read: they keep rounding errors far below the last digit asked for.
    package static let guardBits = 64
    /// The limit is this multiple of the start unless the settings give one.
    package static let growthLimit = 64
    /// The time budget of every plan.
    package static let defaultTimeBudget = Duration.seconds(2)
    /// A keypad's precision never rises beyond this many bits (about 1.26 million digits), except
    /// that its proof always doubles the working precision once (`climbingAtLeastOnce`).
    package static let keypadPrecisionLimit = 1 << 22

    /// The plan of an evaluation under `settings`: the start is the precision of `settings.digits`
    /// with `guardBits`; the limit is `settings.maximumPrecision` (default `growthLimit` × the
    /// start), lowered to what `memoryBudget` allows, at least the start and at most
    /// `EvaluationSettings.highestPrecisionLimit`.
    /// - Parameter settings: the settings of the evaluation.
    /// - Throws: `DigitsOutOfRange` when `settings.digits` is outside `EvaluationSettings.allowedDigits`.
    package init(_ settings: borrowing EvaluationSettings) throws(DigitsOutOfRange) {
        self.init(settings, digits: try EvaluationSettings.checkedDigits(settings.digits))
    }

    /// The plan of `settings` with their digits brought into `EvaluationSettings.allowedDigits`,
    /// for planning before the digits are checked.
    package init(clampingDigitsOf settings: EvaluationSettings) {
        let allowed = EvaluationSettings.allowedDigits
        self.init(settings, digits: Swift.min(Swift.max(settings.digits, allowed.lowerBound), allowed.upperBound))
    }

    private init(_ settings: borrowing EvaluationSettings, digits: Int) {
        let start = Self.startingPrecision(digits: digits)
        let wanted = Swift.min(settings.maximumPrecision ?? Self.growthLimit * start, settings.precisionAllowedByMemory ?? .max)
        self.init(start: start, limit: Swift.min(Swift.max(wanted, start), EvaluationSettings.highestPrecisionLimit),
                  memoryBudget: settings.memoryBudget, memoryBudgetIsFreeAddressSpace: settings.memoryBudgetIsFreeAddressSpace)
    }

    /// The plan of a keypad working at `precision` bits: the limit is `growthLimit` × the precision,
    /// at most `keypadPrecisionLimit`; no memory budget.
    package init(keypadPrecision precision: Int) {
        self.init(start: precision, limit: Swift.min(Self.growthLimit * precision, Self.keypadPrecisionLimit), memoryBudget: nil)
    }

    /// The plan of a keypad computing with `digits` significant digits: its working precision is
    /// the precision of the digits with `guardBits`, as for an expression.
    package init(keypadDigits digits: Int) {
        self.init(keypadPrecision: Self.startingPrecision(digits: digits))
    }

    init(start: Int, limit: Int, memoryBudget: Int? = nil, memoryBudgetIsFreeAddressSpace: Bool = false) {
        self.start = start
        self.limit = limit
        growth = 2
        timeBudget = Self.defaultTimeBudget
        self.memoryBudget = memoryBudget
        self.memoryBudgetIsFreeAddressSpace = memoryBudgetIsFreeAddressSpace
    }

    /// The starting precision for `digits` significant digits.
    package static func startingPrecision(digits: Int) -> Int {
        BigFloat.bits(forDigits: digits) + guardBits
    }

    /// The precision of the step after `precision`: `growth` × it, at most `limit`.
    package func step(after precision: Int) -> Int {
        Swift.min(growth * precision, limit)
    }

    /// This plan with a limit of at least twice the start: a keypad's proof always climbs once.
    package var climbingAtLeastOnce: PrecisionPlan {
        PrecisionPlan(start: start, limit: Swift.max(limit, growth * start), memoryBudget: memoryBudget,
                      memoryBudgetIsFreeAddressSpace: memoryBudgetIsFreeAddressSpace)
    }

    /// Refuses an evaluation whose starting precision alone needs more memory than the budget
    /// (see `EvaluationSettings.bytesPerPrecisionBit`): "needs about N GB".
    /// - Throws: `ExpressionError` with `SizeLimit.memory`.
    package func checkMemory() throws(ExpressionError) {
        guard let budget = memoryBudget, start > budget / EvaluationSettings.bytesPerPrecisionBit else { return }
        let needed = Double(start) * Double(EvaluationSettings.bytesPerPrecisionBit)
        throw ExpressionError(.tooLarge(.memory(bytes: needed, budget: budget, budgetIsFreeAddressSpace: memoryBudgetIsFreeAddressSpace)), column: nil)
    }

    /// The memory planned for the highest precision the ladder may reach within the budget
    /// (at least 1 byte), or nil without a budget.
    package var plannedBytes: Int? {
        memoryBudget.map { budget in
            let highest = Swift.min(limit, budget / EvaluationSettings.bytesPerPrecisionBit)
            return Swift.max(1, highest * EvaluationSettings.bytesPerPrecisionBit)
        }
    }
}
