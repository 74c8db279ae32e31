import BigNumber

/// A one-line JSON object written by hand into one byte buffer: keys in insertion order, strings
/// escaped per RFC 8259. It is the writer of every JSON line bigcalc prints (the line reports of
/// `--json` and the display state of `keys --json`), faster than a general-purpose encoder: no
/// intermediate tree, one buffer for the whole line.
package struct JSONObject {
    private var bytes: [UInt8]

    /// An empty object, with room for a typical line report.
    package init() {
        bytes = []
        bytes.reserveCapacity(384)
        bytes.append(UInt8(ascii: "{"))
    }

    /// Adds a string member, or `null` when `value` is nil.
    package mutating func add(_ key: String, _ value: String?) {
        start(key)
        if let value { append(quoted: value) } else { appendNull() }
    }

    /// Adds an integer member, or `null` when `value` is nil.
    package mutating func add(_ key: String, _ value: Int?) {
        start(key)
        if let value { bytes.append(contentsOf: String(value).utf8) } else { appendNull() }
    }

    /// Adds a boolean member, or `null` when `value` is nil.
    package mutating func add(_ key: String, _ value: Bool?) {
        start(key)
        if let value { bytes.append(contentsOf: (value ? "true" : "false").utf8) } else { appendNull() }
    }

    /// Adds an array of strings: `["a","b"]` (`[]` when empty).
    package mutating func add(_ key: String, strings: [String]) {
        start(key)
        bytes.append(UInt8(ascii: "["))
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(quoted: string)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Adds an array of values this writer wrote already (objects' ``text``): `[{…},{…}]`.
    package mutating func add(_ key: String, objects: [String]) {
        start(key)
        bytes.append(UInt8(ascii: "["))
        for (index, object) in objects.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: object.utf8)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The object as `{"key":value,…}`.
    package var text: String {
        String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
            _ = buffer.initialize(from: bytes)
            buffer[bytes.count] = UInt8(ascii: "}")
            return bytes.count + 1
        }
    }

    /// Closes the object and returns it with its newline, as bytes to write (the buffer itself,
    /// not a copy); nothing may be added after it.
    package mutating func finishLine() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// `text` as a JSON string literal, quotes included. The C1 controls U+0080 … U+009F are
    /// escaped too (`\u009b`): valid JSON either way, but a terminal obeys them raw.
    package static func quoted(_ text: String) -> String {
        var object = JSONObject()
        object.bytes = []
        object.append(quoted: text)
        return String(decoding: object.bytes, as: UTF8.self)
    }

    /// The separator and `"key":`.
    private mutating func start(_ key: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        append(quoted: key)
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func appendNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Appends `text` as a JSON string literal.
    private mutating func append(quoted text: String) {
        bytes.append(UInt8(ascii: "\""))
        var state = EscapeState()
        for byte in text.utf8 { append(escaping: byte, &state) }
        finish(&state)
    }

    /// Appends a number's text as a JSON string literal, piece by piece.
    private mutating func append(quoted text: DecimalText) {
        bytes.append(UInt8(ascii: "\""))
        var state = EscapeState()
        text.forEachPiece { piece in
            for byte in piece { append(escaping: byte, &state) }
        }
        finish(&state)
    }

    /// Whether the byte before was 0xC2, which starts a C1 control when 0x80 … 0x9F follows.
    private struct EscapeState {
        var leadC2 = false
    }

    private mutating func finish(_ state: inout EscapeState) {
        if state.leadC2 { bytes.append(0xC2) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends one byte of a string literal's text, escaped as JSON needs.
    private mutating func append(escaping byte: UInt8, _ state: inout EscapeState) {
        if state.leadC2 {
            state.leadC2 = false
            if (0x80...0x9F).contains(byte) { return appendUnicodeEscape(byte) }
            bytes.append(0xC2)
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscape(byte)
        case 0x08: appendEscape(UInt8(ascii: "b"))
        case 0x0C: appendEscape(UInt8(ascii: "f"))
        case UInt8(ascii: "\n"): appendEscape(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): appendEscape(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): appendEscape(UInt8(ascii: "t"))
        case 0..<0x20, 0x7F: appendUnicodeEscape(byte)
        case 0xC2: state.leadC2 = true
        default: bytes.append(byte)
        }
    }

    /// A backslash and `letter`: `\n`, `\"`.
    private mutating func appendEscape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    /// `\u00XX`, the hexadecimal digits in lower case.
    private mutating func appendUnicodeEscape(_ code: UInt8) {
        func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10 }
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex(code >> 4))
        bytes.append(hex(code & 0xF))
    }
}

extension JSONObject: LineReportFields {
    package typealias Failure = Never

    package mutating func add(_ key: LineReport.CodingKeys, _ value: String?) {
        add(key.rawValue, value)
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ value: Int?) {
        add(key.rawValue, value)
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ value: Bool?) {
        add(key.rawValue, value)
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ value: DecimalText?) {
        start(key.rawValue)
        if let value { append(quoted: value) } else { appendNull() }
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ notes: [LineReport.Note]) {
        start(key.rawValue)
        bytes.append(UInt8(ascii: "["))
        for (index, note) in notes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(quoted: note.text)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ counts: [Int]?) {
        start(key.rawValue)
        guard let counts else { return appendNull() }
        bytes.append(contentsOf: ("[" + counts.map(String.init).joined(separator: ",") + "]").utf8)
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ rows: [[String]]?, flat: Bool) {
        start(key.rawValue)
        guard let rows else { return appendNull() }
        func strings(_ row: [String]) {
            bytes.append(UInt8(ascii: "["))
            for (index, text) in row.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(quoted: text)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        if flat { return strings(rows.first ?? []) }
        bytes.append(UInt8(ascii: "["))
        for (index, row) in rows.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            strings(row)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func add(_ key: LineReport.CodingKeys, _ factors: [PrimePower]?) {
        start(key.rawValue)
        guard let factors else { return appendNull() }
        bytes.append(UInt8(ascii: "["))
        for (index, factor) in factors.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            append(quoted: factor.prime.description)
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: String(factor.exponent).utf8)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
