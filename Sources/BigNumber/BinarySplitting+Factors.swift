import CMPFR

/// Common factors of Chudnovsky's P and Q taken out while the splitting goes on.
///
/// A merge gives T = T₁Q₂ · 2ˢ + P₁T₂, Q = Q₁Q₂ and P = P₁P₂. When P₁ and Q₂ are both divided by a
/// common factor g, T, Q and P all come out divided by g: Q / T is unchanged and so are the merges
/// above. P₁ = Π (6k−5)(2k−1)(6k−1) and Q₂ = Π k³ · 3²5³23³29³ share many small primes; taking
/// them out makes Q and T about 30 % shorter at the top of a splitting to 10⁷ digits.
///
/// Ranges of at most `factoredTerms` terms carry the factorizations of their P and Q as sorted
/// lists of primes and exponents on a stack (`FactorLists`); the numbers of each term are factored
/// with a sieve of smallest prime factors. Only primes that can divide Q are recorded: those up to
/// the number of terms. Larger ranges merge as before, without lists.
extension BinarySplitting {
    /// The largest range whose P and Q carry factorizations.
    static let factoredTerms = 2048

    /// Splittings of fewer terms do not factor (the sieve and the lists cost more than they save);
    /// nor do splittings of more terms than the largest, whose sieve (12 bytes a term) would take
    /// too much memory. The largest covers π to `EvaluationSettings.maximumDigits` (10⁸ digits,
    /// about 7.05 million terms), where taking the factors out saves the most.
    static let factoringTerms = 4096...8_000_000

    /// Smallest prime factors of the numbers up to 6n for a splitting of n terms.
    struct PrimeSieve: Sendable {
        /// `smallest[x]` is the smallest prime factor of a composite x, 0 for a prime (and for 0, 1).
        /// A composite x ≤ 6n has one below √(6n) < 2¹⁶ for n in `factoringTerms`.
        let smallest: [UInt16]
        /// The largest prime recorded: larger ones cannot divide Q.
        let largestRecorded: UInt

        /// The sieve for a splitting of `terms` terms.
        init(terms: Int) {
            let limit = 6 * terms + 6
            var smallest = [UInt16](repeating: 0, count: limit + 1)
            var prime = 2
            while prime * prime <= limit {
                if smallest[prime] == 0 {
                    for multiple in stride(from: prime * prime, through: limit, by: prime) where smallest[multiple] == 0 {
                        smallest[multiple] = UInt16(prime)
                    }
                }
                prime += 1
            }
            self.smallest = smallest
            largestRecorded = UInt(terms)
        }

        /// Appends the odd primes of `x` up to `largestRecorded`, each with `exponent` times its
        /// multiplicity, to `entries` (unsorted, a prime possibly twice).
        func appendFactors(of x: UInt, exponent: UInt64, to entries: UnsafeMutablePointer<UInt64>, count: inout Int) {
            var x = x
            while x > 1 {
                let small = UInt(smallest[Int(x)])
                let prime = small == 0 ? x : small
                var multiplicity: UInt64 = 0
                while x % prime == 0 {
                    x /= prime
                    multiplicity += 1
                }
                if prime != 2 && prime <= largestRecorded {
                    entries[count] = UInt64(prime) << 32 | multiplicity * exponent
                    count += 1
                }
            }
        }
    }

    /// The stack of factorizations of one serial splitting: for each range, its P's list then its
    /// Q's, entries `prime << 32 | exponent` sorted by prime.
    final class FactorLists {
        /// The sieve that factors the terms.
        let sieve: PrimeSieve
        /// The entries of the ranges in progress.
        private let stack: UnsafeMutablePointer<UInt64>
        /// Where a merge writes its lists before they replace its halves'.
        private let scratch: UnsafeMutablePointer<UInt64>
        /// Entries in use on the stack.
        private var count = 0
        /// The common factor of a merge.
        private let common: Integer

        /// The lists a term can have: three numbers of at most nine odd primes for P, one for Q with 3, 5, 23, 29.
        private static let termEntries = 40

        /// Lists for the factored ranges of a splitting of `terms` terms, with `sieve`.
        init(sieve: PrimeSieve, terms: Int) {
            self.sieve = sieve
            // A range of r terms has at most 40 r entries; its splitting holds at most twice that.
            let largest = min(terms, BinarySplitting.factoredTerms) + 2
            stack = .allocate(capacity: 2 * Self.termEntries * largest)
            scratch = .allocate(capacity: Self.termEntries * largest)
            common = .allocate(capacity: 1)
            __gmpz_init(common)
        }

        deinit {
            stack.deallocate()
            scratch.deallocate()
            __gmpz_clear(common)
            common.deallocate()
        }

        /// Chudnovsky terms `a ..< b` as `chudnovskySerial` sums them (at most `factoredTerms`), with
        /// the common factors of each merge taken out; the lists are dropped at the end.
        func split(_ a: Int, _ b: Int, _ p: Integer, _ q: Integer, _ t: Integer,
                   needP: Bool, _ workspace: Workspace, level: Int, _ stop: Cancellation) {
            let base = count
            _ = splitWithLists(a, b, p, q, t, needP: needP, workspace, level: level, stop)
            count = base
        }

