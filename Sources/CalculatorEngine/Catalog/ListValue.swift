import BigNumber

/// A list or a matrix met by the evaluator: its shape and its entries, row by row, each a number
/// (an `EvaluatedValue` that is not itself a list).
///
/// A vector (`[1, 2, 3]`) is one row marked `isVector`: it prints as a flat list, acts as a column
/// on the right of a matrix product (`A * v`) and as a row on its left (`v * A`). A matrix
/// (`[[1, 2], [3, 4]]`, `[1, 2; 3, 4]`) has rows of equal length; `[[1, 2, 3]]` is a 1×3 matrix.
struct ListValue {
    /// The number of rows (1 for a vector).
    let rows: Int
    /// The number of columns (the length of a vector).
    let columns: Int
    /// Whether the value is a vector rather than a matrix.
    let isVector: Bool
    /// The entries, row by row: `rows × columns` numbers.
    let entries: [EvaluatedValue]
    /// When the list is the coefficients of a formula (`algdep`, `identify`), the term of each
    /// entry: the value prints as the formula (`CalculationResult.Kind.formula`) and is no operand.
    var formulaTerms: [String]?

    /// The vector of `entries`.
    init(vector entries: [EvaluatedValue]) {
        rows = 1
        columns = entries.count
        isVector = true
        self.entries = entries
    }

    /// The `rows × columns` matrix of `entries`, row by row.
    init(rows: Int, columns: Int, entries: [EvaluatedValue]) {
        self.rows = rows
        self.columns = columns
        isVector = false
        self.entries = entries
    }

    /// A value of the shape of `shape` (a vector or a matrix) with other entries.
    init(shapedLike shape: ListValue, entries: [EvaluatedValue]) {
        rows = shape.rows
        columns = shape.columns
        isVector = shape.isVector
        self.entries = entries
    }

    /// The number of entries.
    var count: Int { entries.count }

    /// The shape as a matrix (a vector is one row).
    var shape: MatrixShape { MatrixShape(rows: rows, columns: columns) }

    /// Whether it is a square matrix.
    var isSquare: Bool { !isVector && rows == columns }

    /// The shape as messages name it: "a vector of 3", "a 2×3 matrix".
    var shapeDescription: String {
        isVector ? "a vector of \(columns)" : "a \(rows)×\(columns) matrix"
    }

    /// The entry in row `row` and column `column`, both counted from 0.
    func entry(_ row: Int, _ column: Int) -> EvaluatedValue {
        entries[row * columns + column]
    }

    /// Row `row` (from 0) as a vector.
    func row(_ row: Int) -> ListValue {
        ListValue(vector: Array(entries[(row * columns)..<((row + 1) * columns)]))
    }

    /// The rows as lists of entries.
    var entryRows: [[EvaluatedValue]] {
        (0..<rows).map { Array(entries[($0 * columns)..<(($0 + 1) * columns)]) }
    }

    /// Whether every entry is real.
    var isReal: Bool { entries.allSatisfy(\.isReal) }

    /// The kind of the entries: the least kind that holds them all.
    var entryKind: ValueKind { ValueKind.of(entries) }

    /// The same entries as a matrix with one column (a vector on the right of a product), or the
    /// matrix itself.
    var asColumn: ListValue {
        isVector ? ListValue(rows: columns, columns: 1, entries: entries) : self
    }

    /// The same entries as a matrix with one row (a vector on the left of a product), or the matrix itself.
    var asRow: ListValue {
        isVector ? ListValue(rows: 1, columns: columns, entries: entries) : self
    }

    /// The same list with its entries as balls at `precision` bits (for a computation whose exact
    /// form would be too large).
    func rounded(precision: Int) -> ListValue {
        ListValue(shapedLike: self, entries: entries.map { $0.isReal ? .real($0.ball(precision: precision)) : .complex($0.complexBall(precision: precision)) })
    }

    /// The shape message of an operand that is a number or a list, for errors that show both shapes.
    static func shapeDescription(of value: EvaluatedValue) -> String {
        if case let .list(list) = value { return list.shapeDescription }
        return "a number"
    }
}
