import CArb

/// Square-free factorisation (FLINT's `fmpz_poly_factor_squarefree`) and proven complex roots
/// (Arb's root finding and validation, `carb_fmpz_poly_complex_roots` in CArb's roots.h) of an
/// exact polynomial.
extension RationalPolynomial {
    /// One factor of a square-free factorisation and its exponent.
    public struct Factor: Sendable, Equatable {
        /// A primitive square-free integer polynomial with positive leading coefficient.
        public let polynomial: RationalPolynomial
        /// How many times it divides the polynomial (at least 1).
        public let multiplicity: Int
    }

    /// `content · Π factorᵢ^multiplicityᵢ`, the factors pairwise coprime and square-free.
    public struct SquareFreeFactorization: Sendable, Equatable {
        /// The rational constant in front (0 for the zero polynomial, which has no factors).
        public let content: BigRational
        /// The factors of positive degree, in FLINT's order.
        public let factors: [Factor]
    }

    /// The square-free factorisation: the polynomial as `content · Π fᵢ^eᵢ` with pairwise coprime,
    /// square-free, primitive integer polynomials fᵢ of positive degree (FLINT's
    /// `fmpz_poly_factor_squarefree` of the numerator). A constant has no factors.
    public func squareFreeFactorization() -> SquareFreeFactorization {
        withSquareFreeFactors { content, factors in
            let polynomials = factors.map { factor in
                let result = Storage.make()
                fmpq_poly_set_fmpz_poly(result.value, factor.polynomial)
                return Factor(polynomial: RationalPolynomial(storage: result), multiplicity: factor.multiplicity)
            }
            return SquareFreeFactorization(content: content, factors: polynomials)
        }
    }

    /// Every complex root, proven: each ball holds one root, listed as many times as its
    /// multiplicity, which is exact (from the square-free factorisation). The square-free factors'
    /// roots are isolated by `carb_fmpz_poly_complex_roots` to a relative accuracy of about
    /// `precision` bits; a real root has imaginary part exactly 0, a purely imaginary root real
    /// part exactly 0 (`provingImaginaryRoots`). The balls of distinct roots are
    /// disjoint (when two factors' roots overlap, all are recomputed at twice the precision).
    /// Ordered by real part, then imaginary part, decided on midpoints (roots whose real parts
    /// overlap, as a conjugate pair's do, by imaginary part).
    /// - Parameter precision: the target relative accuracy in bits (at least 2 is used).
    /// - Returns: `degree` enclosures (none for a nonzero constant).
    /// - Throws: `PolynomialError.zeroPolynomial`.
    public func complexRoots(precision: Int) throws(PolynomialError) -> [BigComplexBall] {
        guard !isZero else { throw .zeroPolynomial }
        return rootsOfNonzero(precision: precision)
    }

    /// `complexRoots(precision:)` of a polynomial known not to be zero.
    func rootsOfNonzero(precision: Int) -> [BigComplexBall] {
        withSquareFreeFactors { _, factors in
            var bits = Swift.max(precision, 2)
            while true {
                let isolated = factors.map { factor in
                    let n = Int(fmpz_poly_degree(factor.polynomial))
                    return BigComplexBall.withVector(n) { vector in
                        carb_fmpz_poly_complex_roots(vector, factor.polynomial, bits)
                        return BigComplexBall.array(vector, n)
                    }
                }
                let proven = zip(isolated, factors).map { roots, factor in
                    Self.provingImaginaryRoots(roots, of: factor.polynomial, bits: bits)
                }
                let roots = zip(proven, isolated).map { $0 ?? $1 }
                // Beyond 2^20 bits, distinct algebraic roots this close are not worth separating:
                // the balls still each hold their root (an imaginary one then perhaps not with real part 0).
                if bits > 1 << 20 || (!proven.contains { $0 == nil } && Self.disjoint(roots)) {
                    let listed = zip(roots, factors).flatMap { roots, factor in
                        roots.flatMap { Array(repeating: $0, count: factor.multiplicity) }
                    }
                    return BigComplexBall.orderedByMidpoint(listed)
                }
                bits *= 2
            }
        }
    }

    /// Whether no ball of one factor's roots overlaps a ball of another's (those of one factor
    /// are isolated by Arb already).
    private static func disjoint(_ roots: [[BigComplexBall]]) -> Bool {
        for (i, first) in roots.enumerated() {
            for second in roots[(i + 1)...] {
                for a in first {
                    for b in second where withExtendedLifetime((a, b), { acb_overlaps(a.storage.value, b.storage.value) != 0 }) {
                        return false
                    }
                }
            }
        }
        return true
    }

