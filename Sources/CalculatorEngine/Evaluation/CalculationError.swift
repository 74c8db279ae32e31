import BigNumber

/// Why a calculation has no result. `description` renders the message a person reads.
public enum CalculationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A finite number divided by zero.
    case divisionByZero
    /// An argument outside an operation's domain, or at one of its poles.
    case domain(DomainError)
    /// The result is too large even for MPFR's widest exponent range (about 10^(1.3 × 10¹⁸)).
    case overflow
    /// A number is too small even for MPFR's widest exponent range (about 10^(−1.3 × 10¹⁸)).
    case underflow
    /// The computation would need more memory or time than is reasonable.
    case tooLarge(SizeLimit)
    /// Text given as a number is not a decimal number.
    case notANumber(String)

    /// The message for a person: "square root of a negative number", "division by zero".
    public var description: String {
        switch self {
        case .divisionByZero: "division by zero"
        case let .domain(error): error.description
        case .overflow: "overflow: result too large"
        case .underflow: "number too small even for MPFR's exponent range"
        case let .tooLarge(limit): limit.description
        case let .notANumber(text): "not a number: \(text)"
        }
    }
}

/// An argument outside the domain of an operation: which operation, which operand, which rule.
public struct DomainError: Sendable, Hashable, CustomStringConvertible {
    /// The operation that refused its argument.
    public let operation: CatalogOperation
    /// The offending operand, when it is known (as computed at the working precision).
    public let operand: BigFloat?
    /// The rule the operand breaks.
    public let violation: Violation

    /// The rules of a domain.
    public enum Violation: Sendable, Hashable {
        /// Outside the domain: √ of a negative number, asin of 2.
        case outsideDomain
        /// At a pole: ln 0, Γ(−1), tan(π/2).
        case pole
        /// A negative integer operand where only non-negative ones are allowed: binomial(−1, 2).
        case negativeOperand
        /// `root(x, 0)`.
        case rootOfDegreeZero
        /// A logarithm base that is not positive or is 1.
        case invalidBase
    }

    /// An error of `operation` at `operand` breaking `violation`.
    /// - Parameters:
    ///   - operation: the operation that refused its argument.
    ///   - operand: the offending operand, when known.
    ///   - violation: the rule it breaks.
    public init(operation: CatalogOperation, operand: BigFloat? = nil, violation: Violation) {
        self.operation = operation
        self.operand = operand
        self.violation = violation
    }

    /// The message, from the operation's row: "logarithm of zero".
    public var description: String {
        let row = operation.row
        switch violation {
        case .outsideDomain: return row.outsideDomainMessage
        case .pole: return row.poleMessage ?? "division by zero"
        case .negativeOperand: return "\(row.summary) of a negative number"
        case .rootOfDegreeZero: return "root of degree 0"
        case .invalidBase: return "logarithm base must be positive and not 1"
        }
    }
}

/// A computation refused because it would need more memory or time than is reasonable.
public enum SizeLimit: Sendable, Hashable, CustomStringConvertible {
    /// The argument of a periodic trigonometric function above 2^`exponent`: reducing it modulo
    /// the period would need that many bits of π.
    case trigonometricArgument(exponent: Int)
    /// The dividend of `mod` is known to fewer digits than its units digit.
    case moduloDividend
    /// An exact result of about `bits` bits, above the `limit`.
    case exactResult(bits: Double, limit: Int)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .trigonometricArgument(exponent):
            "argument too large for a trigonometric function (above 2^\(exponent))"
        case .moduloDividend:
            "the dividend of mod is too large to be known to its units digit"
        case let .exactResult(bits, limit):
            BigNumberError.resultTooLarge(bits: bits, limit: limit).description
        }
    }
}

extension DomainError.Violation: Error {}

extension CalculationError {
    /// Runs a BigFloat computation of `operation` and turns what goes wrong into an error:
    /// MPFR's divide-by-zero flag → the row's pole (or `.divisionByZero` when it has none); invalid
    /// or a NaN result → outside the domain; overflow → `.overflow`; a `DomainError.Violation`
    /// thrown by `body` → that violation of `operation`; a `BigNumberError` → its reading.
    /// Underflow and inexact are not errors.
    /// - Parameters:
    ///   - operation: the operation computed, for its domain messages.
    ///   - operand: the operand reported with a domain error.
    ///   - body: the computation.
    /// - Returns: the result of `body`.
    /// - Throws: `CalculationError` as above.
    static func checking(
        _ operation: CatalogOperation, operand: BigFloat?, _ body: () throws -> BigFloat
    ) throws(CalculationError) -> BigFloat {
        let result: BigFloat
        let flags: BigFloat.Exceptions
        do {
            (result, flags) = try BigFloat.withExceptions(body)
        } catch {
            throw CalculationError(error, in: operation, operand: operand)
        }
        let row = operation.row
        if flags.contains(.divisionByZero) {
            if row.poleMessage != nil { throw row.domainError(.pole, operand: operand) }
            throw .divisionByZero
        }
        if flags.contains(.invalid) || result.isNaN { throw row.domainError(.outsideDomain, operand: operand) }
        if flags.contains(.overflow) || result.isInfinite { throw .overflow }
        return result
    }

    /// The calculator's reading of an error thrown while computing `operation`.
    /// - Parameters:
    ///   - error: a `CalculationError` (kept), a `DomainError.Violation` of `operation`, or a
    ///     `BigNumberError` (a domain error becomes a negative operand, a size limit `.tooLarge`).
    ///   - operation: the operation that was computing.
    ///   - operand: the operand reported with a domain error.
    init(_ error: any Error, in operation: CatalogOperation, operand: BigFloat? = nil) {
        switch error {
        case let error as CalculationError: self = error
        case let violation as DomainError.Violation:
            self = operation.row.domainError(violation, operand: operand)
        case let BigNumberError.resultTooLarge(bits, limit): self = .tooLarge(.exactResult(bits: bits, limit: limit))
        default: self = operation.row.domainError(.negativeOperand, operand: operand)
        }
    }
}
