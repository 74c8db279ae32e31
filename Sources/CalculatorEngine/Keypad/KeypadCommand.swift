/// What a keypad key does in a brain: a catalog operation or a memory key.
///
/// The commands are typed: `.operation(.squareRoot)`, `.memory(.add)`. `allCases` lists the
/// keypad's commands, derived from the catalog (every operation whose row has a key label) and the
/// memory keys; text from a user (`"sqrt"`, `"M+"`) becomes a command through
/// `init(parsing:)`, which throws `UnknownKeyError` for anything else.
///
/// ```swift
/// var brain = CalculatorBrain()
/// brain.setOperand(BigFloat(2))
/// brain.perform(.operation(.squareRoot))
/// try brain.perform(KeypadCommand(parsing: "M+"))
/// ```
public enum KeypadCommand: Sendable, Hashable, CaseIterable {
    /// A catalog operation: `+`, `√`, `sin`, `=`, `π`, `Rand`.
    case operation(CatalogOperation)
    /// A memory key.
    case memory(MemoryKey)

    /// The keypad's commands: the catalog's operations that have a key, in catalog order, then the memory keys.
    public static let allCases: [KeypadCommand] =
        OperationCatalog.rows.filter { $0.key != nil }.map { .operation($0.operation) } + MemoryKey.allCases.map { .memory($0) }

    /// The command a key label or alias names (`"√"`, `"sqrt"`, `"M+"`).
    /// - Parameter token: the label or alias.
    /// - Throws: `UnknownKeyError` when no key of the catalog or memory has that spelling.
    public init(parsing token: String) throws(UnknownKeyError) {
        if let operation = OperationCatalog.operation(forKey: token) {
            self = .operation(operation)
        } else if let key = MemoryKey.allCases.first(where: { $0.spellings.contains(token) }) {
            self = .memory(key)
        } else {
            throw UnknownKeyError(token: token, suggestion: NameSuggestion.nearest(
                to: token, among: OperationCatalog.keyLabels + OperationCatalog.keyAliases))
        }
    }

    /// The label of the key (`"√"`, `"M+"`), or the operation's first name for an operation without a key.
    public var label: String {
        switch self {
        case let .operation(operation): operation.row.key ?? operation.row.names[0]
        case let .memory(key): key.spellings[0]
        }
    }
}

/// A key spelling that names no key of the keypad (`"sqr"`), from `KeypadCommand(parsing:)`,
/// `CalculatorKey(parsing:)` or `Calculator.press(token:)`.
public struct UnknownKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that names no key.
    public let token: String
    /// The nearest key spelling, when one is close (`"sqrt"` for `"sqr"`).
    public let suggestion: String?

    /// An error for `token`.
    /// - Parameters:
    ///   - token: the text that names no key.
    ///   - suggestion: the nearest key spelling, if any.
    package init(token: String, suggestion: String? = nil) {
        self.token = token
        self.suggestion = suggestion
    }

    /// `unknown key 'sqr' (did you mean 'sqrt'?)`.
    public var description: String {
        "unknown key '\(token)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }
}

/// The memory keys of a keypad.
public enum MemoryKey: Sendable, Hashable, CaseIterable {
    /// `MC`: forgets the memory.
    case clear
    /// `M+`: adds the displayed value to memory.
    case add
    /// `M−`: subtracts the displayed value from memory.
    case subtract
    /// `MR`: recalls memory as the operand.
    case recall

    /// The key's label followed by its ASCII aliases.
    public var spellings: [String] {
        switch self {
        case .clear: ["MC"]
        case .add: ["M+"]
        case .subtract: ["M−", "M-"]
        case .recall: ["MR"]
        }
    }
}

/// The keypad's keys as help and completion list them.
extension OperationCatalog {
    /// The labels of the keypad's operation keys followed by the memory keys, in catalog order:
    /// `+ − × ÷ = … MC M+ M− MR`.
    package static var keyLabels: [String] {
        rows.compactMap(\.key) + MemoryKey.allCases.map { $0.spellings[0] }
    }

    /// The ASCII aliases of the keypad's keys (`* / ^ sqrt pi M-`): every spelling of a key that
    /// is not its label.
    package static var keyAliases: [String] {
        rows.filter { $0.key != nil }.flatMap { row in row.names.filter { $0 != row.key } }
            + MemoryKey.allCases.flatMap { $0.spellings.dropFirst() }
    }
}
