import CArb

// Lossless `Codable` for the matrix types: the shape and the entries row by row.
//
//     RationalMatrix     {"rows": 2, "columns": 2, "entries": [["1", "1/2"], ["1/3", "1/4"]]}
//     BallMatrix         {"rows": 1, "columns": 1, "entries": [["<ball>"]]}
//     ComplexBallMatrix  {"rows": 1, "columns": 1, "entries": [[["<real ball>", "<imaginary ball>"]]]}
//
// A ball is Arb's exact text of it (`arb_dump_str`: midpoint mantissa and exponent, radius
// mantissa and exponent, in hexadecimal), so a decoded ball has the same midpoint and radius. The
// shape is written too, so that 0×n and n×0 matrices keep it. Decoding data that is not such a
// matrix, a shape whose entries disagree with it, or a shape above `MatrixShape.maximumEntryCount`
// throws `DecodingError.dataCorrupted`.

private enum MatrixCodingKeys: String, CodingKey {
    case rows, columns, entries
}

/// Writes `shape` and `entries` (rows of entries) under the matrix keys.
private func encodeMatrix<T: Encodable>(_ shape: MatrixShape, _ entries: [[T]], to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MatrixCodingKeys.self)
    try container.encode(shape.rows, forKey: .rows)
    try container.encode(shape.columns, forKey: .columns)
    try container.encode(entries, forKey: .entries)
}

/// Reads a shape and rows of entries written by `encodeMatrix`, checked against each other and the entry limit.
private func decodeMatrix<T: Decodable>(_: T.Type, from decoder: any Decoder) throws -> (MatrixShape, [[T]]) {
    let container = try decoder.container(keyedBy: MatrixCodingKeys.self)
    let rows = try container.decode(Int.self, forKey: .rows)
    let columns = try container.decode(Int.self, forKey: .columns)
    let shape: MatrixShape
    do {
        shape = try MatrixShape.checked(rows: rows, columns: columns, limit: MatrixShape.maximumEntryCount)
    } catch {
        throw DecodingError.dataCorruptedError(forKey: .rows, in: container, debugDescription: error.description)
    }
    let entries = try container.decode([[T]].self, forKey: .entries)
    guard entries.count == rows, entries.allSatisfy({ $0.count == columns }) else {
        throw DecodingError.dataCorruptedError(forKey: .entries, in: container, debugDescription: "the entries are not \(shape)")
    }
    return (shape, entries)
}

extension RationalMatrix: Codable {
    /// Writes the shape and the entries as fractions `"n/d"`.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try encodeMatrix(shape, Array(self), to: encoder)
    }

    /// Reads a matrix written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when the data is not such a matrix.
    public init(from decoder: any Decoder) throws {
        let (shape, entries) = try decodeMatrix(BigRational.self, from: decoder)
        storage = Storage.make(shape)
        for (i, row) in entries.enumerated() {
            for (j, value) in row.enumerated() { self[i, j] = value }
        }
    }
}

extension BallMatrix: Codable {
    /// Writes the shape and every ball as Arb's exact text of it.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try encodeMatrix(shape, map { $0.map(\.exactText) }, to: encoder)
    }

    /// Reads a matrix written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when the data is not such a matrix.
    public init(from decoder: any Decoder) throws {
        let (shape, entries) = try decodeMatrix(String.self, from: decoder)
        storage = Storage.make(shape)
        for (i, row) in entries.enumerated() {
            for (j, text) in row.enumerated() { self[i, j] = try BigBall.decoding(exactText: text) }
        }
    }
}

extension ComplexBallMatrix: Codable {
    /// Writes the shape and every entry as the pair of Arb's exact texts of its real and imaginary balls.
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try encodeMatrix(shape, map { $0.map { [$0.real.exactText, $0.imaginary.exactText] } }, to: encoder)
    }

    /// Reads a matrix written by `encode(to:)`.
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when the data is not such a matrix.
    public init(from decoder: any Decoder) throws {
        let (shape, entries) = try decodeMatrix([String].self, from: decoder)
        storage = Storage.make(shape)
        for (i, row) in entries.enumerated() {
            for (j, parts) in row.enumerated() {
                guard parts.count == 2 else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an entry is not a pair of balls"))
                }
                self[i, j] = BigComplexBall(real: try BigBall.decoding(exactText: parts[0]), imaginary: try BigBall.decoding(exactText: parts[1]))
            }
        }
    }
}

extension BigBall {
    /// Arb's exact text of the ball (`arb_dump_str`): four hexadecimal integers, the midpoint's
    /// mantissa and exponent and the radius's, separated by spaces.
    var exactText: String {
        withExtendedLifetime(self) {
            guard let text = arb_dump_str(storage.value) else { return "" }
            defer { flint_free(text) }
            return String(cString: text)
        }
    }

    /// The ball of an `exactText`.
    /// - Throws: `DecodingError.dataCorrupted` when `text` is not four hexadecimal integers
    ///   separated by single spaces, or Arb does not read it.
    static func decoding(exactText text: String) throws -> BigBall {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        let isHexInteger: (Substring) -> Bool = { field in
            let digits = field.utf8.first == UInt8(ascii: "-") ? field.utf8.dropFirst() : field.utf8[...]
            return !digits.isEmpty && digits.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
        }
        let result = BigBall()
        guard fields.count == 4, fields.allSatisfy(isHexInteger),
              text.withCString({ arb_load_str(result.storage.value, $0) }) == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a ball: \(text.prefix(40))"))
        }
        return result
    }
}
