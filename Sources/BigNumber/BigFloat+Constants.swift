import CMPFR

/// Mathematical constants, correctly rounded at any precision.
extension BigFloat {
    /// π.
    public static func pi(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_pi)
    }

    /// e, the base of the natural logarithm.
    public static func e(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        let one = BigFloat(1, precision: 2)
        return unary(one, precision: precision ?? defaultPrecision, rounding, mpfr_exp)
    }

    /// Euler's constant γ = 0.5772156649….
    public static func euler(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_euler)
    }

    /// Catalan's constant G = 0.9159655941….
    public static func catalan(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_catalan)
    }

    /// ln 2 = 0.6931471805….
    public static func ln2(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_log2)
    }

    private static func constant(_ precision: Int?, _ rounding: RoundingMode, _ op: (mpfr_ptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        _ = op(result.storage.value, rounding.mpfr)
        return result
    }
}
