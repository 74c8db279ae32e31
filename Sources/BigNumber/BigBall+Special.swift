import CArb

/// Special functions on balls, from Arb. A function whose value is not real somewhere in the
/// ball, or that has a pole in it, returns a non-finite ball.
extension BigBall {
    /// Γ(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func gamma(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_gamma) }
    /// Γ(q) for an exact rational q (Arb's fast path for rational arguments).
    /// - Parameters:
    ///   - q: the rational argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing Γ(q).
    public static func gamma(_ q: BigRational, precision: Int) -> BigBall {
        computing { result in withFmpq(q) { arb_gamma_fmpq(result, $0, Int(precision)) } }
    }
    /// 1/Γ(x) (0 at the poles of Γ).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func reciprocalGamma(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_rgamma) }
    /// ln Γ(x) for x > 0.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func logGamma(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_lgamma) }
    /// ψ(x) = Γ′(x)/Γ(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func digamma(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_digamma) }
    /// The polygamma function ψ⁽ⁿ⁾(x) of order `n` ≥ 0.
    /// - Parameters:
    ///   - n: the order of the derivative.
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func polygamma(_ n: BigBall, _ x: BigBall, precision: Int) -> BigBall {
        complex(n, x, precision) { BigComplexBall.polygamma($0, $1, precision: $2) }
    }
    /// B(a, b) = Γ(a)Γ(b)/Γ(a + b).
    /// - Parameters:
    ///   - a: the first argument.
    ///   - b: the second argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func beta(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall {
        let p = precision + 16
        let sum = add(a, b, precision: p)
        return multiply(multiply(gamma(a, precision: p), gamma(b, precision: p), precision: p),
                        reciprocalGamma(sum, precision: p), precision: precision)
    }

    /// ζ(s).
    /// - Parameters:
    ///   - s: the argument s.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `s`.
    public static func zeta(_ s: BigBall, precision: Int) -> BigBall { unary(s, precision, arb_zeta) }
    /// ζ(n) for an integer n ≥ 2 (Arb's fast path for integer arguments).
    /// - Parameters:
    ///   - n: the integer argument (at least 2).
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing ζ(n).
    public static func zeta(_ n: UInt, precision: Int) -> BigBall {
        computing { arb_zeta_ui($0, n, Int(precision)) }
    }
    /// The Hurwitz zeta function ζ(s, a).
    /// - Parameters:
    ///   - s: the argument s.
    ///   - a: the Hurwitz shift a.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func zeta(_ s: BigBall, _ a: BigBall, precision: Int) -> BigBall { binary(s, a, precision, arb_hurwitz_zeta) }
    /// The polylogarithm Liₛ(z) for z ≤ 1 (Arb's complex `acb_polylog`, which also covers z = 1).
    /// - Parameters:
    ///   - s: the order s.
    ///   - z: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func polylog(_ s: BigBall, _ z: BigBall, precision: Int) -> BigBall {
        complex(s, z, precision) { BigComplexBall.polylog($0, $1, precision: $2) }
    }

    /// erf x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func erf(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_hypgeom_erf) }
    /// erfc x = 1 − erf x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func erfc(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_hypgeom_erfc) }
    /// The inverse error function erf⁻¹(x), for −1 < x < 1 (not finite where the ball reaches −1 or 1).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func erfinv(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_hypgeom_erfinv) }
    /// The inverse complementary error function erfc⁻¹(x) = erf⁻¹(1 − x), for 0 < x < 2, computed
    /// directly so that it keeps its relative accuracy for tiny x.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func erfcinv(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_hypgeom_erfcinv) }
    /// The exponential integral Ei(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func exponentialIntegral(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_hypgeom_ei) }
    /// The logarithmic integral li(x) = ∫₀ˣ dt/ln t.
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func logarithmicIntegral(_ x: BigBall, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_hypgeom_li($0, x.storage.value, 0, Int(precision)) } }
    }
    /// The Lambert W function: the principal branch W₀ (x ≥ −1/e), or W₋₁ (−1/e ≤ x < 0).
    /// - Parameters:
    ///   - x: the argument.
    ///   - lowerBranch: whether to take the branch W₋₁ (x in [−1/e, 0)) instead of the principal branch W₀.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func lambertW(_ x: BigBall, lowerBranch: Bool = false, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_lambertw($0, x.storage.value, lowerBranch ? 1 : 0, Int(precision)) } }
    }

    /// The Bessel function of the first kind Jᵥ(x).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func besselJ(_ nu: BigBall, _ x: BigBall, precision: Int) -> BigBall { binary(nu, x, precision, arb_hypgeom_bessel_j) }
    /// The Bessel function of the second kind Yᵥ(x).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func besselY(_ nu: BigBall, _ x: BigBall, precision: Int) -> BigBall { binary(nu, x, precision, arb_hypgeom_bessel_y) }
    /// The modified Bessel function of the first kind Iᵥ(x).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func besselI(_ nu: BigBall, _ x: BigBall, precision: Int) -> BigBall { binary(nu, x, precision, arb_hypgeom_bessel_i) }
    /// The modified Bessel function of the second kind Kᵥ(x).
    /// - Parameters:
    ///   - nu: the order ν.
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of the operands.
    public static func besselK(_ nu: BigBall, _ x: BigBall, precision: Int) -> BigBall { binary(nu, x, precision, arb_hypgeom_bessel_k) }
    /// The Airy function Ai(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func airyAi(_ x: BigBall, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_hypgeom_airy($0, nil, nil, nil, x.storage.value, Int(precision)) } }
    }
    /// The Airy function Bi(x).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `x`.
    public static func airyBi(_ x: BigBall, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_hypgeom_airy(nil, nil, $0, nil, x.storage.value, Int(precision)) } }
    }

    /// The complete elliptic integral of the first kind K(m), parameter m = k².
    /// - Parameters:
    ///   - m: the parameter m.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `m`.
    public static func ellipticK(_ m: BigBall, precision: Int) -> BigBall {
        complex(m, precision) { BigComplexBall.ellipticK($0, precision: $1) }
    }
    /// The complete elliptic integral of the second kind E(m), parameter m = k².
    /// - Parameters:
    ///   - m: the parameter m.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact value for every point of `m`.
    public static func ellipticE(_ m: BigBall, precision: Int) -> BigBall {
        complex(m, precision) { BigComplexBall.ellipticE($0, precision: $1) }
    }

    /// The real part of a complex Arb function `f` of a real argument, for arguments where the
    /// function is real: the imaginary part must contain 0 (it is then only rounding noise);
    /// otherwise a non-finite ball (the value is not real).
    private static func complex(_ x: BigBall, _ precision: Int, _ f: (BigComplexBall, Int) -> BigComplexBall) -> BigBall {
        f(BigComplexBall(real: x), precision).realPartIfReal
    }

    /// As `complex(_:_:_:)`, for a function of two real arguments.
    private static func complex(_ a: BigBall, _ x: BigBall, _ precision: Int,
                                _ f: (BigComplexBall, BigComplexBall, Int) -> BigComplexBall) -> BigBall {
        f(BigComplexBall(real: a), BigComplexBall(real: x), precision).realPartIfReal
    }
}

