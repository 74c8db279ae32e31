import BigNumber

/// The rows that make and read lists: the literal `[…]`, indexing, `seq`, `len`, `size`,
/// `identity`, `zeros`, and the sum and product of one list's entries. They compute only through
/// their `ListEvaluation` (see `ListValue`).
extension CatalogRow {
    static let list = listRow(.list, ["[a, b; c, d]"], .brackets, "a vector, or a matrix by rows", arity: nil) { values, context throws(CalculationError) in
        .list(try ListValue.making(values, .list, limit: context.maximumListEntries))
    }.documented(example: "[[1, 2], [3, 4]]", note: "[1, 2, 3] is a vector; [[1, 2], [3, 4]] and [1, 2; 3, 4] are matrices by rows")
    static let index = listRow(.index, ["v[k]", "A[i, j]"], .subscripted, "an entry or a row of a list", arity: nil) { values, _ throws(CalculationError) in
        try ListValue.indexing(values)
    }.documented(example: "[10, 20, 30][2]", note: "from 1: v[k], A[i, j] (row, column), A[i] is row i")
    static let sequence = form(.sequence, in: .matrices, ["seq"], .function("seq"), nil,
                               "seq(expr, k, a, b): the list of expr for k = a … b", .sequence)
        .documented(example: "seq(k^2, k, 1, 5)")
    static let length = listRow(.length, ["len", "length"], .function("len"), "number of entries of a vector (rows of a matrix)",
                                arity: 1) { values, _ throws(CalculationError) in
        let list = try ListValue.operand(values[0], .length)
        return .integer(BigRational(list.isVector ? list.columns : list.rows))
    }.documented(example: "len([4, 5, 6])")
    static let size = listRow(.size, ["size"], .function("size"), "shape: [n] of a vector, [rows, columns] of a matrix",
                              arity: 1) { values, _ throws(CalculationError) in
        let list = try ListValue.operand(values[0], .size)
        let dimensions = list.isVector ? [list.columns] : [list.rows, list.columns]
        return .list(ListValue(vector: dimensions.map { .integer(BigRational($0)) }))
    }.documented(example: "size([1, 2, 3; 4, 5, 6])")
    static let identityMatrix = listRow(.identityMatrix, ["identity"], .function("identity"), "n×n identity matrix",
                                        arity: 1, invalid: "the size of a matrix must be at least 1") { values, context throws(CalculationError) in
        let n = try ListValue.dimension(values[0], .identityMatrix)
        try ListValue.checkSize(Double(n) * Double(n), .identityMatrix, limit: context.maximumListEntries)
        return .list(ListValue(rows: n, columns: n, entries: (0..<(n * n)).map { .integer(BigRational($0 % (n + 1) == 0 ? 1 : 0)) }))
    }.documented(example: "identity(2)")
    static let zeroMatrix = listRow(.zeroMatrix, ["zeros"], .function("zeros"), "m×n matrix of zeros", arity: 2,
                                invalid: "the size of a matrix must be at least 1") { values, context throws(CalculationError) in
        let (m, n) = (try ListValue.dimension(values[0], .zeroMatrix), try ListValue.dimension(values[1], .zeroMatrix))
        try ListValue.checkSize(Double(m) * Double(n), .zeroMatrix, limit: context.maximumListEntries)
        return .list(ListValue(rows: m, columns: n, entries: Array(repeating: .integer(BigRational(0)), count: m * n)))
    }.documented(example: "zeros(2, 3)")
    static let listSum = listRow(.listSum, ["sum", "Σ"], .function("sum"), "sum of the entries of a list", arity: 1) { values, context throws(CalculationError) in
        let list = try ListValue.operand(values[0], .listSum)
        return EntryArithmetic.fold(list.entries) { EntryArithmetic.add($0, $1, context.precision) } ?? .integer(BigRational(0))
    }.documented(example: "sum([1, 2, 3, 4])")
    static let listProduct = listRow(.listProduct, ["product", "prod", "Π"], .function("product"), "product of the entries of a list",
                                     arity: 1) { values, context throws(CalculationError) in
        let list = try ListValue.operand(values[0], .listProduct)
        return EntryArithmetic.fold(list.entries) { EntryArithmetic.multiply($0, $1, context.precision) } ?? .integer(BigRational(1))
    }.documented(example: "product([1, 2, 3, 4])")

