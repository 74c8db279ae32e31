import BigNumber

/// The computations behind `rank`, `linsolve` and `norm` (eigenvalues: `ListValue+Eigenvalues.swift`).
extension ListValue {
    /// The rank: exact for exact entries; with inexact entries only full rank can be proven (the
    /// Gram matrix of the smaller side, A·A* or A*·A, is invertible), else the question of
    /// singularity stays undecided.
    static func rank(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        if a.entries.allSatisfy({ $0.rational != nil }) {
            guard case let .rational(m) = try MatrixOperands([a], precision: context.precision, for: .rank) else {
                return .integer(BigRational(0))
            }
            return .integer(BigRational(m[0].rank))
        }
        let matrix = a.asRow
        let adjoint = matrix.transposed(EntryArithmetic.conjugate)
        let (left, right) = matrix.rows <= matrix.columns ? (matrix, adjoint) : (adjoint, matrix)
        let full = Swift.min(matrix.rows, matrix.columns)
        _ = try MatrixOperands.computing(.rank, [left, right], context) { (m) throws(MatrixError) -> ListValue in
            switch m {
            case let .rational(m): ListValue(try RationalMatrix.multiply(m[0], m[1], limit: .max).inverse())
            case let .ball(m): ListValue(try BallMatrix.multiply(m[0], m[1], precision: context.precision, limit: .max).inverse(precision: context.precision))
            case let .complex(m):
                ListValue(try ComplexBallMatrix.multiply(m[0], m[1], precision: context.precision, limit: .max).inverse(precision: context.precision))
            }
        }
        return .integer(BigRational(full))
    }

    /// The solution x of A x = b: a vector for a vector b, else a matrix.
    static func solving(_ a: EvaluatedValue, _ b: EvaluatedValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let matrix = try square(a, .linearSolve)
        let right = ListValue.matrix(b)
        let column = right.asColumn
        guard column.rows == matrix.rows else {
            throw .list(ListError(.linearSolve, .shapeMismatch(matrix.shapeDescription, right.shapeDescription)))
        }
        let asVector = right.isVector
        let result: EvaluatedValue = .list(try MatrixOperands.computing(.linearSolve, [matrix, column], context) { (m) throws(MatrixError) -> ListValue in
            switch m {
            case let .rational(m): ListValue(try m[0].solve(m[1]), asVector: asVector)
            case let .ball(m): ListValue(try m[0].solve(m[1], precision: context.precision), asVector: asVector)
            case let .complex(m): ListValue(try m[0].solve(m[1], precision: context.precision), asVector: asVector)
            }
        })
        if b.kind != .list, case let .list(list) = result { return list.entries[0] }
        return result
    }

    /// √(Σ |a_ij|²): exact when the entries are exact rationals and the sum of squares is a square.
    static func norm(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let squares = a.entries.compactMap(\.rational).map { $0 * $0 }
        if squares.count == a.count, let sum = squares.first.map({ squares.dropFirst().reduce($0, +) }),
           let root = ExactArithmetic.root(sum, 2) {
            return EvaluatedValue(exact: root)
        }
        return try MatrixOperands.computing(.norm, [a], context) { m in
            switch m {
            case let .rational(m): EvaluatedValue(ball: m[0].ballMatrix(precision: context.precision).frobeniusNorm(precision: context.precision))
            case let .ball(m): EvaluatedValue(ball: m[0].frobeniusNorm(precision: context.precision))
            case let .complex(m): EvaluatedValue(ball: m[0].frobeniusNorm(precision: context.precision))
            }
        }
    }
}

extension MatrixOperands {
    /// The first operand as a complex ball matrix at `precision` bits (exact and real matrices
    /// enclosed), for the computations Arb does only on complex matrices.
    func firstComplexMatrix(precision: Int) -> ComplexBallMatrix {
        switch self {
        case let .rational(m): m[0].ballMatrix(precision: precision).complexMatrix
        case let .ball(m): m[0].complexMatrix
        case let .complex(m): m[0]
        }
    }
}

extension BigBall {
    /// The midpoint, for ordering (0 when it is not finite).
    var midpointOrZero: BigFloat {
        (try? midpoint()) ?? BigFloat(0)
    }
}
