/// A calculation that stopped at the maximum working precision of its proof: what was still
/// missing there, and that precision. A higher limit may settle it; how to raise the limit depends
/// on the caller, so the advice is rendered where the error is shown (`advice(_:)`): `description`
/// names `EvaluationSettings.maximumPrecision` for a Swift caller, the command line names its
/// `--max-precision` option, the REPL its `:max-precision` command.
public struct PrecisionLimit: Sendable, Hashable {
    /// What the maximum precision did not settle.
    public enum Shortfall: Sendable, Hashable {
        /// A question about an operand that its ball still could not decide.
        case undecided(UndecidedQuestion)
        /// Not one digit of `part` could be proven; `roundedLargeExactValue` when an exact operand
        /// was too large to keep exact and entered as a rounded value.
        case noDigitProven(ResultPart, roundedLargeExactValue: Bool)
    }

    /// What was not settled.
    public let shortfall: Shortfall
    /// The maximum precision reached, in bits.
    public let bits: Int

    /// A shortfall at the maximum precision of `bits` bits.
    /// - Parameters:
    ///   - shortfall: what was not settled.
    ///   - bits: the maximum precision reached, in bits.
    public init(_ shortfall: Shortfall, bits: Int) {
        self.shortfall = shortfall
        self.bits = bits
    }

    /// What happened, without advice: "no digit of the result could be proven at the maximum
    /// precision of 165 bits".
    public var problem: String {
        let limit = "at the maximum precision of \(bits) bits"
        switch shortfall {
        case let .undecided(question):
            return "could not decide \(question.question) \(limit)"
        case let .noDigitProven(part, roundedLargeExactValue):
            let reason = roundedLargeExactValue ? "an exact operand was too large for exact evaluation, and " : ""
            return reason + "no digit of the \(part) could be proven \(limit)"
        }
    }

    /// The problem with `advice` (how this caller raises the limit) in parentheses after it.
    /// - Parameter advice: "raise it with --max-precision".
    /// - Returns: the message.
    public func message(advice: String) -> String {
        "\(problem) (\(advice))"
    }
}

/// A part of a result: the whole real value, one part of a complex one, or either in an entry of
/// a list or matrix. `description` is how messages name it: "real part of entry [2, 1]".
public enum ResultPart: Sendable, Hashable, CustomStringConvertible {
    /// A real result.
    case result
    /// The real part of a complex result.
    case realPart
    /// The imaginary part of a complex result.
    case imaginaryPart
    /// `part` of the entry at `indices` (from 1: `[k]` in a vector, `[row, column]` in a matrix).
    indirect case entry(indices: [Int], part: ResultPart)

    /// "result", "real part", "imaginary part of entry [2, 1]".
    public var description: String {
        switch self {
        case .result: "result"
        case .realPart: "real part"
        case .imaginaryPart: "imaginary part"
        case let .entry(indices, part):
            (part == .result ? "" : "\(part) of ") + "entry [" + indices.map(String.init).joined(separator: ", ") + "]"
        }
    }
}
