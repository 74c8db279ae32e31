import CArb
import CMPFR

extension BigBall {
    /// Whether the midpoint and radius are finite (false after a pole or an undefined value).
    public var isFinite: Bool { arb_is_finite(storage.value) != 0 }

    /// Whether the radius is 0: the ball is the single number `midpoint`.
    public var isExact: Bool { arb_is_exact(storage.value) != 0 }

    /// The relative accuracy in bits (Arb's `arb_rel_accuracy_bits`): about −log₂(radius / |midpoint|);
    /// `Int.max` for an exact ball, negative when the ball holds 0 or is not finite.
    public var relativeAccuracyBits: Int { arb_rel_accuracy_bits(storage.value) }

    /// Whether the ball is exactly 0.
    public var isZero: Bool { arb_is_zero(storage.value) != 0 }

    /// Whether 0 lies in the ball (true for a non-finite ball).
    public var containsZero: Bool { arb_contains_zero(storage.value) != 0 }

    /// Whether every point of the ball is positive.
    public var isPositive: Bool { arb_is_positive(storage.value) != 0 }

    /// Whether every point of the ball is negative.
    public var isNegative: Bool { arb_is_negative(storage.value) != 0 }

    /// Whether every point of the ball is ≥ 0.
    public var isNonNegative: Bool { arb_is_nonnegative(storage.value) != 0 }

    /// Whether every point of the ball is ≤ 0.
    public var isNonPositive: Bool { arb_is_nonpositive(storage.value) != 0 }

    /// Whether the integer `n` lies in the ball.
    /// - Parameter n: the integer.
    /// - Returns: whether `n` lies in the ball.
    public func contains(_ n: Int) -> Bool { arb_contains_si(storage.value, Int(n)) != 0 }

    /// Whether this ball and `other` have the same midpoint and radius.
    /// - Parameter other: The ball to compare with.
    /// - Returns: true when the two are the same ball (not merely overlapping).
    public func isIdentical(to other: BigBall) -> Bool {
        withExtendedLifetime((self, other)) { arb_equal(storage.value, other.storage.value) != 0 }
    }

    /// The binary exponent e of the midpoint (|midpoint| in [2^(e−1), 2^e)), clamped to `Int`'s
    /// range; nil for a zero or non-finite midpoint.
    public var exponent: Int? {
        guard isFinite, arf_is_zero(carb_midref_const(storage.value)) == 0 else { return nil }
        return Int(carb_mid_exponent(storage.value))
    }

    /// An upper bound k on the relative error: radius ≤ 2^k · |midpoint| (Arb's relative error in
    /// bits); `Int.min` for an exact ball, `Int.max` when the midpoint is 0 or the ball not finite.
    public var relativeErrorBits: Int {
        if isExact { return isFinite ? Int.min : Int.max }
        guard isFinite, arf_is_zero(carb_midref_const(storage.value)) == 0 else { return Int.max }
        let bits = Int(arb_rel_error_bits(storage.value))
        return bits >= Int(ARF_PREC_EXACT) ? Int.max : bits
    }

    /// Whether the radius is below 2^`exponent`.
    /// - Parameter exponent: the power of two to compare the radius with.
    /// - Returns: whether the radius is below 2^`exponent`.
    public func radiusIsBelow(powerOfTwo exponent: Int) -> Bool {
        carb_rad_below_2exp(storage.value, Int(exponent)) != 0
    }

    /// Why a ball's midpoint cannot become a `BigFloat`.
    public enum RangeError: Error, Sendable, Hashable {
        /// |midpoint| is above `BigFloat`'s exponent range.
        case overflow
        /// 0 < |midpoint| is below `BigFloat`'s exponent range.
        case underflow
        /// The ball is not finite.
        case notFinite
    }

    /// The midpoint as a `BigFloat` with all of its bits (at least `minimumPrecision` bits).
    /// - Parameter maximumPrecision: a midpoint with more bits is rounded to this many.
    /// - Returns: the midpoint.
    /// - Throws: `RangeError` when it is not finite or outside `BigFloat`'s exponent range.
    public func midpoint(maximumPrecision: Int = BigFloat.maximumPrecision) throws(RangeError) -> BigFloat {
        guard isFinite else { throw .notFinite }
        cmpfr_widen_exponent_range()
        let emax = Int(mpfr_get_emax()), emin = Int(mpfr_get_emin())
        if arf_is_zero(carb_midref_const(storage.value)) == 0 {
            if carb_mid_exponent_within(storage.value, Int(emin), Int(emax)) == 0 {
                throw carb_mid_exponent(storage.value) > 0 ? .overflow : .underflow
            }
        }
        let bits = Swift.min(Swift.max(Int(carb_mid_bits(storage.value)), BigFloat.minimumPrecision, 2), maximumPrecision)
        var result = BigFloat(precision: bits)
        result.withMutableValue { carb_get_mid_mpfr($0, storage.value) }
        return result
    }

