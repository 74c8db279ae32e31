import CArb
import CMPC
import CMPFR

/// The three functions swift-numerics asks for that MPC lacks: eᶻ − 1, ln(1 + z) and the
/// principal nth root, each correctly rounded to nearest (ties to even) in both parts.
///
/// One exception, for roots only: a part that lies within about 2^−L (relative) of a point
/// halfway between two representable numbers, where L is 8 × (the result's precision + the
/// argument's precision) and at least 4096, is rounded as if it lay exactly halfway, to even.
/// That is the correct result for a part that is exactly halfway, as the root of an exact
/// power can be; no other argument is known to come that close.
extension BigComplex {
    /// eᶻ − 1, accurate near 0 (C's `expm1`).
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    /// - Returns: the value, correctly rounded to nearest in each part; for a NaN or infinite
    ///   part, `exp(z) − 1` as MPC gives it.
    public static func expMinusOne(_ z: BigComplex, precision: Int? = nil) -> BigComplex {
        let exponentLimit = 16
        if !z.isFinite { return exp(z, precision: precision) - BigComplex(1, precision: 2) }
        if z.imaginaryIsZero {
            // e^x − 1 + i·e^x·sin(±0): MPFR's expm1 and the zero imaginary part.
            return z.realFunction(precision) { mpfr_expm1($0, $1, MPFR_RNDN) }
        }
        let small = z.largestExponent <= exponentLimit
        let result = rounded(z, precision) { ball, working in
            if small {
                let argument = ComplexBall(exactly: z)
                acb_expm1(ball, argument.value, working)
                return true
            }
            // |z| ≥ 2¹⁶: no cancellation near 0; eᶻ from MPC, within half an ulp in each part.
            let (power, flags) = BigFloat.withExceptions { exp(z, precision: working) }
            guard flags.isDisjoint(with: [.overflow, .underflow]) else { return false }
            ComplexBall.set(ball, power, ulps: 1)
            acb_sub_ui(ball, ball, 1, working)
            return true
        }
        return result ?? exp(z, precision: precision) - BigComplex(1, precision: 2)
    }

    /// ln(1 + z), accurate near 0 (C's `log1p`), on the principal branch of `log`.
    /// - Parameters:
    ///   - z: the argument.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    /// - Returns: the value, correctly rounded to nearest in each part; for a NaN or infinite
    ///   part, `log(1 + z)` as MPC gives it.
    public static func log(onePlus z: BigComplex, precision: Int? = nil) -> BigComplex {
        if !z.isFinite { return log(z + BigComplex(1, precision: 2), precision: precision) }
        let re = cmpc_realref_const(z.storage.value), im = cmpc_imagref_const(z.storage.value)
        let negativeImaginary = mpfr_signbit(im) != 0
        if z.imaginaryIsZero && mpfr_cmp_si(re, -1) >= 0 {
            // ln(1 + x) + i·arg(1 + x ± 0i) with 1 + x ≥ 0.
            return z.realFunction(precision) { mpfr_log1p($0, $1, MPFR_RNDN) }
        }
        // 1 + z = −1 (z = −2 ± 0i) and 1 + z = ±i (z = −1 ± i): a real part of exactly 0, an angle of ±π or ±π/2.
        let minusOne = z.imaginaryIsZero && mpfr_cmp_si(re, -2) == 0
        let plusOrMinusI = mpfr_cmp_si(re, -1) == 0 && mpfr_cmpabs_ui(im, 1) == 0
        if minusOne || plusOrMinusI {
            var angle = BigFloat.scaled(BigFloat.pi(precision: precision ?? z.imaginaryPrecision), byPowerOfTwo: minusOne ? 0 : -1)
            if negativeImaginary { angle.negate() }
            return imaginary(angle, realPrecision: precision ?? z.realPrecision)
        }
        let result = rounded(z, precision) { ball, working in
            let argument = ComplexBall(exactly: z)
            acb_log1p(ball, argument.value, working)
            return true
        }
        // Arb has no signed zero: on the cut (x < −1, imaginary part −0) the branch below is the conjugate.
        let value = result ?? log(z + BigComplex(1, precision: 2), precision: precision)
        return z.imaginaryIsZero && negativeImaginary ? value.conjugate : value
    }

