import BigNumber

/// The computations behind `eigenvalues` and `eigenvectors`.
extension ListValue {
    /// The eigenvalues, each enclosed and proven, ordered by real part, then imaginary part; a
    /// multiple eigenvalue as often as its multiplicity. A cluster of k eigenvalues of an inexact
    /// matrix that the working precision cannot separate is listed k times as the one enclosure
    /// that holds them all, so each entry shows only the digits that hold for every eigenvalue of
    /// the cluster, with a note that names its entries.
    static func eigenvalues(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let groups = try MatrixOperands.eigenvalueGroups(a, context)
        var entries: [EvaluatedValue] = []
        for k in sortedIndices(groups.map(\.ball)) {
            let group = groups[k]
            if case let .cluster(_, count) = group {
                context.notes.add(clusterNote(first: entries.count + 1, count: count, bits: context.precision))
                context.notes.addCluster(of: count)
            }
            entries += repeatElement(EvaluatedValue(group.ball), count: group.count)
        }
        return .list(ListValue(vector: entries))
    }

    /// The note on a cluster of `count` eigenvalues listed from entry `first` on.
    private static func clusterNote(first: Int, count: Int, bits: Int) -> String {
        let entries = count == 2 ? "entries [\(first)] and [\(first + 1)]" : "entries [\(first)] to [\(first + count - 1)]"
        return "\(entries) are a cluster of \(count) eigenvalues that could not be separated at \(bits) bits: "
            + "each shows only the digits that hold for every eigenvalue of the cluster"
    }

    /// The eigenvectors as the columns of a matrix, column k for the k-th eigenvalue in the order of
    /// `eigenvalues`, each scaled so that its first entry that is not 0 is 1 (simple eigenvalues only,
    /// as PARI/GP's `mateigen`: at the top of the ladder, eigenvalues not proven simple are an error).
    static func eigenvectors(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let operands = try MatrixOperands([a], precision: context.precision, for: .eigenvectors)
        let matrix = operands.firstComplexMatrix(precision: context.precision)
        var (values, vectors): ([BigComplexBall], ComplexBallMatrix)
        do {
            (values, vectors) = try matrix.eigenvectors(precision: context.precision)
        } catch {
            if case .eigenvaluesUndecided = error, !context.canClimb {
                throw .list(ListError(.eigenvectors, .eigenvaluesNotSimple(bits: context.precision)))
            }
            throw CalculationError(error, in: .eigenvectors)
        }
        let isRealMatrix: Bool = if case .complex = operands { false } else { true }
        if isRealMatrix { values = MatrixOperands.realEigenvalues(values.map(PolynomialRoot.isolated)).map(\.ball) }
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
    /// The eigenvalues of the square matrix `a` as enclosures, each isolated or a cluster: for
    /// exact entries the roots of the characteristic polynomial (FLINT's `fmpq_mat_charpoly`, its
    /// square-free factorisation and `carb_fmpz_poly_complex_roots`: exact multiplicities, real
    /// roots exactly real), all isolated; else Arb's `acb_mat_eig_simple`, or, where it cannot
    /// separate them, the clusters of `acb_mat_eig_multiple` or of the roots of the characteristic
    /// polynomial, whichever are narrower (Rump's method fails on a Jordan block, whose
    /// approximate eigenvectors are nearly parallel; the polynomial's roots do not). Eigenvalues of
    /// a real matrix proven real are made real (and all of a Hermitian one, as enclosed).
    static func eigenvalueGroups(_ a: ListValue, _ context: EvaluationContext) throws(CalculationError) -> [PolynomialRoot] {
        let operands = try MatrixOperands([a], precision: context.precision, for: .eigenvalues)
        let matrix: ComplexBallMatrix
        switch operands {
        case let .rational(m):
            do {
                return try m[0].eigenvalues(precision: context.precision).map(PolynomialRoot.isolated)
            } catch {
                throw CalculationError(error, in: .eigenvalues)
            }
        case let .ball(m): matrix = m[0].complexMatrix
        case let .complex(m): matrix = m[0]
        }
        let isRealMatrix: Bool = if case .complex = operands { false } else { true }
        var candidates: [[PolynomialRoot]] = []
        do {
            let eigenvalues = try matrix.eigenvalues(precision: context.precision)
            let groups = clusters(eigenvalues.values)
            if eigenvalues.areSimple { return isRealMatrix ? realEigenvalues(groups) : groups }
            candidates.append(isRealMatrix ? realEigenvalues(groups) : groups)
        } catch {
            guard case .eigenvaluesUndecided = error else { throw CalculationError(error, in: .eigenvalues) }
        }
        if let coefficients = try? matrix.characteristicPolynomial(precision: context.precision),
           let roots = try? ComplexBallPolynomial(coefficients).roots(precision: context.precision) {
            candidates.append(roots)
        }
        guard let best = candidates.max(by: { accuracyBits($0) < accuracyBits($1) }) else {
            throw .undecided(UndecidedQuestion(.eigenvalues, .eigenvalues))
        }
        // Every eigenvalue of a Hermitian matrix is real, those of a cluster too.
        guard matrix.isHermitianAsEnclosed else { return best }
        return best.map { group in
            let real = BigComplexBall(real: group.ball.real)
            return group.count == 1 ? .isolated(real) : .cluster(real, count: group.count)
        }
    }

    /// The enclosures of Arb's `acb_mat_eig_multiple` as groups: a run of k identical enclosures
    /// is one cluster of k eigenvalues (Arb returns those of a cluster consecutively).
    private static func clusters(_ values: [BigComplexBall]) -> [PolynomialRoot] {
        var groups: [PolynomialRoot] = []
        var start = 0
        while start < values.count {
            let ball = values[start]
            var end = start + 1
            while end < values.count, values[end].real.isIdentical(to: ball.real), values[end].imaginary.isIdentical(to: ball.imaginary) {
                end += 1
            }
            groups.append(end - start == 1 ? .isolated(ball) : .cluster(ball, count: end - start))
            start = end
        }
        return groups
    }

    /// The relative accuracy of the widest enclosure, in bits (a part exactly 0 aside).
    private static func accuracyBits(_ groups: [PolynomialRoot]) -> Int {
        groups.map { group in
            [group.ball.real, group.ball.imaginary].filter { !$0.isZero }.map(\.relativeAccuracyBits).max() ?? Int.max
        }.min() ?? Int.max
    }

    /// The eigenvalues of a real matrix with those proven real given an imaginary part of exactly
    /// 0. The conjugate of an eigenvalue of a real matrix is an eigenvalue; when an enclosure holds
    /// exactly one eigenvalue and its mirror image meets no other enclosure, the conjugate of its
    /// eigenvalue lies in that enclosure itself, so it is that eigenvalue: real.
    static func realEigenvalues(_ groups: [PolynomialRoot]) -> [PolynomialRoot] {
        groups.indices.map { k in
            guard case let .isolated(ball) = groups[k] else { return groups[k] }
            let mirror = ball.conjugate
            let meetsAnother = groups.indices.contains { j in
                j != k && BigBall.subtract(mirror.real, groups[j].ball.real, precision: 64).containsZero
                    && BigBall.subtract(mirror.imaginary, groups[j].ball.imaginary, precision: 64).containsZero
            }
            return meetsAnother ? groups[k] : .isolated(BigComplexBall(real: ball.real))
        }
    }
}
