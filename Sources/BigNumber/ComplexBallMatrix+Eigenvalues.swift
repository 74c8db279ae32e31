import CArb

/// The eigenvalues of a square ball matrix, each as a proven enclosure.
public struct MatrixEigenvalues: Sendable {
    /// One enclosure per eigenvalue counted with multiplicity (n of them for an n×n matrix).
    public let values: [BigComplexBall]
    /// True when Arb proved the eigenvalues simple (`acb_mat_eig_simple`): the enclosures are
    /// pairwise disjoint and each holds exactly one eigenvalue. False when they could only be
    /// enclosed as clusters (`acb_mat_eig_multiple`): the eigenvalues of one cluster, as many as
    /// its multiplicity, share one enclosure, so equal enclosures do not prove equal eigenvalues.
    public let areSimple: Bool
}

extension ComplexBallMatrix {
    /// The eigenvalues: approximated by Arb's QR algorithm at 64 bits refined by Newton steps,
    /// then proven by `acb_mat_eig_simple`; when that fails (eigenvalues too close for the
    /// refinement), approximated by the QR algorithm at `precision` and proven simple, or, where
    /// eigenvalues cannot be separated, enclosed by `acb_mat_eig_multiple`.
    ///
    /// Hermitian as enclosed: when entry (i, j) is the conjugate of entry (j, i) as balls (the
    /// same midpoints and radii, so each diagonal entry's imaginary part has midpoint 0; for a real
    /// matrix, symmetric entry by entry), every eigenvalue is returned with imaginary part exactly
    /// 0. The enclosures then hold the eigenvalues of every Hermitian (real symmetric) matrix
    /// whose entries lie in the balls, which are real; a non-Hermitian matrix in the balls may
    /// have eigenvalues off the real axis. Balls that are merely overlapping or of different
    /// radii do not count.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the enclosures, and whether they were proven simple.
    /// - Throws: `MatrixError.notSquare`, or `eigenvaluesUndecided` when neither method could
    ///   enclose them at this precision (entries too wide, or not finite).
    public func eigenvalues(precision: Int) throws(MatrixError) -> MatrixEigenvalues {
        try requireSquare("eigenvalues", shape)
        let refined = withEigenApproximation(precision, refined: true) { (n, approximate, vectors) in
            BigComplexBall.withVector(n) { (enclosures) -> MatrixEigenvalues? in
                acb_mat_eig_simple(enclosures, nil, nil, storage.value, approximate, vectors, precision) != 0
                    ? MatrixEigenvalues(values: BigComplexBall.array(enclosures, n), areSimple: true) : nil
            }
        }
        let result: MatrixEigenvalues
        if let simple = refined ?? nil {
            result = simple
        } else {
            let general = try withEigenApproximation(precision) { (n, approximate, vectors) throws(MatrixError) in
                try BigComplexBall.withVector(n) { (enclosures) throws(MatrixError) in
                    if acb_mat_eig_simple(enclosures, nil, nil, storage.value, approximate, vectors, precision) != 0 {
                        return MatrixEigenvalues(values: BigComplexBall.array(enclosures, n), areSimple: true)
                    }
                    guard acb_mat_eig_multiple(enclosures, storage.value, approximate, vectors, precision) != 0 else {
                        throw .eigenvaluesUndecided(precision: precision)
                    }
                    return MatrixEigenvalues(values: BigComplexBall.array(enclosures, n), areSimple: false)
                }
            }
            guard let general else { throw .eigenvaluesUndecided(precision: precision) }
            result = general
        }
        guard isHermitianAsEnclosed else { return result }
        let real = result.values.map { BigComplexBall(real: $0.real) }
        return MatrixEigenvalues(values: real, areSimple: result.areSimple)
    }

