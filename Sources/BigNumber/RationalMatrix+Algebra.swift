import CArb

/// Exact linear algebra by FLINT's `fmpq_mat` functions. Shapes are checked first: FLINT aborts
/// on a shape it does not expect.
extension RationalMatrix {
    /// The transpose.
    public func transposed() -> RationalMatrix {
        withExtendedLifetime(self) {
            Self.computing(MatrixShape(rows: columnCount, columns: rowCount)) { fmpq_mat_transpose($0, storage.value) }
        }
    }

    /// The determinant (1 for the 0×0 matrix).
    /// - Throws: `MatrixError.notSquare`.
    public func determinant() throws(MatrixError) -> BigRational {
        try requireSquare("determinant", shape)
        return scalar { fmpq_mat_det($0, storage.value) }
    }

    /// The trace, the sum of the diagonal entries.
    /// - Throws: `MatrixError.notSquare`.
    public func trace() throws(MatrixError) -> BigRational {
        try requireSquare("trace", shape)
        return scalar { fmpq_mat_trace($0, storage.value) }
    }

    /// The rank, from FLINT's reduced row echelon form.
    public var rank: Int {
        withExtendedLifetime(self) {
            let echelon = Storage.make(shape)
            return Int(fmpq_mat_rref(echelon.value, storage.value))
        }
    }

    /// The inverse.
    /// - Throws: `MatrixError.notSquare`, or `singular` when the determinant is 0.
    public func inverse() throws(MatrixError) -> RationalMatrix {
        try requireSquare("inverse", shape)
        let result = Storage.make(shape)
        let invertible = withExtendedLifetime(self) { fmpq_mat_inv(result.value, storage.value) != 0 }
        guard invertible else { throw .singular(operation: "inverse") }
        return RationalMatrix(storage: result)
    }

    /// The solution X of `self · X = b` (b may have several columns).
    /// - Parameter b: the right-hand side, with as many rows as `self`.
    /// - Returns: X, of the shape of `b`.
    /// - Throws: `MatrixError.notSquare`, `shapeMismatch` naming both shapes, or `singular`.
    public func solve(_ b: RationalMatrix) throws(MatrixError) -> RationalMatrix {
        try requireSolvable(shape, b.shape)
        let result = Storage.make(b.shape)
        let solved = withExtendedLifetime((self, b)) { fmpq_mat_solve(result.value, storage.value, b.storage.value) != 0 }
        guard solved else { throw .singular(operation: "solve") }
        return RationalMatrix(storage: result)
    }

    /// The coefficients of the characteristic polynomial det(x·I − self), constant term first
    /// (`n + 1` of them for an n×n matrix; the last is 1).
    /// - Throws: `MatrixError.notSquare`.
    public func characteristicPolynomial() throws(MatrixError) -> [BigRational] {
        try requireSquare("characteristic polynomial", shape)
        if rowCount == 0 { return [BigRational(1)] }
        return withExtendedLifetime(self) {
            let polynomial = UnsafeMutablePointer<fmpq_poly_struct>.allocate(capacity: 1)
            defer { polynomial.deallocate() }
            fmpq_poly_init(polynomial)
            defer { fmpq_poly_clear(polynomial) }
            fmpq_mat_charpoly(polynomial, storage.value)
            return (0..<Int(fmpq_poly_length(polynomial))).map { k in
                Self.scalarResult { fmpq_poly_get_coeff_fmpq($0, polynomial, k) }
            }
        }
    }

    /// The product `a · b`.
    /// - Parameters:
    ///   - a: the left factor.
    ///   - b: the right factor, with as many rows as `a` has columns.
    ///   - limit: the most entries the product may have.
    /// - Returns: the product, `a.rowCount × b.columnCount`.
    /// - Throws: `MatrixError.shapeMismatch` naming both shapes, or `tooLarge`.
    public static func multiply(_ a: RationalMatrix, _ b: RationalMatrix, limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) -> RationalMatrix {
        let shape = try productShape(a.shape, b.shape, limit: limit)
        return withExtendedLifetime((a, b)) { computing(shape) { fmpq_mat_mul($0, a.storage.value, b.storage.value) } }
    }

    /// The matrix times the scalar `s`.
    /// - Parameter s: the factor.
    /// - Returns: every entry times `s`.
    public func scaled(by s: BigRational) -> RationalMatrix {
        withExtendedLifetime(self) {
            Self.computing(shape) { result in withFmpq(s) { fmpq_mat_scalar_mul_fmpq(result, storage.value, $0) } }
        }
    }

    /// The matrix rounded entry by entry to balls of `precision` bits (exact entries stay exact).
    /// - Parameter precision: the midpoints' precision in bits.
    /// - Returns: a ball matrix containing this matrix.
    public func ballMatrix(precision: Int) -> BallMatrix {
        withExtendedLifetime(self) {
            BallMatrix.computing(shape) { arb_mat_set_fmpq_mat($0, storage.value, precision) }
        }
    }

    private func scalar(_ body: (UnsafeMutablePointer<fmpq>) -> Void) -> BigRational {
        withExtendedLifetime(self) { Self.scalarResult(body) }
    }

    /// A rational written by `body` into a temporary `fmpq_t`.
    private static func scalarResult(_ body: (UnsafeMutablePointer<fmpq>) -> Void) -> BigRational {
        withFmpq(BigRational(0)) { q in
            body(q)
            return rational(q)
        }
    }

    private static func entrywise(
        _ operation: String, _ a: RationalMatrix, _ b: RationalMatrix,
        _ f: (UnsafeMutablePointer<fmpq_mat_struct>?, UnsafePointer<fmpq_mat_struct>?, UnsafePointer<fmpq_mat_struct>?) -> Void
    ) throws(MatrixError) -> RationalMatrix {
        try requireEqualShapes(operation, a.shape, b.shape)
        return withExtendedLifetime((a, b)) { computing(a.shape) { f($0, a.storage.value, b.storage.value) } }
    }
}

/// Operators for exact matrices; shape mismatches throw `MatrixError.shapeMismatch`.
extension RationalMatrix {
    /// The entrywise sum.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func + (a: RationalMatrix, b: RationalMatrix) throws(MatrixError) -> RationalMatrix {
        try entrywise("add", a, b, fmpq_mat_add)
    }

    /// The entrywise difference.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func - (a: RationalMatrix, b: RationalMatrix) throws(MatrixError) -> RationalMatrix {
        try entrywise("subtract", a, b, fmpq_mat_sub)
    }

    /// The matrix product.
    /// - Throws: `MatrixError.shapeMismatch` when `a`'s columns are not `b`'s rows, `tooLarge`
    ///   above `MatrixShape.maximumEntryCount` entries.
    public static func * (a: RationalMatrix, b: RationalMatrix) throws(MatrixError) -> RationalMatrix {
        try multiply(a, b)
    }

    /// The matrix times a scalar.
    public static func * (a: RationalMatrix, s: BigRational) -> RationalMatrix { a.scaled(by: s) }
    /// A scalar times the matrix.
    public static func * (s: BigRational, a: RationalMatrix) -> RationalMatrix { a.scaled(by: s) }

    /// The negation.
    public static prefix func - (a: RationalMatrix) -> RationalMatrix {
        withExtendedLifetime(a) { computing(a.shape) { fmpq_mat_neg($0, a.storage.value) } }
    }
}
