import BigNumber

/// The brain of a keypad calculator, in the classic CS193p design: an accumulator, pending binary
/// operations, and a human-readable `description` of how the result was reached.
///
/// Every operation comes from `OperationCatalog` (one list of operations for the keypad and the
/// expression evaluator). Values stay exact rationals while every step has an exact version, so
/// `1 ÷ 3 × 3 =` is exactly 1 and `0.1 + 0.2 =` exactly 0.3; other steps compute on `BigFloat` at
/// `precision` bits.
///
/// Errors are a state, not a crash: a failed step (division by zero, `√` of a negative number,
/// overflow, a factorial too large to compute) leaves everything as it was before that step and
/// sets `error`; further input is ignored until `clear()`, `clearError()` or `undo()`.
public struct CalculatorBrain: Sendable {
    /// The behaviour profile: left-to-right or with operator precedence.
    public let profile: Profile
    /// Working precision in bits of operands, constants and results.
    public let precision: Int
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
    /// The brain as it was at the last `clear()`, when memory then held an inexact value: re-evaluation
    /// replays it to recompute that memory at a higher precision. Empty otherwise.
    var previous: [CalculatorBrain] = []
    /// The most brains `previous` chains (one per `clear()` after memory took a new inexact value);
    /// beyond it the memory is kept as it is, and what is computed from it is never taken as proven.
    static let memoryChainLimit = 16

    /// How many brains `previous` chains.
    var memoryChainLength: Int {
        previous.first.map { 1 + $0.memoryChainLength } ?? 0
    }

    /// Whether descriptions are written; false in the replays of re-evaluation, which need only the value.
    var isDescribing = true

    /// A brain with an empty history; `seed` fixes the sequence of `Rand` (system-random when nil).
    public init(profile: Profile = .immediate, precision: Int = BigFloat.defaultPrecision,
                angleUnit: AngleUnit = .radians, seed: UInt64? = nil) {
        self.profile = profile
        self.precision = Swift.min(Swift.max(precision, BigFloat.minimumPrecision), BigFloat.maximumPrecision)
        self.angleUnit = angleUnit
        let random = seed.map(SeededRandomNumberGenerator.init(seed:)) ?? SeededRandomNumberGenerator()
        state = State(accumulator: Value(exact: BigRational(0), precision: self.precision), random: random)
        origin = state
    }

    // MARK: - Reading

    /// The displayed value: the last result or operand (the left operand while an operation waits
    /// for its right one), or nil in the error state.
    public var result: BigFloat? { error == nil ? state.accumulator.approximation : nil }

    /// The displayed value with its exact form when it has one, or nil in the error state.
    public var value: Value? { error == nil ? state.accumulator : nil }

    /// Whether a binary operation waits for its right operand.
    public var resultIsPending: Bool { !state.pending.isEmpty }

    /// Whether the last input was a binary operation, so the next operand is its right operand.
    public var isAwaitingOperand: Bool { state.lastInput == .binary }

    /// Whether nothing has been entered since the brain was created or cleared.
    public var isEmpty: Bool { steps.isEmpty }

    /// How the result was reached: `√(7 + 9) =`, `7 + √(9) …` while an operation is pending,
    /// or the empty string before any input.
    public var description: String {
        var parts: [String] = []
        for (index, item) in state.pending.enumerated() {
            let left = index == 0 ? parenthesized(item.phrase, below: item.entry.precedence) : item.phrase.text
            parts.append(left + " " + infixSymbol(item))
        }
        if state.pending.isEmpty {
            return state.phrase.map { $0.text + " =" } ?? ""
        }
        if state.lastInput != .binary, let phrase = state.phrase {
            parts.append(parenthesized(phrase, atOrBelow: state.pending.last?.entry.precedence))
        }
        return parts.joined(separator: " ") + " …"
    }

    // MARK: - Input

    /// Enters an operand from a `BigFloat` (an inexact value); `description` shows it with `descriptionDigits` digits.
    public mutating func setOperand(_ operand: BigFloat) {
        let value = Value(approximation: operand.rounded(toPrecision: precision))
        setOperand(value, description: format(value))
    }

    /// Enters an operand shown in `description` as `text` (the typed decimal, `MR`'s value, …).
    public mutating func setOperand(_ operand: Value, description text: String) {
        record(.operand(operand, text))
    }

    /// Enters a typed decimal (`"12.5"`, `"-0"`, `"1.5e-3"`) exactly; `description` shows the text as typed.
    /// A number beyond the exponent range puts the brain into the error state.
    public mutating func setOperand(decimal text: String) {
        guard error == nil else { return }
        do {
            let value = try Value(decimal: text, precision: precision)
            record(.operand(value, text))
        } catch {
            self.error = error
        }
    }

