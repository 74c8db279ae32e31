import BigNumber

extension CalculationResult.Kind {
    /// The text of a formula: each non-zero coefficient times its term, joined by ` + ` and ` - `
    /// (`x^4 - 10*x^2 + 1`, `1/2 + pi/3`, `sqrt(6)/3`, `3*(pi/e)/4`), written with exact integers
    /// and fractions whatever the output format, so that it reads back as the same expression.
    /// A coefficient of ±1 is left out, a fraction p/q becomes `p*term/q`, and a term with a `/`
    /// or a blank outside parentheses is put in parentheses when multiplied. Nil when a
    /// coefficient is not exact.
    /// - Parameters:
    ///   - terms: the terms ("" for the constant term).
    ///   - coefficients: their coefficients, in the same order.
    /// - Returns: the text ("0" when every coefficient is 0).
    static func formulaLayout(terms: [String], coefficients: [BigRational?]) -> DecimalText? {
        var text = ""
        for (term, coefficient) in zip(terms, coefficients) {
            guard let coefficient else { return nil }
            if coefficient.isZero { continue }
            let negative = coefficient.signum < 0
            text += text.isEmpty ? (negative ? "-" : "") : (negative ? " - " : " + ")
            text += monomial(term, magnitude: negative ? -coefficient : coefficient)
        }
        return DecimalText(text.isEmpty ? "0" : text)
    }

    /// Whether `term` has a `/` or a blank outside parentheses (`pi/e`, `1 + sqrt(7)`, but not
    /// `(1 + sqrt(7))` or `7^(1/3)`).
    private static func needsParentheses(_ term: String) -> Bool {
        var depth = 0
        for character in term {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "/" where depth == 0, " " where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// `term` times the positive rational `magnitude`: `3`, `x^2`, `10*x^2`, `pi/3`, `2*pi/3`.
    private static func monomial(_ term: String, magnitude: BigRational) -> String {
        if term.isEmpty { return magnitude.description }
        let factor = needsParentheses(term) ? "(\(term))" : term
        let numerator = magnitude.numerator == BigInt(1) ? term : "\(magnitude.numerator)*\(factor)"
        let shown = magnitude.numerator == BigInt(1) && magnitude.denominator != BigInt(1) ? factor : numerator
        return magnitude.denominator == BigInt(1) ? numerator : "\(shown)/\(magnitude.denominator)"
    }
}
