import CArb

/// A root of a `ComplexBallPolynomial`: one proven isolated root, or a cluster of roots that the
/// working precision cannot separate.
public enum PolynomialRoot: Sendable {
    /// A ball that holds exactly one root of every polynomial in the coefficient balls.
    case isolated(BigComplexBall)
    /// A ball that holds exactly `count` roots (counted with multiplicity) of every polynomial in
    /// the coefficient balls, which cannot be told apart at the working precision.
    case cluster(BigComplexBall, count: Int)

    /// The enclosure.
    public var ball: BigComplexBall {
        switch self {
        case let .isolated(ball), let .cluster(ball, _): ball
        }
    }

    /// How many roots the ball holds (1 for an isolated root).
    public var count: Int {
        switch self {
        case .isolated: 1
        case let .cluster(_, count): count
        }
    }
}

/// A polynomial whose coefficients are complex balls (Arb's `acb_poly`), constant term first:
/// its roots are those of every polynomial with coefficients in the balls.
public struct ComplexBallPolynomial: Sendable {
    /// The coefficients, constant term first; the last one does not contain 0.
    public let coefficients: [BigComplexBall]

    /// The polynomial of `coefficients` (trailing coefficients that are exactly 0 are dropped).
    /// - Parameters:
    ///   - coefficients: the coefficients, constant term first.
    ///   - limit: the highest degree allowed.
    /// - Throws: `PolynomialError.zeroPolynomial` when every coefficient is exactly 0,
    ///   `leadingCoefficientMayVanish` when the last nonzero one contains 0, `degreeTooLarge`.
    public init(_ coefficients: [BigComplexBall], limit: Int = RationalPolynomial.maximumDegree) throws(PolynomialError) {
        guard let last = coefficients.lastIndex(where: { acb_is_zero($0.storage.value) == 0 }) else { throw .zeroPolynomial }
        guard acb_contains_zero(coefficients[last].storage.value) == 0 else { throw .leadingCoefficientMayVanish }
        guard last <= limit else { throw .degreeTooLarge(degree: last, limit: limit) }
        self.coefficients = Array(coefficients.prefix(last + 1))
    }

    /// The degree.
    public var degree: Int { coefficients.count - 1 }

    /// Every root, proven: Arb's `acb_poly_find_roots` with its validation. When every root is
    /// isolated, each is `.isolated`; for real coefficients (imaginary parts exactly 0) a root
    /// that `acb_poly_validate_real_roots` proves real gets imaginary part exactly 0. When some
    /// cannot be isolated, the roots are counted by Gershgorin discs around Arb's approximations
    /// (Carstensen's inclusion: p's roots are the eigenvalues of diag(z) − e·wᵀ with the
    /// Weierstrass corrections w, each evaluated on the coefficient balls): a connected group of
    /// k > 1 overlapping discs is `.cluster(ball, count: k)`, the ball holding their union; a
    /// disc alone is `.isolated`, with imaginary part exactly 0 when the coefficients are real
    /// and its conjugate overlaps no other group. A cluster of narrow coefficient balls may only
    /// need a higher working precision to come apart (a random degree-300 integer polynomial
    /// isolates at 256 bits, not at 128): the caller decides whether to try again.
    /// Ordered as `RationalPolynomial.complexRoots(precision:)` orders them; the counts add up
    /// to the degree.
    /// - Parameter precision: the working precision in bits (at least 2 is used).
    /// - Throws: `PolynomialError.rootsUndecided` when the roots cannot be enclosed at this
    ///   precision (a coefficient not finite, or too wide to bound them).
    public func roots(precision: Int) throws(PolynomialError) -> [PolynomialRoot] {
        let bits = Swift.max(precision, 2)
        let n = degree
        guard n > 0 else { return [] }
        guard coefficients.allSatisfy(\.isFinite) else { throw .rootsUndecided(precision: precision) }
        return try withPolynomial { (polynomial) throws(PolynomialError) in
            try BigComplexBall.withVector(n) { (vector) throws(PolynomialError) in
                // Arb's default of 2n + √bits iterations is too few to converge near a cluster,
                // where Durand–Kerner gains about one bit per iteration.
                guard acb_poly_find_roots(vector, polynomial, nil, 2 * n + Swift.min(bits, 1 << 24), bits) == n else {
                    return try Self.clusters(vector, n, polynomial, bits, precision)
                }
                if acb_poly_is_real(polynomial) != 0, acb_poly_validate_real_roots(vector, polynomial, bits) != 0 {
                    for k in 0..<n where arb_contains_zero(carb_acb_imagref(vector + k)) != 0 {
                        arb_zero(carb_acb_imagref(vector + k))
                    }
                }
                return BigComplexBall.orderedByMidpoint(BigComplexBall.array(vector, n)).map(PolynomialRoot.isolated)
            }
        }
    }

