import BigNumber

extension CalculatorBrain {
    /// The displayed value confirmed by re-evaluation: what to show, and how sure it is.
    public struct Proof: Sendable {
        /// The text to show (as the rendering function wrote it), or nil when `error` is set.
        public let text: String?
        /// The value at the highest precision evaluated (exact 0 for a heuristic zero), or nil when `error` is set.
        public let value: Value?
        /// Whether every point of the value's enclosure renders the same text (always true for
        /// exact values). False when the precision limit was reached first, or for a heuristic zero.
        public let isProven: Bool
        /// Whether the text is 0 because the enclosure still held 0 at the precision limit, rather
        /// than because the value is exactly 0.
        public let isHeuristicZero: Bool
        /// Division by zero when a divisor's enclosure still held 0 at the precision limit
        /// (`10 ln eˣ − 10 = 1/x`): the value divides by a heuristic zero. Nil otherwise.
        public let error: CalculationError?
        /// The highest precision in bits at which the value was evaluated.
        public let precision: Int
    }

    /// The displayed value with `render`'s text proven, or nil in the error state.
    ///
    /// The value's expression tree climbs the precision ladder of `Session` (see `ZivEvaluation`):
    /// the text is proven when both ends of the value's enclosure (a ball) render it; the zero
    /// heuristic is the expressions' one. Beyond 64 × `precision` (at most about 1.26 million digits,
    /// but always twice `precision`) the last text is returned with `isProven == false`.
    /// - Parameter render: the display text of a value; it must be monotone in the value (the text
    ///   of every value between two values that render the same is the same), as decimal rounding is.
    /// - Returns: the proof, or nil in the error state.
    public func proof(rendering render: (Value) -> String) -> Proof? {
        guard error == nil else { return nil }
        let plan = self.plan.climbingAtLeastOnce
        let (start, limit) = (plan.start, plan.limit)
        let ladder: ZivEvaluation.Ladder<String>
        do {
            ladder = try ZivEvaluation.climb(state.accumulator.reduced, plan: plan, angleUnit: angleUnit) { ball, x, p in
                let rendered = render(Value(approximation: x))
                if ball.isExact { return (rendered, rendered) }
                guard let ends = try? ball.bounds(precision: p + PrecisionPlan.guardBits) else { return (nil, rendered) }
                let low = render(Value(approximation: ends.lower))
                let high = render(Value(approximation: ends.upper))
                return (low == high && low == rendered ? rendered : nil, rendered)
            }
        } catch {
            return Proof(text: nil, value: nil, isProven: false, isHeuristicZero: false,
                         error: error.calculationError ?? .divisionByZero, precision: limit)
        }
        // A keypad's value is real: one component.
        switch ladder.conclusions.first {
        case let .exact(rational):
            let value = Value(exact: rational, precision: precision)
            return Proof(text: render(value), value: value, isProven: true, isHeuristicZero: false, error: nil, precision: ladder.precision)
        case let .proven(text, x):
            return Proof(text: text, value: Value(approximation: x), isProven: true, isHeuristicZero: false, error: nil,
                         precision: ladder.precision)
        case .heuristicZero:
            let zero = Value(exact: BigRational(0), precision: start)
            return Proof(text: render(zero), value: zero, isProven: false, isHeuristicZero: true, error: nil, precision: ladder.precision)
        case let .limited(_, x, _):
            let value = Value(approximation: x)
            return Proof(text: render(value), value: value, isProven: false, isHeuristicZero: false, error: nil,
                         precision: ladder.precision)
        case let .unproven(text, x):
            let value = Value(approximation: x)
            return Proof(text: text ?? render(value), value: value, isProven: false, isHeuristicZero: false, error: nil,
                         precision: ladder.precision)
        }
    }
}
