// Lossless `Codable` for the number types: every value decodes to exactly the value encoded, at the
// same precision. Numbers are written as strings, never as JSON numbers (which a decoder reads
// into a `Double`):
//
//     BigInt        "123456789012345678901234567890"
//     BigRational   "-7/3"
//     BigFloat      {"precision": 64, "value": "3.14159265358979323851"}
//     BigComplex    {"real": {…BigFloat…}, "imaginary": {…BigFloat…}}
//
// A `BigFloat`'s text is its `description`: the shortest decimal that parses back to the same bits
// at its precision. Decoding data that is not such a number
// (a file's content is input, not a programming error) throws `DecodingError.dataCorrupted`.

extension BigInt: Codable {
    /// Writes the integer as a decimal string.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }

    /// Reads an integer written as a decimal string.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a decimal integer.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder, what: "an integer", BigInt.init)
    }
}

extension BigRational: Codable {
    /// Writes the fraction as `"n/d"` in lowest terms (`"n"` for integers).
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }

    /// Reads a fraction `"n/d"`, an integer, or an exact decimal literal.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the string is none of these or has a zero denominator.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder, what: "a fraction", BigRational.init(_:))
    }
}

/// A value written as one string.
enum TextCoding {
    /// Writes `text` as the single value.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Reads one string and parses it.
    /// - Throws: `DecodingError.dataCorrupted` when `parse` gives nil.
    static func decode<T>(from decoder: any Decoder, what: String, _ parse: (String) -> T?) throws -> T {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not \(what): \(text.prefix(40))")
        }
        return value
    }
}

extension BigFloat: Codable {
    private enum CodingKeys: String, CodingKey {
        case precision, value
    }

    /// Writes the precision and the round-trip decimal text of the value (`"nan"`, `"inf"`, `"-inf"`
    /// for the special values).
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(precision, forKey: .precision)
        try container.encode(description, forKey: .value)
    }

    /// Reads a value written by `encode(to:)`: its text parsed at its precision.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the precision is outside
    ///   `minimumPrecision ... maximumPrecision` or the text is not a number (`ParseError`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let precision = try container.decode(Int.self, forKey: .precision)
        guard Self.isValidPrecision(precision) else {
            throw DecodingError.dataCorruptedError(forKey: .precision, in: container,
                                                   debugDescription: "precision \(precision) is outside \(Self.minimumPrecision)...\(Self.maximumPrecision)")
        }
        let text = try container.decode(String.self, forKey: .value)
        do {
            self = try BigFloat(parsing: text, precision: precision)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "\(error): \(text.prefix(40))")
        }
    }
}

extension BigComplex: Codable {
    private enum CodingKeys: String, CodingKey {
        case real, imaginary
    }

    /// Writes the real and imaginary parts, each as a `BigFloat`, with its own precision.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(real, forKey: .real)
        try container.encode(imaginary, forKey: .imaginary)
    }

    /// Reads a value written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when a part is missing or is not a `BigFloat` encoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(real: try container.decode(BigFloat.self, forKey: .real),
                  imaginary: try container.decode(BigFloat.self, forKey: .imaginary))
    }
}

extension BigFloat.RoundedDecimal: Codable {
    private enum CodingKeys: String, CodingKey {
        case isNegative, digits, exponent
    }

    /// Writes the sign, the digits as a string (`"31416"`) and the exponent.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isNegative, forKey: .isNegative)
        try container.encode(String(decoding: digits, as: UTF8.self), forKey: .digits)
        try container.encode(exponent, forKey: .exponent)
    }

    /// Reads a value written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the digits are not decimal digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .digits)
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw DecodingError.dataCorruptedError(forKey: .digits, in: container, debugDescription: "not decimal digits: \(text.prefix(40))")
        }
        self.init(isNegative: try container.decode(Bool.self, forKey: .isNegative),
                  digits: Array(text.utf8),
                  exponent: try container.decode(Int.self, forKey: .exponent))
    }
}
