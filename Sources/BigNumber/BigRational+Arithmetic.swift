import CMPFR

// MARK: - Arithmetic

extension BigRational: Comparable, Hashable, CustomStringConvertible {
    /// `op(a, b)` computed by GMP.
    private static func binary(_ a: BigRational, _ b: BigRational, _ op: (mpq_ptr?, mpq_srcptr?, mpq_srcptr?) -> Void) -> BigRational {
        let result = Storage.make()
        a.withMPQ { a in b.withMPQ { b in op(result.value, a, b) } }
        return BigRational(storage: result)
    }

    /// The exact sum.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a + b` in lowest terms.
    public static func + (a: BigRational, b: BigRational) -> BigRational {
        if case let .small(p, q) = a.representation, case let .small(r, s) = b.representation,
           let sum = Small.sum(p, q, r, s) { return sum }
        return binary(a, b, __gmpq_add)
    }
    /// The exact difference.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a − b` in lowest terms.
    public static func - (a: BigRational, b: BigRational) -> BigRational {
        // A small numerator is never `Int.min`: −r does not overflow.
        if case let .small(p, q) = a.representation, case let .small(r, s) = b.representation,
           let difference = Small.sum(p, q, -r, s) { return difference }
        return binary(a, b, __gmpq_sub)
    }
    /// The exact product.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    /// - Returns: `a × b` in lowest terms.
    public static func * (a: BigRational, b: BigRational) -> BigRational {
        if case let .small(p, q) = a.representation, case let .small(r, s) = b.representation,
           let product = Small.product(p, q, r, s) { return product }
        return binary(a, b, __gmpq_mul)
    }
    /// The negation.
    /// - Parameter a: the value to negate.
    /// - Returns: `−a`.
    public static prefix func - (a: BigRational) -> BigRational {
        if case let .small(p, q) = a.representation { return BigRational(lowestTerms: -p, q) }
        let result = Storage.make()
        a.withMPQ { __gmpq_neg(result.value, $0) }
        return BigRational(storage: result)
    }

    /// `self / other`, or nil when `other` is zero.
    /// - Parameter other: the divisor.
    /// - Returns: the exact quotient, or nil when `other` is zero.
    public func divided(by other: BigRational) -> BigRational? {
        guard !other.isZero else { return nil }
        // The reciprocal of a small r/s is (±s)/|r|, small again: r is never `Int.min`.
        if case let .small(p, q) = representation, case let .small(r, s) = other.representation,
           let quotient = Small.product(p, q, r < 0 ? -s : s, Swift.abs(r)) {
            return quotient
        }
        return Self.binary(self, other, __gmpq_div)
    }

    /// `self` raised to the integer `n` (negative n inverts; nil for 0 to a negative power).
    /// Throws `resultTooLarge` when the result would exceed `limit` bits.
    /// - Parameters:
    ///   - n: the exponent.
    ///   - limit: the most bits the numerator or denominator may need.
    /// - Returns: `self`ⁿ in lowest terms, or nil for 0 to a negative power.
    /// - Throws: `BigNumberError.resultTooLarge` beyond `limit` bits.
    public func power(_ n: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigRational? {
        if n < 0, isZero { return nil }
        let magnitude = n.magnitude
        if magnitude == 0 { return BigRational(1) }
        // |numerator| < 2^a and denominator < 2^b give powers of at most a·n and b·n bits; ±1 and 0 stay small.
        let partBits = withMPQ { max(__gmpz_sizeinbase(cmpq_numref_const($0), 2), __gmpz_sizeinbase(cmpq_denref_const($0), 2)) }
        if partBits > 1 {
            let bits = Double(partBits - 1) * Double(magnitude)
            guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        }
        // Powers of coprime integers are coprime: the result is in lowest terms as it is (a new
        // fraction's denominator is already 1, the power of an integer's).
        let result = Storage.make()
        withMPQ { value in
            __gmpz_pow_ui(cmpq_numref(result.value), cmpq_numref_const(value), magnitude)
            if !isInteger { __gmpz_pow_ui(cmpq_denref(result.value), cmpq_denref_const(value), magnitude) }
        }
        if n < 0 { __gmpq_inv(result.value, result.value) }
        return BigRational(storage: result)
    }

    /// Whether the two fractions are equal.
    /// - Parameters:
    ///   - a: a fraction.
    ///   - b: another fraction.
    /// - Returns: whether they are equal.
    public static func == (a: BigRational, b: BigRational) -> Bool {
        switch (a.representation, b.representation) {
        // Both forms are canonical and a value that fits is always small.
        case let (.small(p, q), .small(r, s)): p == r && q == s
        case (.small, .big), (.big, .small): false
        case let (.big(x), .big(y)): withExtendedLifetime((x, y)) { __gmpq_equal(x.value, y.value) != 0 }
        }
    }
    /// Whether `a` is less than `b`.
    /// - Parameters:
    ///   - a: a fraction.
    ///   - b: another fraction.
    /// - Returns: whether `a` is less than `b`.
    public static func < (a: BigRational, b: BigRational) -> Bool {
        if case let .small(p, q) = a.representation, case let .small(r, s) = b.representation {
            return Small.isLess(p, q, r, s)
        }
        return a.withMPQ { a in b.withMPQ { b in __gmpq_cmp(a, b) < 0 } }
    }

    /// Hashes the canonical numerator and denominator.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(numerator)
        hasher.combine(denominator)
    }

    /// `n/d` in lowest terms, or just `n` for integers.
    public var description: String {
        if case let .small(numerator, denominator) = representation {
            return denominator == 1 ? numerator.description : "\(numerator)/\(denominator)"
        }
        return isInteger ? numerator.description : "\(numerator)/\(denominator)"
    }
}
