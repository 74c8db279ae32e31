/// What `RationalMatrix`, `BallMatrix` and `ComplexBallMatrix` share: a shape, entries read and
/// written by (row, column) from 0, and rows as a random-access collection.
public protocol BigMatrix: RandomAccessCollection, Sendable where Index == Int, Element == [Entry] {
    /// The type of one entry.
    associatedtype Entry

    /// The zero matrix of `rows × columns`.
    /// - Throws: `MatrixError.tooLarge` for a negative dimension or more than `limit` entries.
    init(rows: Int, columns: Int, limit: Int) throws(MatrixError)

    /// The number of rows.
    var rowCount: Int { get }
    /// The number of columns.
    var columnCount: Int { get }

    /// The entry in row `row` and column `column`, both counted from 0.
    /// - Precondition: the indices lie inside the matrix (as for `Array`).
    subscript(row: Int, column: Int) -> Entry { get set }
}

extension BigMatrix {
    /// The matrix whose rows are `rows` (no rows: the 0×0 matrix).
    /// - Parameters:
    ///   - rows: the rows, all of one length.
    ///   - limit: the most entries allowed.
    /// - Throws: `MatrixError.ragged` when the rows differ in length, `tooLarge` above `limit` entries.
    public init(_ rows: [[Entry]], limit: Int = MatrixShape.maximumEntryCount) throws(MatrixError) {
        let shape = try shapeOfRows(rows, limit: limit)
        try self.init(rows: shape.rows, columns: shape.columns, limit: limit)
        for (i, row) in rows.enumerated() {
            for (j, value) in row.enumerated() { self[i, j] = value }
        }
    }

    /// The shape, rows × columns.
    public var shape: MatrixShape { MatrixShape(rows: rowCount, columns: columnCount) }

    /// The entry in row `row` and column `column` (from 0), or nil outside the matrix.
    /// - Parameters:
    ///   - row: the row, from 0.
    ///   - column: the column, from 0.
    /// - Returns: the entry, or nil when the indices lie outside the matrix.
    public func entry(_ row: Int, _ column: Int) -> Entry? {
        isInside(row, column) ? self[row, column] : nil
    }

    /// The index of the first row, 0.
    public var startIndex: Int { 0 }
    /// One past the index of the last row.
    public var endIndex: Int { rowCount }

    /// Row `position` (from 0) as an array of its entries.
    /// - Precondition: `position` is a row of the matrix.
    public subscript(position: Int) -> [Entry] {
        (0..<columnCount).map { self[position, $0] }
    }

    /// Whether (row, column) is an entry of the matrix.
    func isInside(_ row: Int, _ column: Int) -> Bool {
        row >= 0 && row < rowCount && column >= 0 && column < columnCount
    }

    /// Traps unless (row, column) is an entry of the matrix, as `Array` does for an index outside it.
    func checkIndex(_ row: Int, _ column: Int) {
        precondition(isInside(row, column), "matrix index (\(row), \(column)) is outside \(shape)")
    }
}
