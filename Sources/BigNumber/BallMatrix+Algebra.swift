import CArb

/// Ball linear algebra by Arb's `arb_mat` functions. Every result contains the exact result for
/// every choice of points in the operands; `precision` is the working precision in bits.
extension BallMatrix {
    /// The transpose (exact: the balls move, unchanged).
    public func transposed() -> BallMatrix {
        withExtendedLifetime(self) {
            Self.computing(MatrixShape(rows: columnCount, columns: rowCount)) { arb_mat_transpose($0, storage.value) }
        }
    }

    /// The determinant (exactly 1 for the 0×0 matrix).
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`.
    public func determinant(precision: Int) throws(MatrixError) -> BigBall {
        try requireSquare("determinant", shape)
        return withExtendedLifetime(self) { BigBall.computing { arb_mat_det($0, storage.value, precision) } }
    }

    /// The trace, the sum of the diagonal entries.
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`.
    public func trace(precision: Int) throws(MatrixError) -> BigBall {
        try requireSquare("trace", shape)
        return withExtendedLifetime(self) { BigBall.computing { arb_mat_trace($0, storage.value, precision) } }
    }

    /// The Frobenius norm, the square root of the sum of the squares of the entries.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: a ball containing the norm.
    public func frobeniusNorm(precision: Int) -> BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_mat_frobenius_norm($0, storage.value, precision) } }
    }

    /// The inverse.
    /// - Parameter precision: the working precision in bits.
    /// - Throws: `MatrixError.notSquare`, or `singularityUndecided` when Arb cannot prove the
    ///   matrix invertible at this precision (it may be singular: the result is then never an
    ///   enclosure of a wrong inverse).
    public func inverse(precision: Int) throws(MatrixError) -> BallMatrix {
        try requireSquare("inverse", shape)
        let result = Storage.make(shape)
        let invertible = withExtendedLifetime(self) { arb_mat_inv(result.value, storage.value, precision) != 0 }
        guard invertible else { throw .singularityUndecided(operation: "inverse", precision: precision) }
        return BallMatrix(storage: result)
    }

    /// The solution X of `self · X = b` (b may have several columns).
    /// - Parameters:
    ///   - b: the right-hand side, with as many rows as `self`.
    ///   - precision: the working precision in bits.
    /// - Returns: X, of the shape of `b`, containing every solution for points of the balls.
    /// - Throws: `MatrixError.notSquare`, `shapeMismatch` naming both shapes, or
    ///   `singularityUndecided` when Arb cannot prove `self` invertible at this precision.
    public func solve(_ b: BallMatrix, precision: Int) throws(MatrixError) -> BallMatrix {
        try requireSolvable(shape, b.shape)
        let result = Storage.make(b.shape)
        let solved = withExtendedLifetime((self, b)) { arb_mat_solve(result.value, storage.value, b.storage.value, precision) != 0 }
        guard solved else { throw .singularityUndecided(operation: "solve", precision: precision) }
        return BallMatrix(storage: result)
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
        _ a: BallMatrix, _ b: BallMatrix, precision: Int, limit: Int = MatrixShape.maximumEntryCount
    ) throws(MatrixError) -> BallMatrix {
        let shape = try productShape(a.shape, b.shape, limit: limit)
        return withExtendedLifetime((a, b)) { computing(shape) { arb_mat_mul($0, a.storage.value, b.storage.value, precision) } }
    }

    /// The entrywise sum `a + b`.
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: a matrix of the same shape.
    ///   - precision: the working precision in bits.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func add(_ a: BallMatrix, _ b: BallMatrix, precision: Int) throws(MatrixError) -> BallMatrix {
        try entrywise("add", a, b, precision, arb_mat_add)
    }

    /// The entrywise difference `a − b`.
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: a matrix of the same shape.
    ///   - precision: the working precision in bits.
    /// - Throws: `MatrixError.shapeMismatch` when the shapes differ.
    public static func subtract(_ a: BallMatrix, _ b: BallMatrix, precision: Int) throws(MatrixError) -> BallMatrix {
        try entrywise("subtract", a, b, precision, arb_mat_sub)
    }

    /// The matrix times the ball `s`.
    /// - Parameters:
    ///   - s: the factor.
    ///   - precision: the working precision in bits.
    /// - Returns: every entry times `s`.
    public func scaled(by s: BigBall, precision: Int) -> BallMatrix {
        withExtendedLifetime((self, s)) { Self.computing(shape) { arb_mat_scalar_mul_arb($0, storage.value, s.storage.value, precision) } }
    }

    /// The same balls as a complex matrix with exactly zero imaginary parts.
    public var complexMatrix: ComplexBallMatrix {
        withExtendedLifetime(self) { ComplexBallMatrix.computing(shape) { acb_mat_set_arb_mat($0, storage.value) } }
    }

    /// The negation (exact).
    public static prefix func - (a: BallMatrix) -> BallMatrix {
        withExtendedLifetime(a) { computing(a.shape) { arb_mat_neg($0, a.storage.value) } }
    }

    private static func entrywise(
        _ operation: String, _ a: BallMatrix, _ b: BallMatrix, _ precision: Int,
        _ f: (UnsafeMutablePointer<arb_mat_struct>?, UnsafePointer<arb_mat_struct>?, UnsafePointer<arb_mat_struct>?, Int) -> Void
    ) throws(MatrixError) -> BallMatrix {
        try requireEqualShapes(operation, a.shape, b.shape)
        return withExtendedLifetime((a, b)) { computing(a.shape) { f($0, a.storage.value, b.storage.value, precision) } }
    }
}
