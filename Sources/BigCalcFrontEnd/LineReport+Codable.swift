import BigNumber
import CalculatorEngine

/// Something the members of a report's JSON object are written into, in schema order: the
/// hand-written line writer (`JSONObject`, the fast path of `--json`) and any `Encoder` (through
/// `Encodable`). `LineReport.members(into:)` is the one listing of the schema both follow.
package protocol LineReportFields {
    /// What adding a member may throw (`Never` for the line writer).
    associatedtype Failure: Error
    /// A string, or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ value: String?) throws(Failure)
    /// A number, or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ value: Int?) throws(Failure)
    /// A boolean, or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ value: Bool?) throws(Failure)
    /// A number's text as a string (the value, written without joining its pieces first).
    mutating func add(_ key: LineReport.CodingKeys, _ value: DecimalText?) throws(Failure)
    /// The notes' sentences as an array of strings.
    mutating func add(_ key: LineReport.CodingKeys, _ notes: [LineReport.Note]) throws(Failure)
    /// Counts as an array of numbers (a shape, `[2,3]`), or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ counts: [Int]?) throws(Failure)
    /// Strings by rows, `[["1","2"],["3","4"]]`, or flat `["1","2"]` when `flat`, or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ rows: [[String]]?, flat: Bool) throws(Failure)
    /// Prime factors as `[["2",3],["5",1]]` (each prime a string), or `null`.
    mutating func add(_ key: LineReport.CodingKeys, _ factors: [PrimePower]?) throws(Failure)
}

extension LineReport: Codable {
    /// The keys of the JSON object, in the order they are written. Every object has them all
    /// (`null` where one does not apply), except `line` (batch input only) and `decimal` (`--base`
    /// other than 10 only), so that a program reads each line the same way.
    ///
    /// Numbers of any size (values, primes) are strings, so that no JSON reader rounds them;
    /// counts and positions (`line`, `number`, `digits`, `column`, an exponent) are JSON numbers.
    package enum CodingKeys: String, CodingKey {
        case line, expression, defined, variable, number, value, decimal, shape, entries, factors, re, im, exact, digits, proven
        case heuristicZero, method, notes, error, code, column
    }

    /// Writes the members of the JSON object in schema order (see ``CodingKeys``).
    package func members<Fields: LineReportFields>(into fields: inout Fields) throws(Fields.Failure) {
        if let lineNumber { try fields.add(.line, lineNumber) }
        try fields.add(.expression, expression)
        try fields.add(.defined, definition?.signature)
        try fields.add(.variable, value?.variable)
        try fields.add(.number, value?.number)
        try fields.add(.value, value?.text)
        let details = value?.details
        if hasDecimal { try fields.add(.decimal, details?.decimal) }
        try fields.add(.shape, details?.shape)
        try fields.add(.entries, details?.entries, flat: details?.shape?.count == 1)
        try fields.add(.factors, details?.factors)
        try fields.add(.re, details?.re)
        try fields.add(.im, details?.im)
        try fields.add(.exact, details?.exact)
        try fields.add(.digits, details?.digits)
        try fields.add(.proven, details?.proven)
        try fields.add(.heuristicZero, details?.heuristicZero)
        try fields.add(.method, details?.method)
        try fields.add(.notes, notes)
        try failure.members(into: &fields)
    }

    package func encode(to encoder: any Encoder) throws {
        var fields = EncodingFields(container: encoder.container(keyedBy: CodingKeys.self))
        try members(into: &fields)
    }

