/// A number's text as a list of byte runs. Long runs are slices of the digit buffer the value was
/// converted into, so writing a ten-million-digit result copies no digits.
struct RenderedNumber {
    /// The byte runs, in order.
    var pieces: [ArraySlice<UInt8>] = []

    /// A number made of a single text.
    init(_ text: String = "") {
        if !text.isEmpty { pieces = [ArraySlice(text.utf8)] }
    }

    /// Appends a run of bytes (shared, not copied, when it is a slice of a larger buffer).
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if !bytes.isEmpty { pieces.append(bytes) }
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        append(ArraySlice(text.utf8))
    }

    /// Appends `count` copies of the ASCII byte `byte`.
    mutating func append(repeating byte: UInt8, count: Int) {
        if count > 0 { append(ArraySlice(repeatElement(byte, count: count))) }
    }

    /// The whole text as a String (copies the bytes: for JSON and grouping, not for streaming).
    var string: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes.append(contentsOf: piece) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the runs to `channel` without joining them.
    func write(to channel: OutputChannel) {
        for piece in pieces { channel.write(piece) }
    }
}