    /// A row of lists and matrices, listed under `.matrices`, that computes only with `f`.
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - names: the spellings.
    ///   - notation: how descriptions show it.
    ///   - summary: a few words for help.
    ///   - arity: the number of operands, nil for any number.
    ///   - f: the computation, on numbers and lists alike.
    /// - Returns: the row.
    static func listRow(
        _ operation: CatalogOperation, _ names: [String], _ notation: OperationNotation, _ summary: String,
        arity: Int?, invalid: String? = nil, _ f: @escaping ListFunction
    ) -> CatalogRow {
        CatalogRow(operation, in: .matrices, names: names, notation: notation, summary: summary,
                   invalid: invalid ?? "\(summary) is undefined here", implementations: Implementations(ball: .listOnly(arity: arity), [.list(.always(f))]))
    }
}

extension ListValue {
    /// The list or matrix `value`, or a `.needsList` error of `operation` for a number.
    static func operand(_ value: EvaluatedValue, _ operation: CatalogOperation) throws(CalculationError) -> ListValue {
        guard case let .list(list) = value else { throw .list(ListError(operation, .needsList)) }
        return list
    }

    /// `value` as a matrix: a list as it is, a number as the 1×1 matrix of it.
    static func matrix(_ value: EvaluatedValue) -> ListValue {
        if case let .list(list) = value { return list }
        return ListValue(rows: 1, columns: 1, entries: [value])
    }

    /// A dimension of `identity` or `zeros`: an exact integer from 1.
    static func dimension(_ value: EvaluatedValue, _ operation: CatalogOperation) throws(CalculationError) -> Int {
        guard let r = value.rational else {
            if value.kind == .list { throw .list(ListError(operation, .needsNumber)) }
            throw operation.row.domainError(.nonInteger)
        }
        guard r.isInteger, let n = Int(exactly: r.numerator), n >= 1 else {
            throw operation.row.domainError(r.isInteger ? .outsideDomain : .nonInteger)
        }
        return n
    }

    /// `values[0]` indexed by the rest (from 1): an entry of a vector, a row of a matrix (one
    /// index) or an entry of it (two).
    static func indexing(_ values: [EvaluatedValue]) throws(CalculationError) -> EvaluatedValue {
        guard case let .list(list) = values[0] else { throw .list(ListError(.index, .tooManyIndices("a number"))) }
        let indices = Array(values.dropFirst())
        guard indices.count <= (list.isVector ? 1 : 2) else { throw .list(ListError(.index, .tooManyIndices(list.shapeDescription))) }
        if list.isVector {
            return list.entries[try position(indices[0], size: list.columns, dimension: "entries", of: list)]
        }
        let row = try position(indices[0], size: list.rows, dimension: "rows", of: list)
        guard indices.count == 2 else { return .list(list.row(row)) }
        return list.entry(row, try position(indices[1], size: list.columns, dimension: "columns", of: list))
    }

    /// The position from 0 of index `value` (from 1) in a dimension of `size` entries.
    private static func position(_ value: EvaluatedValue, size: Int, dimension: String, of list: ListValue) throws(CalculationError) -> Int {
        guard let r = value.rational else {
            if value.kind == .list { throw .list(ListError(.index, .needsNumber)) }
            throw CalculationError.undecided(UndecidedQuestion(.index, .integer))
        }
        guard r.isInteger, let k = Int(exactly: r.numerator), k >= 1, k <= size else {
            throw .list(ListError(.index, .indexOutOfRange(index: r.description, size: size, dimension: dimension, shape: list.shapeDescription)))
        }
        return k - 1
    }
}
