import CMPFR

// MARK: - Arithmetic

extension BigInt {
    static func binary(_ a: BigInt, _ b: BigInt, _ op: (mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void) -> BigInt {
        let result = Storage.make()
        withExtendedLifetime((a, b)) { op(result.value, a.storage.value, b.storage.value) }
        return BigInt(storage: result)
    }

    mutating func formBinary(_ b: BigInt, _ op: (mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void) {
        makeUnique()
        withExtendedLifetime(b) { op(storage.value, storage.value, b.storage.value) }
    }

    /// The exact sum.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a + b`.
    public static func + (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_add) }
    /// The exact difference.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a − b`.
    public static func - (a: BigInt, b: BigInt) -> BigInt { binary(a, b, __gmpz_sub) }
    /// The exact product.
    ///
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a × b`.
    /// - Precondition: the product has at most `maximumBitWidth` bits. A larger one traps (like an
    ///   overflowing `Int` operation) instead of letting GMP abort ("overflow in mpz type") or
    ///   exhaust memory; `multiplied(by:limit:)` throws instead, for sizes that come from input.
    public static func * (a: BigInt, b: BigInt) -> BigInt {
        precondition(productBits(a, b) <= Double(maximumBitWidth),
                     "BigInt product beyond maximumBitWidth (2^33) bits; use multiplied(by:limit:), which throws")
        return binary(a, b, __gmpz_mul)
    }

    /// The exact product, refused when it could exceed `limit` bits.
    /// - Parameters:
    ///   - other: the other factor.
    ///   - limit: the largest product, in bits (`maximumBitWidth` when omitted).
    /// - Returns: `self × other`.
    /// - Throws: `BigNumberError.resultTooLarge` when the sum of the factors' bit widths exceeds `limit`.
    public func multiplied(by other: BigInt, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        let bits = Self.productBits(self, other)
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        return Self.binary(self, other, __gmpz_mul)
    }

    /// An upper bound of the bits of `a × b`: the sum of their bit widths (0 when one is 0).
    private static func productBits(_ a: BigInt, _ b: BigInt) -> Double {
        a.isZero || b.isZero ? 0 : Double(a.magnitudeBitWidth) + Double(b.magnitudeBitWidth)
    }
    /// The negation.
    /// - Parameter a: the value to negate.
    /// - Returns: `−a`.
    public static prefix func - (a: BigInt) -> BigInt { a.unary(__gmpz_neg) }

    /// Adds `b` to `a`.
    /// - Parameters:
    ///   - a: the value to add to.
    ///   - b: the value to add.
    public static func += (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_add) }
    /// Subtracts `b` from `a`.
    /// - Parameters:
    ///   - a: the value to subtract from.
    ///   - b: the value to subtract.
    public static func -= (a: inout BigInt, b: BigInt) { a.formBinary(b, __gmpz_sub) }
    /// Multiplies `a` by `b`. Traps beyond `maximumBitWidth` bits (see `*`).
    /// - Parameters:
    ///   - a: the value to multiply.
    ///   - b: the multiplier.
    public static func *= (a: inout BigInt, b: BigInt) {
        precondition(productBits(a, b) <= Double(maximumBitWidth),
                     "BigInt product beyond maximumBitWidth (2^33) bits; use multiplied(by:limit:), which throws")
        a.formBinary(b, __gmpz_mul)
    }

    /// The quotient truncated toward zero (as for `Int`).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    /// - Returns: `a / b`, truncated toward zero.
    /// - Precondition: `b` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public static func / (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).quotient }
    /// The remainder with the sign of `a` (as for `Int`).
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor.
    /// - Returns: `a − (a / b) × b`.
    /// - Precondition: `b` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public static func % (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).remainder }
    /// Replaces `a` with the quotient truncated toward zero. `b` must not be zero.
    /// - Parameters:
    ///   - a: the dividend, replaced by the quotient.
    ///   - b: the divisor.
    public static func /= (a: inout BigInt, b: BigInt) { a = a / b }
    /// Replaces `a` with the remainder of truncating division (sign of `a`). `b` must not be zero.
    /// - Parameters:
    ///   - a: the dividend, replaced by the remainder.
    ///   - b: the divisor.
    public static func %= (a: inout BigInt, b: BigInt) { a = a % b }

    /// Truncating division: the quotient rounds toward zero and the remainder has the sign of `self`.
    /// - Parameter divisor: the divisor.
    /// - Returns: the quotient and the remainder.
    /// - Precondition: `divisor` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        divide(by: divisor, __gmpz_tdiv_qr)
    }

    /// Floored division: the quotient rounds toward −∞ and the remainder has the sign of `divisor`.
    /// - Parameter divisor: the divisor.
    /// - Returns: the quotient and the remainder.
    /// - Precondition: `divisor` is not zero (see `quotientAndRemainder(dividingBy:rounding:)`).
    public func flooredQuotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        divide(by: divisor, __gmpz_fdiv_qr)
    }

    /// The quotient and remainder of division with the quotient rounded by `rounding`, or nil
    /// exactly when `divisor` is zero (the one reason: every rounding mode is supported).
    ///
    /// `.towardZero` is truncating division (`/` and `%`), `.down` floored, `.up` ceiling,
    /// `.awayFromZero` rounds the quotient away from zero and `.nearestEven` to the nearest
    /// integer, ties to even: 7 ÷ 2 gives (4, −1) and 5 ÷ 2 gives (2, 1).
    /// - Parameters:
    ///   - divisor: the divisor (zero gives nil).
    ///   - rounding: how the quotient rounds.
    /// - Returns: the quotient and the remainder `self − quotient × divisor`, or nil.
    public func quotientAndRemainder(
        dividingBy divisor: BigInt, rounding: RoundingMode
    ) -> (quotient: BigInt, remainder: BigInt)? {
        guard !divisor.isZero else { return nil }
        switch rounding {
        case .towardZero: return divide(by: divisor, __gmpz_tdiv_qr)
        case .down: return divide(by: divisor, __gmpz_fdiv_qr)
        case .up: return divide(by: divisor, __gmpz_cdiv_qr)
        case .awayFromZero:
            // Away from zero is ceiling for a positive quotient and floor for a negative one.
            return (signum < 0) == (divisor.signum < 0) ? divide(by: divisor, __gmpz_cdiv_qr) : divide(by: divisor, __gmpz_fdiv_qr)
        case .nearestEven:
            // Floored: 0 ≤ r/d < 1. Step up when r/d > ½, or = ½ with an odd quotient.
            var (q, r) = divide(by: divisor, __gmpz_fdiv_qr)
            let twice = (r << 1).magnitude, d = divisor.magnitude
            if twice > d || (twice == d && q.isOdd) {
                q += 1
                r -= divisor
            }
            return (q, r)
        }
    }

    private func divide(
        by divisor: BigInt, _ op: (mpz_ptr?, mpz_ptr?, mpz_srcptr?, mpz_srcptr?) -> Void
    ) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "BigInt division by zero")
        let q = Storage.make(), r = Storage.make()
        withExtendedLifetime(divisor) { op(q.value, r.value, storage.value, divisor.storage.value) }
        return (BigInt(storage: q), BigInt(storage: r))
    }
}

// MARK: - Comparison, hashing, striding

extension BigInt: Comparable, Hashable, Strideable {
    /// Whether the two integers are equal.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a` equals `b`.
    public static func == (a: BigInt, b: BigInt) -> Bool { __gmpz_cmp(a.storage.value, b.storage.value) == 0 }
    /// Whether `a` is less than `b`.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: whether `a < b`.
    public static func < (a: BigInt, b: BigInt) -> Bool { __gmpz_cmp(a.storage.value, b.storage.value) < 0 }

    /// Hashes the sign, the bit width and the lowest word (equal integers hash alike).
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(signum)
        hasher.combine(magnitudeBitWidth)
        hasher.combine(__gmpz_getlimbn(storage.value, 0))
    }

    /// The stride between two `BigInt`s is a `BigInt`, so that `distance(to:)` never overflows.
    public typealias Stride = BigInt

    /// `other − self`.
    /// - Parameter other: the end point.
    /// - Returns: the exact difference.
    public func distance(to other: BigInt) -> BigInt { other - self }

    /// `self + n`.
    /// - Parameter n: the step.
    /// - Returns: the exact sum.
    public func advanced(by n: BigInt) -> BigInt { self + n }
}
