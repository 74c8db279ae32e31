import BigNumber

/// The computations behind `rank`, `linsolve`, `norm`, `eigenvalues` and `eigenvectors`.
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

    /// The eigenvalues, each enclosed and proven, ordered by real part, then imaginary part; a
    /// multiple eigenvalue as often as its multiplicity.
    static func eigenvalues(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let values = try MatrixOperands.eigenvalueBalls(a, context)
        return .list(ListValue(vector: sorted(values).map(EvaluatedValue.init)))
    }

    /// The eigenvectors as the columns of a matrix, column k for the k-th eigenvalue in the order of
    /// `eigenvalues`, each scaled so that its first entry that is not 0 is 1 (simple eigenvalues only).
    static func eigenvectors(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let operands = try MatrixOperands([a], precision: context.precision, for: .eigenvectors)
        let matrix = operands.firstComplexMatrix(precision: context.precision)
        var (values, vectors): ([BigComplexBall], ComplexBallMatrix)
        do {
            (values, vectors) = try matrix.eigenvectors(precision: context.precision)
        } catch {
            throw CalculationError(error, in: .eigenvectors)
        }
        let isRealMatrix: Bool = if case .complex = operands { false } else { true }
        if isRealMatrix { values = MatrixOperands.realEigenvalues(values, areSimple: true) }
        let order = sortedIndices(values)
        let n = a.rows
        var columns: [[EvaluatedValue]] = []
        for k in order {
            var column = (0..<n).map { vectors[$0, k] }
            if let pivot = column.first(where: { !$0.real.containsZero || !$0.imaginary.containsZero }) {
                column = column.map { BigComplexBall.divide($0, pivot, precision: context.precision) }
            }
            // The eigenspace of a real eigenvalue of a real matrix is real: so is the vector
            // scaled to a pivot of 1.
            if isRealMatrix, values[k].imaginary.isZero { column = column.map { BigComplexBall(real: $0.real) } }
            columns.append(column.map(EvaluatedValue.init))
        }
        let entries = (0..<n).flatMap { row in columns.map { $0[row] } }
        return .list(ListValue(rows: n, columns: n, entries: entries))
    }

    /// The balls ordered by the midpoints of their real parts, then of their imaginary parts.
    static func sorted(_ values: [BigComplexBall]) -> [BigComplexBall] {
        sortedIndices(values).map { values[$0] }
    }

    /// The indices of `values` in the order of `sorted(_:)`: by real part where the real parts
    /// are told apart (their balls are disjoint), else by imaginary part, so that a conjugate pair
    /// lists −i before +i whatever the last bits of the midpoints of their real parts.
    private static func sortedIndices(_ values: [BigComplexBall]) -> [Int] {
        let keys = values.map { ($0.real.midpointOrZero, $0.imaginary.midpointOrZero) }
        return values.indices.sorted { i, j in
            let apart = !BigBall.subtract(values[i].real, values[j].real, precision: 64).containsZero
            return apart && keys[i].0 != keys[j].0 ? keys[i].0 < keys[j].0 : keys[i].1 < keys[j].1
        }
    }
}

extension MatrixOperands {
    /// The eigenvalues of the square matrix `a` as complex balls: for exact entries the roots of
    /// the characteristic polynomial (FLINT's `fmpq_mat_charpoly`, its square-free factorisation
    /// and `arb_fmpz_poly_complex_roots`: exact multiplicities, real roots exactly real); else
    /// Arb's `acb_mat_eig_simple`, or clusters by `acb_mat_eig_multiple`, those of a real matrix
    /// proven real made real (and all of a Hermitian one, as enclosed).
    static func eigenvalueBalls(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> [BigComplexBall] {
        let operands = try MatrixOperands([a], precision: context.precision, for: .eigenvalues)
        let eigenvalues: MatrixEigenvalues
        do {
            switch operands {
            case let .rational(m):
                // Exact multiplicities from the characteristic polynomial's square-free factors.
                return try m[0].eigenvalues(precision: context.precision)
            case let .ball(m): eigenvalues = try m[0].complexMatrix.eigenvalues(precision: context.precision)
            case let .complex(m): eigenvalues = try m[0].eigenvalues(precision: context.precision)
            }
        } catch {
            throw CalculationError(error, in: .eigenvalues)
        }
        guard eigenvalues.areSimple else { return try clusteredEigenvalues(operands, context) }
        guard case .complex = operands else { return realEigenvalues(eigenvalues.values, areSimple: true) }
        return eigenvalues.values
    }

    /// The eigenvalues of an inexact matrix that Arb could not prove simple, as the roots of its
    /// characteristic polynomial (`acb_mat_charpoly`, then `acb_poly_find_roots` with validation):
    /// a cluster of k roots the precision cannot separate is listed k times as the one ball that
    /// holds them, so its entries show only the digits the cluster proves (the ladder then says
    /// how many), never digits of one root it cannot tell from the others.
    private static func clusteredEigenvalues(_ operands: MatrixOperands, _ context: EvaluationContext) throws(CalculationError) -> [BigComplexBall] {
        let matrix = operands.firstComplexMatrix(precision: context.precision)
        do {
            let coefficients = try matrix.characteristicPolynomial(precision: context.precision)
            let roots = try ComplexBallPolynomial(coefficients).roots(precision: context.precision)
            return roots.flatMap { Array(repeating: $0.ball, count: $0.count) }
        } catch let error as MatrixError {
            throw CalculationError(error, in: .eigenvalues)
        } catch {
            throw .undecided(UndecidedQuestion(.eigenvalues, .eigenvalues))
        }
    }

    /// The eigenvalues of a real matrix with those proven real given an imaginary part of exactly
    /// 0. The conjugate of an eigenvalue of a real matrix is an eigenvalue; when the enclosures
    /// are proven simple (disjoint, one eigenvalue each) and the mirror image of enclosure k meets
    /// no other enclosure, the conjugate of its eigenvalue lies in enclosure k itself, so it is
    /// that eigenvalue: real.
    static func realEigenvalues(_ values: [BigComplexBall], areSimple: Bool) -> [BigComplexBall] {
        guard areSimple else { return values }
        return values.indices.map { k in
            let mirror = values[k].conjugate
            let meetsAnother = values.indices.contains { j in
                j != k && BigBall.subtract(mirror.real, values[j].real, precision: 64).containsZero
                    && BigBall.subtract(mirror.imaginary, values[j].imaginary, precision: 64).containsZero
            }
            return meetsAnother ? values[k] : BigComplexBall(real: values[k].real)
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
