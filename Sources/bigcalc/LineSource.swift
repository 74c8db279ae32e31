#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of batch input, from standard input or a file, without their line terminators (`\n` or `\r\n`).
/// A read error ends the process with a message (see `StreamFailure`) instead of passing for the end of the input.
final class LineSource {
    private let file: UnsafeMutablePointer<FILE>?
    /// The name of the input in messages: "standard input" or the file's path.
    let name: String
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Lines of standard input.
    init() {
        file = fdopen(0, "r")
        name = "standard input"
    }

    /// Why a file cannot be read as batch input.
    struct OpeningError: Error, CustomStringConvertible {
        /// The message, naming the file: "cannot read '/': it is a directory".
        let description: String
    }

    /// Lines of the file at `path`.
    /// - Parameter path: the file's path.
    /// - Throws: `OpeningError` when it is missing, unreadable or a directory.
    init(path: String) throws(OpeningError) {
        guard let opened = fopen(path, "r") else {
            throw OpeningError(description: "cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        var status = stat()
        if fstat(fileno(opened), &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            fclose(opened)
            throw OpeningError(description: "cannot read '\(path)': it is a directory")
        }
        file = opened
        name = "'\(path)'"
    }

    deinit {
        if let file { fclose(file) }
        free(buffer)
    }

    /// The next line, or nil at the end of the input; a read error ends the process (`StreamFailure`).
    func next() -> String? {
        guard let file else { StreamFailure.exit(reading: name, code: errno) }
        let length = getline(&buffer, &capacity, file)
        guard length >= 0, let buffer else {
            if ferror(file) != 0 { StreamFailure.exit(reading: name, code: errno) }
            return nil
        }
        var count = length
        while count > 0, buffer[count - 1] == 10 || buffer[count - 1] == 13 { count -= 1 }
        return String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)
    }

    /// Whether reading on will not wait for input: bytes are buffered, or the descriptor has data
    /// (or its end, or an error, which `next()` then reports). `--jobs` reads ahead only while this
    /// holds, so that the lines it has are answered while slow input (a pipe, a terminal) trickles in.
    /// - Returns: false when reading would block.
    func isReady() -> Bool {
        guard let file else { return true }
        #if canImport(Glibc)
        if file.pointee._IO_read_ptr != file.pointee._IO_read_end { return true }
        #elseif canImport(Darwin)
        if file.pointee._r > 0 { return true }
        #endif
        var descriptor = pollfd(fd: fileno(file), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) != 0
    }

    /// Whether a line is skipped in batch input: blank, or a comment whose first non-blank character is `#`.
    static func isSkipped(_ line: String) -> Bool {
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            return true
        }
        return first == UInt8(ascii: "#")
    }
}
