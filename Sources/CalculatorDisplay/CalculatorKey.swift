import BigNumber
import CalculatorEngine

/// A key of the calculator keypad.
///
/// Keys are typed, so a key that the keypad lacks cannot be written; `allCases` lists them all.
/// Text from a user becomes keys through `init(parsing:)` or `keys(for:)`, which throw
/// `UnknownKeyError` for anything else:
/// ```swift
/// var calculator = Calculator()
/// calculator.press(.digit(9))
/// calculator.press(.operation(.operation(.squareRoot)))   // 3
/// try calculator.press(token: "M+")
/// ```
public enum CalculatorKey: Sendable, Hashable, CaseIterable {
    /// A digit key 0–9 (another number is a programming error and traps when pressed).
    case digit(Int)
    /// The decimal point.
    case point
    /// `EE`: starts the decimal exponent of the number being typed.
    case exponent
    /// `±`: the sign of the number being typed, or negation of the displayed result.
    case changeSign
    /// `⌫`: removes the last typed character.
    case backspace
    /// `C`: clears the number being typed (or the error), keeping pending operations.
    case clear
    /// `AC`: clears everything except memory.
    case allClear
    /// Removes the last step of the calculation.
    case undo
    /// A catalog operation (`+`, `√`, `sin`, `=`, `π`, `Rand`) or a memory key (`MC M+ M− MR`).
    case operation(KeypadCommand)

    /// The keys that edit the entry or the calculation rather than compute: `.`, `EE`, `±`, `⌫`, `C`, `AC`, undo.
    public static let editingKeys: [CalculatorKey] = [.point, .exponent, .changeSign, .backspace, .clear, .allClear, .undo]

    /// The key's label followed by its ASCII aliases (empty for digits and operations, which are
    /// spelled by their digit and by the catalog).
    public var spellings: [String] {
        switch self {
        case .digit, .operation: []
        case .point: [".", ","]
        case .exponent: ["EE", "E"]
        case .changeSign: ["±", "+/-", "neg"]
        case .backspace: ["⌫", "back", "backspace", "del"]
        case .clear: ["C"]
        case .allClear: ["AC"]
        case .undo: ["undo", "↶"]
        }
    }

    /// The editing keys by spelling.
    private static let editingKeysBySpelling: [String: CalculatorKey] = {
        var index: [String: CalculatorKey] = [:]
        for key in editingKeys {
            for spelling in key.spellings { index[spelling] = key }
        }
        return index
    }()

    /// The keys of a keypad for help: digits, the editing keys, then the catalog's and memory keys
    /// (each by its label), and the ASCII aliases of all of them.
    public static var helpText: String {
        let labels = ["0-9"] + editingKeys.map { $0.spellings[0] } + OperationCatalog.keyLabels
        let aliases = editingKeys.flatMap { $0.spellings.dropFirst() } + OperationCatalog.keyAliases
        return "Keys: " + labels.joined(separator: " ") + ".\n\nASCII aliases: " + aliases.joined(separator: " ") + "."
    }

    /// Every key of the keypad: the digits 0–9, the editing keys, then the catalog's keys and the
    /// memory keys (`KeypadCommand.allCases`) except `±`, which is `changeSign` here.
    public static let allCases: [CalculatorKey] = (0...9).map { .digit($0) } + editingKeys
        + KeypadCommand.allCases.filter { editingKeysBySpelling[$0.label] == nil }.map { .operation($0) }

    /// The key's label: its digit, its first spelling, or the catalog's or memory key's label.
    public var label: String {
        switch self {
        case let .digit(digit): String(digit)
        case let .operation(command): command.label
        default: spellings[0]
        }
    }

    /// The key a single token names: a digit, a keypad key (`.`, `EE`, `±`, `back`, `C`, `AC`, `undo`),
    /// or a catalog or memory key by label or alias (`×`, `*`, `sqrt`, `pi`, `^`, `M+`).
    /// - Parameter token: the label or alias.
    /// - Throws: `UnknownKeyError` when no key has that spelling.
    public init(parsing token: String) throws(UnknownKeyError) {
        if token.utf8.count == 1, let byte = token.utf8.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            self = .digit(Int(byte - UInt8(ascii: "0")))
        } else if let key = Self.editingKeysBySpelling[token] {
            self = key
        } else {
            self = .operation(try KeypadCommand(parsing: token))
        }
    }

    /// The keys a token stands for: one key, or a number typed key by key: a decimal literal without a
    /// sign (`73`, `1.5`, `.5`, `1e20`, `2.5e-3`, see `DecimalLiteral`) or one that stops after `EE`
    /// or its minus (`1e`, `1e-`), as digits, `.`, `EE` and `±` for the exponent's minus.
    /// - Parameter token: a key's label or alias, or a number.
    /// - Returns: the keys.
    /// - Throws: `UnknownKeyError` when the token is neither a key nor such a number.
    public static func keys(for token: String) throws(UnknownKeyError) -> [CalculatorKey] {
        let key: CalculatorKey
        do {
            key = try CalculatorKey(parsing: token)
        } catch {
            guard let keys = typedNumber(token) else { throw error }
            return keys
        }
        return [key]
    }

    /// The keys that type the number `token`, or nil when it is not a number (see `keys(for:)`).
    private static func typedNumber(_ token: String) -> [CalculatorKey]? {
        let bytes = Array(token.utf8)
        let literal = DecimalLiteral(scanning: bytes, from: 0)
        guard literal.mantissaDigitCount > 0, !literal.hasExponentSign || literal.isExponentNegative else { return nil }
        var keys = literal.integerDigits.map { digit(bytes[$0]) }
        if literal.hasPoint { keys.append(.point) }
        keys += literal.fractionDigits.map { digit(bytes[$0]) }
        let rest = bytes[literal.end...]
        if literal.hasExponent {
            keys.append(.exponent)
            if literal.isExponentNegative { keys.append(.changeSign) }
            keys += literal.exponentDigits.map { digit(bytes[$0]) }
            return rest.isEmpty ? keys : nil
        }
        // A number typed up to `EE` or `EE ±`: the marker and an optional minus, nothing after.
        guard let marker = rest.first else { return keys }
        guard marker | 0x20 == UInt8(ascii: "e"), rest.count == 1 || rest.dropFirst().elementsEqual([UInt8(ascii: "-")]) else {
            return nil
        }
        keys.append(.exponent)
        if rest.count == 2 { keys.append(.changeSign) }
        return keys
    }

    /// The digit key of an ASCII digit byte.
    private static func digit(_ byte: UInt8) -> CalculatorKey {
        .digit(Int(byte - UInt8(ascii: "0")))
    }
}
