import CArb

/// Complex ball linear algebra by Arb's `acb_mat` functions. Every result contains the exact
/// result for every choice of points in the operands; `precision` is the working precision in bits.
extension ComplexBallMatrix {
    /// The transpose (exact: the entries move, unchanged).
    public func transposed() -> ComplexBallMatrix {
        withExtendedLifetime(self) {
            Self.computing(MatrixShape(rows: columnCount, columns: rowCount)) { acb_mat_transpose($0, storage.value) }
        }
    }

    /// The conjugate transpose (exact).
    public func conjugateTransposed() -> ComplexBallMatrix {
        withExtendedLifetime(self) {
            Self.computing(MatrixShape(rows: columnCount, columns: rowCount)) { acb_mat_conjugate_transpose($0, storage.value) }
        }
    }

    /// The determinant (exactly 1 for the 0×0 matrix).
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`.
    public func determinant(precision: Int) throws(MatrixError) -> BigComplexBall {
        try requireSquare("determinant", shape)
        return withExtendedLifetime(self) { BigComplexBall.computing { acb_mat_det($0, storage.value, precision) } }
    }

    /// The trace, the sum of the diagonal entries.
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`.
    public func trace(precision: Int) throws(MatrixError) -> BigComplexBall {
        try requireSquare("trace", shape)
        return withExtendedLifetime(self) { BigComplexBall.computing { acb_mat_trace($0, storage.value, precision) } }
    }

    /// The Frobenius norm, the square root of the sum of the squared absolute values of the entries.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: a real ball containing the norm.
    public func frobeniusNorm(precision: Int) -> BigBall {
        withExtendedLifetime(self) { BigBall.computing { acb_mat_frobenius_norm($0, storage.value, precision) } }
    }

    /// The inverse.
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`, or `singularityUndecided` when Arb cannot prove the
    ///   matrix invertible at this precision.
    public func inverse(precision: Int) throws(MatrixError) -> ComplexBallMatrix {
        try requireSquare("inverse", shape)
        let result = Storage.make(shape)
        let invertible = withExtendedLifetime(self) { acb_mat_inv(result.value, storage.value, precision) != 0 }
        guard invertible else { throw .singularityUndecided(operation: "inverse", precision: precision) }
        return ComplexBallMatrix(storage: result)
    }

    /// The solution X of `self · X = b` (b may have several columns).
    /// - Parameters:
    ///   - b: the right-hand side, with as many rows as `self`.
    ///   - precision: the working precision in bits.
    /// - Returns: X, of the shape of `b`.
    /// - Throws: `MatrixError.notSquare`, `shapeMismatch` naming both shapes, or
    ///   `singularityUndecided` when Arb cannot prove `self` invertible at this precision.
    public func solve(_ b: ComplexBallMatrix, precision: Int) throws(MatrixError) -> ComplexBallMatrix {
        try requireSolvable(shape, b.shape)
        let result = Storage.make(b.shape)
        let solved = withExtendedLifetime((self, b)) { acb_mat_solve(result.value, storage.value, b.storage.value, precision) != 0 }
        guard solved else { throw .singularityUndecided(operation: "solve", precision: precision) }
        return ComplexBallMatrix(storage: result)
    }

    /// The product `a · b`.
    /// - Parameters:
    ///   - a: the left factor.
    ///   - b: the right factor, with as many rows as `a` has columns.
    ///   - precision: the working precision in bits.
    ///   - limit: the most entries the product may have.
    /// - Returns: the product, `a.rowCount × b.columnCount`.
    /// - Throws: `MatrixError.shapeMismatch` naming both shapes, or `tooLarge`.
    public static func multiply(
        _ a: ComplexBallMatrix, _ b: ComplexBallMatrix, precision: Int, limit: Int = MatrixShape.maximumEntryCount
    ) throws(MatrixError) -> ComplexBallMatrix {
        let shape = try productShape(a.shape, b.shape, limit: limit)
        return withExtendedLifetime((a, b)) { computing(shape) { acb_mat_mul($0, a.storage.value, b.storage.value, precision) } }
    }

    /// The entrywise sum `a + b`.
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: a matrix of the same shape.
    ///   - precision: the working precision in bits.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func add(_ a: ComplexBallMatrix, _ b: ComplexBallMatrix, precision: Int) throws(MatrixError) -> ComplexBallMatrix {
        try entrywise("add", a, b, precision, acb_mat_add)
    }

    /// The entrywise difference `a − b`.
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: a matrix of the same shape.
    ///   - precision: the working precision in bits.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func subtract(_ a: ComplexBallMatrix, _ b: ComplexBallMatrix, precision: Int) throws(MatrixError) -> ComplexBallMatrix {
        try entrywise("subtract", a, b, precision, acb_mat_sub)
    }

    /// The matrix times the complex ball `s`.
    /// - Parameters:
    ///   - s: the factor.
    ///   - precision: the working precision in bits.
    /// - Returns: every entry times `s`.
    public func scaled(by s: BigComplexBall, precision: Int) -> ComplexBallMatrix {
        withExtendedLifetime((self, s)) { Self.computing(shape) { acb_mat_scalar_mul_acb($0, storage.value, s.storage.value, precision) } }
    }

    /// The negation (exact).
    public static prefix func - (a: ComplexBallMatrix) -> ComplexBallMatrix {
        withExtendedLifetime(a) { computing(a.shape) { acb_mat_neg($0, a.storage.value) } }
    }

    private static func entrywise(
        _ operation: String, _ a: ComplexBallMatrix, _ b: ComplexBallMatrix, _ precision: Int,
        _ f: (UnsafeMutablePointer<acb_mat_struct>?, UnsafePointer<acb_mat_struct>?, UnsafePointer<acb_mat_struct>?, Int) -> Void
    ) throws(MatrixError) -> ComplexBallMatrix {
        try requireEqualShapes(operation, a.shape, b.shape)
        return withExtendedLifetime((a, b)) { computing(a.shape) { f($0, a.storage.value, b.storage.value, precision) } }
    }
}
