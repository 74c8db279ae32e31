import BigNumber

/// What `× ÷ ^` and `inv` do when an operand is a list or matrix (`ListEvaluation.lists`): the
/// matrix product, the matrix power and the inverse on BigNumber's matrices (exact on FLINT when
/// every entry is an exact rational, on Arb's balls otherwise); a number with a list is left to
/// be computed entry by entry (nil).
enum MatrixArithmetic {
    /// `a × b`: entry by entry with a number; the matrix product of two matrices, a matrix and a
    /// vector (a column on the right, a row on the left); never of two vectors.
    static let product: ListOrEntrywiseFunction = { values, context throws(CalculationError) in
        guard case let .list(a) = values[0], case let .list(b) = values[1] else { return nil }
        guard !(a.isVector && b.isVector) else { throw .list(ListError(.multiply, .productOfVectors)) }
        let (left, right) = (a.asRow, b.asColumn)
        guard left.columns == right.rows else {
            throw .list(ListError(.multiply, .shapeMismatch(a.shapeDescription, b.shapeDescription)))
        }
        try ListValue.checkSize(Double(left.rows) * Double(right.columns), .multiply, limit: context.maximumListEntries)
        let asVector = a.isVector || b.isVector
        return .list(try MatrixOperands.computing(.multiply, [left, right], context) { (m) throws(MatrixError) -> ListValue in
            switch m {
            case let .rational(m): ListValue(try RationalMatrix.multiply(m[0], m[1], limit: .max), asVector: asVector)
            case let .ball(m): ListValue(try BallMatrix.multiply(m[0], m[1], precision: context.precision, limit: .max), asVector: asVector)
            case let .complex(m): ListValue(try ComplexBallMatrix.multiply(m[0], m[1], precision: context.precision, limit: .max), asVector: asVector)
            }
        })
    }

    /// `a ÷ b`: entry by entry for a list divided by a number; no division by a list.
    static let quotient: ListOrEntrywiseFunction = { values, _ throws(CalculationError) in
        guard values[1].kind != .list else { throw .list(ListError(.divide, .divisionByMatrix)) }
        return nil
    }

    /// `A ^ n`: the matrix power of a square matrix to an integer (a negative one through the
    /// inverse), by repeated squaring; entry by entry for a vector (`v^2`) or a number to a list.
    static let power: ListOrEntrywiseFunction = { values, context throws(CalculationError) in
        guard case let .list(a) = values[0], !a.isVector else { return nil }
        guard a.isSquare else { throw .list(ListError(.power, .notSquare(a.shapeDescription))) }
        guard let r = values[1].rational, r.isInteger else {
            throw .list(ListError(.power, values[1].kind == .list ? .shapeMismatch(a.shapeDescription, ListValue.shapeDescription(of: values[1]))
                                                                : .matrixPowerExponent))
        }
        guard let exponent = Int(exactly: r.numerator), exponent.magnitude < 1 << 62 else { throw .tooLarge(.exactEvaluation(.power)) }
        let (negative, n) = (exponent < 0, Int(exponent.magnitude))
        // Exact while the entries of the power stay below the exact-value limit, on balls beyond.
        let entryBits = a.entries.map(\.exactBitWidth).max() ?? 0
        let exactBits = Double(entryBits + a.rows.bitWidth - a.rows.leadingZeroBitCount + 1) * Double(n) * 2
        let operands = exactBits <= Double(OperationCatalog.exactBitLimit) ? [a] : [a.rounded(precision: context.precision)]
        return .list(try MatrixOperands.computing(.power, operands, context) { (m) throws(MatrixError) -> ListValue in
            switch m {
            case let .rational(m):
                ListValue(try repeatedSquaring(negative ? try m[0].inverse() : m[0], n,
                                               identity: try RationalMatrix.identity(a.rows, limit: .max)) { x, y throws(MatrixError) in
                    try RationalMatrix.multiply(x, y, limit: .max)
                })
            case let .ball(m):
                ListValue(try repeatedSquaring(negative ? try m[0].inverse(precision: context.precision) : m[0], n,
                                               identity: try BallMatrix.identity(a.rows, limit: .max)) { x, y throws(MatrixError) in
                    try BallMatrix.multiply(x, y, precision: context.precision, limit: .max)
                })
            case let .complex(m):
                ListValue(try repeatedSquaring(negative ? try m[0].inverse(precision: context.precision) : m[0], n,
                                               identity: try ComplexBallMatrix.identity(a.rows, limit: .max)) { x, y throws(MatrixError) in
                    try ComplexBallMatrix.multiply(x, y, precision: context.precision, limit: .max)
                })
            }
        })
    }

    /// `inv(A)`: the inverse of a square matrix; a number is left to the reciprocal.
    static let inverse: ListOrEntrywiseFunction = { values, context throws(CalculationError) in
        guard case let .list(a) = values[0] else { return nil }
        guard a.isSquare else { throw .list(ListError(.reciprocal, .notSquare(a.shapeDescription))) }
        return .list(try MatrixOperands.computing(.reciprocal, [a], context) { (m) throws(MatrixError) -> ListValue in
            switch m {
            case let .rational(m): ListValue(try m[0].inverse())
            case let .ball(m): ListValue(try m[0].inverse(precision: context.precision))
            case let .complex(m): ListValue(try m[0].inverse(precision: context.precision))
            }
        })
    }

    /// `x^n` for a natural number n by repeated squaring with `multiply`.
    private static func repeatedSquaring<M>(
        _ x: M, _ n: Int, identity: M, _ multiply: (M, M) throws(MatrixError) -> M
    ) throws(MatrixError) -> M {
        var result = identity
        var square = x
        var bits = n
        while bits > 0 {
            if bits & 1 == 1 { result = try multiply(result, square) }
            bits >>= 1
            if bits > 0 { square = try multiply(square, square) }
        }
        return result
    }
}

extension MatrixOperands {
    /// `body`'s value on the matrices of `lists` (see `init(_:precision:for:)`), its matrix errors
    /// as errors of `operation`.
    static func computing<Output>(
        _ operation: CatalogOperation, _ lists: [ListValue], _ context: EvaluationContext,
        _ body: (MatrixOperands) throws(MatrixError) -> Output
    ) throws(CalculationError) -> Output {
        let operands = try MatrixOperands(lists, precision: context.precision, for: operation)
        do {
            return try body(operands)
        } catch {
            throw CalculationError(error, in: operation)
        }
    }
}
