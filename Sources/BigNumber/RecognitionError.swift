import CArb

/// Why a recognition algorithm (continued fraction, best approximation, integer relation,
/// algebraic dependency, closed form) could not run on its arguments.
public enum RecognitionError: Error, Sendable, Hashable {
    /// A value is not finite (NaN, an infinity, or a ball without finite bounds).
    case notFinite
    /// A value's binary exponent lies beyond `±Recognition.maximumExponent`: its bits could not
    /// be held as an exact fraction.
    case outOfRange
    /// No values were given.
    case noValues
    /// More values (or a higher degree) than `Recognition.maximumDimension`.
    case tooManyValues
    /// A bound argument (a term count, denominator bound or degree) is below 1.
    case invalidBound
    /// The balls are too wide for the search: fewer than `Recognition.minimumBits` proven bits.
    case insufficientPrecision
}

/// Limits shared by the recognition algorithms.
public enum Recognition {
    /// The largest binary exponent of a value (or of a ball's radius, in absolute value).
    public static let maximumExponent = 1 << 24
    /// The most values of an integer-relation search, and the highest degree of an algebraic one.
    public static let maximumDimension = 64
    /// The fewest proven bits (after the guard) an integer-relation search accepts.
    public static let minimumBits = 16
}

extension BigBall {
    /// The lower and upper ends of the ball as exact fractions (the midpoint ∓ radius, rounded
    /// outward, which only widens the ball).
    /// - Throws: `notFinite`, or `outOfRange` when the midpoint's or the radius's exponent lies
    ///   beyond `Recognition.maximumExponent`.
    func exactEnds() throws(RecognitionError) -> (lower: BigRational, upper: BigRational) {
        guard isFinite else { throw .notFinite }
        let limit = Recognition.maximumExponent
        if !isZero, carb_mid_exponent_within(storage.value, -limit, limit) == 0 { throw .outOfRange }
        let radius = Int(carb_rad_exponent(storage.value))
        if radius != Int.min, abs(radius) > limit { throw .outOfRange }
        if isExact, let value = exactRational(bitLimit: 2 * limit + Int(carb_mid_bits(storage.value))) {
            return (value, value)
        }
        // Enough bits for the midpoint and for the radius's place: outward rounding then loses
        // nothing that matters, and it never narrows the ball.
        let exponent = isZero ? 0 : Int(carb_mid_exponent(storage.value))
        let bits = Swift.max(Int(carb_mid_bits(storage.value)), exponent - radius + 32, 64)
        func end(_ f: (arf_ptr?, arb_srcptr?, Int) -> Void) -> BigRational {
            withFmpq(BigRational(0)) { q in
                let point = BigBall.computing { f(carb_midref($0), storage.value, bits) }
                arf_get_fmpq(q, carb_midref_const(point.storage.value))
                return RationalMatrix.rational(q)
            }
        }
        return (end(arb_get_lbound_arf), end(arb_get_ubound_arf))
    }
}
