/// Why a multiprecision operation refused to produce a result.
public enum BigNumberError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The exact result would need more than `limit` bits; computing it would exhaust memory.
    case resultTooLarge(bits: Double, limit: Int)
    /// The argument is outside the domain of the operation (for example a negative factorial).
    case domain(String)

    /// A one-line English explanation.
    public var description: String {
        switch self {
        case let .resultTooLarge(bits, limit):
            "result too large: about \(BigNumberError.formatBits(bits)) bits needed, the limit is \(limit)"
        case let .domain(what):
            what
        }
    }

    private static func formatBits(_ bits: Double) -> String {
        bits < 1e15 ? String(Int(bits)) : String(bits)
    }
}
