import CMPFR

extension BigInt {
    /// The non-negative integer whose binary digits are `words`, least significant word first.
    public init(words: [UInt]) {
        let result = Storage()
        words.withUnsafeBufferPointer { buffer in
            __gmpz_import(result.value, buffer.count, -1, MemoryLayout<UInt>.size, 0, 0, buffer.baseAddress)
        }
        self.init(storage: result)
    }

    /// ⌊self / 2ⁿ⌋ (rounding toward −∞) for n ≥ 0.
    public func shiftedRight(_ n: Int) -> BigInt {
        let result = Storage()
        __gmpz_fdiv_q_2exp(result.value, storage.value, UInt(n))
        return BigInt(storage: result)
    }

    /// self × 2ⁿ for n ≥ 0.
    public func shiftedLeft(_ n: Int) -> BigInt {
        let result = Storage()
        __gmpz_mul_2exp(result.value, storage.value, UInt(n))
        return BigInt(storage: result)
    }
}
