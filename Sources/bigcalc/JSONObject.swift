/// A one-line JSON object written by hand: keys in insertion order, strings escaped per RFC 8259.
struct JSONObject {
    private var members: [String] = []

    /// An empty object.
    init() {}

    /// Adds a string member, or `null` when `value` is nil.
    mutating func add(_ key: String, _ value: String?) {
        members.append(Self.quoted(key) + ":" + (value.map(Self.quoted) ?? "null"))
    }

    /// Adds an integer member, or `null` when `value` is nil.
    mutating func add(_ key: String, _ value: Int?) {
        members.append(Self.quoted(key) + ":" + (value.map { String($0) } ?? "null"))
    }

    /// Adds a boolean member, or `null` when `value` is nil.
    mutating func add(_ key: String, _ value: Bool?) {
        members.append(Self.quoted(key) + ":" + (value.map { $0 ? "true" : "false" } ?? "null"))
    }

    /// Adds an array of strings: `["a","b"]` (`[]` when empty).
    mutating func add(_ key: String, strings: [String]) {
        members.append(Self.quoted(key) + ":" + Self.array(strings.map(Self.quoted)))
    }

    /// Adds a member whose value is already JSON text (an array: `[["2",3],["5",1]]`), or `null` when it is nil.
    mutating func add(_ key: String, json value: String?) {
        members.append(Self.quoted(key) + ":" + (value ?? "null"))
    }

    /// A JSON array of elements that are already JSON text: `[1,"a"]`.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// The object as `{"key":value,…}`.
    var text: String { "{" + members.joined(separator: ",") + "}" }

    /// Escapes written as two characters; other control characters become `\u00XX`.
    private static let shortEscapes: [UInt8: String] = [
        UInt8(ascii: "\""): "\\\"", UInt8(ascii: "\\"): "\\\\", 0x08: "\\b", 0x0C: "\\f",
        UInt8(ascii: "\n"): "\\n", UInt8(ascii: "\r"): "\\r", UInt8(ascii: "\t"): "\\t",
    ]

    /// `text` as a JSON string literal, quotes included. The C1 controls U+0080 … U+009F are
    /// escaped too (`\u009b`): valid JSON either way, but a terminal obeys them raw.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        func escaped(_ code: UInt8) {
            out.append(contentsOf: "\\u00".utf8)
            out.append(hex[Int(code >> 4)])
            out.append(hex[Int(code & 0xF)])
        }
        // A C1 control is 0xC2 followed by 0x80 … 0x9F in UTF-8.
        var leadC2 = false
        for byte in text.utf8 {
            if leadC2 {
                leadC2 = false
                if (0x80...0x9F).contains(byte) {
                    escaped(byte)
                    continue
                }
                out.append(0xC2)
            }
            if let escape = shortEscapes[byte] {
                out.append(contentsOf: escape.utf8)
            } else if byte < 0x20 || byte == 0x7F {
                escaped(byte)
            } else if byte == 0xC2 {
                leadC2 = true
            } else {
                out.append(byte)
            }
        }
        if leadC2 { out.append(0xC2) }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
