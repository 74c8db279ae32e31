// MARK: - Factorization and the multiplicative functions built on it

extension BigInt {
    /// The prime factorization by FLINT's `fmpz_factor` (trial division, Pollard–Brent rho, ECM
    /// and the self-initialising quadratic sieve; every factor proven prime), ascending by prime.
    ///
    /// The product of `prime^exponent` over the result is `self`: a negative value starts with
    /// `(-1, 1)` and 0 is `[(0, 1)]` (as PARI/GP's `factor` and SymPy's `factorint`); 1 is `[]`.
    ///
    /// The time grows sub-exponentially with the size of the second-largest prime factor: for a
    /// product of two primes of equal size about 0.08 s at 40 digits, 0.5 s at 50, 4 s at 60 and
    /// 45 s at 70 (FLINT 2.9, one core); it cannot be interrupted. See `FlintFactoring` for how FLINT 2's sieve is
    /// kept from the current directory.
    /// - Returns: the prime factors and their exponents.
    /// - Throws: `BigNumberError.domain` only with FLINT 2 where neither a private working directory
    ///   for its sieve could be set up nor the current directory is writable.
    public func factorization() throws -> [(prime: BigInt, exponent: Int)] {
        switch signum {
        case 0: return [(0, 1)]
        case -1: return [(-1, 1)] + (try magnitude.factorization())
        default: break
        }
        let found = try FlintFactoring.factor(self)
        // FLINT lists each prime once but not in order (and its recursion could in principle
        // list one twice): sort, and merge equal primes.
        var merged: [(prime: BigInt, exponent: Int)] = []
        for factor in found.sorted(by: { $0.prime < $1.prime }) {
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
    /// - Throws: `BigNumberError.domain` for self ≤ 0, or as `factorization()`.
    public func totient() throws -> BigInt {
        guard signum > 0 else { throw BigNumberError.domain("totient of a number below 1") }
        return try factorization().reduce(1) { product, factor in
            // p^(e−1) × (p − 1); the exponent is at most the bit width, so the power cannot be too large.
            product * (try factor.prime.power(factor.exponent - 1)) * (factor.prime - 1)
        }
    }

    /// The number of positive divisors of |self| (τ(12) = 6), from the factorization.
    /// - Returns: the product of (exponent + 1) over the prime factors.
    /// - Throws: `BigNumberError.domain` for 0 (every integer divides it), or as `factorization()`.
    public func divisorCount() throws -> BigInt {
        guard !isZero else { throw BigNumberError.domain("zero has infinitely many divisors") }
        return try factorization().reduce(1) { count, factor in
            factor.prime.signum < 0 ? count : count * BigInt(factor.exponent + 1)
        }
    }

    /// The positive divisors of |self|, ascending (`[1, 2, 3, 4, 6, 12]` for 12 and −12).
    /// - Parameter limit: the most divisors to list (100 000 when omitted).
    /// - Returns: the divisors.
    /// - Throws: `BigNumberError.domain` for 0, or when there are more than `limit` divisors (the
    ///   message gives their number); or as `factorization()`.
    public func divisors(limit: Int = 100_000) throws -> [BigInt] {
        guard !isZero else { throw BigNumberError.domain("zero has infinitely many divisors") }
        let factors = try factorization().filter { $0.prime.signum > 0 }
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