    /// The principal `n`th root, z^(1/n) = exp(log(z) / n); `root(z, -n)` is `1 / root(z, n)`.
    /// - Parameters:
    ///   - z: the radicand.
    ///   - n: the index; 0 gives NaN.
    ///   - precision: the precision of both parts of the result, in bits (default: z's precisions).
    /// - Returns: the root, correctly rounded to nearest in each part (see the note on halfway
    ///   cases above); for zero, NaN or infinite parts, `pow(z, 1/n)` as MPC gives it.
    public static func root(_ z: BigComplex, _ n: Int, precision: Int? = nil) -> BigComplex {
        let k = n.magnitude
        guard k != 0 else { return BigComplex(nanWithPrecisions: precision ?? z.realPrecision, precision ?? z.imaginaryPrecision) }
        if !z.isFinite || z.isZero {
            return pow(z, BigFloat(1, precision: 128) / BigFloat(n, precision: 128), precision: precision)
        }
        switch n {
        case 1: return unary(z, precision: precision, .nearest, mpc_set)
        case -1: return unary(z, precision: precision, .nearest) { mpc_ui_div($0, 1, $1, $2) }
        case 2: return sqrt(z, precision: precision)
        default: break
        }
        if z.imaginaryIsZero && mpfr_sgn(cmpc_realref_const(z.storage.value)) > 0 {
            // x^(1/n) + i·(±0), the zero's sign that of arg(z) / n.
            let result = z.realFunction(precision) { mpfr_rootn_si($0, $1, n, MPFR_RNDN) }
            return n < 0 ? result.conjugate : result
        }
        if z.imaginaryIsZero && n == -2 {
            // 1 / √(x ± 0i) = 1 / (±i·√|x|) = ∓i / √|x| for x < 0: a real part of exactly 0.
            var coefficient = BigFloat(nanWithPrecision: precision ?? z.imaginaryPrecision)
            let magnitude = z.real.magnitude
            _ = mpfr_rootn_si(coefficient.storage.value, magnitude.storage.value, -2, MPFR_RNDN)
            if mpfr_signbit(cmpc_imagref_const(z.storage.value)) == 0 { coefficient.negate() }
            return imaginary(coefficient, realPrecision: precision ?? z.realPrecision)
        }
        let result = rounded(z, precision) { ball, working in
            let argument = ComplexBall(exactly: z)
            acb_root_ui(ball, argument.value, k, working)
            if n < 0 { acb_inv(ball, ball, working) }
            return true
        }
        return result ?? BigComplex(nanWithPrecisions: precision ?? z.realPrecision, precision ?? z.imaginaryPrecision)
    }
}

// MARK: - Rounding enclosures

extension BigComplex {
    /// Whether the imaginary part is ±0.
    var imaginaryIsZero: Bool { mpfr_zero_p(cmpc_imagref_const(storage.value)) != 0 }

    /// The larger binary exponent of the non-zero parts (`Int.min` when both are zero).
    var largestExponent: Int {
        [cmpc_realref_const(storage.value), cmpc_imagref_const(storage.value)]
            .filter { mpfr_zero_p($0) == 0 }
            .map { Int(mpfr_get_exp($0)) }
            .max() ?? Int.min
    }

    /// +0 + `value`·i, the real part at `realPrecision` bits.
    static func imaginary(_ value: BigFloat, realPrecision: Int) -> BigComplex {
        BigComplex(real: BigFloat.zero(precision: realPrecision), imaginary: value)
    }

    /// `f(re)` + i·(this imaginary part), at `precision` bits (default: this value's precisions).
    func realFunction(_ precision: Int?, _ f: (mpfr_ptr, mpfr_srcptr) -> Int32) -> BigComplex {
        let result = BigComplex(nanWithPrecisions: precision ?? realPrecision, precision ?? imaginaryPrecision)
        withExtendedLifetime(self) {
            _ = f(cmpc_realref(result.storage.value), cmpc_realref_const(storage.value))
            mpfr_set(cmpc_imagref(result.storage.value), cmpc_imagref_const(storage.value), MPFR_RNDN)
        }
        return result
    }

