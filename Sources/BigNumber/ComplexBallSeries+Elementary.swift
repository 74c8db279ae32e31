import CArb

/// Elementary functions of truncated power series, from Arb (principal branches). A function that
/// is not analytic at the series' constant term (`log` and `sqrt` at 0, `asin` at ±1, a pole of
/// `tan`) gives coefficients that are not finite.
extension ComplexBallSeries {
    /// exp(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func exp(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_exp_series, precision: precision)
    }

    /// The principal logarithm of s.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func log(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_log_series, precision: precision)
    }

    /// The principal square root of s.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func sqrt(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_sqrt_series, precision: precision)
    }

    /// 1/√s on the principal branch.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func rsqrt(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_rsqrt_series, precision: precision)
    }

    /// sin(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func sin(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_sin_series, precision: precision)
    }

    /// cos(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func cos(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_cos_series, precision: precision)
    }

    /// tan(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func tan(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_tan_series, precision: precision)
    }

    /// sin(s)/s, with its value 1 at 0 (`acb_poly_sinc_series`): analytic everywhere.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func sinc(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_sinc_series, precision: precision)
    }

    /// sinh(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func sinh(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_sinh_series, precision: precision)
    }

    /// cosh(s).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func cosh(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_cosh_series, precision: precision)
    }

    /// tanh(s) = sinh(s)/cosh(s) (Arb has no series of its own for it).
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func tanh(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        withExtendedLifetime(s) {
            computing(length: s.length) { result, length in
                var cosine = acb_poly_struct()
                acb_poly_init(&cosine)
                defer { acb_poly_clear(&cosine) }
                acb_poly_sinh_cosh_series(result, &cosine, s.storage.value, length, precision)
                acb_poly_div_series(result, result, &cosine, length, precision)
            }
        }
    }

    /// The principal arctangent of s.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func atan(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        unary(s, acb_poly_atan_series, precision: precision)
    }

    /// The principal arcsine of s: asin(s₀) + ∫ s′/√(1 − s²) (Arb has this series for real balls
    /// only; the same identity, on Arb's complex series). Not finite at s₀ = ±1.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func asin(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        inverseSine(s, sign: 1, constant: acb_asin, precision: precision)
    }

    /// The principal arccosine of s: acos(s₀) − ∫ s′/√(1 − s²). Not finite at s₀ = ±1.
    /// - Parameters:
    ///   - s: the operand.
    ///   - precision: the working precision in bits.
    /// - Returns: the series.
    public static func acos(_ s: ComplexBallSeries, precision: Int) -> ComplexBallSeries {
        inverseSine(s, sign: -1, constant: acb_acos, precision: precision)
    }

    /// `constant(s₀) + sign · ∫ s′/√(1 − s²)`: the series of asin (sign 1) or acos (sign −1).
    private static func inverseSine(
        _ s: ComplexBallSeries, sign: Int, constant: (acb_ptr?, acb_srcptr?, Int) -> Void, precision: Int
    ) -> ComplexBallSeries {
        withExtendedLifetime(s) {
            computing(length: s.length) { result, length in
                let value = BigComplexBall.computing { acb_poly_get_coeff_acb($0, s.storage.value, 0) }
                let start = BigComplexBall.unary(value, precision, constant)
                if length > 1 {
                    let square = UnsafeMutablePointer<acb_poly_struct>.allocate(capacity: 1)
                    let slope = UnsafeMutablePointer<acb_poly_struct>.allocate(capacity: 1)
                    acb_poly_init(square)
                    acb_poly_init(slope)
                    defer {
                        acb_poly_clear(square)
                        acb_poly_clear(slope)
                        square.deallocate()
                        slope.deallocate()
                    }
                    // 1 − s², then its reciprocal square root times s′, of length n − 1.
                    acb_poly_mullow(square, s.storage.value, s.storage.value, length - 1, precision)
                    acb_poly_neg(square, square)
                    acb_poly_set_coeff_si(slope, 0, 1)
                    acb_poly_add_series(square, square, slope, length - 1, precision)
                    acb_poly_rsqrt_series(square, square, length - 1, precision)
                    acb_poly_derivative(slope, s.storage.value, precision)
                    acb_poly_mullow(slope, slope, square, length - 1, precision)
                    if sign < 0 { acb_poly_neg(slope, slope) }
                    acb_poly_integral(result, slope, precision)
                }
                withExtendedLifetime(start) { acb_poly_set_coeff_acb(result, 0, start.storage.value) }
            }
        }
    }
}
