import CArb

/// The outcome of an integer-relation search among real numbers x₁…xₙ given as balls.
public enum IntegerRelation: Sendable, Hashable {
    /// Integers a₁…aₙ, not all 0, with a₁x₁ + … + aₙxₙ = 0 consistent with the balls (the ball of
    /// the sum contains 0): primitive (their gcd is 1), the first non-zero one positive.
    case relation([BigInt])
    /// The reduction proves that no integers a₁…aₙ, not all 0, each with |aᵢ| < this bound, have
    /// a₁x₁ + … + aₙxₙ = 0 for any values in the balls (a bound of 0 or 1 excludes nothing).
    case noneBelow(BigInt)
}

extension IntegerRelation {
    /// Bits of each value's proven accuracy not used for the lattice, so that a vector the
    /// reduction finds only by accident leaves a sum whose ball excludes 0.
    public static let guardBits = 20

    /// Looks for an integer relation among `values` with FLINT's LLL reduction (`fmpz_lll`).
    ///
    /// With s the proven absolute bits of the widest ball (−log₂ of its radius) less the guard
    /// (`guardBits` + log₂ n), row i of the lattice basis is eᵢ followed by Xᵢ = round(2ˢ·midᵢ).
    /// (The reduction first runs with fewer bits, doubling up to s, and stops at the first
    /// relation that the whole balls confirm: short relations need few bits.)
    /// For every value xᵢ of its ball |Xᵢ − 2ˢxᵢ| ≤ E = ½ + 2^−guard. The rows of the reduced
    /// basis are tried in order: the first whose coefficients give a sum whose ball contains 0
    /// is the relation. Otherwise the bound: a relation a gives the non-zero lattice vector
    /// (a, Σ aᵢXᵢ), of length at most ‖a‖·√(1 + nE²) because |Σ aᵢXᵢ| = |Σ aᵢ(Xᵢ − 2ˢxᵢ)|; every
    /// non-zero lattice vector is at least as long as the shortest Gram–Schmidt vector b*ₖ of
    /// any basis (‖b*ₖ‖² = dₖ/dₖ₋₁ with dₖ the leading k×k minors of the Gram matrix, computed
    /// exactly), and ‖a‖ ≤ √n·max|aᵢ|; so every relation has max|aᵢ| ≥ minₖ‖b*ₖ‖ / √(n(1 + nE²)),
    /// whose integer part is the bound returned.
    /// - Parameter values: the real numbers (exact balls count as known to every bit).
    /// - Returns: the relation, or the bound below which none exists.
    /// - Throws: `noValues`, `tooManyValues` (above `Recognition.maximumDimension`),
    ///   `notFinite`, `outOfRange`, or `insufficientPrecision` when s < `Recognition.minimumBits`.
    public static func search(among values: [BigBall]) throws(RecognitionError) -> IntegerRelation {
        let n = values.count
        guard n > 0 else { throw .noValues }
        guard n <= Recognition.maximumDimension else { throw .tooManyValues }
        let guardBits = guardBits + (Int.bitWidth - n.leadingZeroBitCount)
        let scale = try scaleBits(values, guardBits: guardBits)
        // Short relations show up with few bits, and LLL on small entries is far faster: try
        // scales doubling up to the full one. A relation found early is still checked on the
        // whole balls; only the full scale proves the bound.
        var trial = Swift.min(scale, 64 + 16 * n)
        var basis: FmpzMatrix?
        while true {
            let reducedBasis = reduced(values, scale: trial, startingFrom: basis)
            for row in 0..<n {
                let coefficients = (0..<n).map { bigInt(fromFmpz: reducedBasis.entry(row, $0)) }
                if vanishes(coefficients, at: values, scale: scale) { return .relation(normalized(coefficients)) }
            }
            if trial == scale { return .noneBelow(bound(reducedBasis, guardBits: guardBits)) }
            basis = reducedBasis
            trial = Swift.min(2 * trial, scale)
        }
    }

