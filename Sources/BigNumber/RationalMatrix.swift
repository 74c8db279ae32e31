import CArb

/// An exact matrix of rational numbers over FLINT's `fmpq_mat_t`: determinant, inverse, solution of
/// linear systems, rank and characteristic polynomial are computed exactly by FLINT.
///
/// A value type with copy-on-write storage: a copy shares the matrix until one of them is written
/// through a subscript, which first copies it when it is shared. Shapes are checked before FLINT is
/// called (FLINT aborts the process on a shape it does not expect), so a wrong shape, a singular
/// matrix or a shape above the entry limit (`MatrixShape.maximumEntryCount` unless a call passes
/// another) is a `MatrixError`, never a trap. An index outside the matrix is a programming error
/// and traps, as for `Array`; `entry(_:_:)` answers nil instead.
///
/// A `BigMatrix`: a `RandomAccessCollection` of its rows (each an array of entries), so `for row in matrix` works.
///
/// `Sendable` because a value is only ever written through storage no other value refers to; the
/// conformance is unchecked only because the storage is a `ManagedBuffer`, which the standard
/// library does not mark `Sendable`.
public struct RationalMatrix: @unchecked Sendable {
    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// The zero matrix of `rows × columns`.
    /// - Parameters:
    ///   - rows: the number of rows.
    ///   - columns: the number of columns.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.tooLarge` for a negative dimension or more than `limit` entries.
    public init(rows: Int, columns: Int, limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) {
        let shape = try MatrixShape.checked(rows: rows, columns: columns, limit: limit)
        storage = Storage.make(shape)
    }

    /// The matrix of the integers `rows`.
    /// - Parameters:
    ///   - rows: the rows, all of one length.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.ragged` when the rows differ in length, `tooLarge` above `limit` entries.
    public init(integers rows: [[Int]], limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) {
        try self.init(rows.map { $0.map(BigRational.init) }, limit: limit)
    }

    /// The `n × n` identity matrix.
    /// - Parameters:
    ///   - n: the number of rows and columns.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.tooLarge` for a negative `n` or more than `limit` entries.
    public static func identity(_ n: Int, limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) -> RationalMatrix {
        let result = try RationalMatrix(rows: n, columns: n, limit: limit)
        fmpq_mat_one(result.storage.value)
        return result
    }

    /// The number of rows.
    public var rowCount: Int { storage.shape.rows }
    /// The number of columns.
    public var columnCount: Int { storage.shape.columns }

    /// The entry in row `row` and column `column`, both counted from 0.
    /// - Precondition: the indices lie inside the matrix (as for `Array`).
    public subscript(row: Int, column: Int) -> BigRational {
        get {
            checkIndex(row, column)
            return withExtendedLifetime(self) { Self.rational(carb_fmpq_mat_entry(storage.value, row, column)) }
        }
        set {
            checkIndex(row, column)
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            set(row, column, newValue)
        }
    }

    /// Writes one entry of storage that no other value refers to.
    private func set(_ row: Int, _ column: Int, _ value: BigRational) {
        value.withMPQ { carb_fmpq_set_mpq(carb_fmpq_mat_entry(storage.value, row, column), $0) }
    }

    /// The `BigRational` held by an `fmpq_t`.
    static func rational(_ q: UnsafePointer<fmpq>) -> BigRational {
        let result = BigRational.Storage.make()
        carb_fmpq_get_mpq(result.value, q)
        return BigRational(storage: result)
    }

    /// A new matrix of `shape` written by `body` (which receives the result's `fmpq_mat` pointer).
    static func computing(_ shape: MatrixShape, _ body: (UnsafeMutablePointer<fmpq_mat_struct>) -> Void) -> RationalMatrix {
        let result = Storage.make(shape)
        body(result.value)
        return RationalMatrix(storage: result)
    }

    /// The owner of the C matrix.
    typealias Storage = MatrixStorage<FmpqMat>
}

extension RationalMatrix: BigMatrix, Equatable, CustomStringConvertible {
    /// Whether the two matrices have the same shape and equal entries.
    /// - Parameters:
    ///   - a: a matrix.
    ///   - b: another matrix.
    /// - Returns: whether they are equal.
    public static func == (a: RationalMatrix, b: RationalMatrix) -> Bool {
        a.shape == b.shape && withExtendedLifetime((a, b)) { fmpq_mat_equal(a.storage.value, b.storage.value) != 0 }
    }

    /// The rows in brackets, entries as fractions: `[[1, 1/2], [1/3, 1/4]]`.
    public var description: String {
        "[" + map { "[" + $0.map(\.description).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }
}