extension BigComplexBall {
    /// The real part when the imaginary part contains 0, else a non-finite ball.
    var realPartIfReal: BigBall {
        imaginary.containsZero ? real : BigBall.computing { arb_indeterminate($0) }
    }
}

extension BigRational {
    /// The Bernoulli number Bₙ (B₁ = −1/2), from Arb; nil when n < 0 or n > 100,000 (Bₙ
    /// then has millions of digits).
    /// - Parameter n: the index (0 ... 100,000).
    /// - Returns: Bₙ exactly, or nil.
    public static func bernoulli(_ n: Int) -> BigRational? {
        guard n >= 0, n <= 100_000 else { return nil }
        return withFmpq(BigRational(0)) { q in
            bernoulli_fmpq_ui(q, UInt(n))
            let result = BigRational.Storage.make()
            carb_fmpq_get_mpq(result.value, q)
            return BigRational(storage: result)
        }
    }
}

extension BigBall {
    /// The binomial coefficient C(n, k) (Arb's `arb_bin_uiui`), rounded to `precision` bits.
    /// - Parameters:
    ///   - n: the upper index.
    ///   - k: the lower index.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing C(n, k).
    public static func binomial(_ n: UInt, _ k: UInt, precision: Int) -> BigBall {
        computing { arb_bin_uiui($0, n, k, Int(precision)) }
    }
}
