import BigNumber

/// A result is `Codable` losslessly: its exact value as a fraction, its approximation with its
/// precision, the digits it proved and how (see `BigNumber`'s `Codable` forms), its imaginary part
/// and factorization when it has them. A decoded result prints exactly as the encoded one did.
///
/// ```swift
/// var session = Session()
/// let result = try session.evaluate("1/3").result
/// let json = try JSONEncoder().encode(result)           // {"exact":"1/3","digits":30,…}
/// let back = try JSONDecoder().decode(CalculationResult.self, from: json)
/// back.description == result.description                // true
/// ```
extension CalculationResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case exact, approximation, digits, requestedDigits, isProven, isHeuristicZero, isQuadrature
        case evaluationCount, workingPrecision, decimal, imaginaryPart, factorization
    }

    /// Writes every property, those of a value (`exact`, `digits`, `isProven`…) for the real part
    /// alone when `imaginaryPart` follows with its own; absent ones (no exact value, a real
    /// result) are left out.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(partExact, forKey: .exact)
        try container.encode(approximation, forKey: .approximation)
        try container.encode(partDigits, forKey: .digits)
        try container.encode(requestedDigits, forKey: .requestedDigits)
        try container.encode(partIsProven, forKey: .isProven)
        try container.encode(partIsHeuristicZero, forKey: .isHeuristicZero)
        try container.encode(partIsQuadrature, forKey: .isQuadrature)
        try container.encode(evaluationCount, forKey: .evaluationCount)
        try container.encode(workingPrecision, forKey: .workingPrecision)
        try container.encodeIfPresent(roundedDecimal, forKey: .decimal)
        try container.encodeIfPresent(imaginaryPart, forKey: .imaginaryPart)
        try container.encodeIfPresent(factorization, forKey: .factorization)
    }

    /// Reads a result written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a property is missing or malformed, or `digits` is below 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let digits = try container.decode(Int.self, forKey: .digits)
        guard digits >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .digits, in: container, debugDescription: "digits \(digits) is below 1")
        }
        self.init(exact: try container.decodeIfPresent(BigRational.self, forKey: .exact),
                  approximation: try container.decode(BigFloat.self, forKey: .approximation),
                  digits: digits,
                  isProven: try container.decode(Bool.self, forKey: .isProven),
                  isHeuristicZero: try container.decode(Bool.self, forKey: .isHeuristicZero),
                  decimal: try container.decodeIfPresent(BigFloat.RoundedDecimal.self, forKey: .decimal))
        requestedDigits = try container.decode(Int.self, forKey: .requestedDigits)
        isQuadrature = try container.decode(Bool.self, forKey: .isQuadrature)
        evaluationCount = try container.decode(Int.self, forKey: .evaluationCount)
        workingPrecision = try container.decode(Int.self, forKey: .workingPrecision)
        imaginaryPart = try container.decodeIfPresent(CalculationResult.self, forKey: .imaginaryPart)
        factorization = try container.decodeIfPresent([PrimePower].self, forKey: .factorization)
    }
}
