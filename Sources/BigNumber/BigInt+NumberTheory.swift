import CMPFR

// MARK: - Size-checked powers, factorials, binomials

extension BigInt {
    /// `self` raised to the power `exponent` (≥ 0).
    /// - Parameters:
    ///   - exponent: the exponent, ≥ 0.
    ///   - limit: the largest result, in bits (`maximumBitWidth` when omitted).
    /// - Returns: the exact power (0⁰ is 1).
    /// - Throws: `BigNumberError.domain` for a negative exponent; `resultTooLarge` when the result
    ///   would exceed `limit` bits.
    public func power(_ exponent: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard exponent >= 0 else { throw BigNumberError.domain("negative integer exponent") }
        if exponent == 0 { return 1 }
        let magnitudeBits = __gmpz_sizeinbase(storage.value, 2)
        // |self| < 2^bits, so the result has at most bits × exponent bits; ±1 and 0 stay small.
        if magnitudeBits > 1 {
            let bits = Double(magnitudeBits - 1) * Double(exponent)
            guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        }
        let result = Storage.make()
        __gmpz_pow_ui(result.value, storage.value, UInt(exponent))
        return BigInt(storage: result)
    }

    /// n! for n ≥ 0.
    /// - Parameters:
    ///   - n: the argument, ≥ 0.
    ///   - limit: the largest result, in bits.
    /// - Returns: n!.
    /// - Throws: `BigNumberError.domain` for a negative n; `resultTooLarge` above `limit` bits.
    public static func factorial(_ n: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard n >= 0 else { throw BigNumberError.domain("factorial of a negative number") }
        let bits = factorialBits(n)
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        let result = Storage.make()
        __gmpz_fac_ui(result.value, UInt(n))
        return BigInt(storage: result)
    }

    /// The double factorial n!! = n(n − 2)(n − 4)… for n ≥ −1 (0!! = (−1)!! = 1).
    /// - Parameters:
    ///   - n: the argument, ≥ −1.
    ///   - limit: the largest result, in bits.
    /// - Returns: n!!.
    /// - Throws: `BigNumberError.domain` below −1; `resultTooLarge` above `limit` bits.
    public static func doubleFactorial(_ n: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard n >= -1 else { throw BigNumberError.domain("double factorial of a number below -1") }
        guard n >= 1 else { return 1 }
        // n!! · (n − 1)!! = n! and (n − 1)!! ≥ n!!/n, so n!!² ≤ n · n!.
        let bits = (factorialBits(n) + Double.log2(Double(n))) / 2 + 1
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        let result = Storage.make()
        __gmpz_2fac_ui(result.value, UInt(n))
        return BigInt(storage: result)
    }

    /// log₂(n!) by Stirling's formula (an upper bound for n ≥ 1, within a few bits).
    static func factorialBits(_ n: Int) -> Double {
        guard n > 1 else { return 1 }
        let x = Double(n)
        return (x * Double.log2(x) - x / 0.6931471805599453 + 0.5 * Double.log2(2 * Double.pi * x)) + 2
    }

    /// The binomial coefficient C(n, k) for n ≥ 0 (0 when k < 0 or k > n).
    /// - Parameters:
    ///   - n: the size of the set, ≥ 0.
    ///   - k: the size of the subsets.
    ///   - limit: the largest result, in bits.
    /// - Returns: C(n, k).
    /// - Throws: `BigNumberError.domain` for a negative n; `resultTooLarge` above `limit` bits.
    public static func binomial(_ n: Int, _ k: Int, limit: Int = BigInt.maximumBitWidth) throws -> BigInt {
        guard n >= 0 else { throw BigNumberError.domain("binomial coefficient of a negative number") }
        guard k >= 0, k <= n else { return 0 }
        // C(n, k) ≤ 2^n and ≤ n^k / k!.
        let bits = Swift.min(Double(n), Double(Swift.min(k, n - k)) * Double.log2(Double(n)) + 1)
        guard bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: bits, limit: limit) }
        let result = Storage.make()
        __gmpz_bin_uiui(result.value, UInt(n), UInt(k))
        return BigInt(storage: result)
    }
}

// MARK: - Divisibility, roots, digits

extension BigInt {
    /// The greatest common divisor (non-negative; gcd(0, 0) = 0).
    /// - Parameters:
    ///   - a: an integer.
    ///   - b: another.
    /// - Returns: gcd(a, b).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt { binary(a, b, __gmpz_gcd) }

    /// The least common multiple (non-negative; 0 if either is 0).
    /// - Parameters:
    ///   - a: an integer.
    ///   - b: another.
    /// - Returns: lcm(a, b).
    public static func lcm(_ a: BigInt, _ b: BigInt) -> BigInt { binary(a, b, __gmpz_lcm) }

    /// The greatest common divisor of all of `values` (non-negative; 0 for none, or all zero).
    /// - Parameter values: the integers.
    /// - Returns: their gcd.
    public static func gcd<S: Sequence<BigInt>>(_ values: S) -> BigInt {
        var result: BigInt = 0
        for value in values {
            result = gcd(result, value)
            if result == 1 { break }
        }
        return result
    }

