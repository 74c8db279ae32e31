/// A small, fast, seedable pseudo-random generator (SplitMix64), so that `Rand` can be replayed in tests.
/// Not for cryptography.
package struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    /// - Parameter seed: the seed.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from the system's random source.
    package init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    /// - Returns: 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
