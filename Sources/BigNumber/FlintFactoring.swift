import CArb
import CMPFR

/// Runs FLINT's `fmpz_factor` without depending on the current directory.
///
/// FLINT 2's quadratic sieve (Debian 12 has FLINT 2.9) writes its relations to `<k>siqs.dat` in the
/// process's current directory, with one name per process, and crashes when it cannot create the
/// file. So with FLINT 2, a number of more than one word (below 2⁶⁴ the sieve never runs) is
/// factored on a thread of its own whose current directory — that thread's alone — is a new private
/// temporary directory (Linux `unshare(CLONE_FS)`; see `carb_run_in_private_directory`). Where that
/// is refused (another system, a sandbox), factorizations take turns behind a process-wide lock in
/// the current directory if it is writable, and otherwise factor without the sieve
/// (`factorWithoutSieve`: slower for two large primes of similar size, but it needs no file). So
/// factoring never fails. FLINT 3 keeps the file in /tmp under a unique name: it is called directly.
enum FlintFactoring {
    /// Serialises the fallback that lets FLINT 2's sieve use the current directory.
    private static let currentDirectoryLock = Lock(())

    /// The unordered prime factorization of `n` > 1 (a prime may be listed more than once).
    static func factor(_ n: BigInt) -> [PrimePower] {
        let needsIsolation = carb_factor_sieve_uses_current_directory() != 0 && __gmpz_size(n.storage.value) > 1
        guard needsIsolation else { return factorHere(n) }
        let job = Job(n)
        let context = Unmanaged.passUnretained(job).toOpaque()
        let ran = carb_run_in_private_directory({ context in
            guard let context else { return }
            let job = Unmanaged<Job>.fromOpaque(context).takeUnretainedValue()
            job.result = FlintFactoring.factorHere(job.n)
        }, context)
        if ran != 0 {
            return withExtendedLifetime(job) { job.result }
        }
        let factored = currentDirectoryLock.withLock { _ in
            carb_current_directory_is_writable() != 0 ? factorHere(n) : nil
        }
        return factored ?? factorWithoutSieve(n)
    }

    /// `fmpz_factor` on the calling thread: every FLINT value is created and cleared here.
    private static func factorHere(_ n: BigInt) -> [PrimePower] {
        var factors = fmpz_factor_struct()
        fmpz_factor_init(&factors)
        defer { fmpz_factor_clear(&factors) }
        withFmpz(n) { fmpz_factor(&factors, $0) }
        guard let primes = factors.p, let exponents = factors.exp else { return [] }
        return (0..<factors.num).map { index in
            PrimePower(prime: bigInt(fromFmpz: primes + index), exponent: Int(exponents[index]))
        }
    }

    /// The unordered prime factorization of `n` > 1 without FLINT 2's quadratic sieve: trial
    /// division by the primes below 10⁴, then each composite cofactor is split by Pollard–Brent rho
    /// or by ECM with growing bounds (`carb_factor_split`) until every part is a proven prime.
    /// One-word parts go to `fmpz_factor`, which does not sieve below 2⁶⁴.
    static func factorWithoutSieve(_ n: BigInt) -> [PrimePower] {
        var found: [PrimePower] = []
        var rest = n
        for p in smallPrimes where rest.isMultiple(of: p) {
            var exponent = 0
            while rest.isMultiple(of: p) {
                rest /= p
                exponent += 1
            }
            found.append(PrimePower(prime: p, exponent: exponent))
        }
        var pending = rest > 1 ? [PrimePower(prime: rest, exponent: 1)] : []
        while let part = pending.popLast() {
            let m = part.prime
            if __gmpz_size(m.storage.value) <= 1 {
                found += factorHere(m).map { PrimePower(prime: $0.prime, exponent: $0.exponent * part.exponent) }
            } else if m.primality(proving: true) == .prime {
                found.append(part)
            } else if let (root, k) = perfectPower(m) {
                pending.append(PrimePower(prime: root, exponent: part.exponent * k))
            } else {
                let divisor = properDivisor(of: m)
                pending.append(PrimePower(prime: divisor, exponent: part.exponent))
                pending.append(PrimePower(prime: m / divisor, exponent: part.exponent))
            }
        }
        return found
    }

    /// The primes below 10⁴, for trial division.
    private static let smallPrimes: [BigInt] = {
        var composite = [Bool](repeating: false, count: 10_000)
        var primes: [BigInt] = []
        for p in 2..<composite.count where !composite[p] {
            primes.append(BigInt(p))
            for multiple in stride(from: p * p, to: composite.count, by: p) { composite[multiple] = true }
        }
        return primes
    }()

    /// `(r, k)` with r^k = m and k > 1, or nil when m is not a perfect power.
    private static func perfectPower(_ m: BigInt) -> (BigInt, Int)? {
        var root = fmpz()
        fmpz_init(&root)
        defer { fmpz_clear(&root) }
        let k = withFmpz(m) { fmpz_is_perfect_power(&root, $0) }
        return k > 1 ? (bigInt(fromFmpz: &root), Int(k)) : nil
    }

    /// A proper divisor of m, a composite without small prime factors that is not a perfect power:
    /// attempts of `carb_factor_split` with growing bounds until one splits it (each attempt of
    /// ECM succeeds with a probability that grows with its bound, so one eventually does).
    private static func properDivisor(of m: BigInt) -> BigInt {
        var divisor = fmpz()
        fmpz_init(&divisor)
        defer { fmpz_clear(&divisor) }
        withFmpz(m) { m in
            var attempt: UInt = 0
            while carb_factor_split(&divisor, m, attempt) == 0 { attempt += 1 }
        }
        return bigInt(fromFmpz: &divisor)
    }

    /// One factorization handed to the worker thread.
    private final class Job: @unchecked Sendable {
        let n: BigInt
        var result: [PrimePower] = []
        init(_ n: BigInt) { self.n = n }
    }
}
