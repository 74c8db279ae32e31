import CMPFR

/// A splitting on several threads: the range of terms is cut at the midpoints into a few times
/// more pieces than threads, the pieces are summed serially by a pool of threads (largest first,
/// each thread taking the next piece), then neighbouring pieces are merged level by level, the
/// multiplications of all the merges of a level shared by the pool the same way.
///
/// The pieces and merges are those of the serial recursion (the same midpoints), so the integers
/// and the progress weights are the same for every thread count.
extension BinarySplitting {
    /// The series that split in parallel.
    enum Series {
        /// Chudnovsky's series for π: P, Q and T.
        case chudnovsky
        /// Σ 1/k! for e: Q and T.
        case factorial

        /// Pieces smaller than this are not worth a thread of their own. For π, the largest range
        /// whose common factors are taken out (`factoredTerms`): a piece is then never inside such a
        /// range, and the integers are the serial splitting's.
        var minimumPieceTerms: Int {
            switch self {
            case .chudnovsky: BinarySplitting.factoredTerms
            case .factorial: 2048
            }
        }
    }

    /// The integers of one piece of a splitting, terms `a ..< b`.
    final class Piece: @unchecked Sendable {
        let a: Int
        var b: Int
        let p: Integer, q: Integer, t: Integer

        init(_ a: Int, _ b: Int) {
            (self.a, self.b) = (a, b)
            (p, q, t) = (.allocate(capacity: 1), .allocate(capacity: 1), .allocate(capacity: 1))
            for integer in [p, q, t] { __gmpz_init(integer) }
        }

        deinit {
            for integer in [p, q, t] {
                __gmpz_clear(integer)
                integer.deallocate()
            }
        }
    }

    /// One multiplication of a merge: `result` = `left` × `right`, then shifted left by `shift` bits.
    struct Product: @unchecked Sendable {
        let result: Integer, left: Integer, right: Integer
        var shift = 0

        /// The size of the operands in limbs: the order in which the pool takes the products.
        var size: Int { Int(__gmpz_size(left)) + Int(__gmpz_size(right)) }

        func run() {
            __gmpz_mul(result, left, right)
            if shift > 0 { __gmpz_mul_2exp(result, result, mp_bitcnt_t(shift)) }
        }
    }

    /// How many pieces a splitting of `terms` terms is cut into for `threads` threads: a power of two
    /// up to four per thread, each of at least `series.minimumPieceTerms` terms; 1 means serial.
    static func pieceCount(terms: Int, threads: Int, _ series: Series) -> Int {
        var count = 1
        while threads > 1 && count < 4 * threads && terms / (2 * count) >= series.minimumPieceTerms { count *= 2 }
        return count
    }

    /// The pieces of `a ..< b` cut at the midpoints into `count` (a power of two) pieces, in order.
    static func pieces(_ a: Int, _ b: Int, count: Int) -> [Piece] {
        guard count > 1 else { return [Piece(a, b)] }
        let m = (a + b) / 2
        return pieces(a, m, count: count / 2) + pieces(m, b, count: count / 2)
    }

    /// Splits the `n` terms of `series` on `threads` threads and writes P (when the series has
    /// one), Q and T into `p`, `q`, `t`, the Chudnovsky series with its common factors taken out
    /// when `sieve` is given; false (nothing written) when the splitting is too small to be cut and
    /// the caller sums it serially.
    static func splitInParallel(
        _ series: Series, terms n: Int, threads: Int, p: Integer, q: Integer, t: Integer, sieve: PrimeSieve?,
        _ stop: Cancellation
    ) -> Bool {
        guard let merged = splitInParallel(series, terms: n, threads: threads, sieve: sieve, leaving: 1, stop) else {
            return false
        }
        withExtendedLifetime(merged) {
            __gmpz_swap(p, merged[0].p)
            __gmpz_swap(q, merged[0].q)
            __gmpz_swap(t, merged[0].t)
        }
        return true
    }

    /// As `splitInParallel(_:terms:threads:p:q:t:sieve:_:)`, merging only until `remaining` pieces
    /// (a power of two) are left: their integers, in order (the last piece without its P, which no
    /// merge needs); nil when the splitting is too small to be cut into more pieces than that.
    static func splitInParallel(
        _ series: Series, terms n: Int, threads: Int, sieve: PrimeSieve?, leaving remaining: Int, _ stop: Cancellation
    ) -> [Piece]? {
        let count = pieceCount(terms: n, threads: threads, series)
        guard count > remaining else { return nil }
        var level = pieces(0, n, count: count)
        sum(level, series, threads: threads, sieve: sieve, stop)
        while level.count > remaining {
            if stop.reason != nil { return level }
            let pairs = stride(from: 0, to: level.count, by: 2).map { (level[$0], level[$0 + 1]) }
            let products = pairs.enumerated().flatMap { index, pair in
                mergeProducts(series, pair.0, pair.1, needP: index < pairs.count - 1)
            }.sorted { $0.size > $1.size }
            Concurrently.forEach(count: products.count, threads: threads) { products[$0].run() }
            for (index, (left, right)) in pairs.enumerated() {
                __gmpz_add(left.t, left.t, right.t)
                if series == .chudnovsky && index < pairs.count - 1 { __gmpz_swap(left.p, right.p) }
                left.b = right.b
                finished(left.a, left.b, stop)
            }
            level = pairs.map(\.0)
        }
        return level
    }

    /// Sums each of `pieces` serially, on a pool of `threads` threads taking the last (largest) pieces first.
    private static func sum(_ pieces: [Piece], _ series: Series, threads: Int, sieve: PrimeSieve?, _ stop: Cancellation) {
        Concurrently.forEach(count: pieces.count, threads: threads) { index in
            let piece = pieces[pieces.count - 1 - index], needP = index > 0
            guard !skips(piece.a, piece.b, stop) else { return }
            let workspace = Workspace(terms: piece.b - piece.a)
            switch series {
            case .chudnovsky:
                let factors = sieve.map { FactorLists(sieve: $0, terms: piece.b - piece.a) }
                chudnovskySerial(piece.a, piece.b, piece.p, piece.q, piece.t, needP: needP, workspace, factors,
                                 level: 0, stop)
            case .factorial:
                factorialSeriesSerial(piece.a, piece.b, piece.q, piece.t, workspace, level: 0, stop)
            }
        }
    }

    /// The multiplications that merge `left` and its neighbour `right`, all independent of each
    /// other; the merge ends with T = T₁' + T₂' (and P = P₂' for the Chudnovsky series when `needP`).
    ///
    /// Chudnovsky: T₁' = T₁Q₂ · 2^(15 · terms of right), T₂' = P₁T₂, Q = Q₁Q₂, P₂' = P₁P₂.
    /// Σ 1/k!: T₁' = T₁Q₂, Q = Q₁Q₂ (and T₂ as it is).
    private static func mergeProducts(_ series: Series, _ left: Piece, _ right: Piece, needP: Bool) -> [Product] {
        switch series {
        case .chudnovsky:
            var products = [
                Product(result: left.t, left: left.t, right: right.q, shift: chudnovskyQShift * (right.b - right.a)),
                Product(result: right.t, left: right.t, right: left.p),
                Product(result: left.q, left: left.q, right: right.q),
            ]
            if needP { products.append(Product(result: right.p, left: left.p, right: right.p)) }
            return products
        case .factorial:
            return [
                Product(result: left.t, left: left.t, right: right.q),
                Product(result: left.q, left: left.q, right: right.q),
            ]
        }
    }
}