    /// Reads what the JSON object carries. The parts that only text output has take what JSON
    /// implies: every note is a `note`, an error's text is its message without caret diagram, a
    /// definition's text is its signature.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lineNumber = try container.decodeIfPresent(Int.self, forKey: .line)
        expression = try container.decode(String.self, forKey: .expression)
        definition = try container.decodeIfPresent(String.self, forKey: .defined).map { Definition(signature: $0, text: $0) }
        hasDecimal = container.contains(.decimal)
        notes = try container.decode([String].self, forKey: .notes).map { Note(kind: .note, text: $0) }
        if let text = try container.decodeIfPresent(String.self, forKey: .value) {
            var factors: [PrimePower]?
            if try !container.decodeNil(forKey: .factors) {
                factors = try container.decode([[FactorMember]].self, forKey: .factors).map { pair throws in
                    guard pair.count == 2, case let .prime(prime) = pair[0], case let .exponent(exponent) = pair[1] else {
                        throw DecodingError.dataCorruptedError(forKey: .factors, in: container, debugDescription: "not a [prime, exponent] pair")
                    }
                    return PrimePower(prime: prime, exponent: exponent)
                }
            }
            let details = try Details(
                decimal: container.decodeIfPresent(String.self, forKey: .decimal), factors: factors,
                re: container.decodeIfPresent(String.self, forKey: .re), im: container.decodeIfPresent(String.self, forKey: .im),
                shape: container.decodeIfPresent([Int].self, forKey: .shape),
                entries: Self.decodeEntries(container),
                exact: container.decodeIfPresent(String.self, forKey: .exact), digits: container.decode(Int.self, forKey: .digits),
                proven: container.decode(Bool.self, forKey: .proven),
                heuristicZero: container.decode(Bool.self, forKey: .heuristicZero),
                method: container.decodeIfPresent(String.self, forKey: .method))
            value = try Value(variable: container.decodeIfPresent(String.self, forKey: .variable),
                              number: container.decodeIfPresent(Int.self, forKey: .number),
                              text: DecimalText(text), details: details)
        }
        if let message = try container.decodeIfPresent(String.self, forKey: .error) {
            let name = try container.decode(String.self, forKey: .code)
            guard let code = ErrorCode(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "unknown error code '\(name)'")
            }
            failure = try Failure(message: message, code: code, column: container.decodeIfPresent(Int.self, forKey: .column),
                                  text: message, diagram: nil)
        }
    }
}

extension LineReport.Failure? {
    /// Writes `error`, `code` and (unless `column` is false) `column`: the members every error
    /// object of bigcalc's JSON has (`null` when there is no error), a line's and `keys --json`'s.
    package func members<Fields: LineReportFields>(into fields: inout Fields, column: Bool = true) throws(Fields.Failure) {
        try fields.add(.error, self?.message)
        try fields.add(.code, self?.code.rawValue)
        if column { try fields.add(.column, self?.column) }
    }
}

extension LineReport {
    /// The `entries` member: flat strings for a vector, rows of strings for a matrix, or nil.
    fileprivate static func decodeEntries(_ container: KeyedDecodingContainer<CodingKeys>) throws -> [[String]]? {
        if let rows = try? container.decodeIfPresent([[String]].self, forKey: .entries) { return rows }
        return try container.decodeIfPresent([String].self, forKey: .entries).map { [$0] }
    }
}

/// A member of a `factors` pair as JSON has it: the prime a string, the exponent a number.
private enum FactorMember: Decodable {
    case prime(BigInt)
    case exponent(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let exponent = try? container.decode(Int.self) {
            self = .exponent(exponent)
        } else if let prime = BigInt(try container.decode(String.self)) {
            self = .prime(prime)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a prime is a string of decimal digits")
        }
    }
}

/// The members of a report written into an `Encoder`'s keyed container.
private struct EncodingFields: LineReportFields {
    var container: KeyedEncodingContainer<LineReport.CodingKeys>

    mutating func add(_ key: LineReport.CodingKeys, _ value: String?) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }

    mutating func add(_ key: LineReport.CodingKeys, _ value: Int?) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }

    mutating func add(_ key: LineReport.CodingKeys, _ value: Bool?) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }

    mutating func add(_ key: LineReport.CodingKeys, _ value: DecimalText?) throws {
        try add(key, value?.string)
    }

    mutating func add(_ key: LineReport.CodingKeys, _ counts: [Int]?) throws {
        if let counts { try container.encode(counts, forKey: key) } else { try container.encodeNil(forKey: key) }
    }

    mutating func add(_ key: LineReport.CodingKeys, _ rows: [[String]]?, flat: Bool) throws {
        guard let rows else { return try container.encodeNil(forKey: key) }
        if flat { try container.encode(rows.first ?? [], forKey: key) } else { try container.encode(rows, forKey: key) }
    }

    mutating func add(_ key: LineReport.CodingKeys, _ notes: [LineReport.Note]) throws {
        try container.encode(notes.map(\.text), forKey: key)
    }

    mutating func add(_ key: LineReport.CodingKeys, _ factors: [PrimePower]?) throws {
        guard let factors else { return try container.encodeNil(forKey: key) }
        var pairs = container.nestedUnkeyedContainer(forKey: key)
        for factor in factors {
            var pair = pairs.nestedUnkeyedContainer()
            try pair.encode(factor.prime.description)
            try pair.encode(factor.exponent)
        }
    }
}
