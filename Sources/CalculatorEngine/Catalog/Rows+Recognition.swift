import BigNumber

/// The rows that tell what a number is — continued fractions, best rational approximations,
/// integer relations, minimal polynomials, closed forms — from proven digits only (see
/// `RecognitionOperands`), on BigNumber's exact algorithms and FLINT's LLL.
extension CatalogRow {
    static let continuedFraction = recognitionRow(
        .continuedFraction, ["contfrac"], "contfrac(x) or contfrac(x, n): the continued fraction of x, as a list",
        invalid: "contfrac takes x, or x and a number of terms n ≥ 1") { values, context throws(CalculationError) in
        try ContinuedFractionRow.value(values, context)
    }.documented(example: "contfrac(pi, 5)",
                 note: "only terms fixed by proven digits; exact rationals give their whole expansion; contfrac(x) gives the terms fixed by the digits asked for")
    static let bestApproximation = recognitionRow(
        .bestApproximation, ["bestappr"], "bestappr(x, q): the fraction closest to x with denominator at most q",
        invalid: "bestappr needs a denominator bound q ≥ 1") { values, context throws(CalculationError) in
        guard values.count == 2 else { throw CatalogOperation.bestApproximation.row.domainError(.outsideDomain) }
        let bound = try RecognitionOperands.count(values[1], .bestApproximation, limit: BigInt(1) << 100_000)
        if let r = values[0].rational {
            return EvaluatedValue(exact: r.bestApproximation(maximumDenominator: bound) ?? r)
        }
        let x = try RecognitionOperands.ball(values[0], .bestApproximation, context)
        let found = try RecognitionOperands.run(.bestApproximation) { () throws(RecognitionError) in try x.bestApproximation(maximumDenominator: bound) }
        // Two fractions for the two ends of the ball: the ladder climbs until one is decided.
        guard case let .decided(r) = found else { throw .undecided(UndecidedQuestion(.bestApproximation, .value)) }
        return EvaluatedValue(exact: r)
    }.documented(example: "bestappr(pi, 100)",
                 note: "the closest fraction, the smaller denominator on a tie (311/99 for pi and 100); PARI/GP's bestappr gives a convergent (22/7)")
    static let integerRelation = recognitionRow(
        .integerRelation, ["lindep"], "lindep([x1, …, xn]): integers a with a1*x1 + … + an*xn = 0",
        invalid: "lindep takes one list of numbers") { values, context throws(CalculationError) in
        try RelationRows.integerRelation(values, context)
    }.documented(example: "lindep([ln(2), ln(3), ln(6)])",
                 note: "from the digits asked for; otherwise an error states the bound below which no relation exists")
    static let algebraicRelation = recognitionRow(
        .algebraicRelation, ["algdep"], "algdep(x, d): an integer polynomial of degree at most d with root x",
        invalid: "algdep needs a degree d from 1 to 24") { values, context throws(CalculationError) in
        try RelationRows.algebraicRelation(values, context)
    }.documented(example: "algdep(sqrt(2) + sqrt(3), 4)", note: "printed as a polynomial in x that vanishes at x to the digits asked for")
    static let identify = CatalogRow(
        .identify, in: .recognition, names: ["identify"], notation: .function("identify"),
        summary: "identify(x) or identify(x, [c1, c2, …]): a short closed form of x",
        invalid: "identify takes a number and optionally a list of constants",
        implementations: Implementations(ball: .listOnly(arity: nil), [.list(.writtenOperands(IdentifyRow.value))])
    ).documented(example: "identify(0.5 + pi/3)",
                 note: "a rational, q0 + q1*c, q*c1*c2, q*c1/c2 or a square root over pi, pi^2, e, ln(2), ln(3), sqrt(2), sqrt(3), sqrt(5), zeta(3), euler, catalan and the constants given (printed as written); matches every digit asked for")

    /// A row of `.recognition` that computes only with `f` (its operands may be lists).
    static func recognitionRow(
        _ operation: CatalogOperation, _ names: [String], _ summary: String, invalid: String, _ f: @escaping ListFunction
    ) -> CatalogRow {
        CatalogRow(operation, in: .recognition, names: names, notation: .function(names[0]), summary: summary,
                   invalid: invalid, implementations: Implementations(ball: .listOnly(arity: nil), [.list(.always(f))]))
    }
}

/// `contfrac(x)` and `contfrac(x, n)`.
enum ContinuedFractionRow {
    static func value(_ values: [EvaluatedValue], _ context: EvaluationContext) throws(CalculationError) -> EvaluatedValue {
        let operation = CatalogOperation.continuedFraction
        guard values.count == 1 || values.count == 2 else { throw operation.row.domainError(.outsideDomain) }
        let limit = values.count == 2
            ? Int(try RecognitionOperands.count(values[1], operation, limit: BigInt(RecognitionOperands.maximumTerms))) : nil
        try RecognitionOperands.checkReal(values[0], operation)
        if let r = values[0].rational { return RecognitionOperands.integers(r.continuedFraction(maximumTerms: limit).terms) }
        guard let limit else {
            // The terms fixed by the digits asked for: the same at every rung.
            let x = try RecognitionOperands.proven(values[0], operation, context)
            let terms = try RecognitionOperands.run(operation) { () throws(RecognitionError) in
                try x.continuedFraction(maximumTerms: 4 * context.targetBits + 8).terms
            }
            guard !terms.isEmpty else { throw .undecided(UndecidedQuestion(operation, .value)) }
            return RecognitionOperands.integers(terms)
        }
        let x = try RecognitionOperands.ball(values[0], operation, context)
        let expansion = try RecognitionOperands.run(operation) { () throws(RecognitionError) in try x.continuedFraction(maximumTerms: limit) }
        // Fewer terms than asked for: the ladder climbs until the ball fixes them; at its top the
        // terms fixed are the value, with a note.
        if expansion.end == .undecided {
            guard !context.canClimb, !expansion.terms.isEmpty else { throw .undecided(UndecidedQuestion(operation, .value)) }
            context.notes.add("only \(expansion.terms.count) of the \(limit) terms are certain (fixed by the digits proven "
                + "at the maximum precision)")
        }
        return RecognitionOperands.integers(expansion.terms)
    }
}
