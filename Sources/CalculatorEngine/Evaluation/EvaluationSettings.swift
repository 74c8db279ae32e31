import BigNumber

/// The settings an expression session evaluates under.
public struct EvaluationSettings: Sendable, Hashable {
    /// Significant decimal digits of results: one of `allowedDigits` (an evaluation with others
    /// throws `DigitsOutOfRange`'s error).
    public var digits: Int
    /// The unit of angles for trigonometric functions.
    public var angleUnit: AngleUnit
    /// The seed of `rand()`, or nil for a system-random seed. Read when the session is created.
    public var seed: UInt64?

    /// The highest working precision in bits of the proof (nil: 64 × the starting precision);
    /// when it is reached first, results have only the digits proven so far. At most
    /// `highestPrecisionLimit`.
    public var maximumPrecision: Int?

    /// The largest `maximumPrecision`: half of `BigFloat.maximumPrecision` (2³⁷ bits), so that the
    /// guard bits operations add to the working precision stay within BigFloat's range.
    package static let highestPrecisionLimit = BigFloat.maximumPrecision / 2

    /// Whether results are proven by re-evaluation (`ZivEvaluation`); when false, each expression is
    /// evaluated once with guard bits and only exact results count as proven. For measuring the
    /// cost of the proof; true by default.
    public var provesDigits: Bool = true

    /// Whether values may be complex: `sqrt(-4)` is `2i`, `ln(-1)` is `πi`, `i` is the imaginary
    /// unit. When false (`--real`), a value that is not real is a domain error, as on a keypad.
    /// True by default.
    public var allowsComplexResults: Bool = true

    /// What evaluations check to stop early: a flag that Ctrl-C or `Task.cancel()` raises, and a
    /// deadline (`--timeout`). `Cancellation.none` by default; an interrupted evaluation throws an
    /// `ExpressionError` whose `interruption` says why, and changes nothing in the session.
    public var cancellation = Cancellation.none

    /// The most memory, in bytes, that one evaluation may plan to use (nil: no limit): a line
    /// whose starting precision needs more is refused with "needs about N GB", and the proof
    /// stops raising the precision where it would need more (see `bytesPerPrecisionBit`).
    public var memoryBudget: Int?

    /// Whether `memoryBudget` is the address space left to the process (`ulimit -v`) rather than
    /// a size chosen by the caller: a refused line is then not advised to raise the budget.
    package var memoryBudgetIsFreeAddressSpace = false

    /// The memory an evaluation at a working precision of p bits is planned to need: this many
    /// bytes per bit of p (32 numbers of p bits alive at once, counting the temporaries of
    /// FFT multiplication and of the special functions).
    package static let bytesPerPrecisionBit = 4

    /// The highest working precision that `memoryBudget` allows (nil when there is no budget).
    package var precisionAllowedByMemory: Int? {
        memoryBudget.map { $0 / Self.bytesPerPrecisionBit }
    }

    /// The largest number of significant digits a session accepts.
    public static let maximumDigits = 10_000_000

    /// The numbers of significant digits a session accepts: 1 ... `maximumDigits`.
    public static let allowedDigits = 1...maximumDigits

    /// The default number of significant digits.
    public static let defaultDigits = 30

    /// Settings for `digits` significant digits (default 30), angles in `angleUnit`, and `rand()` seeded by `seed`.
    /// - Parameters:
    ///   - digits: significant digits of results (one of `allowedDigits`; `Session` throws for others).
    ///   - angleUnit: the unit of angles.
    ///   - seed: fixes `rand()` (system-random when nil).
    public init(digits: Int = EvaluationSettings.defaultDigits, angleUnit: AngleUnit = .radians, seed: UInt64? = nil) {
        self.digits = digits
        self.angleUnit = angleUnit
        self.seed = seed
    }

    /// Settings as `init(digits:angleUnit:seed:)` makes them, for a count of digits that is checked first.
    /// - Parameters:
    ///   - digits: significant digits of results, one of `allowedDigits`.
    ///   - angleUnit: the unit of angles.
    ///   - seed: fixes `rand()` (system-random when nil).
    /// - Throws: `DigitsOutOfRange` for a count outside `allowedDigits`.
    public init(checkingDigits digits: Int, angleUnit: AngleUnit = .radians, seed: UInt64? = nil) throws(DigitsOutOfRange) {
        self.init(digits: try Self.checkedDigits(digits), angleUnit: angleUnit, seed: seed)
    }

    /// `digits` when it is one of `allowedDigits`: the one check of a count of digits, whoever gives it.
    /// - Parameter digits: a count of significant digits.
    /// - Returns: `digits`.
    /// - Throws: `DigitsOutOfRange` for a count outside `allowedDigits`.
    package static func checkedDigits(_ digits: Int) throws(DigitsOutOfRange) -> Int {
        guard allowedDigits.contains(digits) else { throw DigitsOutOfRange(digits: digits) }
        return digits
    }
}

/// A count of significant digits outside `EvaluationSettings.allowedDigits`. Each caller words it
/// in its own terms: `description` is the message for a Swift caller (and `Session`'s error); the
/// command line names its `--digits` option, the REPL its `:digits` command.
public struct DigitsOutOfRange: Error, Sendable, Hashable, CustomStringConvertible {
    /// The count given.
    public let digits: Int

    /// The stable kind of the error: ``ErrorCode/arguments``.
    public var code: ErrorCode { .arguments }

    /// "digits must be between 1 and 10000000, got 0".
    public var description: String {
        let allowed = EvaluationSettings.allowedDigits
        return "digits must be between \(allowed.lowerBound) and \(allowed.upperBound), got \(digits)"
    }
}

extension ExpressionError {
    /// The error of an evaluation asked for a count of digits out of range: its message is the
    /// error's `description`, its code `.arguments`, with no column.
    /// - Parameter error: the count out of range.
    package init(_ error: DigitsOutOfRange) {
        self.init(message: error.description, column: nil, code: error.code)
    }
}

extension SizeLimit {
    /// How a Swift caller raises the memory budget, in `description`'s message of `.memory`.
    static let swiftMemoryAdvice = "raise EvaluationSettings.memoryBudget"
}

extension ExpressionError {
    /// This error, when it refuses a line for memory, with the advice worded as the caller that
    /// shows it raises the budget; any other error unchanged.
    /// - Parameter raisingBudget: "raise it with --max-memory" (not used when the budget is the
    ///   free address space, which no budget setting raises).
    /// - Returns: the error to show.
    package func advisingMemory(_ raisingBudget: String) -> ExpressionError {
        guard case let .tooLarge(.memory(bytes, budget, isFreeAddressSpace)) = calculationError else { return self }
        let message = SizeLimit.memoryMessage(bytes: bytes, budget: budget, budgetIsFreeAddressSpace: isFreeAddressSpace,
                                              raisingBudget: raisingBudget)
        return ExpressionError(message: message, column: column, hint: hint, calculationError: calculationError)
    }
}

extension PrecisionLimit: CustomStringConvertible {
    /// The message for a Swift caller: the advice names `EvaluationSettings.maximumPrecision`.
    public var description: String {
        message(advice: "raise EvaluationSettings.maximumPrecision")
    }
}
