extension CalculatorBrain {
    /// How a brain orders binary operations and what a repeated `=` does.
    public enum Profile: String, Sendable, Hashable, CaseIterable {
        /// The classic pending-operation calculator (the default): binary operations execute left to
        /// right as they are entered (`2 + 3 × 4 =` is 20); `=` with nothing pending changes nothing;
        /// `%` is always x ÷ 100.
        case immediate
        /// A modern phone calculator: operator precedence (`2 + 3 × 4 =` is 14; `xʸ` binds tightest and
        /// groups to the right); a repeated `=` repeats the last operation with its last operand
        /// (`2 + 3 = =` is 8); after a pending `+` or `−`, `a + b %` adds b percent of a.
        case algebraic
    }
}
