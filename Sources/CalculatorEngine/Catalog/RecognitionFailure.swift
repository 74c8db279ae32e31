import BigNumber

/// Why a row that recognises numbers (`lindep`, `algdep`, `identify`) found nothing: the bounds
/// it searched, so that the message says what is proven absent.
public struct RecognitionFailure: Sendable, Hashable, CustomStringConvertible {
    /// The operation that searched.
    package let operation: CatalogOperation
    /// What was not found.
    package let reason: Reason

    /// What was not found, with the bounds of the search.
    package enum Reason: Sendable, Hashable {
        /// No integer relation has every coefficient below `bound` in absolute value (proven by
        /// the lattice reduction on the values' proven digits).
        case noRelation(bound: BigInt)
        /// No integer polynomial of degree at most `degree` with every coefficient below `bound`
        /// has the value as a root.
        case noPolynomial(degree: Int, bound: BigInt)
        /// No closed form of the shapes tried matches: rationals with numerator and denominator
        /// below `rationalBound`, coefficients below `coefficientBound`, over `constants` constants.
        case noClosedForm(rationalBound: Int, coefficientBound: Int, constants: Int)
        /// More values, a higher degree or more digits than the search takes (it cannot be stopped).
        case tooLarge(String)
        /// The constants of `identify(x, [c1, c2, …])` are not a list written in the call, so
        /// there is no text to print them with.
        case unwrittenConstants
    }

    /// A failure of `operation` for `reason`.
    package init(_ operation: CatalogOperation, _ reason: Reason) {
        self.operation = operation
        self.reason = reason
    }

    /// The message for a person.
    public var description: String {
        let name = operation.row.spokenName
        switch reason {
        case let .noRelation(bound):
            return "\(name): no relation with coefficients below \(bound) (proven from the digits of the values)"
        case let .noPolynomial(degree, bound):
            return "\(name): no polynomial of degree at most \(degree) with coefficients below \(bound) has this root"
        case let .noClosedForm(rationalBound, coefficientBound, constants):
            return "\(name): no closed form found (rationals with numerator and denominator below \(rationalBound); "
                + "q0 + q1*c, q*c1*c2, q*c1/c2 and square roots with coefficients below \(coefficientBound), over \(constants) constants)"
        case let .tooLarge(limit):
            return "\(name): \(limit)"
        case .unwrittenConstants:
            return "\(name): write the constants in the call, as a list [c1, c2, …] (the answer prints them as written)"
        }
    }
}
