/// A number's text as a list of byte pieces. Long pieces are slices of the digit buffer the value was
/// converted into, so laying out or writing a ten-million-digit number copies no digits.
public struct DecimalText: Sendable, Hashable, CustomStringConvertible {
    /// The byte pieces (UTF-8), in order.
    public private(set) var pieces: [ArraySlice<UInt8>] = []

    /// An empty text.
    public init() {}

    /// A text made of the UTF-8 bytes of `text`.
    /// - Parameter text: the whole text.
    public init(_ text: String) {
        append(text)
    }

    /// Appends a piece of bytes, shared (not copied) when it is a slice of a larger buffer.
    /// - Parameter bytes: UTF-8 bytes; an empty piece is not kept.
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        if !bytes.isEmpty { pieces.append(bytes) }
    }

    /// Appends the UTF-8 bytes of `text`.
    /// - Parameter text: the text to add at the end.
    public mutating func append(_ text: String) {
        append(ArraySlice(text.utf8))
    }

    /// Appends `count` copies of one byte.
    /// - Parameters:
    ///   - byte: an ASCII byte, such as `0`.
    ///   - count: how many copies; nothing is added when it is zero or negative.
    public mutating func append(repeating byte: UInt8, count: Int) {
        if count > 0 { append(ArraySlice(repeatElement(byte, count: count))) }
    }

    /// Removes a `-` at the start of the text.
    /// - Returns: whether there was one.
    public mutating func removeLeadingMinus() -> Bool {
        guard let first = pieces.first, first.first == UInt8(ascii: "-") else { return false }
        pieces[0] = first.dropFirst()
        if pieces[0].isEmpty { pieces.removeFirst() }
        return true
    }

    /// The number of bytes in all the pieces.
    public var byteCount: Int { pieces.reduce(0) { $0 + $1.count } }

    /// The whole text as one String (this copies the bytes: for short texts, JSON and grouping,
    /// not for streaming millions of digits; write the `pieces` instead).
    public var string: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        for piece in pieces { bytes.append(contentsOf: piece) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole text, as `string`.
    public var description: String { string }
}
