/// The shape of a matrix: its numbers of rows and columns.
public struct MatrixShape: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The number of rows.
    public let rows: Int
    /// The number of columns.
    public let columns: Int

    /// The shape `rows × columns`.
    /// - Parameters:
    ///   - rows: the number of rows.
    ///   - columns: the number of columns.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// Whether the shape has as many rows as columns.
    public var isSquare: Bool { rows == columns }

    /// `rows×columns`, as `2×3`.
    public var description: String { "\(rows)×\(columns)" }

    /// The most entries a matrix of `RationalMatrix`, `BallMatrix` or `ComplexBallMatrix` may
    /// have unless a call passes another limit: 2²⁰ (a 1024×1024 matrix). Larger shapes are
    /// refused with `MatrixError.tooLarge` before FLINT or Arb allocates anything.
    public static let maximumEntryCount = 1 << 20

    /// Checks that `rows × columns` is a shape of at most `limit` entries.
    /// - Throws: `MatrixError.tooLarge` when a dimension is negative or the shape has more than `limit` entries.
    static func checked(rows: Int, columns: Int, limit: Int) throws(MatrixError) -> MatrixShape {
        let (count, overflow) = rows.multipliedReportingOverflow(by: columns)
        guard rows >= 0, columns >= 0, !overflow, count <= limit else {
            throw .tooLarge(rows: rows, columns: columns, limit: limit)
        }
        return MatrixShape(rows: rows, columns: columns)
    }
}

/// Why a matrix operation refused to produce a result. Every case is a property of the input,
/// never a failure of the library: nothing here traps.
public enum MatrixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `operation` needs operands of matching shapes (equal for `+ −`, inner dimensions for `×`,
    /// as many rows on the right as the square matrix on the left for `solve`).
    case shapeMismatch(operation: String, left: MatrixShape, right: MatrixShape)
    /// `operation` needs a square matrix.
    case notSquare(operation: String, shape: MatrixShape)
    /// The exact matrix is singular (its determinant is exactly 0).
    case singular(operation: String)
    /// A ball matrix that could not be proven invertible at the working precision: it may be
    /// singular, or its entries too wide for the precision to decide.
    case singularityUndecided(operation: String, precision: Int)
    /// The eigenvalues could not be enclosed at the working precision.
    case eigenvaluesUndecided(precision: Int)
    /// A matrix given by rows whose row `row` (counted from 1) has `count` entries where the
    /// first row has `expected`.
    case ragged(row: Int, count: Int, expected: Int)
    /// A shape with a negative dimension or more than `limit` entries.
    case tooLarge(rows: Int, columns: Int, limit: Int)

    /// A one-line English explanation.
    public var description: String {
        switch self {
        case let .shapeMismatch(operation, left, right):
            "\(operation): shapes \(left) and \(right) do not match"
        case let .notSquare(operation, shape):
            "\(operation): needs a square matrix, not \(shape)"
        case let .singular(operation):
            "\(operation): matrix is singular"
        case let .singularityUndecided(operation, precision):
            "\(operation): cannot decide at \(precision) bits whether the matrix is singular"
        case let .eigenvaluesUndecided(precision):
            "eigenvalues: cannot enclose them at \(precision) bits"
        case let .ragged(row, count, expected):
            "row \(row) has \(count) entries, the first row has \(expected)"
        case let .tooLarge(rows, columns, limit):
            rows < 0 || columns < 0
                ? "a matrix cannot have \(rows)×\(columns) entries"
                : "a \(rows)×\(columns) matrix has more than \(limit) entries"
        }
    }
}

/// The shape of a matrix given by rows: rows × the first row's length.
/// - Throws: `MatrixError.ragged` when a row's length differs, `tooLarge` beyond `limit` entries.
func shapeOfRows<T>(_ rows: [[T]], limit: Int) throws(MatrixError) -> MatrixShape {
    let columns = rows.first?.count ?? 0
    for (index, row) in rows.enumerated() where row.count != columns {
        throw .ragged(row: index + 1, count: row.count, expected: columns)
    }
    return try MatrixShape.checked(rows: rows.count, columns: columns, limit: limit)
}

/// The shape of the product of `left` and `right`.
/// - Throws: `shapeMismatch` when the inner dimensions differ, `tooLarge` beyond `limit` entries.
func productShape(_ left: MatrixShape, _ right: MatrixShape, limit: Int) throws(MatrixError) -> MatrixShape {
    guard left.columns == right.rows else { throw .shapeMismatch(operation: "multiply", left: left, right: right) }
    return try MatrixShape.checked(rows: left.rows, columns: right.columns, limit: limit)
}

/// Checks that `left` and `right` have equal shapes for `operation`.
func requireEqualShapes(_ operation: String, _ left: MatrixShape, _ right: MatrixShape) throws(MatrixError) {
    guard left == right else { throw .shapeMismatch(operation: operation, left: left, right: right) }
}

/// Checks that `shape` is square for `operation`.
func requireSquare(_ operation: String, _ shape: MatrixShape) throws(MatrixError) {
    guard shape.isSquare else { throw .notSquare(operation: operation, shape: shape) }
}

/// Checks that `right` has as many rows as the square `left` for `solve`.
func requireSolvable(_ left: MatrixShape, _ right: MatrixShape) throws(MatrixError) {
    try requireSquare("solve", left)
    guard right.rows == left.rows else { throw .shapeMismatch(operation: "solve", left: left, right: right) }
}
