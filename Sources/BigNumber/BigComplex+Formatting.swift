extension BigComplex: LosslessStringConvertible, CustomStringConvertible {
    /// Text that parses back to exactly this value at its precisions: `1.5 + 2.25i`,
    /// `1.5 - 2.25i`, `2i`, `-i`, `i`, and `3` when the imaginary part is zero (of either sign).
    ///
    /// Each part is written as `BigFloat.description` writes it (the shortest decimal that reads
    /// back at its precision); a zero real part is left out, and a
    /// coefficient 1 of i too. NaN and infinite parts read `nan` and `inf`: `1 + infi`, `nan + nani`.
    /// `BigComplex(parsing: z.description, realPrecision: z.realPrecision,
    /// imaginaryPrecision: z.imaginaryPrecision) == z` for every z without NaN parts.
    public var description: String {
        let re = real, im = imaginary
        if im.isZero { return re.description }
        let negative = !im.isNaN && im.sign == .minus
        let coefficient = im.isNaN ? "nan" : im.magnitude.description
        let term = (coefficient == "1" ? "" : coefficient) + "i"
        if re.isZero { return (negative ? "-" : "") + term }
        return re.description + (negative ? " - " : " + ") + term
    }

    /// Parses a complex number at `BigFloat.defaultPrecision`, or returns nil when `description`
    /// is not one. See `init(parsing:realPrecision:imaginaryPrecision:rounding:)` for the accepted forms.
    /// - Parameter description: the text, for example `1.5 - 2.25i`.
    public init?(_ description: String) {
        guard let value = try? BigComplex(parsing: description) else { return nil }
        self = value
    }
}
