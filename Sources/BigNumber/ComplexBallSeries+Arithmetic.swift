import CArb

/// Arithmetic of truncated power series, from Arb. The result of two operands has the shorter of
/// their lengths; every coefficient contains the exact one for every point of the operands.
extension ComplexBallSeries {
    /// a + b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the sum.
    public static func add(_ a: ComplexBallSeries, _ b: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        binary(a, b, acb_poly_add_series, precision: precision)
    }

    /// a − b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the difference.
    public static func subtract(_ a: ComplexBallSeries, _ b: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        binary(a, b, acb_poly_sub_series, precision: precision)
    }

    /// a × b, truncated (`acb_poly_mullow`).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the product.
    public static func multiply(_ a: ComplexBallSeries, _ b: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        binary(a, b, acb_poly_mullow, precision: precision)
    }

    /// a ÷ b (`acb_poly_div_series`): not finite when the constant term of `b` may be 0 (a
    /// quotient with a removable singularity at `x₀`, such as `sin(t)/t` at 0, is not found this way).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    ///   - precision: the working precision in bits.
    /// - Returns: the quotient.
    public static func divide(_ a: ComplexBallSeries, _ b: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        binary(a, b, acb_poly_div_series, precision: precision)
    }

    /// −s (exact).
    /// - Parameter s: the operand.
    /// - Returns: the negated series.
    public static prefix func - (s: ComplexBallSeries) -> ComplexBallSeries {
        withExtendedLifetime(s) { computing(length: s.length) { result, _ in acb_poly_neg(result, s.storage.value) } }
    }

    /// c × s for a constant `c`.
    /// - Parameters:
    ///   - s: the series.
    ///   - c: the constant.
    ///   - precision: the working precision in bits.
    /// - Returns: the scaled series.
    public static func scale(_ s: ComplexBallSeries, by c: BigComplexBall, precision: Int) -> ComplexBallSeries {
        withExtendedLifetime((s, c)) {
            computing(length: s.length) { result, _ in acb_poly_scalar_mul(result, s.storage.value, c.storage.value, precision) }
        }
    }

    /// sⁿ for an integer `n` (`acb_poly_pow_ui_trunc_binexp`; for n < 0 the power of the inverse
    /// series, not finite when the constant term of `s` may be 0).
    /// - Parameters:
    ///   - s: the base.
    ///   - n: the exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: the power.
    public static func pow(_ s: ComplexBallSeries, _ n: Int, precision: Int) -> ComplexBallSeries {
        let base = n < 0 ? unary(s, acb_poly_inv_series, precision: precision) : s
        return withExtendedLifetime(base) {
            computing(length: base.length) { result, length in
                acb_poly_pow_ui_trunc_binexp(result, base.storage.value, n.magnitude, length, precision)
            }
        }
    }

    /// sᶜ = exp(c·log s) for a constant exponent `c` on the principal branch (`acb_poly_pow_acb_series`).
    /// - Parameters:
    ///   - s: the base.
    ///   - c: the exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: the power.
    public static func pow(_ s: ComplexBallSeries, _ c: BigComplexBall, precision: Int) -> ComplexBallSeries {
        withExtendedLifetime((s, c)) {
            computing(length: s.length) { result, length in
                acb_poly_pow_acb_series(result, s.storage.value, c.storage.value, length, precision)
            }
        }
    }

    /// aᵇ = exp(b·log a) for two series on the principal branch (`acb_poly_pow_series`).
    /// - Parameters:
    ///   - a: the base.
    ///   - b: the exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: the power.
    public static func pow(_ a: ComplexBallSeries, _ b: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        binary(a, b, acb_poly_pow_series, precision: precision)
    }

    /// 1/s (`acb_poly_inv_series`): not finite when the constant term of `s` may be 0.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the reciprocal.
    public static func reciprocal(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_inv_series, precision: precision)
    }

    /// f(g(t)) for a series `g` whose constant term is exactly 0 (`acb_poly_compose_series`): the
    /// series of `f` expanded at `g`'s point. Not finite when the constant term of `g` is not 0.
    /// - Parameters:
    ///   - f: the outer series.
    ///   - g: the inner series, without constant term.
    ///   - precision: the working precision in bits.
    /// - Returns: the composition.
    public static func compose(_ f: ComplexBallSeries, _ g: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        let startsAtZero = withExtendedLifetime(g) {
            acb_poly_length(g.storage.value) == 0 || acb_is_zero(g.storage.value.pointee.coeffs) != 0
        }
        guard startsAtZero else { return notFinite(length: Swift.min(f.length, g.length)) }
        return binary(f, g, acb_poly_compose_series, precision: precision)
    }
}
