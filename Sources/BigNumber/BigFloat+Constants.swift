import CMPFR

/// Mathematical constants, correctly rounded at any precision.
///
/// π, e and ln 2 are remembered per process at the largest precision asked for so far and
/// rounded from there for smaller requests; every result is correctly rounded in its mode.
/// Above a few thousand bits they are summed by binary splitting on `threads` threads (default
/// `Parallelism.threads`: every available core; 1 computes serially on the calling thread) — π by
/// Chudnovsky's series, e by Σ 1/k!, ln 2 by three arcoth series. The digits do not depend on the
/// thread count. The functions are synchronous and safe to call from any thread or task at once. γ and Catalan's constant
/// come from MPFR.
extension BigFloat {
    /// π, correctly rounded to `precision` bits (default: `defaultPrecision`).
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    ///   - threads: the most threads the binary splitting uses when π is not cached yet at this
    ///     precision (default `Parallelism.threads`; clamped to `Parallelism.allowedThreads`).
    /// - Returns: π, correctly rounded.
    public static func pi(precision: Int? = nil, rounding: RoundingMode = .nearestEven, threads: Int = Parallelism.threads) -> BigFloat {
        BinarySplittingConstant.pi.value(precision: precision ?? defaultPrecision, rounding: rounding, threads: threads)
    }

    /// e, the base of the natural logarithm, correctly rounded to `precision` bits (default: `defaultPrecision`).
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - rounding: the direction of rounding.
    ///   - threads: the most threads the binary splitting uses when e is not cached yet at this
    ///     precision (default `Parallelism.threads`; clamped to `Parallelism.allowedThreads`).
    /// - Returns: e, correctly rounded.
    public static func e(precision: Int? = nil, rounding: RoundingMode = .nearestEven, threads: Int = Parallelism.threads) -> BigFloat {
        BinarySplittingConstant.e.value(precision: precision ?? defaultPrecision, rounding: rounding, threads: threads)
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
    ///   - threads: the most threads (up to three are used) when ln 2 is not cached yet at this
    ///     precision (default `Parallelism.threads`; clamped to `Parallelism.allowedThreads`).
    /// - Returns: ln 2, correctly rounded.
    public static func ln2(precision: Int? = nil, rounding: RoundingMode = .nearestEven, threads: Int = Parallelism.threads) -> BigFloat {
        BinarySplittingConstant.ln2.value(precision: precision ?? defaultPrecision, rounding: rounding, threads: threads)
    }

    private static func constant(_ precision: Int?, _ rounding: RoundingMode, _ op: (mpfr_ptr?, mpfr_rnd_t) -> Int32) -> BigFloat {
        let result = BigFloat(nanWithPrecision: precision ?? defaultPrecision)
        _ = op(result.storage.value, rounding.mpfr)
        return result
    }
}
