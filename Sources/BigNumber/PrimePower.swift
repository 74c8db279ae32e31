/// One factor pᵉ of a prime factorization, as `BigInt.factorization()` lists them.
///
/// `Codable` as `{"prime": "2", "exponent": 3}` (the prime as `BigInt` encodes, a decimal string).
/// The prime is −1 (exponent 1) for the sign of a negative number and 0 (exponent 1) for zero.
public struct PrimePower: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The prime p (or −1 or 0, see above).
    public var prime: BigInt
    /// The exponent e ≥ 1.
    public var exponent: Int

    /// The factor `prime^exponent`.
    /// - Parameters:
    ///   - prime: the prime.
    ///   - exponent: its exponent.
    public init(prime: BigInt, exponent: Int) {
        self.prime = prime
        self.exponent = exponent
    }

    /// `p` when the exponent is 1, else `p^e`: `2^3`, `5`, `-1`.
    public var description: String {
        exponent == 1 ? prime.description : "\(prime)^\(exponent)"
    }
}