    /// The roots grouped by overlapping Gershgorin discs around the midpoints of `approximations`.
    private static func clusters(
        _ approximations: acb_ptr, _ n: Int, _ polynomial: UnsafeMutablePointer<acb_poly_struct>, _ bits: Int, _ precision: Int
    ) throws(PolynomialError) -> [PolynomialRoot] {
        var groups: [(ball: BigComplexBall, count: Int)] = BigComplexBall.withVector(n) { discs in
            for k in 0..<n { acb_get_mid(approximations + k, approximations + k) }
            carb_acb_poly_root_discs(discs, approximations, polynomial, bits)
            // Connected components of the overlap graph, by union-find.
            var parent = Array(0..<n)
            func root(_ k: Int) -> Int {
                var k = k
                while parent[k] != k { parent[k] = parent[parent[k]]; k = parent[k] }
                return k
            }
            for i in 0..<n {
                for j in (i + 1)..<n where acb_overlaps(discs + i, discs + j) != 0 { parent[root(j)] = root(i) }
            }
            var members: [Int: [Int]] = [:]
            for k in 0..<n { members[root(k), default: []].append(k) }
            return members.values.map { group in
                let ball = BigComplexBall.computing { union in
                    acb_set(union, discs + group[0])
                    for k in group.dropFirst() { acb_union(union, union, discs + k, bits) }
                }
                return (ball, group.count)
            }
        }
        guard groups.allSatisfy({ $0.ball.isFinite }) else { throw .rootsUndecided(precision: precision) }
        if acb_poly_is_real(polynomial) != 0 {
            // Real coefficients: the conjugate of the one root of a single disc is a root too,
            // in the conjugate disc; when that overlaps no other group's ball it is in this disc,
            // so it is the root itself, which is real.
            for (index, group) in groups.enumerated() where group.count == 1 && group.ball.imaginary.contains(0) {
                let conjugate = BigComplexBall(real: group.ball.real, imaginary: -group.ball.imaginary)
                let alone = groups.indices.allSatisfy { other in
                    other == index || withExtendedLifetime((conjugate, groups[other].ball)) {
                        acb_overlaps(conjugate.storage.value, groups[other].ball.storage.value) == 0
                    }
                }
                if alone { groups[index].ball = BigComplexBall(real: group.ball.real) }
            }
        }
        return BigComplexBall.orderedByMidpoint(groups, \.ball).map { $0.count == 1 ? .isolated($0.ball) : .cluster($0.ball, count: $0.count) }
    }

    /// Calls `body` with a temporary `acb_poly` of the coefficients.
    private func withPolynomial<R, E: Error>(_ body: (UnsafeMutablePointer<acb_poly_struct>) throws(E) -> R) throws(E) -> R {
        let polynomial = UnsafeMutablePointer<acb_poly_struct>.allocate(capacity: 1)
        defer { polynomial.deallocate() }
        acb_poly_init(polynomial)
        defer { acb_poly_clear(polynomial) }
        for (k, c) in coefficients.enumerated().reversed() {
            withExtendedLifetime(c) { acb_poly_set_coeff_acb(polynomial, k, c.storage.value) }
        }
        return try body(polynomial)
    }
}

extension ComplexBallPolynomial: Equatable {
    /// Whether the two polynomials have identical coefficient balls (same midpoints and radii).
    /// - Parameters:
    ///   - a: a polynomial.
    ///   - b: another polynomial.
    /// - Returns: whether they are the same balls.
    public static func == (a: ComplexBallPolynomial, b: ComplexBallPolynomial) -> Bool {
        a.degree == b.degree && zip(a.coefficients, b.coefficients).allSatisfy { x, y in
            withExtendedLifetime((x, y)) { acb_equal(x.storage.value, y.storage.value) != 0 }
        }
    }
}
