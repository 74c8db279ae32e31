#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of batch input, from standard input or a file, without their line terminators (`\n` or `\r\n`).
final class LineSource {
    private let file: UnsafeMutablePointer<FILE>?
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Lines of standard input.
    init() {
        file = nil
    }

    /// Lines of the file at `path`, or nil when it cannot be opened.
    init?(path: String) {
        guard let opened = fopen(path, "r") else { return nil }
        file = opened
    }

    deinit {
        if let file { fclose(file) }
        free(buffer)
    }

    /// The next line, or nil at the end of the input.
    func next() -> String? {
        var line: String
        if let file {
            let length = getline(&buffer, &capacity, file)
            guard length >= 0, let buffer else { return nil }
            line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
        } else {
            guard let read = readLine(strippingNewline: false) else { return nil }
            line = read
        }
        while let last = line.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            line.removeLast()
        }
        return line
    }

    /// Whether a line is skipped in batch input: blank, or a comment whose first non-blank character is `#`.
    static func isSkipped(_ line: String) -> Bool {
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            return true
        }
        return first == UInt8(ascii: "#")
    }
}
