import BigNumber

extension CalculatorBrain {
    /// The memory keys, by label and ASCII alias: clear, add the displayed value, subtract it, recall.
    static let memoryKeys: [String: @Sendable (CalculatorBrain, inout State) throws(CalculationError) -> Void] = {
        let clear: @Sendable (CalculatorBrain, inout State) throws(CalculationError) -> Void = { _, state throws(CalculationError) in state.memory = nil }
        let add: @Sendable (CalculatorBrain, inout State) throws(CalculationError) -> Void = { brain, state throws(CalculationError) in
            try brain.accumulate(into: &state, key: "+")
        }
        let subtract: @Sendable (CalculatorBrain, inout State) throws(CalculationError) -> Void = { brain, state throws(CalculationError) in
            try brain.accumulate(into: &state, key: "−")
        }
        let recall: @Sendable (CalculatorBrain, inout State) throws(CalculationError) -> Void = { brain, state throws(CalculationError) in
            let value = state.memory ?? Value(exact: BigRational(0), precision: brain.precision)
            state.accumulator = value
            state.phrase = Phrase(text: brain.format(value), precedence: nil)
            state.lastInput = .operand
        }
        return ["MC": clear, "M+": add, "M−": subtract, "M-": subtract, "MR": recall]
    }()

    /// Whether memory holds a value (after `M+` or `M−`, until `MC`).
    public var hasMemory: Bool { state.memory != nil }

    /// The value in memory, at full precision (nil after `MC`).
    public var memory: Value? { state.memory }

    /// Memory plus or minus the displayed value.
    func accumulate(into state: inout State, key: String) throws(CalculationError) {
        guard let entry = OperationCatalog.entry(forKey: key) else { return }
        let memory = state.memory ?? Value(exact: BigRational(0), precision: precision)
        state.memory = try compute(entry, memory, state.accumulator)
    }
}
