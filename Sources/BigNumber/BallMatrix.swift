import CArb

/// A matrix of real balls over Arb's `arb_mat_t`: every operation returns a matrix whose balls
/// contain the exact result for every choice of points in the operands' balls.
///
/// Operations take the working `precision` in bits, as `BigBall`'s do. A value type with
/// copy-on-write storage: a copy shares the matrix until one of them is written through a
/// subscript, which first copies it when it is shared. Shapes are checked before Arb is called
/// (Arb aborts the process on a shape it does not expect), so a wrong shape, a matrix that cannot
/// be proven invertible or a shape above the entry limit (`MatrixShape.maximumEntryCount` unless a
/// call passes another) is a `MatrixError`, never a trap. An index outside the matrix is a
/// programming error and traps, as for `Array`; `entry(_:_:)` answers nil instead.
///
/// A `BigMatrix`: a `RandomAccessCollection` of its rows. `==` compares balls, not numbers: two matrices are
/// equal when they have the same shape and every entry has the same midpoint and radius.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer`, which the standard
/// library does not mark `Sendable`.
public struct BallMatrix: @unchecked Sendable {
    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// The exact zero matrix of `rows × columns`.
    /// - Parameters:
    ///   - rows: the number of rows.
    ///   - columns: the number of columns.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.tooLarge` for a negative dimension or more than `limit` entries.
    public init(rows: Int, columns: Int, limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) {
        storage = Storage.make(try MatrixShape.checked(rows: rows, columns: columns, limit: limit))
    }

    /// The exact `n × n` identity matrix.
    /// - Parameters:
    ///   - n: the number of rows and columns.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.tooLarge` for a negative `n` or more than `limit` entries.
    public static func identity(_ n: Int, limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) -> BallMatrix {
        let result = try BallMatrix(rows: n, columns: n, limit: limit)
        arb_mat_one(result.storage.value)
        return result
    }

    /// The number of rows.
    public var rowCount: Int { storage.shape.rows }
    /// The number of columns.
    public var columnCount: Int { storage.shape.columns }

    /// Whether every entry is a finite ball.
    public var isFinite: Bool { arb_mat_is_finite(storage.value) != 0 }
    /// Whether every entry has radius 0.
    public var isExact: Bool { arb_mat_is_exact(storage.value) != 0 }

    /// Whether every ball of this matrix contains the corresponding entry of the exact `matrix`
    /// (false when the shapes differ).
    /// - Parameter matrix: an exact matrix.
    /// - Returns: whether this matrix encloses it.
    public func contains(_ matrix: RationalMatrix) -> Bool {
        shape == matrix.shape
            && withExtendedLifetime((self, matrix)) { arb_mat_contains_fmpq_mat(storage.value, matrix.storage.value) != 0 }
    }

    /// The entry in row `row` and column `column`, both counted from 0.
    /// - Precondition: the indices lie inside the matrix (as for `Array`).
    public subscript(row: Int, column: Int) -> BigBall {
        get {
            checkIndex(row, column)
            return withExtendedLifetime(self) { BigBall.computing { arb_set($0, carb_arb_mat_entry(storage.value, row, column)) } }
        }
        set {
            checkIndex(row, column)
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            set(row, column, newValue)
        }
    }

    /// Writes one entry of storage that no other value refers to.
    private func set(_ row: Int, _ column: Int, _ value: BigBall) {
        withExtendedLifetime(value) { arb_set(carb_arb_mat_entry(storage.value, row, column), value.storage.value) }
    }

    /// A new matrix of `shape` written by `body` (which receives the result's `arb_mat` pointer).
    static func computing(_ shape: MatrixShape, _ body: (UnsafeMutablePointer<arb_mat_struct>) -> Void) -> BallMatrix {
        let result = Storage.make(shape)
        body(result.value)
        return BallMatrix(storage: result)
    }

    /// The owner of the C matrix.
    typealias Storage = MatrixStorage<ArbMat>
}

extension BallMatrix: BigMatrix, Equatable {
    /// Whether the two matrices have the same shape and identical balls (same midpoints and radii).
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: another matrix.
    /// - Returns: whether they are the same balls.
    public static func == (a: BallMatrix, b: BallMatrix) -> Bool {
        a.shape == b.shape && withExtendedLifetime((a, b)) { arb_mat_equal(a.storage.value, b.storage.value) != 0 }
    }
}
