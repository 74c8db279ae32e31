import BigNumber

/// The brain of a keypad calculator, in the classic CS193p design: an accumulator, pending binary
/// operations, and a human-readable `description` of how the result was reached.
///
/// Each key builds the expression tree of the displayed value from the trees of its operands and
/// evaluates it with the one evaluator that `Session` uses for expressions (exact rationals while
/// every step has an exact version, Arb balls at `precision` bits otherwise), so `1 ÷ 3 × 3 =` is
/// exactly 1 and `0.1 + 0.2 =` exactly 0.3. `proof(rendering:)` proves the display on the same
/// tree with the same precision ladder as `Session`'s digits.
///
/// Errors are a state, not a crash: a failed step (division by zero, `√` of a negative number,
/// overflow, a factorial too large to compute) leaves everything as it was before that step and
/// sets `error`; further input is ignored until `clear()`, `clearError()` or `undo()`.
public struct CalculatorBrain: Sendable {
    /// The behaviour profile: left-to-right or with operator precedence.
    public let profile: Profile
    /// Working precision in bits of operands, constants and results.
    public var precision: Int { plan.start }
    /// The precisions of the keypad's evaluations: operands start at the working precision and
    /// rise to the plan's limit only to decide a question; proofs climb the same ladder.
    package let plan: PrecisionPlan
    /// The unit of angles for the trigonometric keys; a change applies to the following steps.
    public var angleUnit: AngleUnit
    /// Significant digits of computed values written into `description` (recalled memory, `=` repeats).
    public var descriptionDigits = 12

    /// Why the last step failed, or nil when the brain is not in the error state.
    public private(set) var error: CalculationError?

    var state: State
    /// The state after the last `clear()`; `undo` replays `steps` from here.
    var origin: State
    var steps: [Step] = []

    /// The largest tree, in nodes, that a value keeps; a larger one is kept as its value at the
    /// working precision (and what is computed from it is then not proven beyond it).
    static let maximumTreeSize = Session.maximumStoredSize

    /// A brain with an empty history.
    /// - Parameters:
    ///   - profile: left to right (`.immediate`) or with precedence (`.algebraic`).
    ///   - precision: the working precision in bits; it must satisfy `BigFloat.isValidPrecision(_:)`.
    ///   - angleUnit: the unit of angles.
    ///   - seed: fixes the sequence of `Rand` (system-random when nil).
    /// - Precondition: `BigFloat.isValidPrecision(precision)`: another precision is a programming
    ///   error and traps, as `BigFloat`'s initializers do (check a precision from user input first).
    public init(profile: Profile = .immediate, precision: Int = BigFloat.defaultPrecision,
                angleUnit: AngleUnit = .radians, seed: UInt64? = nil) {
        precondition(BigFloat.isValidPrecision(precision),
                     "CalculatorBrain precision \(precision) is outside \(BigFloat.minimumPrecision)...\(BigFloat.maximumPrecision)")
        self.init(profile: profile, plan: PrecisionPlan(keypadPrecision: precision), angleUnit: angleUnit, seed: seed)
    }

    /// A brain with an empty history working to `plan` (a keypad's plan, whose start is a valid precision).
    /// - Parameters:
    ///   - profile: left to right (`.immediate`) or with precedence (`.algebraic`).
    ///   - plan: the working precision (its start) and the limits of the keypad's evaluations.
    ///   - angleUnit: the unit of angles.
    ///   - seed: fixes the sequence of `Rand` (system-random when nil).
    package init(profile: Profile, plan: PrecisionPlan, angleUnit: AngleUnit, seed: UInt64?) {
        self.profile = profile
        self.plan = plan
        self.angleUnit = angleUnit
        let random = seed.map(SeededRandomNumberGenerator.init(seed:)) ?? SeededRandomNumberGenerator()
        let zero = BigRational(0)
        state = State(accumulator: Operand(source: .exact(zero), reduced: .exact(zero), value: .integer(BigRational(0))), random: random)
        origin = state
    }

    // MARK: - Reading

    /// The displayed value at the working precision (unproven; see `proof(rendering:)`): the last
    /// result or operand (the left operand while an operation waits for its right one), or nil in the error state.
    public var result: BigFloat? { value?.approximation }

    /// The displayed value with its exact form when it has one, or nil in the error state.
    public var value: Value? { error == nil ? Value(state.accumulator.value, precision: precision) : nil }

    /// Whether a binary operation waits for its right operand.
    public var resultIsPending: Bool { !state.pending.isEmpty }

    /// Whether the last input was a binary operation, so the next operand is its right operand.
    public var isAwaitingOperand: Bool { state.lastInput == .binary }

    /// Whether nothing has been entered since the brain was created or cleared.
    public var isEmpty: Bool { steps.isEmpty }