    /// The least common multiple of all of `values` (non-negative; 1 for none, 0 if one is 0).
    /// - Parameter values: the integers.
    /// - Returns: their lcm.
    public static func lcm<S: Sequence<BigInt>>(_ values: S) -> BigInt {
        var result: BigInt = 1
        for value in values {
            result = lcm(result, value)
            if result.isZero { break }
        }
        return result
    }

    /// The integer square root (the calculator's `isqrt`).
    /// - Returns: ⌊√self⌋ for self ≥ 0, or nil for a negative value.
    public func squareRoot() -> BigInt? {
        guard signum >= 0 else { return nil }
        return unary(__gmpz_sqrt)
    }

    /// The integer part of the n-th root: ⌊self^(1/n)⌋ for self ≥ 0, and −⌊|self|^(1/n)⌋ for a
    /// negative self and odd n (rounded toward zero, so that `iroot(-x) == -iroot(x)`; GMP's `mpz_root`).
    /// - Parameter n: the root's degree, ≥ 1.
    /// - Returns: the root, or nil when n < 1 or when self is negative and n even.
    public func iroot(_ n: Int) -> BigInt? {
        guard n >= 1, signum >= 0 || n & 1 == 1 else { return nil }
        // 2^(bits−1) ≤ |self| < 2^bits, so for n ≥ bits the root of a non-zero value is ±1.
        if n >= magnitudeBitWidth, !isZero { return BigInt(signum) }
        let result = Storage.make()
        __gmpz_root(result.value, storage.value, UInt(n))
        return BigInt(storage: result)
    }

    /// The exact number of digits of |self| in `base` (1 for 0), unlike `mpz_sizeinbase`, which may
    /// count one too many.
    /// - Parameter base: the base, 2…62 (10 when omitted).
    /// - Returns: the digit count, or nil for a base outside 2…62.
    public func numberOfDigits(base: Int = 10) -> Int? {
        guard (2...62).contains(base) else { return nil }
        let estimate = Int(__gmpz_sizeinbase(storage.value, Int32(base)))
        // Exact for powers of two; otherwise |self| has estimate − 1 digits when below base^(estimate − 1).
        guard estimate > 1, base & (base - 1) != 0 else { return estimate }
        let power = Storage.make()
        __gmpz_ui_pow_ui(power.value, UInt(base), UInt(estimate - 1))
        return __gmpz_cmpabs(storage.value, power.value) < 0 ? estimate - 1 : estimate
    }
}

// MARK: - Modular arithmetic

extension BigInt {
    /// `self^exponent mod modulus` (GMP's `mpz_powm`); a negative exponent raises the inverse of
    /// `self` modulo `modulus`. The result has the sign of the modulus, as Python's
    /// `pow(a, b, m)`: in [0, m) for m > 0, in (m, 0] for m < 0; 0 for m = ±1.
    /// - Parameters:
    ///   - exponent: the exponent, of any sign and size (the time grows with its bit count).
    ///   - modulus: the modulus, not 0.
    /// - Returns: the residue.
    /// - Throws: `BigNumberError.domain` when the modulus is 0, or when the exponent is negative and
    ///   `self` has no inverse modulo `modulus` (gcd(self, modulus) ≠ 1).
    public func power(_ exponent: BigInt, modulus: BigInt) throws -> BigInt {
        guard !modulus.isZero else { throw BigNumberError.domain("modular power with modulus 0") }
        var base = self
        if exponent.signum < 0 {
            guard let inverse = inverse(modulo: modulus) else {
                throw BigNumberError.domain("negative power of a number with no inverse modulo the modulus")
            }
            base = inverse
        }
        let positiveModulus = modulus.magnitude
        let positiveExponent = exponent.magnitude
        let result = Storage.make()
        withExtendedLifetime((base, positiveExponent, positiveModulus)) {
            __gmpz_powm(result.value, base.storage.value, positiveExponent.storage.value, positiveModulus.storage.value)
        }
        return BigInt(storage: result).withSignOf(modulus)
    }

    /// The inverse of `self` modulo `modulus` (GMP's `mpz_invert`): the x with `self × x ≡ 1`,
    /// with the sign of the modulus as `power(_:modulus:)` (0 for m = ±1, where every x works).
    /// - Parameter modulus: the modulus.
    /// - Returns: the inverse, or nil when the modulus is 0 or gcd(self, modulus) ≠ 1.
    public func inverse(modulo modulus: BigInt) -> BigInt? {
        guard !modulus.isZero else { return nil }
        let result = Storage.make()
        let exists = withExtendedLifetime(modulus) {
            __gmpz_invert(result.value, storage.value, modulus.storage.value)
        }
        guard exists != 0 else { return nil }
        return BigInt(storage: result).withSignOf(modulus)
    }

    /// A residue in [0, |m|) moved to (m, 0] when m is negative.
    private func withSignOf(_ modulus: BigInt) -> BigInt {
        modulus.signum < 0 && !isZero ? self + modulus : self
    }
}
