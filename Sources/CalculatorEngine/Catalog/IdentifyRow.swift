import BigNumber

/// `identify(x)` and `identify(x, [c1, c2, …])`: the first closed form of `ClosedForm.identify`
/// over the standard constants and the given ones, printed as an expression that reads back —
/// a given constant as the text it was written with (the parser labels the entries of the list
/// literal, see `ListEvaluation.writtenOperands`).
enum IdentifyRow {
    /// The most constants `identify` takes besides the standard ones (the shapes of two constants
    /// try every pair).
    static let maximumConstants = RecognitionOperands.maximumDimension

    /// The closed form of `values[0]`, over the constants of `values[1]` too, whose tree is `operands[1]`.
    /// - Throws: an error at the call's `column`, or at the column of the constant it is about.
    static func value(
        _ values: [EvaluatedValue], _ operands: [ExpressionNode], _ column: Int, _ context: EvaluationContext
    ) throws(ExpressionError) -> EvaluatedValue {
        let operation = CatalogOperation.identify
        func at<T>(_ column: Int?, _ body: () throws(CalculationError) -> T) throws(ExpressionError) -> T {
            do { return try body() } catch { throw ExpressionError(error, column: error.isInterruption ? nil : column) }
        }
        guard values.count == 1 || values.count == 2, operands.count == values.count else {
            throw ExpressionError(operation.row.domainError(.outsideDomain), column: column)
        }
        var given: [(ball: BigBall, term: String)] = []
        if values.count == 2 { given = try constants(values[1], operands[1], column, context) }
        return try at(column) { () throws(CalculationError) in
            try RecognitionOperands.checkBits(operation, context)
            let x = try RecognitionOperands.proven(values[0], operation, context, exactIntegers: false)
            let constants = StandardConstant.values(precision: context.precision + 64) + given.map(\.ball)
            let names = StandardConstant.allCases.map(\.spelling) + given.map(\.term)
            let (rationalBound, coefficientBound) = (10_000, 1000)
            let found = try RecognitionOperands.run(operation) { () throws(RecognitionError) in
                try ClosedForm.identify(x, constants: constants, rationalBound: BigInt(rationalBound), coefficientBound: BigInt(coefficientBound))
            }
            guard let found else {
                throw .notRecognized(RecognitionFailure(operation, .noClosedForm(
                    rationalBound: rationalBound, coefficientBound: coefficientBound, constants: constants.count)))
            }
            return formula(found, names: names)
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
    /// `Parser.listLiteral`).
    static func constants(
        _ value: EvaluatedValue, _ node: ExpressionNode, _ column: Int, _ context: EvaluationContext
    ) throws(ExpressionError) -> [(ball: BigBall, term: String)] {
        let operation = CatalogOperation.identify
        let listColumn = node.outermostColumn ?? column
        guard case let .list(list) = value, list.isVector, list.formulaTerms == nil else {
            let got = value.kind == .list ? ListValue.shapeDescription(of: value) : "a number"
            throw ExpressionError(.list(ListError(operation, .needsVector(length: nil, got: got))), column: listColumn)
        }
        guard list.count <= maximumConstants else {
            throw ExpressionError(.notRecognized(RecognitionFailure(operation, .tooLarge("at most \(maximumConstants) constants"))),
                                  column: listColumn)
        }
        let terms = writtenTerms(node, count: list.count)
        // At the call: a variable's tree carries the columns of the line that defined it.
        guard let terms else { throw ExpressionError(.notRecognized(RecognitionFailure(operation, .unwrittenConstants)), column: column) }
        var constants: [(ball: BigBall, term: String)] = []
        for (index, entry) in list.entries.enumerated() {
            let entryColumn = terms[index].column ?? listColumn
            do {
                try RecognitionOperands.checkReal(entry, operation)
                constants.append((try ball(entry, context), terms[index].text))
            } catch {
                throw ExpressionError(error, column: error.isInterruption ? nil : entryColumn)
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

    /// The printed terms and columns of the `count` entries of the list `node`: the labelled
    /// entries of a literal written in the call; nil otherwise (a variable's entries have no text
    /// that reads back outside it).
    static func writtenTerms(_ node: ExpressionNode, count: Int) -> [(text: String, column: Int?)]? {
        switch node {
        case let .operation(.list, entries, _) where entries.count == count:
            var terms: [(text: String, column: Int?)] = []
            for entry in entries {
                guard case let .labeled(inner, text) = entry else { return nil }
                terms.append((text, inner.outermostColumn))
            }
            return terms
        case let .closure(inner, _), let .labeled(inner, _):
            return writtenTerms(inner, count: count)
        default:
            return nil
        }
    }
}

extension ExpressionNode {
    /// Whether the expression as parsed, written without blanks, needs no parentheses as a factor
    /// or a divisor (`sqrt(7)`, `x`, `2.5`, `7^(1/3)`, `f(2)`): a number, a name, a call or a power of them.
    var isTightFactor: Bool {
        switch self {
        case .number, .name, .call: return true
        case let .labeled(inner, _), let .angleUnit(_, inner), let .closure(inner, _): return inner.isTightFactor
        case let .operation(operation, operands, _):
            if operands.isEmpty { return true }
            // A power binds tighter than any sign, factor or divisor around it; a function
            // applies to its parenthesized operand (or, written without blanks, to a power).
            switch operation.row.notation {
            case .function, .subscripted, .infix("^"): return true
            case let .prefix(symbol): return symbol.first?.isLetter == true || symbol == "√" || symbol == "∛"
            case let .postfix(symbol): return symbol != "%"
            default: return false
            }
        case .exact, .frozen: return false
        }
    }
}
