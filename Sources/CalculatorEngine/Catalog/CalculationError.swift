import BigNumber

/// Why a calculation has no result. `description` renders the message a person reads.
public enum CalculationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A finite number divided by zero.
    case divisionByZero
    /// An argument outside an operation's domain, or at one of its poles.
    case domain(DomainError)
    /// The result is too large even for MPFR's widest exponent range (about 10^(1.3 × 10¹⁸)).
    case overflow
    /// A non-zero result too small for MPFR's widest exponent range (about 10^(−1.3 × 10¹⁸)).
    /// Intermediate values have unbounded exponents (Arb), so only a result or a literal meets it.
    case underflow
    /// The working precision was too low to decide a question about an operand (whether it lies
    /// in the domain, which side of a jump it is on); the evaluator then raises the precision,
    /// and reports this only when the maximum precision was not enough either.
    case undecided(UndecidedQuestion)
    /// The computation would need more memory or time than is reasonable.
    case tooLarge(SizeLimit)
    /// Text given as a number is not a decimal number.
    case notANumber(String)
    /// A function of real numbers only (`floor`, `mod`, `cbrt`) got a complex operand.
    case notReal(CatalogOperation)
    /// A complex value met while complex results are off (`--real`): the imaginary unit `i`.
    case complexResultsOff(CatalogOperation)
    /// The evaluation was stopped before its end: cancelled (Ctrl-C, `Task.cancel()`) or out of time.
    case interrupted(Interruption)
    /// The maximum precision was reached before a question was decided or a digit proven: a
    /// higher limit may settle it (`EvaluationSettings.maximumPrecision`).
    case precisionLimitReached(PrecisionLimit)
    /// Numerical quadrature (`integrate`) gave no digit of this part of the result: its levels did
    /// not agree. Precision does not help; splitting the interval where the integrand jumps, peaks
    /// or oscillates does.
    case quadratureDidNotConverge(ResultPart)
    /// An operation on lists and matrices refused its operands: shapes that do not fit, an index
    /// out of range, a singular matrix.
    case list(ListError)
    /// A search for what a number is (`lindep`, `algdep`, `identify`) found nothing within its bounds.
    case notRecognized(RecognitionFailure)

    /// The message for a person: "square root of a negative number", "division by zero".
    public var description: String {
        switch self {
        case .divisionByZero: "division by zero"
        case let .domain(error): error.description
        case .overflow: "overflow: result too large"
        case .underflow: "result too small to represent (below about 10^(-1.3e18))"
        case let .undecided(question): question.description
        case let .tooLarge(limit): limit.description
        case let .notANumber(text): "not a number: \(text)"
        case let .notReal(operation): "\(operation.row.spokenName) takes real arguments only, got a complex number"
        case let .complexResultsOff(operation):
            "\(operation.row.spokenName) is not real, and complex results are off (--real)"
        case let .interrupted(interruption): interruption.description
        case let .precisionLimitReached(limit): limit.description
        case let .list(error): error.description
        case let .notRecognized(failure): failure.description
        case let .quadratureDidNotConverge(part):
            "no digit of the \(part) could be computed: the levels of numerical quadrature do not agree "
                + "(split the interval where the integrand jumps, peaks or oscillates: integrate(f, x, a, c) + integrate(f, x, c, b))"
        }
    }

    /// Whether this is the refusal of a recursion deeper than the limit.
    var isRecursionDepth: Bool {
        if case .tooLarge(.recursionDepth) = self { return true }
        return false
    }

    /// Whether this is a domain error of an operand outside the real domain (one that a complex
    /// result may answer: `sqrt(-4)`, `asin(2)`).
    var isOutsideRealDomain: Bool {
        if case let .domain(error) = self { return error.violation == .outsideDomain }
        return false
    }

    /// Whether the real value does not exist but a complex one may (an operand outside the real
    /// domain, or `i`): the evaluator then promotes the operands to the complex kinds when
    /// complex results are allowed.
    var asksForComplexValue: Bool {
        if case .complexResultsOff = self { return true }
        return isOutsideRealDomain
    }
}

/// An argument outside the domain of an operation: which operation, which operand, which rule.
public struct DomainError: Sendable, Hashable, CustomStringConvertible {
    /// The operation that refused its argument.
    public let operation: CatalogOperation
    /// The offending operand, when it is known (as computed at the working precision).
    public let operand: BigFloat?
    /// The rule the operand breaks.
    public let violation: Violation

