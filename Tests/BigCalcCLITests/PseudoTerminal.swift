import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bigcalc` running in a pseudo-terminal (`forkpty`), driven like a person at a keyboard: keys are
/// written to the terminal, and what the program shows is read back until an expected text appears.
final class PseudoTerminal {
    /// The terminal's controlling side.
    private let master: Int32
    /// The child's process id.
    let pid: pid_t
    /// Everything the program wrote so far (escape sequences included).
    private(set) var transcript = ""
    /// The exit status, once the program has ended.
    private(set) var exitStatus: Int32?

    /// Starts `bigcalc arguments…` with `environment` added to this process's environment.
    /// - Parameters:
    ///   - arguments: the arguments.
    ///   - environment: variables to set (or override).
    init(_ arguments: [String] = [], environment: [String: String]) throws {
        var variables = ProcessInfo.processInfo.environment
        variables["TERM"] = "xterm"
        variables.removeValue(forKey: "BIGCALC_NO_HISTORY")
        variables.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { variables[key] = value }
        // Everything the child needs is prepared before fork: it only calls execve.
        guard let path = strdup(BigCalcTool.executable.path) else { throw POSIXError(.ENOMEM) }
        let argv = ([path] + arguments.map { strdup($0) }) + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }  // path included
            envp.forEach { free($0) }
        }
        var master: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            execve(path, argv, envp)
            _exit(127)
        }
        guard pid > 0 else { throw POSIXError(.EAGAIN) }
        self.master = master
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `keys` (text and control characters: `"\r"` Enter, `"\u{1B}[A"` Up, `"\u{3}"` Ctrl-C).
    /// Unless `anyMode`, first waits until the line editor has the terminal in its raw mode: keys
    /// typed before that would be taken by the kernel's line discipline (DEL erasing, Ctrl-D ending).
    func type(_ keys: String, anyMode: Bool = false) {
        if !anyMode { waitForEditing() }
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits (at most 10 s) until the terminal is out of canonical mode: libedit is reading keys.
    private func waitForEditing() {
        let deadline = Date().addingTimeInterval(10)
        var modes = termios()
        while Date() < deadline, tcgetattr(master, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 {
            _ = readSome(until: Date().addingTimeInterval(0.005))
        }
    }

    /// Reads until the output after what was already matched contains `text`, or `seconds` pass.
    /// - Returns: whether it appeared.
    @discardableResult
    func expect(_ text: String, within seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let range = transcript.range(of: text) {
                transcript = String(transcript[range.upperBound...])
                return true
            }
            guard readSome(until: deadline) else { return transcript.contains(text) }
        }
        return false
    }

    /// Waits for the program to end; returns its exit status (128 + n for signal n), or nil after `seconds`.
    func waitForExit(within seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                return exitStatus
            }
            _ = readSome(until: Date().addingTimeInterval(0.05))
        }
        return nil
    }

    /// Reads what is there within the time left; false at the end of the output.
    private func readSome(until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(200, deadline.timeIntervalSinceNow * 1000)))
        guard poll(&descriptor, 1, milliseconds) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        transcript += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }

    /// A fresh directory for `HOME` and `XDG_STATE_HOME`.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bigcalc-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
