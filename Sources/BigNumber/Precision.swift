extension BigFloat {
    /// Whether `bits` is a precision that `BigFloat` accepts: `minimumPrecision ... maximumPrecision`.
    ///
    /// Creating a value at any other precision is a programming error and traps, like an
    /// out-of-range `Array` index; code that takes a precision from user input checks it here first.
    /// - Parameter bits: a precision in bits.
    /// - Returns: whether it is in `minimumPrecision ... maximumPrecision`.
    public static func isValidPrecision(_ bits: Int) -> Bool {
        bits >= minimumPrecision && bits <= maximumPrecision
    }

    /// The number of bits whose precision holds `digits` significant decimal digits: ⌈digits × log₂10⌉ + 1.
    ///
    /// Saturates at `Int.max` for absurdly large `digits`; check the result with `isValidPrecision(_:)`
    /// before using a precision derived from user input.
    /// - Precondition: `digits >= 0`.
    /// - Parameter digits: decimal digits (not negative).
    /// - Returns: the precision in bits.
    public static func bits(forDigits digits: Int) -> Int {
        precondition(digits >= 0, "digits must not be negative")
        guard digits <= Int.max / 4 else { return Int.max }
        // log₂ 10 = 3.321928094887362…; 3.3219280949 is above it, so this is never too small.
        return Int((Double(digits) * 3.3219280949).rounded(.up)) + 1
    }

    /// The number of decimal digits that `bits` of precision always hold: ⌊(bits − 1) × log₁₀2⌋.
    /// - Parameter bits: a precision in bits.
    /// - Returns: the decimal digits it always holds.
    public static func digits(forBits bits: Int) -> Int {
        guard bits > 1 else { return 0 }
        return Int((Double(bits - 1) * 0.30102999566).rounded(.down))
    }
}
