import CMPFR

/// Mathematical constants, correctly rounded at any precision.
///
/// π, e and ln 2 are remembered per process at the largest precision asked for so far and
/// rounded from there for smaller requests; every result is correctly rounded in its mode.
/// Above a few thousand bits they are summed by binary splitting on both processor cores
/// (π by Chudnovsky's series, e by Σ 1/k!, ln 2 by three arcoth series); the functions are
/// synchronous and safe to call from any thread or task at once. γ and Catalan's constant
/// come from MPFR.
extension BigFloat {
    /// π, correctly rounded to `precision` bits (default: `defaultPrecision`).
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    /// - Returns: π, correctly rounded.
    public static func pi(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        BinarySplittingConstant.pi.value(precision: precision ?? defaultPrecision, rounding: rounding)
    }

    /// e, the base of the natural logarithm, correctly rounded to `precision` bits (default: `defaultPrecision`).
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    /// - Returns: e, correctly rounded.
    public static func e(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        BinarySplittingConstant.e.value(precision: precision ?? defaultPrecision, rounding: rounding)
    }

    /// Euler's constant γ = 0.5772156649….
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    /// - Returns: γ, correctly rounded.
    public static func euler(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_euler)
    }

    /// Catalan's constant G = 0.9159655941….
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    /// - Returns: Catalan's constant, correctly rounded.
    public static func catalan(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        constant(precision, rounding, mpfr_const_catalan)
    }

    /// ln 2 = 0.6931471805….
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    /// - Returns: ln 2, correctly rounded.
    public static func ln2(precision: Int? = nil, rounding: RoundingMode = .nearestEven) -> BigFloat {
        BinarySplittingConstant.ln2.value(precision: precision ?? defaultPrecision, rounding: rounding)
    }

    private static func constant(_ precision: Int?, _ rounding: RoundingMode, _ op: (mpfr_ptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        _ = op(result.storage.value, rounding.mpfr)
        return result
    }
}
