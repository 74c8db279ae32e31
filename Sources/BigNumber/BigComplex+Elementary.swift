import CMPC
import CMPFR

/// The elementary functions of a complex variable, each correctly rounded by MPC in both parts.
/// Multivalued functions return their principal value; on a branch cut the sign of a zero part
/// chooses the side (`sqrt(-4 - 0i)` is −2i). Out-of-domain values give NaN parts and poles
/// infinite ones, as MPC defines them (C99 Annex G).
extension BigComplex {
    // MARK: Powers

    /// `z` raised to `w`: exp(w · log z) on the principal branch, with pow(0, w) = 0 for
    /// Re w > 0 and exact results where they are representable.
    /// - Parameters:
    ///   - z: the base.
    ///   - w: the exponent.
    ///   - precision: the precision of both parts of the result, in bits (default: in each part
    ///     the larger of z's and w's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the power, correctly rounded in each part.
    public static func pow(_ z: BigComplex, _ w: BigComplex, precision: Int? = nil,
                           rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        binary(z, w, precision: precision, rounding, mpc_pow)
    }

    /// `z` raised to the integer `n` (`z⁰` is 1, negative `n` the reciprocal's power).
    /// - Parameters:
    ///   - z: the base.
    ///   - n: the exponent.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the power, correctly rounded in each part.
    public static func pow(_ z: BigComplex, _ n: Int, precision: Int? = nil,
                           rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding) { mpc_pow_si($0, $1, n, $2) }
    }

    /// `z` raised to the integer `n`, however large.
    /// - Parameters:
    ///   - z: the base.
    ///   - n: the exponent.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the power, correctly rounded in each part.
    public static func pow(_ z: BigComplex, _ n: BigInt, precision: Int? = nil,
                           rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        withExtendedLifetime(n) {
            unary(z, precision: precision, rounding) { mpc_pow_z($0, $1, n.storage.value, $2) }
        }
    }

    /// `z` raised to the real `x`.
    /// - Parameters:
    ///   - z: the base.
    ///   - x: the exponent.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the power, correctly rounded in each part.
    public static func pow(_ z: BigComplex, _ x: BigFloat, precision: Int? = nil,
                           rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        withExtendedLifetime(x) {
            unary(z, precision: precision, rounding) { mpc_pow_fr($0, $1, x.storage.value, $2) }
        }
    }

    // MARK: Roots, exponentials and logarithms

    /// The principal square root (real part ≥ 0; the branch cut is the negative real axis).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func sqrt(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_sqrt)
    }

    /// eᶻ.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func exp(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_exp)
    }

    /// The principal natural logarithm: ln|z| + i·arg z, imaginary part in [−π, π].
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func log(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_log)
    }

    /// The principal base-10 logarithm, log(z) / ln 10.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func log10(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_log10)
    }

    // MARK: Trigonometric functions (radians)

    /// The sine.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func sin(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_sin)
    }

    /// The cosine.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func cos(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_cos)
    }

    /// The tangent.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func tan(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_tan)
    }

    /// The principal arcsine (real part in [−π/2, π/2]).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func asin(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_asin)
    }

    /// The principal arccosine (real part in [0, π]).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func acos(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_acos)
    }

    /// The principal arctangent (real part in [−π/2, π/2]).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func atan(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_atan)
    }

    // MARK: Hyperbolic functions

    /// The hyperbolic sine.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func sinh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_sinh)
    }

    /// The hyperbolic cosine.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func cosh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_cosh)
    }

    /// The hyperbolic tangent.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func tanh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_tanh)
    }

    /// The principal inverse hyperbolic sine.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func asinh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_asinh)
    }

    /// The principal inverse hyperbolic cosine (real part ≥ 0).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func acosh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_acosh)
    }

    /// The principal inverse hyperbolic tangent.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    ///   - rounding: the directions for the two parts.
    /// - Returns: the value, correctly rounded in each part.
    public static func atanh(_ z: BigComplex, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) -> BigComplex {
        unary(z, precision: precision, rounding, mpc_atanh)
    }
}
