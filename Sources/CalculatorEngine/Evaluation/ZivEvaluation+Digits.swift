import BigNumber

/// The proof of printed digits: which decimal digits every point of a ball rounds to.
extension ZivEvaluation {
    /// The most digits (fewer than `digits`) that every point of `ball` rounds to the same way,
    /// with their decimal; nil when not even one digit is proven.
    static func provenPrefix(
        _ ball: BigBall, _ x: BigFloat, digits: Int
    ) -> (Int, BigFloat.RoundedDecimal)? {
        let bits = ball.relativeErrorBits
        guard bits < 0, !x.isZero else { return nil }
        var candidate = Swift.min(digits - 1, Int(Double(-bits) * 0.30102999566398120))
        // A value just below a power of ten (0.99999…) may prove only a digit or two: try a few, then jump.
        var tries = 0
        while candidate >= 1 {
            tries += 1
            if tries > 8 { candidate = Swift.min(candidate, 2) }
            let long = x.decimal(significantDigits: candidate + tailDigits)
            if let decimal = provenDecimal(ball, x, long, digits: candidate) {
                return (candidate, decimal)
            }
            candidate -= 1
        }
        return nil
    }

    static let zeroDecimal = BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0)

    /// The N-digit rounding (ties to even) of the midpoint x of `ball` when every point of the ball
    /// rounds the same way.
    ///
    /// The usual case costs one conversion: x is converted to N + `tailDigits` digits (an error of
    /// ½ unit of the last of them); the ball's radius is at most 2^k·|x| (k = `relativeErrorBits`),
    /// under 2^s units of that last digit, with s computed below. When the tail digits are farther
    /// than that from the midpoint 50…0, no rounding boundary lies within the ball.
    ///
    /// When the tail is that close to 50…0 and the ball is narrower than a few units of its last
    /// digit, the tail cannot tell, however accurate the ball: the ball's two ends are rounded to N
    /// digits instead (`endsDecimal`), which decides at the ball's own accuracy and recognises an
    /// exact ball that is a tie.
    static func provenDecimal(
        _ ball: BigBall, _ x: BigFloat, _ long: BigFloat.RoundedDecimal?, digits: Int
    ) -> BigFloat.RoundedDecimal? {
        let k = ball.relativeErrorBits
        if x.isZero { return ball.isZero ? zeroDecimal : nil }
        guard k != Int.max else { return nil }
        var margin = 1.0
        if k != Int.min {
            let s = Double(digits + tailDigits) * 3.3219280948873626 + Double(k) + 2
            guard s < 30 else { return nil }
            margin += Double(sign: .plus, exponent: Int(s.rounded(.up)), significand: 1)
            // Wider than 16 units of the last tail digit, the ends cannot decide what the tail did not.
            guard s <= 4 else { return long.flatMap { rounded($0, digits: digits, margin: margin) } }
        }
        guard let long, long.digits.count == digits + tailDigits else { return nil }
        return rounded(long, digits: digits, margin: margin) ?? endsDecimal(ball, x, digits: digits)
    }

    /// The N-digit rounding of both ends of `ball` (its midpoint `x`) when they are the same: then,
    /// rounding being monotone, every point between them rounds to it. The ends are taken with 64 bits
    /// more than the midpoint has, rounded outward, so an exact ball's ends are its value.
    static func endsDecimal(_ ball: BigBall, _ x: BigFloat, digits: Int) -> BigFloat.RoundedDecimal? {
        guard let ends = try? ball.bounds(precision: x.precision + PrecisionPlan.guardBits),
              let lower = ends.lower.decimal(significantDigits: digits),
              lower == ends.upper.decimal(significantDigits: digits) else { return nil }
        return lower
    }

    /// `long` (x to N + `tailDigits` digits) rounded to N digits, or nil when its tail is within
    /// `margin` units of the midpoint.
    static func rounded(_ long: BigFloat.RoundedDecimal, digits: Int, margin: Double) -> BigFloat.RoundedDecimal? {
        guard long.digits.count == digits + tailDigits else { return nil }
        var tail = 0
        for digit in long.digits[digits...] { tail = tail * 10 + Int(digit - UInt8(ascii: "0")) }
        let half = 5 * 1_000_000_000
        guard Double(Swift.abs(tail - half)) > margin else { return nil }
        var kept = BigFloat.RoundedDecimal(isNegative: long.isNegative, digits: Array(long.digits[..<digits]), exponent: long.exponent)
        if tail > half { kept.incrementLastDigit() }
        return kept
    }
}
