import BigNumber

/// The rows of linear algebra on BigNumber's matrices — exact on FLINT when every entry is an
/// exact rational, on Arb's balls otherwise, so that every printed entry keeps the guarantee. A
/// number is taken as the 1×1 matrix of it.
extension CatalogRow {
    static let determinant = listRow(.determinant, ["det", "matdet"], .function("det"), "determinant of a square matrix",
                                     arity: 1) { values, context throws(CalculationError) in
        let a = try ListValue.square(values[0], .determinant)
        return try MatrixOperands.computing(.determinant, [a], context) { (m) throws(MatrixError) in
            switch m {
            case let .rational(m): EvaluatedValue(exact: try m[0].determinant())
            case let .ball(m): EvaluatedValue(ball: try m[0].determinant(precision: context.precision))
            case let .complex(m): EvaluatedValue(try m[0].determinant(precision: context.precision))
            }
        }
    }.documented(example: "det([[1, 2], [3, 4]])")
    static let transpose = listRow(.transpose, ["transpose"], .function("transpose"), "transpose of a matrix",
                                   arity: 1) { values, _ throws(CalculationError) in
        guard case let .list(a) = values[0] else { return values[0] }
        return .list(a.transposed { $0 })
    }.documented(example: "transpose([[1, 2], [3, 4]])", note: "the transpose of a vector of n is an n×1 matrix (a column)")
    static let conjugateTranspose = listRow(.conjugateTranspose, ["ctranspose"], .function("ctranspose"),
                                            "conjugate transpose of a matrix", arity: 1) { values, _ throws(CalculationError) in
        guard case let .list(a) = values[0] else { return EntryArithmetic.conjugate(values[0]) }
        return .list(a.transposed(EntryArithmetic.conjugate))
    }.documented(example: "ctranspose([[1, i], [2, 3]])")
    static let trace = listRow(.trace, ["trace"], .function("trace"), "trace of a square matrix (sum of its diagonal)",
                               arity: 1) { values, context throws(CalculationError) in
        let a = try ListValue.square(values[0], .trace)
        return EntryArithmetic.fold((0..<a.rows).map { a.entry($0, $0) }) { EntryArithmetic.add($0, $1, context.precision) }
            ?? .integer(BigRational(0))
    }.documented(example: "trace([[1, 2], [3, 4]])")
    static let rank = listRow(.rank, ["rank", "matrank"], .function("rank"), "rank of a matrix", arity: 1) { values, context throws(CalculationError) in
        try ListValue.rank(ListValue.matrix(values[0]), context)
    }.documented(example: "rank([[1, 2], [2, 4]])",
                 note: "exact for exact entries; with inexact entries given only when full rank is proven")
    static let linearSolve = listRow(.linearSolve, ["linsolve", "matsolve"], .function("linsolve"),
                                     "linsolve(A, b): the solution x of A x = b", arity: 2) { values, context throws(CalculationError) in
        try ListValue.solving(values[0], values[1], context)
    }.documented(example: "linsolve([[2, 1], [1, 3]], [3, 5])", note: "A square; b a vector (x is then a vector) or a matrix")
    static let dot = listRow(.dot, ["dot"], .function("dot"), "dot product of two vectors (no conjugation)", arity: 2) { values, context throws(CalculationError) in
        let (v, w) = try ListValue.vectors(values[0], values[1], .dot, length: nil)
        return EntryArithmetic.fold(zip(v.entries, w.entries).map { EntryArithmetic.multiply($0, $1, context.precision) }) {
            EntryArithmetic.add($0, $1, context.precision)
        } ?? .integer(BigRational(0))
    }.documented(example: "dot([1, 2, 3], [4, 5, 6])")
    static let cross = listRow(.cross, ["cross"], .function("cross"), "cross product of two vectors of 3", arity: 2) { values, context throws(CalculationError) in
        let (v, w) = try ListValue.vectors(values[0], values[1], .cross, length: 3)
        let (a, b, p) = (v.entries, w.entries, context.precision)
        func term(_ i: Int, _ j: Int) -> EvaluatedValue {
            EntryArithmetic.subtract(EntryArithmetic.multiply(a[i], b[j], p), EntryArithmetic.multiply(a[j], b[i], p), p)
        }
        return .list(ListValue(vector: [term(1, 2), term(2, 0), term(0, 1)]))
    }.documented(example: "cross([1, 0, 0], [0, 1, 0])")
    static let norm = listRow(.norm, ["norm"], .function("norm"), "Euclidean norm of a vector, Frobenius norm of a matrix",
                              arity: 1) { values, context throws(CalculationError) in
        try ListValue.norm(ListValue.matrix(values[0]), context)
    }.documented(example: "norm([3, 4])")
    static let eigenvalues = listRow(.eigenvalues, ["eigenvalues", "eig"], .function("eigenvalues"),
                                     "eigenvalues of a square matrix, with multiplicity", arity: 1) { values, context throws(CalculationError) in
        try ListValue.eigenvalues(ListValue.square(values[0], .eigenvalues), context)
    }.documented(example: "eigenvalues([[2, 1], [1, 2]])",
                 note: "ordered by real part, then imaginary part; a multiple eigenvalue is listed as often as its multiplicity")
    static let eigenvectors = listRow(.eigenvectors, ["eigenvectors", "mateigen"], .function("eigenvectors"),
                                      "eigenvectors of a square matrix, as columns", arity: 1) { values, context throws(CalculationError) in
        try ListValue.eigenvectors(ListValue.square(values[0], .eigenvectors), context)
    }.documented(example: "eigenvectors([[2, 1], [1, 2]])",
                 note: "column k belongs to eigenvalues(A)[k], scaled so that its first entry that is not 0 is 1; simple eigenvalues only")
}

extension ListValue {
    /// `value` as a square matrix (a number as 1×1), or a `.notSquare` error of `operation`.
    static func square(_ value: EvaluatedValue, _ operation: CatalogOperation) throws(CalculationError) -> ListValue {
        let a = matrix(value)
        guard a.rows == a.columns, !a.isVector || a.count == 1 else { throw .list(ListError(operation, .notSquare(a.shapeDescription))) }
        return a
    }

    /// Two vectors of one length (`length` when given), or a shape error of `operation`.
    static func vectors(
        _ a: EvaluatedValue, _ b: EvaluatedValue, _ operation: CatalogOperation, length: Int?
    ) throws(CalculationError) -> (ListValue, ListValue) {
        for value in [a, b] {
            guard case let .list(list) = value, list.isVector, length.map({ list.count == $0 }) ?? true else {
                throw .list(ListError(operation, .needsVector(length: length, got: ListValue.shapeDescription(of: value))))
            }
        }
        let (v, w) = (matrix(a), matrix(b))
        guard v.count == w.count else { throw .list(ListError(operation, .shapeMismatch(v.shapeDescription, w.shapeDescription))) }
        return (v, w)
    }

    /// The transpose, each entry passed through `entry` (the conjugate for `ctranspose`).
    func transposed(_ entry: (EvaluatedValue) -> EvaluatedValue) -> ListValue {
        var result: [EvaluatedValue] = []
        result.reserveCapacity(count)
        for column in 0..<columns {
            for row in 0..<rows { result.append(entry(self.entry(row, column))) }
        }
        return ListValue(rows: columns, columns: rows, entries: result)
    }
}
