import BigNumber

/// Why `diff`, `taylor` or `roots` has no result: which operation of the body refused, and why.
public struct SeriesError: Sendable, Hashable, CustomStringConvertible {
    /// The operation of the body that refused (or the form itself).
    package let operation: CatalogOperation
    /// What is wrong.
    package let problem: Problem

    /// What is wrong with a body expanded in a power series.
    package enum Problem: Sendable, Hashable {
        /// The function is not analytic at the point (`abs` at 0, `floor` at an integer, `sqrt` at 0).
        case notAnalytic
        /// The operation has no Taylor expansion in the variable (a comparison, `mod`, a random value).
        case noExpansion
        /// `roots`: the body is not a polynomial in the variable.
        case notPolynomial
        /// The order of a derivative or Taylor expansion is above the limit.
        case orderTooLarge(limit: Int)
        /// The order of a derivative is not a non-negative integer.
        case badOrder
        /// `roots`: the polynomial's degree is above the limit.
        case degreeTooLarge(degree: Int, limit: Int)
        /// `roots`: the polynomial is 0 or a non-zero constant (`zero`: it is 0).
        case constant(zero: Bool)
        /// `roots`: roots that the precision limit cannot separate: `count` of them near `near`.
        case cluster(count: Int, near: String)
    }

    /// A refusal by `operation`.
    package init(_ operation: CatalogOperation, _ problem: Problem) {
        self.operation = operation
        self.problem = problem
    }

    /// The message for a person.
    public var description: String {
        let name = operation.row.spokenName
        switch problem {
        case .notAnalytic:
            return "\(name) is not analytic at this point: it has no derivative or Taylor series there"
        case .noExpansion:
            return "\(name) has no Taylor expansion in the variable"
        case .notPolynomial:
            return "not a polynomial in the variable (\(name) of the variable)"
        case let .orderTooLarge(limit):
            return "order too large: at most \(limit) for the memory budget"
        case .badOrder:
            return "the order of a derivative must be a non-negative integer"
        case let .degreeTooLarge(degree, limit):
            return "polynomial degree \(degree) is above the limit of \(limit)"
        case let .constant(zero):
            return zero ? "the zero polynomial: every number is a root" : "a non-zero constant has no roots"
        case let .cluster(count, near):
            return "\(count) roots near \(near) cannot be separated at the precision limit (a multiple root of inexact coefficients?)"
        }
    }
}