    /// The rules of a domain.
    public enum Violation: Sendable, Hashable {
        /// Outside the domain: √ of a negative number, asin of 2.
        case outsideDomain
        /// At a pole: ln 0, Γ(−1), tan(π/2).
        case pole
        /// A negative integer operand where only non-negative ones are allowed: binomial(−1, 2).
        case negativeOperand
        /// `root(x, 0)`.
        case rootOfDegreeZero
        /// A logarithm base that is not positive or is 1.
        case invalidBase
        /// A non-integer operand of a function of integers: `isprime(2.5)`, `5.5 & 3`.
        case nonInteger
        /// A root degree that is not an integer ≥ 1: `nthroot(8, 1.5)`, `nthroot(8, 0)`.
        case invalidDegree
    }

    /// An error of `operation` at `operand` breaking `violation`.
    /// - Parameters:
    ///   - operation: the operation that refused its argument.
    ///   - operand: the offending operand, when known.
    ///   - violation: the rule it breaks.
    package init(operation: CatalogOperation, operand: BigFloat? = nil, violation: Violation) {
        self.operation = operation
        self.operand = operand
        self.violation = violation
    }

    /// The message, from the operation's row: "logarithm of zero".
    public var description: String {
        let row = operation.row
        switch violation {
        case .outsideDomain: return row.outsideDomainMessage
        case .pole: return row.poleMessage ?? "division by zero"
        case .negativeOperand: return "\(row.summary) of a negative number"
        case .rootOfDegreeZero: return "root of degree 0"
        case .invalidBase: return "logarithm base must be positive and not 1"
        case .nonInteger: return "\(row.spokenName) of \(row.arity == 1 ? "a non-integer" : "non-integers")"
        case .invalidDegree: return "\(row.spokenName) needs an integer degree n ≥ 1"
        }
    }
}

/// A question about an operand that its ball could not decide.
public struct UndecidedQuestion: Sendable, Hashable, CustomStringConvertible {
    /// The operation that asked.
    public let operation: CatalogOperation
    /// What it asked.
    public let kind: Kind

    /// The kinds of questions.
    public enum Kind: Sendable, Hashable {
        /// Whether the operand lies in the domain (or at a pole).
        case domain
        /// Which side of a jump (an integer, for floor, round, mod) the operand lies on.
        case jump
        /// Whether the operand is an integer (gcd, binomial, a negative base's power).
        case integer
        /// Whether the divisor is 0.
        case divisor
        /// Whether the function has a finite value there (Arb found none at this precision).
        case value
        /// Whether a complex operand of a function of real numbers is real.
        case real
        /// How two values compare (whether they are equal), or whether a condition is 0.
        case comparison
        /// The sign of the function at an end of the bracket of `solve`.
        case sign
        /// Whether the operand is 0 (`sign` of a value its ball cannot tell from 0).
        case zero
        /// Whether a matrix of inexact entries is singular.
        case singularity
        /// The eigenvalues of a matrix of inexact entries, to any digit.
        case eigenvalues
        /// Whether the function is holomorphic on a complex ball (a rigorous integral's error
        /// bound needs it; see `Evaluator.requireHolomorphic`).
        case holomorphy
    }

    /// A question `kind` asked by `operation`.
    /// - Parameters:
    ///   - operation: the operation that asked.
    ///   - kind: what it asked.
    package init(_ operation: CatalogOperation, _ kind: Kind) {
        self.operation = operation
        self.kind = kind
    }

    /// What could not be decided: "whether the argument of sqrt is in its domain".
    public var question: String {
        let name = operation.row.spokenName
        return switch kind {
        case .domain: "whether the argument of \(name) is in its domain"
        case .jump: "on which side of an integer the argument of \(name) lies"
        case .integer: "whether the argument of \(name) is an integer"
        case .divisor: "whether the divisor is 0"
        case .value: "the value of \(name) to any digit"
        case .real: "whether the argument of \(name) is real"
        case .comparison: operation.row.precedence == .comparison ? "whether the two sides of \(name) are equal"
            : "whether the condition of \(name) is 0"
        case .sign: "the sign of the function at an end of the bracket of \(name)"
        case .zero: "whether the argument of \(name) is 0"
        case .singularity: "whether the matrix of \(name) is singular"
        case .eigenvalues: "the eigenvalues of the matrix, to any digit"
        case .holomorphy: "whether \(name) is analytic around the argument"
        }
    }

    /// The message for a person (at the limit, `PrecisionLimit` adds the precision and the advice).
    public var description: String { "could not decide \(question)" }
}

