import BigNumber

extension CalculatorBrain {
    /// Whether memory holds a value (after `M+` or `M−`, until `MC`).
    public var hasMemory: Bool { state.memory != nil }

    /// The value in memory, at full precision (nil after `MC`).
    public var memory: Value? { state.memory.map { Value($0.value, precision: precision) } }

    /// Applies a memory key to `state`.
    /// - Throws: `CalculationError` when adding to memory fails (an overflow).
    func apply(_ key: MemoryKey, to state: inout State) throws(CalculationError) {
        switch key {
        case .clear:
            state.memory = nil
        case .add, .subtract:
            let memory = state.memory ?? constant(BigRational(0))
            let operation: CatalogOperation = key == .add ? .add : .subtract
            state.memory = try combine(operation, [memory, state.accumulator], angleUnit: angleUnit)
        case .recall:
            let memory = state.memory ?? constant(BigRational(0))
            state.accumulator = Operand(source: .labeled(memory.reduced, text: format(memory.value)),
                                        reduced: memory.reduced, value: memory.value)
            state.lastInput = .operand
        }
    }
}
