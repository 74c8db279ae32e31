// MARK: - Factorization and the multiplicative functions built on it

extension BigInt {
    /// The prime factorization by FLINT's `fmpz_factor` (trial division, Pollard–Brent rho, ECM
    /// and the self-initialising quadratic sieve; every factor proven prime), ascending by prime.
    ///
    /// The product of `prime^exponent` over the result is `self`: a negative value starts with
    /// −1 (exponent 1) and 0 is `[0]` (exponent 1), as PARI/GP's `factor` and SymPy's `factorint`
    /// have them; 1 is `[]`.
    ///
    /// The time grows sub-exponentially with the size of the second-largest prime factor: for a
    /// product of two primes of equal size about 0.08 s at 40 digits, 0.5 s at 50, 4 s at 60 and
    /// 45 s at 70 (FLINT 2.9, one core); it cannot be interrupted. It never fails: see
    /// `FlintFactoring` for how FLINT 2's sieve is kept from the current directory.
    ///
    /// ```swift
    /// BigInt(-360).factorization()   // [-1, 2^3, 3^2, 5]
    /// ```
    /// - Returns: the prime powers, ascending by prime.
    public func factorization() -> [PrimePower] {
        factorization(by: FlintFactoring.factor)
    }

    /// `factorization()` as it runs where FLINT 2's quadratic sieve has no directory to write in
    /// (trial division, rho and ECM only), so that tests can check that path anywhere.
    package func factorizationWithoutSieve() -> [PrimePower] {
        factorization(by: FlintFactoring.factorWithoutSieve)
    }

    /// The sorted, merged factorization, `factor` listing the prime powers of a value above 1.
    private func factorization(by factor: (BigInt) -> [PrimePower]) -> [PrimePower] {
        switch signum {
        case 0: return [PrimePower(prime: 0, exponent: 1)]
        case -1: return [PrimePower(prime: -1, exponent: 1)] + magnitude.factorization(by: factor)
        default: break
        }
        // FLINT lists each prime once but not in order (its recursion, and the sieve-free path,
        // could list one twice): sort, and merge equal primes.
        var merged: [PrimePower] = []
        for factor in factor(self).sorted(by: { $0.prime < $1.prime }) {
            if let last = merged.last, last.prime == factor.prime {
                merged[merged.count - 1].exponent += factor.exponent
            } else {
                merged.append(factor)
            }
        }
        return merged
    }

    /// Euler's totient φ(n): how many of 1…n are coprime to n (φ(1) = 1), from the factorization.
    /// - Returns: φ(self).
    /// - Throws: `BigNumberError.domain` for self ≤ 0.
    public func totient() throws -> BigInt {
        guard signum > 0 else { throw BigNumberError.domain("totient of a number below 1") }
        return try factorization().reduce(1) { product, factor in
            // p^(e−1) × (p − 1); the exponent is at most the bit width, so the power cannot be too large.
            product * (try factor.prime.power(factor.exponent - 1)) * (factor.prime - 1)
        }
    }

    /// The number of positive divisors of |self| (τ(12) = 6), from the factorization.
    /// - Returns: the product of (exponent + 1) over the prime factors.
    /// - Throws: `BigNumberError.domain` for 0 (every integer divides it).
    public func divisorCount() throws -> BigInt {
        guard !isZero else { throw BigNumberError.domain("zero has infinitely many divisors") }
        return factorization().reduce(1) { count, factor in
            factor.prime.signum < 0 ? count : count * BigInt(factor.exponent + 1)
        }
    }

    /// The positive divisors of |self|, ascending (`[1, 2, 3, 4, 6, 12]` for 12 and −12).
    /// - Parameter limit: the most divisors to list (100 000 when omitted).
    /// - Returns: the divisors.
    /// - Throws: `BigNumberError.domain` for 0, or when there are more than `limit` divisors (the
    ///   message gives their number).
    public func divisors(limit: Int = 100_000) throws -> [BigInt] {
        guard !isZero else { throw BigNumberError.domain("zero has infinitely many divisors") }
        let factors = factorization().filter { $0.prime.signum > 0 }
        let count = factors.reduce(BigInt(1)) { $0 * BigInt($1.exponent + 1) }
        guard count <= BigInt(limit) else {
            throw BigNumberError.domain("\(count) divisors, more than the limit of \(limit) to list")
        }
        var divisors: [BigInt] = [1]
        for factor in factors {
            var powers: [BigInt] = [1]
            for _ in 0..<factor.exponent { powers.append(powers[powers.count - 1] * factor.prime) }
            divisors = divisors.flatMap { divisor in powers.map { divisor * $0 } }
        }
        return divisors.sorted()
    }
}