    /// One factor of FLINT's square-free factorisation, valid inside `withSquareFreeFactors`.
    struct IntegerFactor {
        let polynomial: UnsafeMutablePointer<fmpz_poly_struct>
        let multiplicity: Int
    }

    /// Calls `body` with the content (the constant c with p = c · Π fᵢ^eᵢ) and the square-free
    /// factors of the primitive integer polynomial proportional to this one.
    private func withSquareFreeFactors<R>(_ body: (BigRational, [IntegerFactor]) -> R) -> R {
        withExtendedLifetime(self) {
            let numerator = UnsafeMutablePointer<fmpz_poly_struct>.allocate(capacity: 1)
            let factorisation = UnsafeMutablePointer<fmpz_poly_factor_struct>.allocate(capacity: 1)
            defer {
                numerator.deallocate()
                factorisation.deallocate()
            }
            fmpz_poly_init(numerator)
            fmpz_poly_factor_init(factorisation)
            defer {
                fmpz_poly_clear(numerator)
                fmpz_poly_factor_clear(factorisation)
            }
            fmpq_poly_get_numerator(numerator, storage.value)
            // FLINT reads the leading coefficient of the zero polynomial (a null pointer).
            if isZero {
                fmpz_zero(&factorisation.pointee.c)
            } else {
                fmpz_poly_factor_squarefree(factorisation, numerator)
            }
            let content = withFmpq(BigRational(0)) { q in
                var denominator = fmpz()
                fmpz_init(&denominator)
                defer { fmpz_clear(&denominator) }
                fmpq_poly_get_denominator(&denominator, storage.value)
                fmpq_set_fmpz_frac(q, &factorisation.pointee.c, &denominator)
                return RationalMatrix.rational(q)
            }
            let factors = (0..<Int(carb_fmpz_poly_factor_num(factorisation))).map { i in
                IntegerFactor(
                    polynomial: carb_fmpz_poly_factor_poly(factorisation, i),
                    multiplicity: Int(carb_fmpz_poly_factor_exp(factorisation, i)))
            }
            return body(content, factors)
        }
    }
}

extension RationalMatrix {
    /// The eigenvalues, proven, with exact multiplicities: the complex roots of the characteristic
    /// polynomial (`fmpq_mat_charpoly`) through its square-free factorisation and
    /// `carb_fmpz_poly_complex_roots` (see `RationalPolynomial.complexRoots(precision:)`). A
    /// multiple eigenvalue is listed as many times as its multiplicity; a real eigenvalue has
    /// imaginary part exactly 0 (so all of them for a symmetric matrix). Ordered by real part,
    /// then imaginary part.
    /// - Parameter precision: the target relative accuracy in bits.
    /// - Returns: n enclosures for an n×n matrix.
    /// - Throws: `MatrixError.notSquare`.
    public func eigenvalues(precision: Int) throws(MatrixError) -> [BigComplexBall] {
        try requireSquare("eigenvalues", shape)
        return try RationalPolynomial(characteristicPolynomialOf: self).rootsOfNonzero(precision: precision)
    }
}

extension BigComplexBall {
    /// `values` ordered by real part, then imaginary part, decided on midpoints: sorted by the
    /// real part's midpoint, then each run whose real parts overlap one after the other (a
    /// conjugate pair, roots of equal real part) sorted by the imaginary part's midpoint.
    static func orderedByMidpoint(_ values: [BigComplexBall]) -> [BigComplexBall] {
        orderedByMidpoint(values) { $0 }
    }

    /// `items` ordered as `orderedByMidpoint(_:)` orders their balls.
    static func orderedByMidpoint<T>(_ items: [T], _ ball: (T) -> BigComplexBall) -> [T] {
        let byReal = items.sorted { a, b in compareMidpoints(ball(a), ball(b), imaginaryFirst: false) }
        var result: [T] = []
        var run: [T] = []
        for item in byReal {
            if let last = run.last, !realPartsOverlap(ball(last), ball(item)) {
                result += run.sorted { a, b in compareMidpoints(ball(a), ball(b), imaginaryFirst: true) }
                run = []
            }
            run.append(item)
        }
        return result + run.sorted { a, b in compareMidpoints(ball(a), ball(b), imaginaryFirst: true) }
    }

    private static func realPartsOverlap(_ a: BigComplexBall, _ b: BigComplexBall) -> Bool {
        withExtendedLifetime((a, b)) { carb_acb_real_overlaps(a.storage.value, b.storage.value) != 0 }
    }

    private static func compareMidpoints(_ a: BigComplexBall, _ b: BigComplexBall, imaginaryFirst: Bool) -> Bool {
        withExtendedLifetime((a, b)) { carb_acb_cmp_mid(a.storage.value, b.storage.value, imaginaryFirst ? 1 : 0) < 0 }
    }
}
