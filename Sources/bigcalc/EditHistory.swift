import CalculatorEngine
import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's history of lines (libedit's), kept in a file when one is given: loaded at the start,
/// saved after every line (so that a crash loses nothing), each line once (an earlier copy is
/// removed when it is entered again), the last `capacity` lines.
///
/// The file is never rewritten in place: each save writes a new file beside it and renames it
/// over the old one, so that the file is always either the old history or the new one. A file
/// that cannot be read as a history is kept aside as `history.corrupt` (not overwritten), and a
/// history path that is a symbolic link is neither read nor written (it would write to the file
/// the link points to): the history is then kept for the session only, with a warning.
final class EditHistory {
    /// The most lines kept.
    static let capacity = 1000
    /// The environment variable that turns the history file off when it is set (to anything but empty).
    static let disablingVariable = "BIGCALC_NO_HISTORY"

    /// libedit's history.
    let handle: OpaquePointer
    /// The file it is kept in, or nil.
    let path: String?
    /// What the REPL should say about the file when it starts (kept aside, or not used), or nil.
    private(set) var notice: String?
    /// libedit's reply to each request.
    private var event = HistEvent()

    /// A history kept in `path` (read from it when it exists), or in memory only when nil.
    /// - Parameter path: the file, or nil.
    init?(path: String?) {
        guard let handle = ceditline_history_init() else { return nil }
        ceditline_history_set_size(handle, &event, Int32(Self.capacity))
        ceditline_history_set_unique(handle, &event, 1)
        self.handle = handle
        guard let path else {
            self.path = nil
            return
        }
        var status = stat()
        if lstat(path, &status) != 0 {
            self.path = path
        } else if (status.st_mode & S_IFMT) == S_IFLNK {
            self.path = nil
            notice = "the history file \(Self.shown(path)) is a symbolic link; the history of this session is not saved"
        } else {
            self.path = path
            if status.st_size > 0, ceditline_history_load(handle, &event, path) < 0 {
                let aside = path + ".corrupt"
                notice = rename(path, aside) == 0
                    ? "the history file \(Self.shown(path)) could not be read; it was kept as \(Self.shown(aside))"
                    : "the history file \(Self.shown(path)) could not be read"
            }
        }
    }

    deinit { ceditline_history_end(handle) }

    /// Enters `line` (removing an earlier copy) and saves the file.
    /// - Parameter line: the line.
    func add(_ line: String) {
        var duplicates: [Int32] = []
        var status = ceditline_history_first(handle, &event)
        while status >= 0 {
            if let text = event.str, String(cString: text) == line { duplicates.append(event.num) }
            status = ceditline_history_next(handle, &event)
        }
        for number in duplicates { ceditline_history_delete(handle, &event, number) }
        ceditline_history_enter(handle, &event, line)
        save()
    }

    /// Writes the history to a new file beside its file and renames it over the file (creating
    /// the directory), when it has one.
    private func save() {
        guard let path else { return }
        Self.createDirectories(for: path)
        let temporary = path + ".\(getpid()).tmp"
        if ceditline_history_save(handle, &event, temporary) < 0 || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    /// A path as a message shows it: control characters escaped.
    private static func shown(_ path: String) -> String {
        ExpressionError.escapingControlCharacters(path)
    }

    /// The history file: `$XDG_STATE_HOME/bigcalc/history`, else `~/.local/state/bigcalc/history`;
    /// nil when it is turned off (`--no-history`, `BIGCALC_NO_HISTORY`) or no home is known.
    /// - Parameter disabled: whether `--no-history` was given.
    /// - Returns: the path, or nil.
    static func defaultPath(disabled: Bool) -> String? {
        if disabled { return nil }
        if let off = environment(disablingVariable), !off.isEmpty { return nil }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/bigcalc/history" }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/bigcalc/history"
    }

    /// The value of an environment variable, or nil.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Creates the directories above `path` that are missing (mode 0700, as the XDG spec asks).
    private static func createDirectories(for path: String) {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            mkdir(prefix, 0o700)
        }
    }
}
