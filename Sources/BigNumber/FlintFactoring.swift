import CArb
import CMPFR

/// Runs FLINT's `fmpz_factor` safely.
///
/// FLINT 2's quadratic sieve (Debian 12 has FLINT 2.9) writes its relations to `<k>siqs.dat` in the
/// process's current directory, with one name per process, and crashes when it cannot create the
/// file. So with FLINT 2, a number of more than one word (below 2⁶⁴ the sieve never runs) is
/// factored on a thread of its own whose current directory — that thread's alone — is a new private
/// temporary directory (Linux `unshare(CLONE_FS)`; see `carb_run_in_private_directory`). Where that
/// is refused (another system, a sandbox), factorizations take turns behind a process-wide lock in
/// the current directory if it is writable, and throw otherwise. FLINT 3 keeps the file in /tmp
/// under a unique name: it is called directly.
enum FlintFactoring {
    /// Serialises the fallback that lets FLINT 2's sieve use the current directory.
    private static let currentDirectoryLock = Lock(())

    /// The unordered prime factorization of `n` > 1.
    static func factor(_ n: BigInt) throws -> [(prime: BigInt, exponent: Int)] {
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
        return try currentDirectoryLock.withLock { _ in
            guard carb_current_directory_is_writable() != 0 else {
                throw BigNumberError.domain(
                    "factoring this number needs a writable current directory (FLINT 2's quadratic sieve keeps its relations there)")
            }
            return factorHere(n)
        }
    }

    /// `fmpz_factor` on the calling thread: every FLINT value is created and cleared here.
    private static func factorHere(_ n: BigInt) -> [(prime: BigInt, exponent: Int)] {
        var factors = fmpz_factor_struct()
        fmpz_factor_init(&factors)
        defer { fmpz_factor_clear(&factors) }
        withFmpz(n) { fmpz_factor(&factors, $0) }
        guard let primes = factors.p, let exponents = factors.exp else { return [] }
        return (0..<factors.num).map { index in
            (bigInt(fromFmpz: primes + index), Int(exponents[index]))
        }
    }

    /// One factorization handed to the worker thread.
    private final class Job: @unchecked Sendable {
        let n: BigInt
        var result: [(prime: BigInt, exponent: Int)] = []
        init(_ n: BigInt) { self.n = n }
    }
}