    /// Performs a catalog key (`"+"`, `"√"`, `"sin⁻¹"`, `"="`, `"π"`, an ASCII alias such as `"sqrt"`)
    /// or a memory key (`MC M+ M− MR`). Returns false, changing nothing, when the symbol is unknown.
    @discardableResult
    public mutating func performOperation(_ symbol: String) -> Bool {
        guard OperationCatalog.entry(forKey: symbol) != nil || Self.memoryKeys[symbol] != nil else { return false }
        record(.operation(symbol, angleUnit))
        return true
    }

    /// Whether `symbol` is a key `performOperation` knows.
    public static func isKey(_ symbol: String) -> Bool {
        OperationCatalog.entry(forKey: symbol) != nil || memoryKeys[symbol] != nil
    }

    /// Clears everything but memory (`AC`): value 0, nothing pending, empty description, no error.
    public mutating func clear() {
        var memory = state.memory
        if let inexact = memory, inexact.exact == nil {
            if steps.contains(where: { $0.memorySymbol.map { ["M+", "M−", "M-"].contains($0) } == true }) {
                // Memory changed since the last clear: re-evaluation replays this brain to recompute it.
                if memoryChainLength < Self.memoryChainLimit {
                    previous = [self]
                } else {
                    var frozen = inexact
                    frozen.lostOperand = true
                    memory = frozen
                    previous = []
                }
            }
        } else {
            previous = []
        }
        state = State(accumulator: Value(exact: BigRational(0), precision: precision), memory: memory, random: state.random)
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
            if case let .operation(symbol, _) = step, next.random != state.random {
                // Keep the number drawn, so that replays show the same one.
                steps.append(.drawn(symbol, next.accumulator.approximation, next.random))
            } else {
                steps.append(step)
            }
            state = next
        } catch {
            self.error = error
        }
    }

    func apply(_ step: Step, to state: inout State) throws(CalculationError) {
        switch step {
        case let .operand(value, text):
            state.accumulator = value
            state.phrase = Phrase(text: text, precedence: nil)
            state.lastInput = .operand
        case let .operation(symbol, unit):
            var brain = self
            brain.angleUnit = unit
            if let memoryKey = Self.memoryKeys[symbol] {
                try memoryKey(brain, &state)
                return
            }
            guard let entry = OperationCatalog.entry(forKey: symbol) else { return }
            try brain.apply(entry, symbol: symbol, to: &state)
        case let .drawn(symbol, value, random):
            state.accumulator = Value(approximation: value)
            state.phrase = Phrase(text: OperationCatalog.entry(forKey: symbol)?.key ?? symbol, precedence: nil)
            state.random = random
            state.lastInput = .operand
        }
    }

    func apply(_ entry: OperationEntry, symbol: String, to state: inout State) throws(CalculationError) {
        switch entry.operation {
        case let .constant(f):
            var context = EvaluationContext(precision: precision, angleUnit: angleUnit, random: state.random)
            let value = try f(&context)
            state.random = context.random
            state.accumulator = Value(approximation: value)
            state.phrase = Phrase(text: entry.key ?? symbol, precedence: nil)
            state.lastInput = .operand
        case .unary:
            try applyUnary(entry, to: &state)
        case .binary:
            try applyBinary(entry, symbol: symbol, to: &state)
        case .equals:
            try applyEquals(to: &state)
        }
    }

    func applyUnary(_ entry: OperationEntry, to state: inout State) throws(CalculationError) {
        let operand = state.accumulator
        let phrase = state.phrase ?? Phrase(text: format(operand), precedence: nil)
        if profile == .algebraic, entry.key == "%", let top = state.pending.last, top.entry.precedence == .additive,
           let times = OperationCatalog.entry(forKey: "×") {
            // a + b % adds b percent of a.
            let percent = try compute(entry, operand)
            state.accumulator = try compute(times, top.operand, percent)
        } else {
            state.accumulator = try compute(entry, operand)
        }
        state.phrase = Phrase(text: isDescribing ? Self.wrap(phrase, in: entry.notation) : "", precedence: nil)
        state.lastInput = .unary
    }

    func applyBinary(_ entry: OperationEntry, symbol: String, to state: inout State) throws(CalculationError) {
        if state.lastInput == .binary, let replaced = state.pending.popLast() {
            // An operator right after another replaces it.
            state.accumulator = replaced.operand
            state.phrase = replaced.phrase
        }
        try reduce(&state, before: entry)
        let phrase = state.phrase ?? Phrase(text: format(state.accumulator), precedence: nil)
        state.pending.append(PendingOperation(symbol: symbol, entry: entry, operand: state.accumulator, phrase: phrase))
        state.phrase = phrase
        state.lastInput = .binary
    }

    func applyEquals(to state: inout State) throws(CalculationError) {
        guard let top = state.pending.last else {
            if profile == .algebraic, let last = state.lastOperation, state.lastInput != .start {
                let left = state.phrase ?? Phrase(text: format(state.accumulator), precedence: nil)
                state.accumulator = try compute(last.entry, state.accumulator, last.operand)
                state.phrase = combine(left, last, last.phrase)
            }
            state.lastInput = .equals
            return
        }
        // With the right operand missing (`5 × =`), the displayed value stands in for it.
        let right = state.phrase ?? Phrase(text: format(state.accumulator), precedence: nil)
        state.lastOperation = PendingOperation(symbol: top.symbol, entry: top.entry, operand: state.accumulator, phrase: right)
        state.lastInput = .operand
        try reduce(&state, before: nil)
        state.lastInput = .equals
    }

    /// Completes pending operations that bind at least as tightly as `next` (all of them for `=`,
    /// and always all of them in the immediate profile).
    func reduce(_ state: inout State, before next: OperationEntry?) throws(CalculationError) {
        while let top = state.pending.last {
            if profile == .algebraic, let next {
                let topPrecedence = top.entry.precedence ?? .additive
                let nextPrecedence = next.precedence ?? .additive
                let rightAssociative = nextPrecedence == .power
                guard topPrecedence > nextPrecedence || (topPrecedence == nextPrecedence && !rightAssociative) else { break }
            }
            let right = state.phrase ?? Phrase(text: format(state.accumulator), precedence: nil)
            state.accumulator = try compute(top.entry, top.operand, state.accumulator)
            state.phrase = combine(top.phrase, top, right)
            state.pending.removeLast()
        }
    }

    // MARK: - Computing

    /// A unary catalog operation, exactly when the operand is exact and the operation has an exact version.
    func compute(_ entry: OperationEntry, _ x: Value) throws(CalculationError) -> Value {
        guard case let .unary(f) = entry.operation else { return x }
        if let exact = x.exact, case let .unary(g)? = entry.exact, let r = try g(exact) {
            return Value(exact: r, precision: precision)
        }
        if let r = exactDegreeTrigonometry(entry, x) {
            return Value(exact: r, precision: precision)
        }
        try Self.checkArgument(x.approximation, of: entry, angleUnit: angleUnit)
        let context = EvaluationContext(precision: precision, angleUnit: angleUnit)
        var result = Value(approximation: try f(x.approximation, context).rounded(toPrecision: precision))
        result.lostOperand = x.lostOperand
        result.roundedBits = roundedBits(of: x)
        return result
    }

    /// A binary catalog operation, exactly when both operands are exact and the operation has an exact version.
    func compute(_ entry: OperationEntry, _ a: Value, _ b: Value) throws(CalculationError) -> Value {
        guard case let .binary(f) = entry.operation else { return b }
        if let x = a.exact, let y = b.exact, case let .binary(g)? = entry.exact, let r = try g(x, y) {
            return Value(exact: r, precision: precision)
        }
        if Self.annihilates(entry, a, b) {
            return Value(exact: BigRational(0), precision: precision)
        }
        let context = EvaluationContext(precision: precision, angleUnit: angleUnit)
        var result = Value(approximation: try f(a.approximation, b.approximation, context).rounded(toPrecision: precision))
        result.lostOperand = a.lostOperand || b.lostOperand || loses(entry, a.approximation, b.approximation)
        result.roundedBits = Swift.max(roundedBits(of: a), roundedBits(of: b))
        return result
    }

    /// Whether `a × b` or `a ÷ b` is exactly 0 because an exact 0 meets a finite nonzero inexact value
    /// (`π sin × 0` is 0, not rounding noise, and `0 ÷ π` is 0).
    static func annihilates(_ entry: OperationEntry, _ a: Value, _ b: Value) -> Bool {
        let aIsZero = a.exact?.isZero == true, bIsZero = b.exact?.isZero == true
        switch entry.key {
        case "×": return (aIsZero && b.approximation.isFinite) || (bIsZero && a.approximation.isFinite)
        case "÷": return aIsZero && b.approximation.isFinite && !b.approximation.isZero
        default: return false
        }
    }

    /// sin, cos or tan of an exact number of degrees when the value is rational (`180 sin` is exactly 0,
    /// `30 sin` exactly ½); nil otherwise, and at the poles of tan (left to the catalog's error).
    func exactDegreeTrigonometry(_ entry: OperationEntry, _ x: Value) -> BigRational? {
        guard angleUnit == .degrees, let exact = x.exact, let key = entry.key, ["sin", "cos", "tan"].contains(key),
              let k = exact.divided(by: BigRational(180)) else { return nil }
        return (try? ExactTrigonometry.value(of: key, at: k)) ?? nil
    }

    /// Whether `a ± b` at this precision loses one operand entirely below the last bit of the other.
    func loses(_ entry: OperationEntry, _ a: BigFloat, _ b: BigFloat) -> Bool {
        guard entry.key == "+" || entry.key == "−", let ea = a.exponent, let eb = b.exponent else { return false }
        return Swift.abs(ea - eb) > precision
    }

    /// The `roundedBits` an inexact step passes on from its operand `x`: x's own, or x's size when x is exact and large.
    func roundedBits(of x: Value) -> Int {
        guard let exact = x.exact else { return x.roundedBits }
        let bits = exact.bitWidth
        return bits > precision ? bits : 0
    }

    /// The largest binary exponent of a radian argument of sin, cos and tan: reducing a larger one
    /// modulo 2π would need that many bits (10^300000 needs a million) and could take minutes.
    static let trigonometricExponentLimit = 1_000_000

    /// Refuses arguments whose evaluation would not finish in reasonable time.
    static func checkArgument(_ x: BigFloat, of entry: OperationEntry, angleUnit: AngleUnit) throws(CalculationError) {
        guard angleUnit == .radians, let key = entry.key, ["sin", "cos", "tan"].contains(key),
              let exponent = x.exponent, exponent > trigonometricExponentLimit else { return }
        throw .tooLarge("argument of \(key) too large (more than 2^\(trigonometricExponentLimit))")
    }

    // MARK: - Describing

    /// A value written for a description.
    func format(_ value: Value) -> String {
        guard isDescribing else { return "" }
        return value.approximation.formatted(significantDigits: Swift.max(descriptionDigits, 1), trimmingTrailingZeros: true)
    }

    /// The symbol of a binary operation between its operands.
    func infixSymbol(_ item: PendingOperation) -> String {
        switch item.entry.notation {
        case let .infix(symbol): symbol
        default: item.entry.key ?? item.symbol
        }
    }

    /// `left op right`, or `f(left, right)` for function notation, parenthesized as the profile needs.
    func combine(_ left: Phrase, _ operation: PendingOperation, _ right: Phrase) -> Phrase {
        guard isDescribing else { return Phrase(text: "", precedence: operation.entry.precedence ?? .additive) }
        if case let .function(name) = operation.entry.notation {
            return Phrase(text: "\(name)(\(left.text), \(right.text))", precedence: nil)
        }
        let precedence = operation.entry.precedence
        let l = parenthesized(left, below: precedence)
        let r = parenthesized(right, atOrBelow: precedence)
        return Phrase(text: "\(l) \(infixSymbol(operation)) \(r)", precedence: precedence ?? .additive)
    }

    /// The phrase in parentheses when, in the algebraic profile, its operator binds less tightly than `outer` (a left operand).
    func parenthesized(_ phrase: Phrase, below outer: Precedence?) -> String {
        guard profile == .algebraic, let inner = phrase.precedence, let outer, inner < outer else { return phrase.text }
        return "(\(phrase.text))"
    }

    /// The phrase in parentheses when, in the algebraic profile, its operator binds no more tightly than `outer` (a right operand).
    func parenthesized(_ phrase: Phrase, atOrBelow outer: Precedence?) -> String {
        guard profile == .algebraic, let inner = phrase.precedence, let outer, inner <= outer else { return phrase.text }
        if inner == .power, outer == .power { return phrase.text }
        return "(\(phrase.text))"
    }

    /// A unary operation applied to a phrase: `√(7 + 9)`, `5²`, `(7 + 9)²`.
    static func wrap(_ phrase: Phrase, in notation: OperationNotation) -> String {
        switch notation {
        case let .prefix(symbol):
            return "\(symbol)(\(phrase.text))"
        case let .postfix(symbol):
            let atomic = phrase.text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            }
            return atomic ? phrase.text + symbol : "(\(phrase.text))\(symbol)"
        case let .infix(symbol), let .function(symbol), let .symbol(symbol):
            return "\(symbol)(\(phrase.text))"
        }
    }
}
