import CMPFR

// MARK: - Two's complement view

extension BigInt {
    /// The non-negative integer whose binary digits are `words`, least significant word first.
    /// - Parameter words: the words of the magnitude.
    public init(words: [UInt]) {
        self.init(magnitudeWords: words, negative: false)
    }

    /// The words of the value in two's complement, least significant first: as many as the value
    /// needs with its sign bit (`bitWidth` rounded up to whole words), the last one sign-extended.
    /// −1 is `[UInt.max]`, 2⁶³ is `[1 << 63, 0]`, 0 is `[0]`.
    public var words: [UInt] {
        let negative = signum < 0
        // A negative value's words are the complement of those of |x| − 1.
        let source = negative ? magnitude - 1 : self
        var result = (0..<Int(__gmpz_size(source.storage.value))).map { index in
            let limb = UInt(__gmpz_getlimbn(source.storage.value, index))
            return negative ? ~limb : limb
        }
        let signWord: UInt = negative ? .max : 0
        if result.isEmpty || (result[result.count - 1] >> (UInt.bitWidth - 1) == 1) != negative {
            result.append(signWord)
        }
        return result
    }

    /// The number of bits of the shortest two's complement representation, sign bit included:
    /// 1 for 0 and −1, 8 for 127 and −128, `magnitudeBitWidth + 1` for other positive values.
    public var bitWidth: Int {
        switch signum {
        case 0: return 1
        case 1: return magnitudeBitWidth + 1
        default:
            // bits(|x| − 1) + 1, where |x| − 1 has one bit fewer exactly when |x| is a power of two.
            let bits = magnitudeBitWidth
            return Int(__gmpz_scan1(storage.value, 0)) == bits - 1 ? bits : bits + 1
        }
    }

    /// The number of trailing zero bits (the same for x and −x); `bitWidth` (1) for zero, as
    /// `BinaryInteger` asks.
    public var trailingZeroBitCount: Int {
        isZero ? 1 : Int(__gmpz_scan1(storage.value, 0))
    }
}

// MARK: - Bitwise operators (infinite two's complement, as Python's int)

extension BigInt {
    /// The bitwise AND of the two's complement values (`-1 & x == x`).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: the bitwise AND.
    public static func & (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_and) }
    /// The bitwise inclusive OR of the two's complement values.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: the bitwise OR.
    public static func | (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_ior) }
    /// The bitwise exclusive OR of the two's complement values.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: the bitwise exclusive OR.
    public static func ^ (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_xor) }
    /// The bitwise NOT: `−x − 1`.
    /// - Parameter a: the operand.
    /// - Returns: `−a − 1`.
    public static prefix func ~ (a: BigInt) -> BigInt { a.unary(__gmpz_com) }
    /// Replaces `a` with `a & b`.
    /// - Parameters:
    ///   - a: the operand, replaced by the result.
    ///   - b: the second operand.
    public static func &= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_and) }
    /// Replaces `a` with `a | b`.
    /// - Parameters:
    ///   - a: the operand, replaced by the result.
    ///   - b: the second operand.
    public static func |= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_ior) }
    /// Replaces `a` with `a ^ b`.
    /// - Parameters:
    ///   - a: the operand, replaced by the result.
    ///   - b: the second operand.
    public static func ^= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_xor) }
}

// MARK: - Shifts

extension BigInt {
    /// `self × 2^count`; a negative count shifts right (rounding toward −∞, as `>>`).
    ///
    /// The form for shift counts from user input: it throws instead of trapping where `<<` would.
    /// - Parameters:
    ///   - count: the number of bits, of any integer type (a `BigInt` count too).
    ///   - limit: the largest result, in bits (`maximumBitWidth` when omitted).
    /// - Returns: the shifted value.
    /// - Throws: `BigNumberError.resultTooLarge` when the result would need more than `limit` bits.
    public func shiftedLeft<Count: BinaryInteger>(_ count: Count, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        try shifted(left: count >= 0, by: count.magnitude, limit: limit)
    }

