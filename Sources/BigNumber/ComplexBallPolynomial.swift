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
    /// cannot be isolated, the roots are the eigenvalues of the companion matrix
    /// (`ComplexBallMatrix.eigenvalues`): a ball shared by k > 1 of them is `.cluster(ball, count: k)`.
    /// Ordered as `RationalPolynomial.complexRoots(precision:)` orders them; the counts add up
    /// to the degree.
    /// - Parameter precision: the working precision in bits (at least 2 is used).
    /// - Throws: `PolynomialError.rootsUndecided` when the roots cannot be enclosed at this
    ///   precision (a coefficient not finite or too wide, or clustered roots of a degree above
    ///   `MatrixShape.maximumEntryCount`'s square root).
    public func roots(precision: Int) throws(PolynomialError) -> [PolynomialRoot] {
        let bits = Swift.max(precision, 2)
        let n = degree
        guard coefficients.allSatisfy(\.isFinite) else { throw .rootsUndecided(precision: precision) }
        let isolated: [BigComplexBall]? = withPolynomial { polynomial in
            BigComplexBall.withVector(n) { vector in
                guard acb_poly_find_roots(vector, polynomial, nil, 0, bits) == n else { return nil }
                if acb_poly_is_real(polynomial) != 0, acb_poly_validate_real_roots(vector, polynomial, bits) != 0 {
                    for k in 0..<n where arb_contains_zero(carb_acb_imagref(vector + k)) != 0 {
                        arb_zero(carb_acb_imagref(vector + k))
                    }
                }
                return BigComplexBall.array(vector, n)
            }
        }
        if let isolated {
            return BigComplexBall.orderedByMidpoint(isolated).map(PolynomialRoot.isolated)
        }
        return try clusters(precision: bits)
    }

    /// The roots as eigenvalues of the companion matrix, identical enclosures grouped.
    private func clusters(precision: Int) throws(PolynomialError) -> [PolynomialRoot] {
        let n = degree
        guard let companion = try? ComplexBallMatrix(rows: n, columns: n) else { throw .rootsUndecided(precision: precision) }
        withExtendedLifetime(coefficients) {
            let matrix = companion.storage.value
            for k in 0..<n {
                if k + 1 < n { acb_one(carb_acb_mat_entry(matrix, k + 1, k)) }
                let entry = carb_acb_mat_entry(matrix, k, n - 1)
                acb_div(entry, coefficients[k].storage.value, coefficients[n].storage.value, precision)
                acb_neg(entry, entry)
            }
        }
        guard let eigenvalues = try? companion.enclosedEigenvalues(precision: precision) else {
            throw .rootsUndecided(precision: precision)
        }
        var groups: [(ball: BigComplexBall, count: Int)] = []
        for value in BigComplexBall.orderedByMidpoint(eigenvalues.values) {
            if let last = groups.last, withExtendedLifetime((last.ball, value), { acb_equal(last.ball.storage.value, value.storage.value) != 0 }) {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((value, 1))
            }
        }
        return groups.map { $0.count == 1 ? .isolated($0.ball) : .cluster($0.ball, count: $0.count) }
    }

    /// Calls `body` with a temporary `acb_poly` of the coefficients.
    private func withPolynomial<R>(_ body: (UnsafeMutablePointer<acb_poly_struct>) -> R) -> R {
        let polynomial = UnsafeMutablePointer<acb_poly_struct>.allocate(capacity: 1)
        defer { polynomial.deallocate() }
        acb_poly_init(polynomial)
        defer { acb_poly_clear(polynomial) }
        return withExtendedLifetime(coefficients) {
            for (k, c) in coefficients.enumerated().reversed() { acb_poly_set_coeff_acb(polynomial, k, c.storage.value) }
            return body(polynomial)
        }
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
