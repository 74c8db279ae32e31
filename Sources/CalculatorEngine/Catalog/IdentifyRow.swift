import BigNumber

/// `identify(x)` and `identify(x, [c1, c2, …])`: the first closed form of `ClosedForm.identify`
/// over the standard constants and the given ones, printed as an expression that reads back —
/// a given constant as the text it was written with (the parser labels the entries of the list
/// literal, see `ListEvaluation.writtenOperands`).
enum IdentifyRow {
    /// The most constants `identify` takes besides the standard ones (the shapes of two constants
    /// try every pair).
    static let maximumConstants = RecognitionOperands.maximumDimension

    /// The closed form of `values[0]`, over the constants of `values[1]` too, written as `operands[1]`.
    /// - Throws: an error at the call's column, or at the column of the constant it is about.
    static func value(
        _ values: [EvaluatedValue], _ operands: [WrittenOperand], _ context: EvaluationContext
    ) throws(PositionedError) -> EvaluatedValue {
        let operation = CatalogOperation.identify
        guard values.count == 1 || values.count == 2, operands.count == values.count else {
            throw PositionedError(error: operation.row.domainError(.outsideDomain), column: nil)
        }
        var given: [(ball: BigBall, term: String)] = []
        if values.count == 2 { given = try constants(values[1], operands[1], context) }
        do throws(CalculationError) {
            try RecognitionOperands.checkBits(operation, context)
            let x = try RecognitionOperands.proven(values[0], operation, context, exactIntegers: false)
            let constants = StandardConstant.values(precision: context.precision + 64) + given.map(\.ball)
            let names = StandardConstant.allCases.map(\.spelling) + given.map(\.term)
            let (rationalBound, coefficientBound) = (10_000, 1000)
            let found = try RecognitionOperands.run(operation) { () throws(RecognitionError) in
                try ClosedForm.identify(x, constants: constants, rationalBound: BigInt(rationalBound), coefficientBound: BigInt(coefficientBound))
            }
            guard let found else {
                throw CalculationError.notRecognized(RecognitionFailure(operation, .noClosedForm(
                    rationalBound: rationalBound, coefficientBound: coefficientBound, constants: constants.count)))
            }
            return formula(found, names: names)
        } catch {
            throw PositionedError(error: error, column: nil)
        }
    }

    /// The formula of `form`, its constants spelled `names`.
    static func formula(_ form: ClosedForm, names: [String]) -> EvaluatedValue {
        switch form {
        case let .rational(r):
            return RelationRows.formula(terms: [""], coefficients: [r])
        case let .squareRoot(r, negative):
            let (coefficient, radicand) = RelationRows.squareRoot(of: r)
            return RelationRows.formula(terms: ["sqrt(\(radicand))"], coefficients: [negative ? -coefficient : coefficient])
        case let .linear(q0, q1, constant):
            return RelationRows.formula(terms: ["", names[constant]], coefficients: [q0, q1])
        case let .product(q, first, second):
            return RelationRows.formula(terms: ["\(names[first])*\(names[second])"], coefficients: [q])
        case let .quotient(q, numerator, denominator):
            return RelationRows.formula(terms: ["\(names[numerator])/\(names[denominator])"], coefficients: [q])
        }
    }

    /// The given constants: each a real number, known to the bits the search compares, with the
    /// text it is printed as — the label the parser gave its entry of the list literal (see
    /// `Parser.factorText`).
    static func constants(
        _ value: EvaluatedValue, _ written: WrittenOperand, _ context: EvaluationContext
    ) throws(PositionedError) -> [(ball: BigBall, term: String)] {
        let operation = CatalogOperation.identify
        guard case let .list(list) = value, list.isVector, list.formulaTerms == nil else {
            let got = value.kind == .list ? ListValue.shapeDescription(of: value) : "a number"
            throw PositionedError(error: .list(ListError(operation, .needsVector(length: nil, got: got))), column: written.column)
        }
        guard list.count <= maximumConstants else {
            throw PositionedError(error: .notRecognized(RecognitionFailure(operation, .tooLarge("at most \(maximumConstants) constants"))),
                                  column: written.column)
        }
        // A list variable's entries have no text that reads back outside it.
        guard let terms = written.entries, terms.count == list.count else {
            throw PositionedError(error: .notRecognized(RecognitionFailure(operation, .unwrittenConstants)), column: nil)
        }
        var constants: [(ball: BigBall, term: String)] = []
        for (index, entry) in list.entries.enumerated() {
            do {
                try RecognitionOperands.checkReal(entry, operation)
                constants.append((try ball(entry, context), terms[index].text))
            } catch {
                throw PositionedError(error: error, column: error.isInterruption ? nil : terms[index].column)
            }
        }
        return constants
    }

    /// The ball of a constant at the working precision; undecided (the ladder climbs) while it
    /// does not hold the bits the search compares.
    static func ball(_ value: EvaluatedValue, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        let ball = value.ball(precision: context.precision + 16)
        guard ball.isFinite, ball.isExact || ball.relativeAccuracyBits >= context.targetBits + 16 else {
            throw .undecided(UndecidedQuestion(.identify, .value))
        }
        return ball
    }
}