    /// The LLL-reduced basis of the lattice of `search` at `scale` bits (FLINT's `fmpz_lll`).
    ///
    /// The first n columns of a basis are the unimodular transformation U that made it from the
    /// starting rows (eᵢ, Xᵢ); a basis reduced at fewer bits is carried over as the rows
    /// (uᵣ, Σ uᵣᵢXᵢ) with the new Xᵢ, the same lattice, already nearly reduced.
    static func reduced(_ values: [BigBall], scale: Int, startingFrom previous: FmpzMatrix?) -> FmpzMatrix {
        let n = values.count
        let scaled = FmpzMatrix(rows: n, columns: 1)
        for (i, value) in values.enumerated() {
            withExtendedLifetime(value) { carb_mid_scaled_fmpz(scaled.entry(i, 0), value.storage.value, scale) }
        }
        let basis = FmpzMatrix(rows: n, columns: n + 1)
        for r in 0..<n {
            for i in 0..<n {
                if let previous {
                    fmpz_set(basis.entry(r, i), previous.entry(r, i))
                    fmpz_addmul(basis.entry(r, n), previous.entry(r, i), scaled.entry(i, 0))
                } else if r == i {
                    fmpz_one(basis.entry(r, i))
                    fmpz_set(basis.entry(r, n), scaled.entry(i, 0))
                }
            }
        }
        var context = fmpz_lll_struct()
        fmpz_lll_context_init_default(&context)
        fmpz_lll(basis.value, nil, &context)
        return basis
    }

    /// Whether the ball of Σ aᵢxᵢ contains 0, at a precision that holds every product's bits
    /// down to the values' accuracy.
    static func vanishes(_ coefficients: [BigInt], at values: [BigBall], scale: Int) -> Bool {
        let coefficientBits = coefficients.map(\.magnitudeBitWidth).max() ?? 0
        let magnitude = values.compactMap(\.exponent).max() ?? 0
        let precision = Swift.max(magnitude, 0) + scale + coefficientBits + 64
        var sum = BigBall()
        for (a, x) in zip(coefficients, values) where !a.isZero {
            sum.add(BigBall.multiply(BigBall(a), x, precision: precision), precision: precision)
        }
        return sum.containsZero
    }

    /// The coefficients divided by their gcd, the first non-zero one made positive.
    static func normalized(_ coefficients: [BigInt]) -> [BigInt] {
        let divisor = BigInt.gcd(coefficients)
        let sign = coefficients.first { !$0.isZero }.map { $0.signum < 0 ? BigInt(-1) : BigInt(1) } ?? BigInt(1)
        let scale = divisor.isZero ? sign : sign * divisor
        return coefficients.map { $0 / scale }
    }

    /// The scale s (see `search`): the least absolute accuracy of the inexact balls less the
    /// guard; when every ball is exact, enough bits to hold every midpoint exactly.
    static func scaleBits(_ values: [BigBall], guardBits: Int) throws(RecognitionError) -> Int {
        var accuracy = Int.max, exactBits = 0
        let limit = Recognition.maximumExponent
        for value in values {
            guard value.isFinite else { throw .notFinite }
            if value.isZero { continue }
            let storage = value.storage.value
            guard carb_mid_exponent_within(storage, -limit, limit) != 0 else { throw .outOfRange }
            let radius = Int(carb_rad_exponent(storage))
            if radius == Int.min {
                exactBits = Swift.max(exactBits, Int(carb_mid_bits(storage)) - Int(carb_mid_exponent(storage)))
            } else {
                guard radius < limit else { throw .insufficientPrecision }
                guard radius > -limit else { throw .outOfRange }
                accuracy = Swift.min(accuracy, -radius)
            }
        }
        let scale = accuracy == Int.max ? exactBits + 64 : accuracy - guardBits
        guard scale >= Recognition.minimumBits else { throw .insufficientPrecision }
        return scale
    }

    /// ⌊minₖ‖b*ₖ‖ / √(n(1 + nE²))⌋ for the reduced basis (see `search`), computed exactly.
    static func bound(_ basis: FmpzMatrix, guardBits: Int) -> BigInt {
        let n = basis.rows
        let gram = FmpzMatrix(rows: n, columns: n)
        fmpz_mat_gram(gram.value, basis.value)
        var shortest: BigRational?
        var previous = BigInt(1)
        for minor in gram.leadingMinors() {
            // ‖b*ₖ‖² = dₖ / dₖ₋₁ (both positive: the rows are independent).
            if let squared = BigRational(numerator: minor, denominator: previous), shortest.map({ squared < $0 }) ?? true {
                shortest = squared
            }
            previous = minor
        }
        guard let shortest, let tiny = BigRational(numerator: BigInt(1), denominator: BigInt(1) << guardBits) else { return BigInt(0) }
        let error = BigRational(numerator: BigInt(1), denominator: BigInt(2))! + tiny
        let size = BigRational(n)
        let divisor = size * (BigRational(1) + size * error * error)
        let quotient = shortest / divisor
        return (quotient.numerator / quotient.denominator).squareRoot() ?? BigInt(0)
    }
}
