/// A number's text as a list of byte pieces. Long pieces are slices of the digit buffer the value was
/// converted into, so laying out or writing a ten-million-digit number copies no digits.
///
/// Short runs (a sign, a point, an exponent, the digits of an everyday number) are copied into one
/// trailing buffer instead of kept as pieces of their own: copying a few bytes costs less than an
/// array of slices that grows with every run, and most numbers are then one buffer.
public struct DecimalText: Sendable, Hashable, CustomStringConvertible {
    /// Runs at least this long are kept as shared pieces; shorter ones are copied.
    public static let sharedPieceLength = 256

    /// The pieces before `tail`, each shared with the buffer it came from.
    @usableFromInline private(set) var shared: [ArraySlice<UInt8>] = []
    /// The short runs appended since the last shared piece, copied together.
    @usableFromInline private(set) var tail: [UInt8] = []

    /// An empty text.
    public init() {}

    /// A text made of the UTF-8 bytes of `text`.
    /// - Parameter text: the whole text.
    public init(_ text: String) {
        append(text)
    }

    /// The byte pieces (UTF-8), in order: the shared runs and the copied short runs between them.
    /// This builds an array; `forEachPiece(_:)` visits them without one.
    public var pieces: [ArraySlice<UInt8>] {
        tail.isEmpty ? shared : shared + [tail[...]]
    }

    /// Calls `body` with each piece in order, without building an array of them. Inlinable, so
    /// that a writer in another module visits the pieces without a generic call.
    /// - Parameter body: what to do with one piece.
    @inlinable
    public func forEachPiece<E: Error>(_ body: (ArraySlice<UInt8>) throws(E) -> Void) throws(E) {
        for piece in shared { try body(piece) }
        if !tail.isEmpty { try body(tail[...]) }
    }

    /// The first byte, or nil for an empty text.
    public var firstByte: UInt8? {
        shared.first?.first ?? tail.first
    }

    /// Appends a piece of bytes, shared (not copied) when it is long.
    /// - Parameter bytes: UTF-8 bytes; an empty piece adds nothing.
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        if bytes.count < Self.sharedPieceLength {
            tail.append(contentsOf: bytes)
        } else {
            closeTail()
            shared.append(bytes)
        }
    }

    /// Appends every piece of `other`, sharing its long pieces.
    /// - Parameter other: the text to add at the end.
    public mutating func append(_ other: DecimalText) {
        other.forEachPiece { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    /// - Parameter text: the text to add at the end.
    public mutating func append(_ text: String) {
        if text.utf8.count < Self.sharedPieceLength {
            tail.append(contentsOf: text.utf8)
        } else {
            append(ArraySlice(text.utf8))
        }
    }

    /// Appends `count` copies of one byte.
    /// - Parameters:
    ///   - byte: an ASCII byte, such as `0`.
    ///   - count: how many copies; nothing is added when it is zero or negative.
    public mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if count < Self.sharedPieceLength {
            tail.append(contentsOf: repeatElement(byte, count: count))
        } else {
            append(ArraySlice(repeatElement(byte, count: count)))
        }
    }

    /// Makes room for `count` more bytes of short runs without growing the buffer again.
    /// - Parameter count: the number of bytes expected.
    public mutating func reserveCapacity(_ count: Int) {
        tail.reserveCapacity(tail.count + count)
    }

    /// Makes the copied short runs a piece, so that a shared piece can follow them.
    private mutating func closeTail() {
        guard !tail.isEmpty else { return }
        shared.append(tail[...])
        tail = []
    }

    /// Removes a `-` at the start of the text.
    /// - Returns: whether there was one.
    public mutating func removeLeadingMinus() -> Bool {
        guard firstByte == UInt8(ascii: "-") else { return false }
        if let first = shared.first {
            shared[0] = first.dropFirst()
            if shared[0].isEmpty { shared.removeFirst() }
        } else {
            tail.removeFirst()
        }
        return true
    }

    /// The number of bytes in all the pieces.
    public var byteCount: Int { shared.reduce(tail.count) { $0 + $1.count } }

    /// The whole text as one String (this copies the bytes: for short texts, JSON and grouping,
    /// not for streaming millions of digits; write the pieces instead).
    public var string: String {
        if shared.isEmpty { return String(decoding: tail, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        forEachPiece { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole text, as `string`.
    public var description: String { string }

    /// Texts are equal when they hold the same bytes, however they are cut into pieces.
    public static func == (lhs: DecimalText, rhs: DecimalText) -> Bool {
        lhs.byteCount == rhs.byteCount && lhs.pieces.joined().elementsEqual(rhs.pieces.joined())
    }

    /// Hashes the bytes, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        forEachPiece { piece in piece.withUnsafeBytes { hasher.combine(bytes: $0) } }
        hasher.combine(byteCount)
    }
}
