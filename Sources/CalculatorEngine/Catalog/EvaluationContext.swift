@_spi(BigCalcPackage) import BigNumber

/// The settings an operation computes under: working precision, angle unit, and the random source of `Rand`.
struct EvaluationContext: Sendable {
    /// Working precision in bits: constants and converted operands are created at this precision.
    var precision: Int
    /// The unit of angles for the trigonometric operations.
    var angleUnit: AngleUnit
    /// The generator behind `Rand` / `rand()`.
    var random: SeededRandomNumberGenerator
    /// The highest precision the evaluator will try, in bits: an operand whose units digit lies
    /// beyond it cannot be decided by a step function (floor, mod) and is reported as too large.
    var maximumPrecision: Int = Int.max
    /// Whether values may be complex (`sqrt(-4)` is 2i); when false, a complex value is a domain error.
    var allowsComplexResults = false
    /// The most memory in bytes the evaluation may plan to use, or nil for no budget: it bounds
    /// the size of lists (`maximumListEntries`).
    var memoryBudget: Int?
    /// What the long loops (sums, root finding, quadrature, user-function calls) check to stop early.
    var cancellation = Cancellation.none
    /// The bits of the digits asked for (the ladder's start less its guard): what the rows that
    /// recognise numbers (`identify`, `lindep`) take a value to, whatever the working precision.
    var targetBits: Int
    /// Whether the ladder climbs when an operation cannot decide (false at its last rung): a row
    /// that can give a partial answer (`contfrac(x, n)`) gives it only then.
    var canClimb = false
    /// What the copies of this context share: the notes and the last sine and cosine, behind one
    /// lock, so that a context costs one allocation (every evaluation makes one).
    private let shared = Lock(Shared())

    /// The state the copies of a context share.
    struct Shared {
        /// What `notes` recorded.
        var notes = EvaluationNotes.Recorded()
        /// What `sineCosine` remembers.
        var sineCosine: SineCosineMemo.Entry?
    }

    /// Notes about the value (see `EvaluationNotes`), shared by the copies of this context.
    var notes: EvaluationNotes { EvaluationNotes(shared) }
    /// The last sine and cosine computed, shared by the copies of this context.
    var sineCosine: SineCosineMemo { SineCosineMemo(shared) }

    /// A context for evaluating at one working precision.
    /// - Parameters:
    ///   - precision: the working precision in bits.
    ///   - angleUnit: the unit of angles.
    ///   - random: the generator `rand()` draws from.
    ///   - targetBits: the bits the result needs (nil: the default precision, a task-local read
    ///     that an evaluator which sets its own target avoids).
    init(precision: Int = BigFloat.defaultPrecision, angleUnit: AngleUnit = .radians,
         random: SeededRandomNumberGenerator = SeededRandomNumberGenerator(), targetBits: Int? = nil) {
        self.targetBits = targetBits ?? BigFloat.defaultPrecision
        self.precision = precision
        self.angleUnit = angleUnit
        self.random = random
    }
}
