#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(BigCalcPackage) import BigNumber

/// A buffered byte writer to a file descriptor (standard output or standard error) that writes
/// bytes as they are, without building intermediate Strings: large digit buffers go straight to the descriptor.
///
/// Every `write(2)` is checked: when one fails (a full disk, a closed pipe with SIGPIPE ignored,
/// an I/O error) the channel reports it once on standard error and ends the process with
/// `StreamFailure.exitStatus`. The buffer sits behind a lock, so that `BatchFlusher` may write it
/// out from another thread while lines are being evaluated.
final class OutputChannel: Sendable {
    /// The buffer size; writes at least this large bypass the buffer.
    static let bufferCapacity = 1 << 16

    /// The file descriptor written to.
    let descriptor: Int32
    /// Whether every write is flushed at once (for standard error).
    let isUnbuffered: Bool
    /// The name of the stream in messages: "standard output".
    let name: String
    private let buffer: Lock<[UInt8]>

    /// A channel to `descriptor`; `unbuffered` channels flush after every write.
    init(descriptor: Int32, unbuffered: Bool = false) {
        self.descriptor = descriptor
        self.name = switch descriptor {
        case 1: "standard output"
        case 2: "standard error"
        default: "file descriptor \(descriptor)"
        }
        self.isUnbuffered = unbuffered
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.bufferCapacity)
        buffer = Lock(bytes)
    }

    /// The standard output channel (buffered).
    static func standardOutput() -> OutputChannel { OutputChannel(descriptor: 1) }
    /// The standard error channel (unbuffered).
    static func standardError() -> OutputChannel { OutputChannel(descriptor: 2, unbuffered: true) }

    /// Writes the UTF-8 bytes of `text`.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes a run of bytes that may share storage with a large digit buffer.
    func write(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes the pieces of a number's text one by one, without joining them, and a newline after
    /// them when `endingLine` (all under one lock).
    func write(_ text: DecimalText, endingLine: Bool = false) {
        buffer.withLock { buffer in
            text.forEachPiece { piece in
                piece.withUnsafeBytes { append($0, to: &buffer) }
            }
            if endingLine { withUnsafeBytes(of: UInt8(ascii: "\n")) { append($0, to: &buffer) } }
        }
    }

    /// Writes raw bytes.
    func write(_ bytes: UnsafeRawBufferPointer) {
        buffer.withLock { append(bytes, to: &$0) }
    }

    /// Adds `bytes` to the locked `buffer`, writing out what it holds when they would not fit (and
    /// large runs directly), and everything at once when the channel is unbuffered.
    private func append(_ bytes: UnsafeRawBufferPointer, to buffer: inout [UInt8]) {
        if buffer.count + bytes.count > Self.bufferCapacity { flush(&buffer) }
        if bytes.count >= Self.bufferCapacity {
            writeFully(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
        if isUnbuffered { flush(&buffer) }
    }

    /// Writes out whatever is buffered.
    func flush() {
        buffer.withLock { flush(&$0) }
    }

    private func flush(_ buffer: inout [UInt8]) {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeFully($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Loops over `write(2)` until every byte is written; a failure ends the process (see `StreamFailure`).
    private func writeFully(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                StreamFailure.exit(writing: name, code: errno)
            }
            offset += written
        }
    }
}

/// The C library's `write(2)`, named apart from `OutputChannel.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
