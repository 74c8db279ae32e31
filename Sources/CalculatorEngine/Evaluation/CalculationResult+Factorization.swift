import BigNumber

/// The prime factorization a result carries when its statement asks for one (`factor(360)`): the
/// one place that decides it. How it is written is the renderer's (`2^3 × 3^2 × 5` in text,
/// `"factors":[["2",3],…]` in JSON).
extension CalculationResult {
    /// Attaches the prime factorization of the value when `tree`'s outermost operation shows its
    /// value factored (`factor`) and the value is a non-zero real integer; otherwise leaves the
    /// result as it is.
    /// - Parameter tree: the statement's tree, as written.
    mutating func attachFactorization(askedBy tree: ExpressionNode) {
        guard case let .operation(operation, _, _) = tree, operation.row.traits.contains(.showsFactorization),
              let integer, !integer.isZero else { return }
        factorization = integer.factorization()
    }
}
