import BigNumber

/// Why a calculation has no result. Each case reads as a short message for a person.
public enum CalculationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A finite number divided by zero.
    case divisionByZero
    /// An argument outside the function's domain; the text names the function and the problem,
    /// e.g. "square root of a negative number".
    case domain(String)
    /// The result is too large even for MPFR's widest exponent range (about 10^(1.3 × 10¹⁸)).
    case overflow
    /// The exact result would need more memory or time than is reasonable; the text says what was refused.
    case tooLarge(String)

    public var description: String {
        switch self {
        case .divisionByZero: "division by zero"
        case let .domain(message): message
        case .overflow: "overflow: result too large"
        case let .tooLarge(message): message
        }
    }
}

extension CalculationError {
    /// Runs a BigFloat computation and turns MPFR's exception flags into an error:
    /// divide-by-zero → `.domain(pole)` when a pole message is given, else `.divisionByZero`;
    /// invalid (or a NaN result) → `.domain(invalid)`; overflow → `.overflow`.
    /// Underflow and inexact are not errors.
    public static func checking(
        invalid: String, pole: String? = nil, _ body: () throws -> BigFloat
    ) throws(CalculationError) -> BigFloat {
        let result: BigFloat
        let flags: BigFloat.Exceptions
        do {
            (result, flags) = try BigFloat.withExceptions(body)
        } catch let error as CalculationError {
            throw error
        } catch let error as BigNumberError {
            throw CalculationError(error)
        } catch {
            throw .domain(String(describing: error))
        }
        if flags.contains(.divisionByZero) { throw pole.map { .domain($0) } ?? .divisionByZero }
        if flags.contains(.invalid) || result.isNaN { throw .domain(invalid) }
        if flags.contains(.overflow) || result.isInfinite { throw .overflow }
        return result
    }

    /// The calculator's reading of an error from BigNumber.
    public init(_ error: BigNumberError) {
        switch error {
        case let .domain(message): self = .domain(message)
        case .resultTooLarge: self = .tooLarge(error.description)
        }
    }
}
