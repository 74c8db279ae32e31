import BigNumber

/// How an operation computes on complex values (Arb's complex balls), for operands that are not
/// real or real operands outside its real domain (`sqrt(-4)`, `asin(2)`): the result holds the
/// exact result for every point of the operands, on the principal branch. A result that is not
/// finite (a pole in the operand) makes the evaluator raise the precision.
enum ComplexEvaluation: Sendable {
    /// A function of one operand.
    case unary(@Sendable (BigComplexBall, EvaluationContext) throws(CalculationError) -> BigComplexBall)
    /// A function of two operands, `f(left, right)`.
    case binary(@Sendable (BigComplexBall, BigComplexBall, EvaluationContext) throws(CalculationError) -> BigComplexBall)
}

/// The exact counterpart of an operation on Gaussian rationals (a + bi, a and b rational): the
/// exact result, or nil when it is not a Gaussian rational (the evaluator then uses balls).
enum GaussianEvaluation: Sendable {
    /// An exact constant: i.
    case constant(GaussianRational)
    /// An exact function of one operand.
    case unary(@Sendable (GaussianRational) throws(CalculationError) -> GaussianRational?)
    /// An exact function of two operands.
    case binary(@Sendable (GaussianRational, GaussianRational) throws(CalculationError) -> GaussianRational?)
}

extension CatalogRow {
    /// This row, also defined on complex numbers: `evaluation` on complex balls and, when given,
    /// `exact` on Gaussian rationals (the table's `.complexBall` and `.gaussian` entries).
    /// - Parameters:
    ///   - evaluation: the computation on complex balls.
    ///   - exact: the exact computation on Gaussian rationals.
    /// - Returns: the row with its complex behaviour.
    func complex(_ evaluation: ComplexEvaluation, exact: GaussianEvaluation? = nil) -> CatalogRow {
        guard let exact else { return implementing(.complexBall(evaluation)) }
        return implementing(.gaussian(exact), .complexBall(evaluation))
    }

    /// This row on complex numbers through a function of one complex ball at the working precision.
    /// - Parameters:
    ///   - f: the function, such as `BigComplexBall.sqrt`.
    ///   - exact: the exact computation on Gaussian rationals.
    /// - Returns: the row with its complex behaviour.
    func complex(
        _ f: @escaping @Sendable (BigComplexBall, Int) -> BigComplexBall,
        exact: (@Sendable (GaussianRational) throws(CalculationError) -> GaussianRational?)? = nil
    ) -> CatalogRow {
        complex(.unary { z, c in f(z, c.precision) }, exact: exact.map(GaussianEvaluation.unary))
    }

    /// This row on complex numbers through a function of two complex balls at the working precision.
    /// - Parameters:
    ///   - f: the function, such as `BigComplexBall.besselJ`.
    ///   - exact: the exact computation on Gaussian rationals.
    /// - Returns: the row with its complex behaviour.
    func complex(
        _ f: @escaping @Sendable (BigComplexBall, BigComplexBall, Int) -> BigComplexBall,
        exact: (@Sendable (GaussianRational, GaussianRational) throws(CalculationError) -> GaussianRational?)? = nil
    ) -> CatalogRow {
        complex(.binary { a, b, c in f(a, b, c.precision) }, exact: exact.map(GaussianEvaluation.binary))
    }
}
