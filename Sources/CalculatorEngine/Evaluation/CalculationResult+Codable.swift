import BigNumber

/// A result is `Codable` losslessly: its kind's name (`real`, `complex`), its components (each with its exact value as a
/// fraction, its approximation with its precision, the digits it proved and how; see `BigNumber`'s
/// `Codable` forms) and its factorization when it has one. A decoded result prints exactly as the
/// encoded one did.
///
/// ```swift
/// var session = Session()
/// let result = try session.evaluate("1/3").result
/// let json = try JSONEncoder().encode(result)   // {"kind":"real","components":[{"exact":"1/3","digits":30,…}],…}
/// let back = try JSONDecoder().decode(CalculationResult.self, from: json)
/// back.description == result.description        // true
/// ```
extension CalculationResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, components, evaluationCount, workingPrecision, factorization, method
    }

    /// Writes the kind, the components and the evaluation's counts; a factorization when there is one.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.name, forKey: .kind)
        try container.encode(components, forKey: .components)
        try container.encode(evaluationCount, forKey: .evaluationCount)
        try container.encode(workingPrecision, forKey: .workingPrecision)
        try container.encodeIfPresent(factorization, forKey: .factorization)
        try container.encodeIfPresent(method, forKey: .method)
    }

    /// Reads a result written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a property is missing or malformed, or the number of
    ///   components is not the kind's, or the kind is unknown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(name: name) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no kind of value '\(name)'")
        }
        let components = try container.decode([Component].self, forKey: .components)
        guard components.count == kind.componentCount else {
            throw DecodingError.dataCorruptedError(forKey: .components, in: container,
                                                   debugDescription: "\(components.count) components for a \(kind) value")
        }
        self.init(kind: kind, uncheckedComponents: components)
        evaluationCount = try container.decode(Int.self, forKey: .evaluationCount)
        workingPrecision = try container.decode(Int.self, forKey: .workingPrecision)
        factorization = try container.decodeIfPresent([PrimePower].self, forKey: .factorization)
        method = try container.decodeIfPresent(CalculationMethod.self, forKey: .method)
    }
}

/// A component is written with every property; absent ones (no exact value, no rounding worked
/// out yet) are left out.
extension CalculationResult.Component: Codable {
    private enum CodingKeys: String, CodingKey {
        case exact, approximation, digits, requestedDigits, isProven, isHeuristicZero, isQuadrature, decimal
    }

    /// Writes every property.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(exact, forKey: .exact)
        try container.encode(approximation, forKey: .approximation)
        try container.encode(digits, forKey: .digits)
        try container.encode(requestedDigits, forKey: .requestedDigits)
        try container.encode(isProven, forKey: .isProven)
        try container.encode(isHeuristicZero, forKey: .isHeuristicZero)
        try container.encode(isQuadrature, forKey: .isQuadrature)
        try container.encodeIfPresent(roundedDecimal, forKey: .decimal)
    }

    /// Reads a component written by `encode(to:)`.
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
                  requestedDigits: try container.decode(Int.self, forKey: .requestedDigits),
                  isProven: try container.decode(Bool.self, forKey: .isProven),
                  isHeuristicZero: try container.decode(Bool.self, forKey: .isHeuristicZero),
                  isQuadrature: try container.decode(Bool.self, forKey: .isQuadrature),
                  decimal: try container.decodeIfPresent(BigFloat.RoundedDecimal.self, forKey: .decimal))
    }
}
