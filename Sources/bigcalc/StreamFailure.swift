#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What happens when reading the input or writing the output fails: one message on standard
/// error (when standard error itself still works) and the exit status `exitStatus`, so that a
/// full disk or a closed pipe is never mistaken for success. (With SIGPIPE at its default, a
/// closed pipe ends the process quietly with status 141 before any of this.)
enum StreamFailure {
    /// The exit status of a failed read or write: 74, `EX_IOERR` of sysexits.h.
    static let exitStatus: Int32 = 74

    /// Reports that writing `stream` failed with `code` (an `errno`) and ends the process.
    /// - Parameters:
    ///   - stream: the stream's name, "standard output".
    ///   - code: the `errno` of the failed write.
    static func exit(writing stream: String, code: Int32) -> Never {
        report("error writing \(stream): \(String(cString: strerror(code)))")
    }

    /// Reports that reading `source` failed with `code` (an `errno`) and ends the process.
    /// - Parameters:
    ///   - source: what was read, "standard input" or a file name.
    ///   - code: the `errno` of the failed read.
    static func exit(reading source: String, code: Int32) -> Never {
        report("error reading \(source): \(String(cString: strerror(code)))")
    }

    /// Writes `bigcalc: message` to standard error, once, with no buffering (a failure there is
    /// ignored), and ends the process with `exitStatus` without running exit handlers that could write again.
    private static func report(_ message: String) -> Never {
        var line = "bigcalc: " + message + "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(2, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
        }
        _exit(exitStatus)
    }

    /// Makes sure what `print` and the argument parser wrote through the C library's standard
    /// output reaches it: flushes it when the process exits, and reports a failure as `exit(writing:)` does.
    static func checkStandardOutputAtExit() {
        atexit {
            // fflush(NULL) flushes every stream; stdout is the only one bigcalc writes through stdio.
            if fflush(nil) != 0 {
                StreamFailure.exit(writing: "standard output", code: errno)
            }
        }
    }
}
