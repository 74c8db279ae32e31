import BigNumber

extension CalculatorBrain {
    /// The displayed value confirmed by re-evaluation (Ziv's strategy): what to show, and how sure it is.
    public struct Proof: Sendable {
        /// The text to show (as the rendering function wrote it), or nil when `error` is set.
        public let text: String?
        /// The value at the highest precision evaluated (exact 0 for a heuristic zero), or nil when `error` is set.
        public let value: Value?
        /// Whether two evaluations at successive precisions rendered the same text (always true for
        /// exact values). False when the precision limit was reached first, or for a heuristic zero.
        public let isProven: Bool
        /// Whether the text is 0 because the magnitude kept falling as the precision rose, like
        /// rounding noise (`π sin`), rather than because the value is exactly 0.
        public let isHeuristicZero: Bool
        /// Division by zero when the magnitude kept rising like the inverse of rounding noise
        /// (`1 ÷ (π sin) =`): the value divides by a heuristic zero. Nil otherwise.
        public let error: CalculationError?
        /// The highest precision in bits at which the steps were evaluated.
        public let precision: Int
    }

    /// The precision of re-evaluations may grow to this multiple of the working precision.
    public static let proofGrowthLimit = ZivEvaluation.growthLimit
    /// Re-evaluation never goes beyond this precision in bits (about 1.26 million digits), except
    /// that the working precision is always doubled once.
    public static let maximumProofPrecision = 1 << 22

    /// The displayed value with `render`'s text proven by re-evaluation, or nil in the error state.
    ///
    /// An exact value needs no proof. Otherwise the recorded steps since the last `clear()` are
    /// replayed at twice the precision, then four times, …, until two successive precisions render
    /// the same text; the highest is shown. When the steps use memory holding an inexact value from
    /// before the clear, the brains that computed it are replayed too (up to `memoryChainLimit` of
    /// them). Numbers drawn by `Rand` replay as drawn; operands given as `BigFloat` count as exact.
    /// Texts agreeing prove nothing while a sum has lost an operand below its last bit, or before the
    /// precision exceeds the size of every exact operand that had to be rounded. Beyond
    /// `proofGrowthLimit` × `precision` (and `maximumProofPrecision`) the last text is returned with
    /// `isProven == false`; so is it when a replay fails where the working precision did not.
    ///
    /// Zero heuristic, the expression evaluator's rule: from 8 × `precision` on, a value whose
    /// magnitude fell at each of the last two doublings by at least the bits added less 64 (an exact
    /// 0 counting as 2⁻ᵖ) is shown as 0 (`isHeuristicZero`); one whose magnitude rose like that is a
    /// division by such a zero (`error == .divisionByZero`). The rule waits while a sum has lost an
    /// operand below its last bit, and until the precision is twice the size of every exact operand
    /// that had to be rounded.
    public func proof(rendering render: (Value) -> String) -> Proof? {
        guard error == nil else { return nil }
        let value = state.accumulator
        if value.exact != nil {
            return Proof(text: render(value), value: value, isProven: true, isHeuristicZero: false, error: nil, precision: precision)
        }
        let start = precision
        let limit = Swift.max(Swift.min(Self.proofGrowthLimit * start, Self.maximumProofPrecision), 2 * start)
        var history: [(precision: Int, exponent: Int, text: String)] = [(start, Self.magnitude(value, start), render(value))]
        var current = value
        var p = start
        while 2 * p <= limit {
            p *= 2
            let next: Value
            do {
                next = try replayed(precision: p).state.accumulator
            } catch {
                break
            }
            let text = render(next)
            let previous = history[history.count - 1]
            current = next
            history.append((p, Self.magnitude(next, p), text))
            if text == previous.text, !next.approximation.isZero, !next.lostOperand, p > next.roundedBits {
                return Proof(text: text, value: next, isProven: true, isHeuristicZero: false, error: nil, precision: p)
            }
            guard p >= ZivEvaluation.zeroThreshold * start, p >= 2 * next.roundedBits, !next.lostOperand,
                  history.count >= 3 else { continue }
            let (a, b, c) = (history[history.count - 3], history[history.count - 2], history[history.count - 1])
            // Rounding noise shrinks by about the bits added; a true value, once resolved, stays.
            let fall1 = b.precision - a.precision - ZivEvaluation.noiseSlack
            let fall2 = c.precision - b.precision - ZivEvaluation.noiseSlack
            if b.exponent <= a.exponent - fall1, c.exponent <= b.exponent - fall2 {
                let zero = Value(exact: BigRational(0), precision: start)
                return Proof(text: render(zero), value: zero, isProven: false, isHeuristicZero: true, error: nil, precision: p)
            }
            if b.exponent >= a.exponent + fall1, c.exponent >= b.exponent + fall2 {
                return Proof(text: nil, value: nil, isProven: false, isHeuristicZero: false, error: .divisionByZero, precision: p)
            }
        }
        let last = history[history.count - 1]
        return Proof(text: last.text, value: current, isProven: false, isHeuristicZero: false, error: nil, precision: last.precision)
    }

    /// The binary exponent of a value at precision p, an exact 0 counting as 2⁻ᵖ (rounding noise at p).
    static func magnitude(_ value: Value, _ p: Int) -> Int {
        value.approximation.exponent ?? -p
    }

    /// This brain with its recorded steps replayed at `precision` bits. Throws when a step fails at
    /// that precision (which it did not at the working precision, or it would not be recorded).
    func replayed(precision: Int) throws(CalculationError) -> CalculatorBrain {
        var brain = CalculatorBrain(profile: profile, precision: precision, angleUnit: angleUnit, seed: 0)
        brain.isDescribing = false
        var memory = origin.memory?.reprecised(brain.precision)
        if let before = previous.first, steps.contains(where: { $0.memorySymbol != nil }) {
            memory = try before.replayed(precision: precision).state.memory
        }
        brain.state = State(accumulator: Value(exact: BigRational(0), precision: brain.precision), memory: memory, random: origin.random)
        brain.origin = brain.state
        for step in steps {
            var next = brain.state
            try brain.apply(step.reprecised(brain.precision), to: &next)
            brain.state = next
        }
        return brain
    }
}

extension CalculatorBrain.Step {
    /// The memory key this step pressed (`MR`, `M+`, …), or nil.
    var memorySymbol: String? {
        guard case let .operation(symbol, _) = self, CalculatorBrain.memoryKeys[symbol] != nil else { return nil }
        return symbol
    }

    /// The step for a brain computing at `precision` bits: typed operands rounded anew.
    func reprecised(_ precision: Int) -> Self {
        guard case let .operand(value, text) = self else { return self }
        return .operand(value.reprecised(precision), text)
    }
}
