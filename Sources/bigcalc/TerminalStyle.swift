#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How error messages and their caret diagrams look: red on a terminal (ANSI SGR 31) unless
/// `NO_COLOR` is set to a non-empty value (https://no-color.org), plain otherwise. Results are never coloured.
struct TerminalStyle: Sendable {
    /// Whether to colour.
    let colours: Bool

    /// No colour.
    static let plain = TerminalStyle(colours: false)

    /// Colour when `descriptor` is a terminal and `NO_COLOR` is unset or empty.
    /// - Parameter descriptor: the file descriptor errors are written to.
    /// - Returns: the style.
    static func forDescriptor(_ descriptor: Int32) -> TerminalStyle {
        let noColour = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return TerminalStyle(colours: isatty(descriptor) != 0 && !noColour)
    }

    /// An error message, red.
    func error(_ text: String) -> String {
        colours ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
    }

    /// A caret diagram (the line, then the caret under the column): the caret line red.
    func caret(_ diagram: String) -> String {
        guard colours, let newline = diagram.lastIndex(of: "\n") else { return error(diagram) }
        return String(diagram[...newline]) + error(String(diagram[diagram.index(after: newline)...]))
    }
}
