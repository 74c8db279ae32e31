import BigNumber

/// The rules that keep exact multiples of π symbolic (kπ ± mπ, r·kπ, kπ/r, kπ/mπ, −kπ, kπ%), so
/// that `sin(100π)` is exactly 0. Each is the `symbolic` rule of one catalog row; nil means the
/// rule does not apply and the operation computes as usual.
enum MultiplesOfPi {
    /// π itself: 1·π.
    static let pi: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { _ in
        .piMultiple(BigRational(1))
    }

    /// kπ + mπ.
    static let sum: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values in
        guard case let .piMultiple(a) = values[0], case let .piMultiple(b) = values[1] else { return nil }
        return multiple(a + b)
    }

    /// kπ − mπ.
    static let difference: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values in
        guard case let .piMultiple(a) = values[0], case let .piMultiple(b) = values[1] else { return nil }
        return multiple(a - b)
    }

    /// r·kπ and kπ·r.
    static let product: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values in
        switch (values[0], values[1]) {
        case let (.piMultiple(k), other), let (other, .piMultiple(k)): other.rational.map { multiple(k * $0) }
        default: nil
        }
    }

    /// kπ/r and kπ/mπ.
    static let quotient: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values throws(CalculationError) in
        switch (values[0], values[1]) {
        case let (.piMultiple(k), .piMultiple(m)): EvaluatedValue(exact: try ExactArithmetic.quotient(k, m))
        case let (.piMultiple(k), divisor):
            if let r = divisor.rational { multiple(try ExactArithmetic.quotient(k, r)) } else { nil }
        default: nil
        }
    }

    /// −kπ.
    static let negation: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values in
        guard case let .piMultiple(k) = values[0] else { return nil }
        return .piMultiple(-k)
    }

    /// kπ %.
    static let percent: @Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue? = { values in
        guard case let .piMultiple(k) = values[0] else { return nil }
        return .piMultiple(k * ExactArithmetic.hundredth)
    }

    /// kπ, or exactly 0 when k is 0.
    private static func multiple(_ k: BigRational) -> EvaluatedValue {
        k.isZero ? .integer(BigRational(0)) : .piMultiple(k)
    }
}