    /// `⌊self / 2^count⌋` (an arithmetic shift: −1 stays −1); a negative count shifts left.
    /// - Parameters:
    ///   - count: the number of bits, of any integer type.
    ///   - limit: the largest result of a left shift, in bits (`maximumBitWidth` when omitted).
    /// - Returns: the shifted value.
    /// - Throws: `BigNumberError.resultTooLarge` when a negative count would need more than `limit` bits.
    public func shiftedRight<Count: BinaryInteger>(_ count: Count, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        try shifted(left: count < 0, by: count.magnitude, limit: limit)
    }

    /// `lhs × 2^rhs` (a negative `rhs` shifts right), Swift's "smart shift".
    ///
    /// - Parameters:
    ///   - lhs: the value to shift.
    ///   - rhs: the number of bits to shift left.
    /// - Returns: `lhs × 2^rhs`.
    /// - Precondition: the result has at most `maximumBitWidth` bits. A larger one traps (like an
    ///   overflowing `Int` operation) instead of letting GMP abort; `shiftedLeft(_:limit:)` throws instead.
    public static func << <RHS: BinaryInteger>(lhs: BigInt, rhs: RHS) -> BigInt {
        lhs.shiftedOrTrapping(left: rhs >= 0, by: rhs.magnitude)
    }

    /// `⌊lhs / 2^rhs⌋`, an arithmetic shift (rounding toward −∞: `-5 >> 1 == -3`, as in Python);
    /// a negative `rhs` shifts left.
    ///
    /// - Parameters:
    ///   - lhs: the value to shift.
    ///   - rhs: the number of bits to shift right.
    /// - Returns: `⌊lhs / 2^rhs⌋`.
    /// - Precondition: a left shift's result has at most `maximumBitWidth` bits (see `<<`).
    public static func >> <RHS: BinaryInteger>(lhs: BigInt, rhs: RHS) -> BigInt {
        lhs.shiftedOrTrapping(left: rhs < 0, by: rhs.magnitude)
    }

    /// Replaces `lhs` with `lhs << rhs`. Traps beyond `maximumBitWidth` bits (see `<<`).
    /// - Parameters:
    ///   - lhs: the value to shift, replaced by the result.
    ///   - rhs: the number of bits to shift left.
    public static func <<= <RHS: BinaryInteger>(lhs: inout BigInt, rhs: RHS) { lhs = lhs << rhs }
    /// Replaces `lhs` with `lhs >> rhs`. Traps beyond `maximumBitWidth` bits (see `<<`).
    /// - Parameters:
    ///   - lhs: the value to shift, replaced by the result.
    ///   - rhs: the number of bits to shift right.
    public static func >>= <RHS: BinaryInteger>(lhs: inout BigInt, rhs: RHS) { lhs = lhs >> rhs }

    private func shiftedOrTrapping<Amount: BinaryInteger>(left: Bool, by amount: Amount) -> BigInt {
        do {
            return try shifted(left: left, by: amount, limit: BigInt.maximumBitWidth)
        } catch {
            preconditionFailure("BigInt shift beyond maximumBitWidth (2^33) bits; use shiftedLeft(_:limit:), which throws")
        }
    }

    /// The one shift: left or right by a non-negative `amount`.
    private func shifted<Amount: BinaryInteger>(left: Bool, by amount: Amount, limit: Int) throws -> BigInt {
        let bits = Int(exactly: amount)
        if !left {
            // Shifting out every bit leaves the sign: 0 or −1.
            guard let bits, bits < magnitudeBitWidth else { return signum < 0 ? -1 : 0 }
            let result = Storage.make()
            __gmpz_fdiv_q_2exp(result.value, storage.value, UInt(bits))
            return BigInt(storage: result)
        }
        if isZero || bits == 0 { return self }
        guard let bits, bits <= limit - magnitudeBitWidth else {
            throw BigNumberError.resultTooLarge(bits: Double(magnitudeBitWidth) + Double(amount), limit: limit)
        }
        let result = Storage.make()
        __gmpz_mul_2exp(result.value, storage.value, UInt(bits))
        return BigInt(storage: result)
    }
}
