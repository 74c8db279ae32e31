extension BigFloat {
    /// The number of bits whose precision holds `digits` significant decimal digits: ⌈digits × log₂10⌉ + 1.
    public static func bits(forDigits digits: Int) -> Int {
        precondition(digits >= 0, "digits must not be negative")
        // log₂ 10 = 3.321928094887362…; 3.3219280949 is above it, so this is never too small.
        return Int((Double(digits) * 3.3219280949).rounded(.up)) + 1
    }

    /// The number of decimal digits that `bits` of precision always hold: ⌊(bits − 1) × log₁₀2⌋.
    public static func digits(forBits bits: Int) -> Int {
        Int((Double(bits - 1) * 0.30102999566).rounded(.down))
    }
}
