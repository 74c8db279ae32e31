extension BigFloat {
    /// How `formatted` places the decimal point.
    public enum Notation: Sendable, Hashable {
        /// Plain when the decimal exponent is in −6 ..< the number of significant digits, else scientific.
        case automatic
        /// Positional digits with no exponent: `123400`, `0.0001234`. Scientific all the same when placing
        /// the point would take more than `BigFloat.plainNotationZeroLimit` padding zeros (`1e999999999`).
        case plain
        /// One digit before the point and an exponent: `1.234e5`, `1.234e-4`.
        case scientific
    }
}
