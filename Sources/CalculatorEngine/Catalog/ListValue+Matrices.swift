import BigNumber

/// The operands of a matrix computation as BigNumber's matrices, in the most exact type that
/// holds them all: FLINT's exact rational matrices when every entry is an exact rational, Arb's
/// real ball matrices when every entry is real, complex ball matrices otherwise (an exact complex
/// entry is then enclosed at the working precision).
enum MatrixOperands {
    /// Exact rational matrices.
    case rational([RationalMatrix])
    /// Real ball matrices.
    case ball([BallMatrix])
    /// Complex ball matrices.
    case complex([ComplexBallMatrix])

    /// The matrices of `lists` (a vector as the one row it is stored as: orient it first with
    /// `asColumn` or `asRow`).
    /// - Parameters:
    ///   - lists: the operands.
    ///   - precision: the working precision of ball entries, in bits.
    ///   - operation: the operation that computes on them, which errors name.
    init(_ lists: [ListValue], precision: Int, for operation: CatalogOperation) throws(CalculationError) {
        let kind = ValueKind.of(lists.flatMap(\.entries))
        do throws(MatrixError) {
            try self.init(lists, kind: kind, precision: precision)
        } catch {
            throw CalculationError(error, in: operation)
        }
    }

    private init(_ lists: [ListValue], kind: ValueKind, precision: Int) throws(MatrixError) {
        if kind.isRational {
            self = .rational(try lists.map { (list) throws(MatrixError) in
                var matrix = try RationalMatrix(rows: list.rows, columns: list.columns, limit: .max)
                for (index, entry) in list.entries.enumerated() {
                    matrix[index / list.columns, index % list.columns] = entry.rational ?? BigRational(0)
                }
                return matrix
            })
        } else if kind.isReal {
            self = .ball(try lists.map { (list) throws(MatrixError) in
                var matrix = try BallMatrix(rows: list.rows, columns: list.columns, limit: .max)
                for (index, entry) in list.entries.enumerated() {
                    matrix[index / list.columns, index % list.columns] = entry.ball(precision: precision)
                }
                return matrix
            })
        } else {
            self = .complex(try lists.map { (list) throws(MatrixError) in
                var matrix = try ComplexBallMatrix(rows: list.rows, columns: list.columns, limit: .max)
                for (index, entry) in list.entries.enumerated() {
                    matrix[index / list.columns, index % list.columns] = entry.complexBall(precision: precision)
                }
                return matrix
            })
        }
    }
}

extension ListValue {
    /// The list of the entries of `matrix`: a vector of them when `asVector`, else the matrix.
    init<M: BigMatrix>(_ matrix: M, asVector: Bool, entry: (M.Entry) -> EvaluatedValue) {
        var entries: [EvaluatedValue] = []
        entries.reserveCapacity(matrix.rowCount * matrix.columnCount)
        for row in 0..<matrix.rowCount {
            for column in 0..<matrix.columnCount { entries.append(entry(matrix[row, column])) }
        }
        self = asVector ? ListValue(vector: entries) : ListValue(rows: matrix.rowCount, columns: matrix.columnCount, entries: entries)
    }

    /// The list of an exact matrix's entries.
    init(_ matrix: RationalMatrix, asVector: Bool = false) {
        self.init(matrix, asVector: asVector, entry: EvaluatedValue.init(exact:))
    }

    /// The list of a real ball matrix's entries (exact where a ball is exact and small).
    init(_ matrix: BallMatrix, asVector: Bool = false) {
        self.init(matrix, asVector: asVector, entry: EvaluatedValue.init(ball:))
    }

    /// The list of a complex ball matrix's entries (real where an imaginary part is exactly 0).
    init(_ matrix: ComplexBallMatrix, asVector: Bool = false) {
        self.init(matrix, asVector: asVector, entry: EvaluatedValue.init)
    }
}

extension EvaluatedValue {
    /// The value in the real ball `ball`: an exact rational when the ball is exact and small.
    init(ball: BigBall) {
        if let r = ball.exactRational(bitLimit: OperationCatalog.exactBitLimit) {
            self = EvaluatedValue(exact: r)
        } else {
            self = .real(ball)
        }
    }
}

extension CalculationError {
    /// The error of `operation` for a refusal of BigNumber's matrix types: shapes and singularity
    /// as list errors, what more precision may decide as undecided questions.
    /// - Parameters:
    ///   - error: the matrix error.
    ///   - operation: the operation that called the matrix type.
    init(_ error: MatrixError, in operation: CatalogOperation) {
        switch error {
        case let .shapeMismatch(_, left, right):
            self = .list(ListError(operation, .shapeMismatch("a \(left) matrix", "a \(right) matrix")))
        case let .notSquare(_, shape):
            self = .list(ListError(operation, .notSquare("a \(shape) matrix")))
        case .singular:
            self = .list(ListError(operation, .singular))
        case .singularityUndecided:
            self = .undecided(UndecidedQuestion(operation, .singularity))
        case .eigenvaluesUndecided:
            self = .undecided(UndecidedQuestion(operation, .eigenvalues))
        case let .ragged(row, count, expected):
            self = .list(ListError(operation, .ragged(row: row, count: count, expected: expected)))
        case let .tooLarge(rows, columns, limit):
            self = .list(ListError(operation, .tooLarge(entries: Double(rows) * Double(columns), limit: limit)))
        }
    }
}