    /// The value to which every point of the enclosures that `enclose` writes rounds, to nearest
    /// at `precision` bits in both parts (default: z's precisions). `enclose` writes a ball that
    /// contains the exact result at the given working precision, which grows until both parts
    /// are decided, up to 8 × (target + z's precision) bits (at least 4096); a part undecided there
    /// is rounded as if halfway (ties to even). Nil when `enclose` returns false.
    static func rounded(_ z: BigComplex, _ precision: Int?, _ enclose: (acb_ptr, Int) -> Bool) -> BigComplex? {
        let result = BigComplex(nanWithPrecisions: precision ?? z.realPrecision, precision ?? z.imaginaryPrecision)
        let target = result.largerPrecision
        let limit = Swift.min(Swift.max(4096, 8 * (target + z.largerPrecision)), BigFloat.maximumPrecision)
        let ball = ComplexBall()
        var decided = (real: false, imaginary: false)
        var working = target + 32
        let re: mpfr_ptr = cmpc_realref(result.storage.value), im: mpfr_ptr = cmpc_imagref(result.storage.value)
        while true {
            guard enclose(ball.value, working) else { return nil }
            decided.real = decided.real || round(carb_acb_realref(ball.value), into: re, working)
            decided.imaginary = decided.imaginary || round(carb_acb_imagref(ball.value), into: im, working)
            if decided.real && decided.imaginary { return result }
            if working >= limit {
                if !decided.real { roundHalfway(carb_acb_realref(ball.value), into: re) }
                if !decided.imaginary { roundHalfway(carb_acb_imagref(ball.value), into: im) }
                return result
            }
            working = Swift.min(2 * working, limit)
        }
    }

    /// Writes into `target` the value that both ends of `ball` round to, to nearest at target's
    /// precision, and returns true; false when they round differently or the ball is not finite.
    private static func round(_ ball: arb_srcptr, into target: mpfr_ptr, _ working: Int) -> Bool {
        guard arb_is_finite(ball) != 0 else { return false }
        let precision = Int(mpfr_get_prec(target))
        let low = BigFloat(nanWithPrecision: precision), high = BigFloat(nanWithPrecision: precision)
        var bound = arf_struct()
        arf_init(&bound)
        defer { arf_clear(&bound) }
        arb_get_lbound_arf(&bound, ball, working)
        _ = arf_get_mpfr(low.storage.value, &bound, MPFR_RNDN)
        arb_get_ubound_arf(&bound, ball, working)
        _ = arf_get_mpfr(high.storage.value, &bound, MPFR_RNDN)
        guard low == high, low.sign == high.sign else { return false }
        mpfr_set(target, low.storage.value, MPFR_RNDN)
        return true
    }

    /// Rounds the midpoint of `ball` to one bit more than target's precision, then to target's
    /// precision: a midpoint within half a unit of that finer precision from a halfway point
    /// becomes that point and then goes to even.
    private static func roundHalfway(_ ball: arb_srcptr, into target: mpfr_ptr) {
        let precision = Int(mpfr_get_prec(target))
        let finer = BigFloat(nanWithPrecision: Swift.min(precision + 1, BigFloat.maximumPrecision))
        _ = arf_get_mpfr(finer.storage.value, carb_midref_const(ball), MPFR_RNDN)
        mpfr_set(target, finer.storage.value, MPFR_RNDN)
    }
}

/// A temporary `acb_t`, cleared when released.
final class ComplexBall {
    let value: acb_ptr

    /// The exact value 0.
    init() {
        value = .allocate(capacity: 1)
        acb_init(value)
    }

    /// The exact value of the finite `z`.
    convenience init(exactly z: BigComplex) {
        self.init()
        Self.set(value, z, ulps: 0)
    }

    /// Sets `ball` to the finite `z` with a radius of `ulps` units in the last place of each part.
    static func set(_ ball: acb_ptr, _ z: BigComplex, ulps: UInt) {
        withExtendedLifetime(z) {
            carb_set_mpfr_ulps(carb_acb_realref(ball), cmpc_realref_const(z.storage.value), ulps)
            carb_set_mpfr_ulps(carb_acb_imagref(ball), cmpc_imagref_const(z.storage.value), ulps)
        }
    }

    deinit {
        acb_clear(value)
        value.deallocate()
    }
}
