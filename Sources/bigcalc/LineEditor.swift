import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's line editor, on libedit: Emacs key bindings (arrows, Home/End, Ctrl-A/E/K/W, Ctrl-R
/// incremental search back through the history), multi-byte characters, a history that `history`
/// keeps, Tab completion from `completer`, and Ctrl-C that abandons the line being typed.
/// `~/.editrc` is read, so bindings can be changed there.
final class LineEditor {
    /// What reading a line gave.
    enum Input: Equatable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line typed so far is abandoned; `onEmptyLine` when nothing was typed.
        case interrupted(onEmptyLine: Bool)
        /// Ctrl-D on an empty line, or the end of the input.
        case end
    }

    /// libedit's editor.
    private let editor: OpaquePointer
    /// The history the editor recalls lines from.
    let history: EditHistory
    /// The candidates that complete a word (the letters before the cursor).
    private let completer: (String) -> [String]
    /// The prompt, as C text that libedit reads while the editor lives.
    private let prompt: UnsafeMutablePointer<CChar>
    /// Set when Ctrl-C ended the line being read: whether that line was empty.
    private var interruptedOnEmptyLine: Bool?
    /// The line and cursor of the last Tab that could not complete further: a second Tab there lists.
    private var lastAmbiguousTab: String?

    /// An editor on standard input and output, or nil when libedit cannot start.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - history: the history.
    ///   - completer: the candidates for a word.
    init?(prompt: String, history: EditHistory, completer: @escaping (String) -> [String]) {
        Self.useMultibyteLocale()
        guard let editor = ceditline_init("bigcalc") else { return nil }
        self.editor = editor
        self.history = history
        self.completer = completer
        self.prompt = strdup(prompt)
        ceditline_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        ceditline_set_prompt(editor) { editor in
            guard let editor, let data = ceditline_client_data(editor) else { return nil }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().prompt
        }
        ceditline_set_editor(editor, "emacs")
        ceditline_set_signal(editor, 1)
        ceditline_set_history(editor, history.handle)
        // Ctrl-C reaches the editor as a key (no SIGINT while a line is typed), and ends the line.
        ceditline_setty(editor, "-isig")
        ceditline_add_function(editor, "bigcalc-interrupt", "abandon the line") { editor, _ in
            guard let editor, let data = ceditline_client_data(editor) else { return UInt8(CC_ERROR) }
            let info = ceditline_line(editor).pointee
            Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().interruptedOnEmptyLine = info.lastchar == info.buffer
            ceditline_print("^C\n")
            return UInt8(CC_NEWLINE)
        }
        ceditline_bind(editor, "^C", "bigcalc-interrupt")
        ceditline_add_function(editor, "bigcalc-complete", "complete the word before the cursor") { editor, _ in
            guard let editor, let data = ceditline_client_data(editor) else { return UInt8(CC_ERROR) }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete()
        }
        ceditline_bind(editor, "^I", "bigcalc-complete")
        ceditline_bind(editor, "^R", "em-inc-search-prev")
        ceditline_source(editor, nil)
    }

    deinit {
        ceditline_end(editor)
        free(prompt)
    }

    /// Reads one line.
    /// - Returns: the line, `interrupted` after Ctrl-C, or `end` after Ctrl-D on an empty line.
    func read() -> Input {
        interruptedOnEmptyLine = nil
        var count: Int32 = 0
        let text = ceditline_gets(editor, &count)
        // Ctrl-C on an empty line ends it with no text, as Ctrl-D does: the flag tells them apart.
        if let interruptedOnEmptyLine { return .interrupted(onEmptyLine: interruptedOnEmptyLine) }
        guard let text else {
            return count < 0 && errno == EINTR ? .interrupted(onEmptyLine: true) : .end
        }
        var line = String(cString: text)
        while let last = line.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { line.removeLast() }
        return .line(line)
    }

    /// Tab: completes the word before the cursor as far as its candidates agree; when they agree
    /// no further, a second Tab lists them.
    private func complete() -> UInt8 {
        let info = ceditline_line(editor).pointee
        let before = String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer), as: UTF8.self)
        let word = String(before.reversed().prefix(while: Self.isWordCharacter).reversed())
        let candidates = completer(word)
        guard let first = candidates.first else { return UInt8(CC_REFRESH_BEEP) }
        let common = candidates.dropFirst().reduce(first) { $0.sharedPrefix(with: $1) }
        if common.count > word.count {
            lastAmbiguousTab = nil
            let rest = String(common.dropFirst(word.count))
            ceditline_insertstr(editor, rest)
            return UInt8(CC_REFRESH)
        }
        guard candidates.count > 1 else { return UInt8(CC_REFRESH) }
        let state = before + "\u{0}" + String(cString: info.buffer)
        defer { lastAmbiguousTab = state }
        guard lastAmbiguousTab == state else { return UInt8(CC_REFRESH_BEEP) }
        ceditline_print("\n" + Self.columns(candidates) + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// Whether `character` can be part of a word that Tab completes: a name, `:digits`, `$2`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == ":" || character == "$"
    }

    /// The candidates in columns as wide as the longest, across an 80-column line.
    static func columns(_ words: [String]) -> String {
        let width = (words.map(\.count).max() ?? 0) + 2
        let perLine = Swift.max(1, 80 / width)
        var lines: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<Swift.min(words.count, index + perLine)]
            lines.append(row.map { $0.padded(to: width) }.joined().trimmingSpaces)
            index += perLine
        }
        return lines.joined(separator: "\n")
    }

    /// Makes the C library read UTF-8 (so that `π`, `√` and `×` are edited as one character each):
    /// the user's locale when it is UTF-8, else `C.UTF-8`. Only character classification changes.
    private static func useMultibyteLocale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
    }
}

extension String {
    /// The longest common prefix of two strings, by characters.
    func sharedPrefix(with other: String) -> String {
        String(zip(self, other).prefix { $0 == $1 }.map(\.0))
    }
}
