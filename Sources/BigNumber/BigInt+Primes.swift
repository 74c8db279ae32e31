import CArb
import CMPFR

/// What a primality test established about an integer.
public enum Primality: Sendable, Hashable {
    /// Certainly prime (proven, or below 2⁶⁴ where the test is deterministic).
    case prime
    /// Passed the Baillie–PSW test, which no composite number is known to pass, but not proven.
    case probablePrime
    /// Certainly not prime: composite, or less than 2 (0, 1 and negative numbers).
    case notPrime
}

extension BigInt {
    /// 2⁶⁴: below it the primality tests are deterministic (FLINT's `n_is_prime`; the Baillie–PSW
    /// test has no counterexample below 2⁶⁴, Feitsma and Galway).
    private static let deterministicPrimalityBound = BigInt(1) << 64

    /// Whether the value is prime, and how certainly.
    ///
    /// Below 2⁶⁴ the answer is certain (`.prime` or `.notPrime`, FLINT's deterministic test).
    /// Above, the Baillie–PSW test (GMP ≥ 6.2's `mpz_probab_prime_p`: trial division, a strong
    /// base-2 Miller–Rabin test and a strong Lucas test) answers `.notPrime`, which is certain, or
    /// `.probablePrime`: no composite number passing it is known. With `proving: true`, a probable
    /// prime is then proven (FLINT's `fmpz_is_prime`: Pocklington, Morrison, or APRCL), which is fast
    /// for numbers like 2ⁿ ± 1 but can take minutes above a few hundred digits and cannot be interrupted.
    /// - Parameter proving: whether to prove a probable prime (false when omitted).
    /// - Returns: `.prime`, `.probablePrime` (only when not proving) or `.notPrime`.
    public func primality(proving: Bool = false) -> Primality {
        guard signum > 0 else { return .notPrime }
        if self < BigInt.deterministicPrimalityBound || proving {
            return withFmpz(self) { fmpz_is_prime($0) } == 1 ? .prime : .notPrime
        }
        // Repetitions ≤ 24 ask GMP for the Baillie–PSW test alone.
        switch __gmpz_probab_prime_p(storage.value, 24) {
        case 0: return .notPrime
        case 2: return .prime
        default: return .probablePrime
        }
    }

    /// Whether the value passes the primality test of `primality()`: certain below 2⁶⁴, a
    /// Baillie–PSW probable prime above (like PARI/GP's `ispseudoprime`).
    public var isPrime: Bool { primality() != .notPrime }

    /// The smallest prime greater than `self` (2 for every value below 2), by FLINT's
    /// `fmpz_nextprime`: a sieve, then Baillie–PSW (certain below 2⁶⁴, a probable prime above).
    ///
    /// The time grows with the size of `self` and the gap to the next prime (about 0.5 s after 10¹⁰⁰⁰).
    /// - Returns: the next prime.
    public func nextPrime() -> BigInt {
        withFmpz(self) { n in
            var next = fmpz()
            fmpz_init(&next)
            defer { fmpz_clear(&next) }
            fmpz_nextprime(&next, n, 0)
            return bigInt(fromFmpz: &next)
        }
    }

    /// The largest prime less than `self`, or nil when `self` ≤ 2: stepping down over the odd
    /// numbers with FLINT's `fmpz_is_probabprime` (trial division, then Baillie–PSW: certain below
    /// 2⁶⁴, a probable prime above, as for `nextPrime()`).
    ///
    /// GMP < 6.3 and FLINT 2 have no previous-prime function; most candidates fall to trial
    /// division (about 1.2 s below 10¹⁰⁰⁰, where the gap is 1769).
    /// - Returns: the previous prime, or nil.
    public func previousPrime() -> BigInt? {
        guard self > 2 else { return nil }
        if self == 3 { return 2 }
        // From the largest odd number below self.
        return withFmpz(isOdd ? self - 2 : self - 1) { candidate in
            while fmpz_is_probabprime(candidate) == 0 {
                fmpz_sub_ui(candidate, candidate, 2)
            }
            return bigInt(fromFmpz: candidate)
        }
    }
}
