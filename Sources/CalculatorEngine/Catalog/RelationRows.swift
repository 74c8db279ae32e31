import BigNumber

/// `lindep` and `algdep` (and the formulas of `identify`, see `IdentifyRow`): searches on FLINT's LLL among values taken to the digits
/// asked for (`RecognitionOperands.proven`), bounded in size before the reduction starts.
enum RelationRows {
    /// `lindep([x1, …, xn])`: the integer relation as a list, or the proven bound below which none exists.
    static func integerRelation(_ values: [EvaluatedValue], _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let operation = CatalogOperation.integerRelation
        guard values.count == 1 else { throw operation.row.domainError(.outsideDomain) }
        let list = try ListValue.operand(values[0], operation)
        guard list.isVector, list.count >= 2 else { throw .list(ListError(operation, .needsVector(length: nil, got: list.shapeDescription))) }
        guard list.count <= RecognitionOperands.maximumDimension else {
            throw .notRecognized(RecognitionFailure(operation, .tooLarge("at most \(RecognitionOperands.maximumDimension) values")))
        }
        try RecognitionOperands.checkBits(operation, context)
        var balls: [BigBall] = []
        for entry in list.entries { balls.append(try RecognitionOperands.proven(entry, operation, context)) }
        let found = try RecognitionOperands.run(operation) { () throws(RecognitionError) in try IntegerRelation.search(among: balls) }
        switch found {
        case let .relation(coefficients): return RecognitionOperands.integers(coefficients)
        case let .noneBelow(bound): throw .notRecognized(RecognitionFailure(operation, .noRelation(bound: bound)))
        }
    }

    /// `algdep(x, d)`: the polynomial as a formula in x, highest degree first.
    static func algebraicRelation(_ values: [EvaluatedValue], _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let operation = CatalogOperation.algebraicRelation
        guard values.count == 2 else { throw operation.row.domainError(.outsideDomain) }
        let degree = Int(try RecognitionOperands.count(values[1], operation, limit: BigInt(RecognitionOperands.maximumDimension)))
        try RecognitionOperands.checkBits(operation, context)
        let x = try RecognitionOperands.proven(values[0], operation, context)
        let found = try RecognitionOperands.run(operation) { () throws(RecognitionError) in try x.algebraicRelation(degree: degree) }
        guard case let .relation(coefficients) = found else {
            if case let .noneBelow(bound) = found {
                throw .notRecognized(RecognitionFailure(operation, .noPolynomial(degree: degree, bound: bound)))
            }
            throw operation.row.domainError(.outsideDomain)
        }
        let terms = coefficients.indices.reversed().map { $0 == 0 ? "" : $0 == 1 ? "x" : "x^\($0)" }
        return formula(terms: terms, coefficients: coefficients.reversed().map { BigRational($0) })
    }

    /// √r as c·√m with c rational and m a positive integer with no square factor below 10⁴
    /// (r = p/q gives √(pq)/q).
    static func squareRoot(of r: BigRational) -> (BigRational, BigInt) {
        var m = r.numerator * r.denominator
        var outside = BigInt(1)
        var k = BigInt(2)
        while k < BigInt(10_000), k * k <= m {
            let square = k * k
            while (m % square).isZero {
                m /= square
                outside *= k
            }
            k += BigInt(1)
        }
        return (BigRational(numerator: outside, denominator: r.denominator) ?? BigRational(outside), m)
    }

    /// The formula Σ coefficientsᵢ·termsᵢ (see `CalculationResult.Kind.formula`).
    static func formula(terms: [String], coefficients: [BigRational]) -> EvaluatedValue {
        var list = ListValue(vector: coefficients.map(EvaluatedValue.init(exact:)))
        list.formulaTerms = terms
        return .list(list)
    }
}

extension StandardConstant {
    /// The constant as an expression reads it.
    var spelling: String {
        switch self {
        case .pi: "pi"
        case .piSquared: "pi^2"
        case .e: "e"
        case .ln2: "ln(2)"
        case .ln3: "ln(3)"
        case .sqrt2: "sqrt(2)"
        case .sqrt3: "sqrt(3)"
        case .sqrt5: "sqrt(5)"
        case .zeta3: "zeta(3)"
        case .euler: "euler"
        case .catalan: "catalan"
        }
    }
}
