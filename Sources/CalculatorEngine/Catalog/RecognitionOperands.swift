import BigNumber

/// How the rows that recognise numbers read their operands: only proven digits, and the same
/// digits whichever rung of the precision ladder evaluates them.
enum RecognitionOperands {
    /// The most values of `lindep` and the highest degree of `algdep`: the lattice reduction
    /// (`fmpz_lll`) cannot be stopped, so its size is bounded before it starts.
    static let maximumDimension = 24
    /// The most bits a search takes (about 1000 digits), for the same reason.
    static let maximumBits = 3400
    /// The most terms `contfrac(x, n)` gives.
    static let maximumTerms = 100_000

    /// `value` taken to the digits asked for (`EvaluationContext.targetBits`): its ball at the
    /// working precision, whose midpoint is rounded to those bits and whose radius is widened to
    /// one unit of the last of them, so that every rung that proves them gives the same ball
    /// (up to a rounding tie). An exact integer stays exact when `exactIntegers`.
    /// - Throws: undecided while the ball does not prove the bits (the ladder then climbs);
    ///   `needsNumber` for a list, `notReal` for a complex number.
    static func proven(_ value: EvaluatedValue, _ operation: CatalogOperation, _ context: EvaluationContext,
                       exactIntegers: Bool = true) throws(CalculationError) -> BigBall {
        try checkReal(value, operation)
        if exactIntegers, case let .integer(n) = value { return BigBall(n.numerator) }
        let bits = context.targetBits
        let ball = value.ball(precision: context.precision + 16)
        guard ball.isFinite else { throw .undecided(UndecidedQuestion(operation, .value)) }
        if ball.isExact, ball.isZero { return ball }
        guard let exponent = ball.exponent, ball.relativeAccuracyBits >= bits + 2 else {
            throw .undecided(UndecidedQuestion(operation, .value))
        }
        guard abs(exponent) < Recognition.maximumExponent / 2 else { throw operation.row.domainError(.outsideDomain) }
        let shift = exponent - bits
        let unit = shift >= 0 ? BigBall(BigInt(1) << shift)
            : BigBall(BigRational(numerator: BigInt(1), denominator: BigInt(1) << -shift) ?? BigRational(0), precision: 64)
        return ball.rounded(toPrecision: bits + 8).addingError(unit)
    }

    /// The ball of `value` at the working precision, for a row whose answer is a fact about the
    /// value itself (`bestappr`, `contfrac(x, n)`): any rung that decides it gives the same answer.
    static func ball(_ value: EvaluatedValue, _ operation: CatalogOperation, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        try checkReal(value, operation)
        return value.ball(precision: context.precision)
    }

    /// Refuses a list or a complex number.
    static func checkReal(_ value: EvaluatedValue, _ operation: CatalogOperation) throws(CalculationError) {
        if value.kind == .list { throw .list(ListError(operation, .needsNumber)) }
        guard value.isReal else { throw .notReal(operation) }
    }

    /// An exact integer operand from 1 (a count, a degree, a denominator bound), at most `limit`.
    static func count(_ value: EvaluatedValue, _ operation: CatalogOperation, limit: BigInt) throws(CalculationError) -> BigInt {
        if value.kind == .list { throw .list(ListError(operation, .needsNumber)) }
        guard let r = value.rational else { throw .undecided(UndecidedQuestion(operation, .integer)) }
        guard r.isInteger else { throw operation.row.domainError(.nonInteger) }
        guard r.numerator >= BigInt(1), r.numerator <= limit else { throw operation.row.domainError(.outsideDomain) }
        return r.numerator
    }

    /// Refuses a search of more than `maximumBits` bits.
    static func checkBits(_ operation: CatalogOperation, _ context: EvaluationContext) throws(CalculationError) {
        guard context.targetBits <= maximumBits else {
            throw .notRecognized(RecognitionFailure(operation, .tooLarge("searches take at most 1000 digits")))
        }
    }

    /// A recognition error of BigNumber as an error of `operation`.
    static func error(_ error: RecognitionError, _ operation: CatalogOperation) -> CalculationError {
        switch error {
        case .insufficientPrecision: .undecided(UndecidedQuestion(operation, .value))
        case .tooManyValues:
            .notRecognized(RecognitionFailure(operation, .tooLarge("at most \(maximumDimension) values or degree \(maximumDimension)")))
        case .notFinite, .outOfRange, .noValues, .invalidBound: operation.row.domainError(.outsideDomain)
        }
    }

    /// `body`, its recognition errors as errors of `operation`.
    static func run<T>(_ operation: CatalogOperation, _ body: () throws(RecognitionError) -> T) throws(CalculationError) -> T {
        do { return try body() } catch { throw self.error(error, operation) }
    }

    /// The list of the integers `values`.
    static func integers(_ values: [BigInt]) -> EvaluatedValue {
        .list(ListValue(vector: values.map { .integer(BigRational($0)) }))
    }
}