    /// The characteristic polynomial det(x·I − self) (Arb's `acb_mat_charpoly`), coefficients
    /// from the constant term up (n + 1 of them for an n×n matrix), each enclosing the exact one
    /// for every matrix in the balls.
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`.
    public func characteristicPolynomial(precision: Int) throws(MatrixError) -> [BigComplexBall] {
        try requireSquare("characteristic polynomial", shape)
        var polynomial = acb_poly_struct()
        acb_poly_init(&polynomial)
        defer { acb_poly_clear(&polynomial) }
        withExtendedLifetime(self) { acb_mat_charpoly(&polynomial, storage.value, precision) }
        return (0...rowCount).map { k in BigComplexBall.computing { acb_poly_get_coeff_acb($0, &polynomial, k) } }
    }

    /// Whether entry (i, j) is the conjugate of entry (j, i) as balls, for every i and j.
    public var isHermitianAsEnclosed: Bool {
        withExtendedLifetime(self) { carb_acb_mat_is_hermitian_as_enclosed(storage.value) != 0 }
    }

    /// The simple eigenvalues and their right eigenvectors (`acb_mat_eig_simple`): column k of
    /// `vectors` is an eigenvector of `values[k]`, both enclosed.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the eigenvalues and a matrix of eigenvectors as columns.
    /// - Throws: `MatrixError.notSquare`, or `eigenvaluesUndecided` when the eigenvalues cannot
    ///   be proven simple at this precision (a multiple eigenvalue never is).
    public func eigenvectors(precision: Int) throws(MatrixError) -> (values: [BigComplexBall], vectors: ComplexBallMatrix) {
        try requireSquare("eigenvectors", shape)
        for refined in [true, false] {
            let found = withEigenApproximation(precision, refined: refined) { (n, approximate, approximateVectors) in
                BigComplexBall.withVector(n) { (enclosures) -> (values: [BigComplexBall], vectors: ComplexBallMatrix)? in
                    let vectors = Storage.make(shape)
                    guard acb_mat_eig_simple(enclosures, nil, vectors.value, storage.value, approximate, approximateVectors, precision) != 0 else {
                        return nil
                    }
                    return (BigComplexBall.array(enclosures, n), ComplexBallMatrix(storage: vectors))
                }
            }
            if let found = found ?? nil { return found }
        }
        throw .eigenvaluesUndecided(precision: precision)
    }

    /// The precision of the QR algorithm whose approximation Newton steps refine (Arb's QR costs
    /// nearly as much at 64 bits as at several hundred: its cost is mostly per operation).
    private static let approximationBits = 64

    /// Calls `body` with n, approximate eigenvalues and approximate right eigenvectors.
    ///
    /// Not `refined`, or at a precision below 4 × `approximationBits`: Arb's QR algorithm
    /// (`acb_mat_approx_eig_qr`) at `precision`. `refined`: the QR algorithm at
    /// `approximationBits`, then Newton steps at doubling precisions up to `precision`
    /// (`carb_acb_mat_approx_eig_refined`), which double the correct bits of simple eigenvalues;
    /// nil when a step cannot be taken (eigenvalues too close). Either is only an approximation:
    /// the proofs `body` runs check it.
    private func withEigenApproximation<R, E: Error>(
        _ precision: Int, refined: Bool = false, _ body: (Int, acb_srcptr, UnsafePointer<acb_mat_struct>) throws(E) -> R
    ) throws(E) -> R? {
        let n = rowCount
        let vectors = Storage.make(shape)
        let refines = refined && precision >= 4 * Self.approximationBits
        if refined, !refines { return nil }
        return try withExtendedLifetime(self) { () throws(E) -> R? in
            try BigComplexBall.withVector(n) { (approximate) throws(E) -> R? in
                if refines {
                    guard carb_acb_mat_approx_eig_refined(approximate, vectors.value, storage.value, Self.approximationBits, precision) != 0 else {
                        return nil
                    }
                } else {
                    // Not converging only makes the approximation worse; the proofs check it.
                    _ = acb_mat_approx_eig_qr(approximate, nil, vectors.value, storage.value, nil, 0, precision)
                }
                return try body(n, approximate, vectors.value)
            }
        }
    }
}

extension BigComplexBall {
    /// Calls `body` with a temporary vector of `n` complex balls (at least one allocated).
    static func withVector<R, E: Error>(_ n: Int, _ body: (acb_ptr) throws(E) -> R) throws(E) -> R {
        let count = Swift.max(n, 1)
        // FLINT's allocator aborts rather than return NULL; the shape limit keeps n small.
        let vector: acb_ptr = _acb_vec_init(count)
        defer { _acb_vec_clear(vector, count) }
        return try body(vector)
    }

    /// Copies of the first `n` entries of `vector`.
    static func array(_ vector: acb_ptr, _ n: Int) -> [BigComplexBall] {
        (0..<n).map { k in computing { acb_set($0, vector + k) } }
    }
}