    /// The integer that every point of the ball rounds down to, or nil when the ball reaches
    /// across an integer (or is not finite).
    public var floorIfDecided: BigInt? { integerIfDecided(arb_floor) }

    /// The integer that every point of the ball rounds up to, or nil when undecided.
    public var ceilingIfDecided: BigInt? { integerIfDecided(arb_ceil) }

    /// The common integer part (rounding toward 0) of every point, or nil when undecided.
    public var truncationIfDecided: BigInt? {
        if isNonNegative { return floorIfDecided }
        if isNonPositive { return ceilingIfDecided }
        return nil
    }

    /// The nearest integer to every point, halves away from zero, or nil when undecided.
    public var roundedIfDecided: BigInt? {
        guard let bits = integerPrecision else { return nil }
        let half = BigBall.computing { arb_set_d($0, 0.5) }
        if isNonNegative { return BigBall.add(self, half, precision: bits).floorIfDecided }
        if isNonPositive { return BigBall.subtract(self, half, precision: bits).ceilingIfDecided }
        return nil
    }

    /// Whether every point lies strictly between the same two consecutive integers: then no
    /// value in the ball is an integer (its floor and ceiling are decided and differ).
    public var holdsNoInteger: Bool {
        guard let floor = floorIfDecided, let ceiling = ceilingIfDecided else { return false }
        return floor != ceiling
    }

    /// The exact integer value, when the ball is a single integer.
    public var exactInteger: BigInt? {
        guard isExact, isFinite, arb_is_int(storage.value) != 0 else { return nil }
        return integerIfDecided(arb_floor)
    }

    /// The precision that holds every integer bit of the ball's values and every bit of its
    /// midpoint (with 64 to spare), or nil for a ball too large (above 2^2^40) or not finite: such
    /// a ball never decides an integer. The ends of the ball are rounded outward to it, so a ball
    /// just off an integer (−3 + 10⁻²⁰) must keep the bits that separate it from that integer: the
    /// decision then gets sharper as the ball does.
    private var integerPrecision: Int? {
        guard isFinite else { return nil }
        let exponent = Int(carb_mid_exponent(storage.value))
        guard exponent < 1 << 40 else { return nil }
        return Swift.max(exponent, Int(carb_mid_bits(storage.value)), 0) + 64
    }

    private func integerIfDecided(_ f: (arb_ptr?, arb_srcptr?, Int) -> Void) -> BigInt? {
        // The result is exact when every point gives the same integer; the precision only needs
        // to hold that integer's bits.
        guard let bits = integerPrecision else { return nil }
        let result = BigBall.computing { f($0, storage.value, Int(bits)) }
        guard result.isExact else { return nil }
        var z = fmpz()
        fmpz_init(&z)
        defer { fmpz_clear(&z) }
        _ = arf_get_fmpz(&z, carb_midref_const(result.storage.value), ARF_RND_DOWN)
        return bigInt(fromFmpz: &z)
    }
}

extension BigBall {
    /// The exact value as a rational, when the ball is a single point of at most `bitLimit` bits
    /// (counting the binary exponent: 2^-1000 needs 1000 bits as a fraction).
    /// - Parameter bitLimit: the largest size of the rational's numerator or denominator.
    /// - Returns: the rational, or nil.
    public func exactRational(bitLimit: Int) -> BigRational? {
        guard isExact, isFinite else { return nil }
        if isZero { return BigRational(0) }
        let bits = Int(carb_mid_bits(storage.value))
        guard bits <= bitLimit, carb_mid_exponent_within(storage.value, Int(-bitLimit), Int(bitLimit)) != 0 else { return nil }
        return withFmpq(BigRational(0)) { q in
            arf_get_fmpq(q, carb_midref_const(storage.value))
            let result = BigRational.Storage.make()
            carb_fmpq_get_mpq(result.value, q)
            return BigRational(storage: result)
        }
    }

    /// The lower and upper ends of the ball as `BigFloat`s of `precision` bits, rounded outward.
    /// - Parameter precision: the precision of the ends.
    /// - Returns: the ends.
    /// - Throws: `RangeError` when an end is outside `BigFloat`'s range or the ball not finite.
    public func bounds(precision: Int) throws(RangeError) -> (lower: BigFloat, upper: BigFloat) {
        let lower = BigBall.computing { result in
            arb_get_lbound_arf(carb_midref(result), storage.value, Int(precision))
        }
        let upper = BigBall.computing { result in
            arb_get_ubound_arf(carb_midref(result), storage.value, Int(precision))
        }
        return (try lower.midpoint(), try upper.midpoint())
    }
}