        /// As `split`, leaving the lists of P and Q on the stack; returns their lengths.
        private func splitWithLists(_ a: Int, _ b: Int, _ p: Integer, _ q: Integer, _ t: Integer,
                                    needP: Bool, _ workspace: Workspace, level: Int, _ stop: Cancellation) -> (Int, Int) {
            if b - a == 1 {
                chudnovskyLeaf(a, p, q, t)
                return pushTerm(a)
            }
            if skips(a, b, stop) { return (0, 0) }
            let m = (a + b) / 2
            let base = count
            let (leftP, leftQ) = splitWithLists(a, m, p, q, t, needP: true, workspace, level: level + 1, stop)
            let (p2, q2, t2) = workspace.triple(level)
            let (rightP, rightQ) = splitWithLists(m, b, p2, q2, t2, needP: needP, workspace, level: level + 1, stop)
            let lists = (stack + base, stack + base + leftP, stack + base + leftP + leftQ,
                         stack + base + leftP + leftQ + rightP)
            if takeCommonFactor(lists.0, leftP, lists.3, rightQ) {
                __gmpz_divexact(p, p, common)
                __gmpz_divexact(q2, q2, common)
            }
            mergeChudnovsky(a, m, b, p, q, t, p2, q2, t2, needP: needP)
            let mergedP = Self.union(lists.0, leftP, lists.2, rightP, into: scratch)
            let mergedQ = Self.union(lists.1, leftQ, lists.3, rightQ, into: scratch + mergedP)
            (stack + base).update(from: scratch, count: mergedP + mergedQ)
            count = base + mergedP + mergedQ
            finished(a, b, stop)
            return (mergedP, mergedQ)
        }

        /// The entries of 640320³ / 24 / 2¹⁵ = 3² · 5³ · 23³ · 29³, a factor of every term's q.
        private static let qFactorEntries: [UInt64] = [3 << 32 | 2, 5 << 32 | 3, 23 << 32 | 3, 29 << 32 | 3]

        /// Pushes the lists of term `k`: P's (6k−5)(2k−1)(6k−1), Q's k³ · 3²5³23³29³ (nothing for k = 0).
        private func pushTerm(_ k: Int) -> (Int, Int) {
            guard k > 0 else { return (0, 0) }
            let k = UInt(k)
            var length = 0
            sieve.appendFactors(of: 6 * k - 5, exponent: 1, to: stack + count, count: &length)
            sieve.appendFactors(of: 2 * k - 1, exponent: 1, to: stack + count, count: &length)
            sieve.appendFactors(of: 6 * k - 1, exponent: 1, to: stack + count, count: &length)
            let pLength = Self.sortAndCombine(stack + count, length)
            let qStart = stack + count + pLength
            length = 0
            sieve.appendFactors(of: k, exponent: 3, to: qStart, count: &length)
            for entry in Self.qFactorEntries where entry >> 32 <= sieve.largestRecorded {
                qStart[length] = entry
                length += 1
            }
            let qLength = Self.sortAndCombine(qStart, length)
            count += pLength + qLength
            return (pLength, qLength)
        }

        /// Sorts a few entries by prime and adds the exponents of equal primes; returns the new length.
        private static func sortAndCombine(_ entries: UnsafeMutablePointer<UInt64>, _ length: Int) -> Int {
            for index in stride(from: 1, to: length, by: 1) {
                let entry = entries[index]
                var slot = index
                while slot > 0 && entries[slot - 1] > entry {
                    entries[slot] = entries[slot - 1]
                    slot -= 1
                }
                entries[slot] = entry
            }
            var combined = 0
            for index in 0..<length {
                if combined > 0 && entries[combined - 1] >> 32 == entries[index] >> 32 {
                    entries[combined - 1] += entries[index] & 0xffff_ffff
                } else {
                    entries[combined] = entries[index]
                    combined += 1
                }
            }
            return combined
        }

        /// Writes the product of the primes common to `x` and `y` (at their smaller exponents) into
        /// `common` and lowers both lists' exponents by it; false when there is none.
        private func takeCommonFactor(_ x: UnsafeMutablePointer<UInt64>, _ xLength: Int,
                                      _ y: UnsafeMutablePointer<UInt64>, _ yLength: Int) -> Bool {
            var (i, j) = (0, 0)
            var word: UInt = 1
            var found = false
            __gmpz_set_ui(common, 1)
            while i < xLength && j < yLength {
                let (xPrime, yPrime) = (x[i] >> 32, y[j] >> 32)
                if xPrime != yPrime {
                    if xPrime < yPrime { i += 1 } else { j += 1 }
                    continue
                }
                let exponent = min(x[i] & 0xffff_ffff, y[j] & 0xffff_ffff)
                x[i] -= exponent
                y[j] -= exponent
                found = found || exponent > 0
                for _ in 0..<exponent {
                    let (product, overflow) = word.multipliedReportingOverflow(by: UInt(xPrime))
                    if overflow {
                        __gmpz_mul_ui(common, common, word)
                        word = UInt(xPrime)
                    } else {
                        word = product
                    }
                }
                i += 1
                j += 1
            }
            __gmpz_mul_ui(common, common, word)
            return found
        }

        /// The entries of `x` and `y` merged by prime into `output` (exponents of equal primes added,
        /// exponents 0 left out); returns the length.
        private static func union(_ x: UnsafeMutablePointer<UInt64>, _ xLength: Int, _ y: UnsafeMutablePointer<UInt64>,
                                  _ yLength: Int, into output: UnsafeMutablePointer<UInt64>) -> Int {
            var (i, j, length) = (0, 0, 0)
            while i < xLength || j < yLength {
                let entry: UInt64
                if j == yLength || (i < xLength && x[i] >> 32 < y[j] >> 32) {
                    entry = x[i]
                    i += 1
                } else if i == xLength || y[j] >> 32 < x[i] >> 32 {
                    entry = y[j]
                    j += 1
                } else {
                    entry = x[i] + (y[j] & 0xffff_ffff)
                    i += 1
                    j += 1
                }
                if entry & 0xffff_ffff != 0 {
                    output[length] = entry
                    length += 1
                }
            }
            return length
        }
    }
}
