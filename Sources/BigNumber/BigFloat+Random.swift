extension BigFloat {
    /// A uniformly distributed random value in [0, 1) with every one of its `precision` bits random.
    /// - Parameters:
    ///   - precision: bits of the result (default `defaultPrecision`).
    ///   - generator: the source of random bits.
    /// - Returns: a uniformly distributed number in [0, 1).
    public static func random(precision: Int? = nil, using generator: inout some RandomNumberGenerator) -> BigFloat {
        let bits = precision ?? defaultPrecision
        let words = (0..<((bits + UInt.bitWidth - 1) / UInt.bitWidth)).map { _ in UInt.random(in: .min ... .max, using: &generator) }
        let wordBits = words.count * UInt.bitWidth
        // The top `bits` of the random words, as an integer below 2^bits, scaled by 2^-bits: exact.
        let integer = BigInt(words: words) >> (wordBits - bits)
        return scaled(BigFloat(integer, precision: bits), byPowerOfTwo: -bits)
    }

    /// A uniformly distributed random value in [0, 1) from the system's random number generator.
    /// - Parameter precision: bits of the result (default `defaultPrecision`).
    /// - Returns: a uniformly distributed number in [0, 1).
    public static func random(precision: Int? = nil) -> BigFloat {
        var generator = SystemRandomNumberGenerator()
        return random(precision: precision, using: &generator)
    }
}
