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

    /// ⌊self / 2ⁿ⌋ (rounding toward −∞); a negative n shifts left.
    public func shiftedRight(_ n: Int) -> BigInt {
        guard n >= 0 else { return shiftedLeft(n == Int.min ? Int.max : -n) }
        let result = Storage()
        __gmpz_fdiv_q_2exp(result.value, storage.value, UInt(n))
        return BigInt(storage: result)
    }

    /// self × 2ⁿ; a negative n shifts right (rounding toward −∞).
    ///
    /// Not size-checked: the result needs about `magnitudeBitWidth + n` bits of memory.
    public func shiftedLeft(_ n: Int) -> BigInt {
        guard n >= 0 else { return shiftedRight(n == Int.min ? Int.max : -n) }
        let result = Storage()
        __gmpz_mul_2exp(result.value, storage.value, UInt(n))
        return BigInt(storage: result)
    }
}
