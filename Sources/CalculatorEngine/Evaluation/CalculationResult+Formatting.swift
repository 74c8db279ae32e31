import BigNumber

extension CalculationResult: CustomStringConvertible {
    /// The plain decimal text of the result at `digits` significant digits (`DecimalResultStyle.plain`):
    /// `1/3` at 10 digits is `0.3333333333`, `2^100` is all its 31 digits, `1e-7` is `1e-7`.
    public var description: String {
        formatted(.plain)
    }

    /// The text of the result in `style`.
    /// - Parameter style: how to write it, such as `.plain`, `.scientific`, `.engineering`.
    /// - Returns: the text (`nan`, `inf` or `-inf` for values the style cannot write).
    public func formatted<Style: CalculationResultStyle>(_ style: Style) -> String {
        style.format(self)
    }
}

extension CalculationResult.Component: CustomStringConvertible {
    /// The plain decimal text of the component at its `digits` significant digits (`nan`, `inf`
    /// or `-inf` for values that have no digits).
    public var description: String {
        DecimalResultStyle.plain.text(for: self)?.string ?? approximation.formatted(significantDigits: 1)
    }
}
