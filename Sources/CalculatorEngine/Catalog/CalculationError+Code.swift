extension CalculationError {
    /// The stable code of this error (see ``ErrorCode``): every case maps to one, so a new case
    /// does not compile until it is given its code.
    public var code: ErrorCode {
        switch self {
        case .divisionByZero: .divisionByZero
        case .domain: .domain
        case .overflow: .overflow
        case .underflow: .underflow
        case .undecided, .precisionLimitReached: .precision
        case .quadratureDidNotConverge, .series: .calculus
        case let .list(error): error.code
        case let .notRecognized(failure):
            switch failure.reason {
            case .tooLarge: .tooLarge
            case .unwrittenConstants: .arguments
            case .noRelation, .noPolynomial, .noClosedForm: .notFound
            }
        case let .tooLarge(limit): limit.code
        case .notANumber: .syntax
        case .notReal, .complexResultsOff: .notReal
        case let .interrupted(interruption):
            switch interruption {
            case .cancelled: .interrupted
            case .timedOut: .timeout
            }
        }
    }
}

extension SizeLimit {
    /// The stable code of a size refusal: memory and recursion have their own, the rest are `too_large`.
    public var code: ErrorCode {
        switch self {
        case .memory: .outOfMemory
        case .recursionDepth: .recursion
        case .trigonometricArgument, .exactResult, .exactEvaluation: .tooLarge
        }
    }
}
