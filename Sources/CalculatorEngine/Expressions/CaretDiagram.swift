/// The caret diagram under an error: a bounded window of the input line, safe to print on a terminal.
extension ExpressionError {
    /// The widest window of the input line a diagram shows, in printed columns.
    package static let diagramWidth = 80

    /// The input line and, beneath it, a caret under `column` (nil when there is no column).
    ///
    ///     1 + 2)
    ///          ^
    ///
    /// A line longer than `diagramWidth` is shown as a window of that many columns around the
    /// column, with `…` where it was cut; control characters are shown escaped (see
    /// `escapingControlCharacters(_:)`), so the work and the output stay small for any input.
    /// - Parameter line: the line the error was found in.
    /// - Returns: the two lines, or nil when the error has no column.
    public func caretDiagram(for line: String) -> String? {
        guard let column else { return nil }
        let target = line.index(line.startIndex, offsetBy: Swift.max(0, column - 1), limitedBy: line.endIndex) ?? line.endIndex
        // Up to half the window before the column, then as much after it as fits.
        var start = target
        var before = 0
        while start > line.startIndex, before < Self.diagramWidth / 2 {
            let previous = line.index(before: start)
            before += Self.escapedWidth(line[previous])
            start = previous
        }
        var end = target
        var width = before
        while end < line.endIndex, width + Self.escapedWidth(line[end]) <= Self.diagramWidth {
            width += Self.escapedWidth(line[end])
            end = line.index(after: end)
        }
        let head = start > line.startIndex ? "…" : ""
        let tail = end < line.endIndex ? "…" : ""
        let caretOffset = head.count + Self.escapingControlCharacters(String(line[start..<target])).count
        return head + Self.escapingControlCharacters(String(line[start..<end])) + tail + "\n"
            + String(repeating: " ", count: caretOffset) + "^"
    }

    /// `text` with its control characters written as escapes, so that input echoed in a message
    /// cannot drive a terminal: `\e` for escape, `\0` for NUL, `\t`, `\r`, `\n`, `\x01`-style
    /// for the other C0 and C1 controls and DEL.
    /// - Parameter text: the text.
    /// - Returns: the text, unchanged when it has no control characters.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            escaped += isControl(scalar) ? escape(scalar) : String(scalar)
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0: "\\0"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x1B: "\\e"
        default: "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        }
    }

    /// The printed width of `character` once escaped (1 for a character that needs no escape).
    private static func escapedWidth(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + (isControl($1) ? escape($1).count : 0) } == 0
            ? 1 : escapingControlCharacters(String(character)).count
    }
}