    // MARK: - Input

    /// Enters a `BigFloat` as an operand: exactly the binary number it is, shown in `description`
    /// with `descriptionDigits` digits.
    /// - Parameter operand: the value, rounded to the working precision.
    public mutating func setOperand(_ operand: BigFloat) {
        let rounded = operand.rounded(toPrecision: precision)
        guard let exact = BigRational(exactly: rounded) else {
            error = rounded.isNaN ? .notANumber("nan") : .overflow
            return
        }
        record(.operand(.labeled(.exact(exact), text: format(EvaluatedValue(exact: exact)))))
    }

    /// Enters a typed decimal (`"12.5"`, `"-0"`, `"1.5e-3"`) exactly; `description` shows the text as typed.
    /// Text that is not a decimal, or a number beyond the exponent range, puts the brain into the error state.
    /// - Parameter text: the decimal.
    public mutating func setOperand(decimal text: String) {
        guard error == nil else { return }
        let parsed: BigFloat
        do {
            parsed = try BigFloat(parsing: text, precision: precision)
        } catch .overflow {
            error = .overflow
            return
        } catch .underflow {
            error = .underflow
            return
        } catch {
            self.error = .notANumber(text)
            return
        }
        guard parsed.isFinite else {
            error = .notANumber(text)
            return
        }
        record(.operand(.number(try? BigRational(decimal: text, limit: OperationCatalog.exactBitLimit), text: text, column: 0)))
    }

    /// Performs a catalog key (`"+"`, `"√"`, `"sin⁻¹"`, `"="`, `"π"`, an ASCII alias such as `"sqrt"`)
    /// or a memory key (`MC M+ M− MR`) given as text.
    /// - Parameter symbol: the key's label or alias.
    /// - Throws: `UnknownKeyError`, changing nothing, when the symbol names no key.
    public mutating func performOperation(_ symbol: String) throws(UnknownKeyError) {
        perform(try KeypadCommand(parsing: symbol))
    }

    /// Performs a key.
    ///
    /// An operation without a key on the keypad (`.summation`, `.solve`) that takes other than one
    /// or two operands sets `error` to a domain error, as any failed step does.
    /// - Parameter command: the catalog operation or memory key.
    public mutating func perform(_ command: KeypadCommand) {
        record(.command(command, angleUnit))
    }

    /// Whether `symbol` is a key `performOperation` knows.
    /// - Parameter symbol: a label or alias.
    /// - Returns: whether it names a catalog or memory key.
    package static func isKey(_ symbol: String) -> Bool {
        (try? KeypadCommand(parsing: symbol)) != nil
    }

    /// Clears everything but memory (`AC`): value 0, nothing pending, empty description, no error.
    public mutating func clear() {
        let zero = constant(BigRational(0))
        state = State(accumulator: zero, memory: state.memory, random: state.random)
        origin = state
        steps = []
        error = nil
    }

    /// Leaves the error state, keeping everything the failed step did not change.
    public mutating func clearError() {
        error = nil
    }

    /// Removes the last step (or only the error, in the error state); `description` and `result`
    /// describe what remains. Does nothing when there is no step.
    public mutating func undo() {
        if error != nil {
            error = nil
            return
        }
        guard !steps.isEmpty else { return }
        steps.removeLast()
        let kept = steps
        state = origin
        steps = []
        for step in kept { record(step) }
        error = nil
    }

    // MARK: - Recording and applying steps

    /// Applies a step to a copy of the state; on success keeps it and records the step, on failure sets `error`.
    mutating func record(_ step: Step) {
        guard error == nil else { return }
        var next = state
        do {
            try apply(step, to: &next)
            switch step {
            case .command(.operation(.equals), _), .command(.memory(.clear), _), .command(.memory(.add), _),
                 .command(.memory(.subtract), _):
                break
            case .operand, .drawn, .command:
                next.isDescribed = true
            }
            if case .command = step, next.random != state.random {
                // Keep the number drawn, so that `undo` shows the same one.
                steps.append(.drawn(next.accumulator.source, next.random))
            } else {
                steps.append(step)
            }
            state = next
        } catch {
            self.error = error
        }
    }

    /// Applies one step to `state`.
    func apply(_ step: Step, to state: inout State) throws(CalculationError) {
        switch step {
        case let .operand(source):
            state.accumulator = try evaluated(source)
            state.lastInput = .operand
        case let .command(.memory(key), unit):
            var brain = self
            brain.angleUnit = unit
            try brain.apply(key, to: &state)
        case let .command(.operation(operation), unit):
            try apply(operation, unit: unit, to: &state)
        case let .drawn(source, random):
            state.accumulator = try evaluated(source)
            state.random = random
            state.lastInput = .operand
        }
    }
}