/// A computation refused because it would need more memory or time than is reasonable.
public enum SizeLimit: Sendable, Hashable, CustomStringConvertible {
    /// The argument of a periodic trigonometric function above 2^`exponent`: reducing it modulo
    /// the period would need that many bits of π.
    case trigonometricArgument(exponent: Int)
    /// An exact result of about `bits` bits, above the `limit`.
    case exactResult(bits: Double, limit: Int)
    /// An operation that needs exact operands (gcd, floor of a huge number) got one that was too
    /// large to keep exact and is known only to the working precision.
    case exactEvaluation(CatalogOperation)
    /// More than `limit` nested calls of user functions, the innermost of `function`.
    case recursionDepth(function: String, limit: Int)
    /// A computation that needs about `bytes` of memory, more than the `budget` in bytes
    /// (`EvaluationSettings.memoryBudget`); `budgetIsFreeAddressSpace` when the budget is the
    /// address space left to the process (`ulimit -v`), which no budget setting raises.
    case memory(bytes: Double, budget: Int, budgetIsFreeAddressSpace: Bool = false)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .trigonometricArgument(exponent):
            "argument too large for a trigonometric function (above 2^\(exponent))"
        case let .exactResult(bits, limit):
            BigNumberError.resultTooLarge(bits: bits, limit: limit).description
        case let .recursionDepth(function, limit):
            "recursion too deep: more than \(limit) nested calls (in '\(function)')"
        case let .memory(bytes, budget, budgetIsFreeAddressSpace):
            Self.memoryMessage(bytes: bytes, budget: budget, budgetIsFreeAddressSpace: budgetIsFreeAddressSpace,
                               raisingBudget: Self.swiftMemoryAdvice)
        case let .exactEvaluation(operation):
            "operand of \(operation.row.names.first ?? "") too large for exact evaluation (exact values are kept up to \(OperationCatalog.exactBitLimit) bits)"
        }
    }
}

extension SizeLimit {
    /// `bytes` in the unit that writes it with 1 to 3 digits before the point and three
    /// significant digits ("512 bytes", "1.05 MB", "4.10 GB"); the need is rounded up and the
    /// limit down, so that a need above a limit always reads larger.
    /// - Parameters:
    ///   - bytes: the size.
    ///   - roundedUp: whether to round up (a need) or down (a limit).
    /// - Returns: the text.
    static func size(_ bytes: Double, roundedUp: Bool) -> String {
        let rule: FloatingPointRoundingRule = roundedUp ? .up : .down
        guard bytes >= 1000 else {
            let count = Int(bytes.rounded(rule))
            return count == 1 ? "1 byte" : "\(count) bytes"
        }
        var scaled = bytes, unit = 0
        while scaled >= 1000, unit < 4 {
            scaled /= 1000
            unit += 1
        }
        let decimals = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
        let factor = decimals == 0 ? 1 : decimals == 1 ? 10 : 100
        let units = Int((scaled * Double(factor)).rounded(rule))
        let fraction = String(units % factor)
        let text = decimals == 0 ? "\(units)" : "\(units / factor)." + String(repeating: "0", count: decimals - fraction.count) + fraction
        return text + " " + ["KB", "MB", "GB", "TB"][unit - 1]
    }
}

extension DomainError.Violation: Error {}

extension CalculationError {
    /// The calculator's reading of an error thrown while computing `operation`.
    /// - Parameters:
    ///   - error: a `CalculationError` (kept), a `DomainError.Violation` of `operation`, or a
    ///     `BigNumberError` (a domain error becomes a negative operand, a size limit `.tooLarge`).
    ///   - operation: the operation that was computing.
    ///   - operand: the operand reported with a domain error.
    init(_ error: any Error, in operation: CatalogOperation, operand: BigFloat? = nil) {
        switch error {
        case let error as CalculationError: self = error
        case let violation as DomainError.Violation:
            self = operation.row.domainError(violation, operand: operand)
        case let BigNumberError.resultTooLarge(bits, limit): self = .tooLarge(.exactResult(bits: bits, limit: limit))
        default: self = operation.row.domainError(.negativeOperand, operand: operand)
        }
    }
}

extension SizeLimit {
    /// The message of a line refused for memory: "needs about 133 MB of memory, more than the
    /// limit of 100 MB (raise it with --max-memory)"; when the budget is the free address space,
    /// the advice names that limit instead of `raisingBudget`.
    /// - Parameters:
    ///   - bytes: the memory the line needs.
    ///   - budget: the budget in bytes.
    ///   - budgetIsFreeAddressSpace: whether the budget is the address space left to the process.
    ///   - raisingBudget: how this caller raises the budget: "raise it with --max-memory".
    /// - Returns: the message.
    static func memoryMessage(bytes: Double, budget: Int, budgetIsFreeAddressSpace: Bool, raisingBudget: String) -> String {
        let problem = "needs about \(size(bytes, roundedUp: true)) of memory, more than the limit of \(size(Double(budget), roundedUp: false))"
        let advice = budgetIsFreeAddressSpace ? "the address space left to the process under its limit, ulimit -v" : raisingBudget
        return "\(problem) (\(advice))"
    }
}
