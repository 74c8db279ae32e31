import BigNumber

/// The rows of logarithms.
extension CatalogRow {
    private typealias F = BigFloat

    static let naturalLogarithm = unary(.naturalLogarithm, key: "ln", ["ln"], .prefix("ln"), "natural logarithm",
                                        invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                        bound: ErrorModel.logarithm, exact: ExactArithmetic.only(at: 1, is: 0)) { x, _ in F.log(x) }
    static let commonLogarithm = unary(.commonLogarithm, key: "log₁₀", ["log₁₀", "log", "log10"], .prefix("log"), "base-10 logarithm",
                                       invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                       bound: ErrorModel.logarithm, exact: { ExactArithmetic.logarithm($0, base: 10) }) { x, _ in F.log10(x) }
    static let binaryLogarithm = unary(.binaryLogarithm, key: "log₂", ["log₂", "log2"], .prefix("log₂"), "base-2 logarithm",
                                       invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                       bound: ErrorModel.logarithm, exact: { ExactArithmetic.logarithm($0, base: 2) }) { x, _ in F.log2(x) }
    static let logarithmOfOnePlus = unary(.logarithmOfOnePlus, ["log1p"], .prefix("log1p"), "ln(1 + x)",
                                          invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                          exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.log(onePlus: x) }
    static let logarithmToBase = binary(.logarithmToBase, ["log"], .function("log"), nil, "logarithm of x to base b",
                                        invalid: "logarithm of a negative number", pole: "logarithm of zero",
                                        bound: ErrorModel.exactOnly(3), exact: { x, b in
        guard b.isInteger, b.numerator > BigInt(1) else { return nil }
        return ExactArithmetic.logarithm(x, base: b.numerator)
    }) { x, b, _ in
        guard b.signum > 0, b != F(1) else { throw DomainError.Violation.invalidBase }
        return F.log(x) / F.log(b.rounded(toPrecision: Swift.max(x.precision, b.precision)))
    }
}
