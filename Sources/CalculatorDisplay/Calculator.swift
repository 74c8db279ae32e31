import BigNumber
import CalculatorEngine
import Foundation

/// A keypad calculator: takes key presses and returns what the app shows.
///
/// Combines a `CalculatorBrain` (the calculation), a `KeypadEntry` (the number being typed) and a
/// `DisplayFormatter` (the locale's digits). A press costs one brain step and one formatting of
/// at most `displayDigits` digits, so thousands of presses take milliseconds.
public struct Calculator: Sendable {
    /// The calculation.
    public private(set) var brain: CalculatorBrain
    /// The number being typed, or nil when the display shows a result.
    public private(set) var entry: KeypadEntry?
    /// How numbers are shown.
    public var formatter: DisplayFormatter
    /// The most digits a typed number may have (nil for no limit).
    public var maximumTypedDigits: Int?

    /// The text shown in the error state.
    public static let errorText = "Error"

    /// A calculator computing with `digits` significant decimal digits and showing `displayDigits`.
    /// Typed numbers may have up to `displayDigits` digits unless `maximumTypedDigits` says otherwise.
    public init(profile: CalculatorBrain.Profile = .immediate, digits: Int = 30, angleUnit: AngleUnit = .radians,
                locale: Locale = Locale(identifier: "en_US"), displayDigits: Int = 12, seed: UInt64? = nil) {
        let displayDigits = Swift.max(displayDigits, 1)
        let workingDigits = Swift.max(digits, displayDigits)
        // 64 guard bits keep rounding errors of a chain of steps far below the last displayed digit.
        brain = CalculatorBrain(profile: profile, precision: BigFloat.bits(forDigits: workingDigits) + 64,
                                angleUnit: angleUnit, seed: seed)
        formatter = DisplayFormatter(locale: locale, maximumSignificantDigits: displayDigits)
        maximumTypedDigits = displayDigits
    }

    /// The unit of angles for the trigonometric keys.
    public var angleUnit: AngleUnit {
        get { brain.angleUnit }
        set { brain.angleUnit = newValue }
    }

    /// Presses a key and returns the new display state.
    @discardableResult
    public mutating func press(_ key: CalculatorKey) -> DisplayState {
        send(key)
        return state
    }

    /// Presses a key without formatting the display (for replaying many keys; read `state` afterwards).
    /// In the error state only `AC`, `C`, undo and backspace (which dismiss the error) and the keys that
    /// start a new number (which start over) have an effect.
    public mutating func send(_ key: CalculatorKey) {
        if brain.error != nil {
            switch key {
            case .allClear:
                brain.clear()
                entry = nil
                return
            case .clear, .undo, .backspace:
                brain.clearError()
                entry = nil
                return
            case .digit, .point, .exponent:
                // Typing a number after an error starts over.
                brain.clear()
                entry = nil
            case .changeSign, .operation:
                return
            }
        }
        Self.actions[Self.action(for: key)]?(&self, key)
    }

    /// Presses the keys a token names (see `CalculatorKey.keys(for:)`); nil, pressing nothing, when unknown.
    @discardableResult
    public mutating func press(token: String) -> DisplayState? {
        guard let keys = CalculatorKey.keys(for: token) else { return nil }
        for key in keys { send(key) }
        return state
    }

    /// What the app shows now.
    public var state: DisplayState {
        DisplayState(display: display, description: description, isPending: brain.resultIsPending,
                     clearLabel: clearLabel, error: brain.error?.description, hasMemory: brain.hasMemory)
    }

    /// The main display text.
    public var display: String {
        if brain.error != nil { return Self.errorText }
        if let entry { return formatter.grouped(entry.text) }
        guard let value = brain.value else { return Self.errorText }
        return formatter.string(from: value.approximation, exact: value.exact)
    }

    /// The description of the calculation; empty while a new number is typed with nothing pending.
    public var description: String {
        if entry != nil, !brain.resultIsPending { return "" }
        return brain.description
    }

    /// `C` while a number is typed (a non-empty entry), else `AC`.
    public var clearLabel: String {
        if brain.error == nil, let entry, !entry.isEmpty { return "C" }
        return "AC"
    }

    // MARK: - Key actions

    /// The kinds of keys, for the action table.
    enum Action: Hashable {
        case digit, point, exponent, changeSign, backspace, clear, allClear, undo, operation
    }

    static func action(for key: CalculatorKey) -> Action {
        switch key {
        case .digit: .digit
        case .point: .point
        case .exponent: .exponent
        case .changeSign: .changeSign
        case .backspace: .backspace
        case .clear: .clear
        case .allClear: .allClear
        case .undo: .undo
        case .operation: .operation
        }
    }

    /// What each kind of key does.
    static let actions: [Action: @Sendable (inout Calculator, CalculatorKey) -> Void] = [
        .digit: { calculator, key in
            guard case let .digit(digit) = key else { return }
            calculator.editEntry { $0.appendDigit(digit) }
        },
        .point: { calculator, _ in calculator.editEntry { $0.appendPoint() } },
        .exponent: { calculator, _ in calculator.editEntry { $0.beginExponent() } },
        .changeSign: { calculator, _ in
            if calculator.entry != nil || calculator.brain.isAwaitingOperand || calculator.brain.isEmpty {
                // Typing, or about to type: the sign of the entry (0 becomes -0).
                calculator.editEntry { $0.toggleSign() }
            } else {
                calculator.brain.performOperation("±")
            }
        },
        .backspace: { calculator, _ in calculator.entry?.backspace() },
        .clear: { calculator, _ in calculator.entry = KeypadEntry(maximumDigits: calculator.maximumTypedDigits) },
        .allClear: { calculator, _ in
            calculator.brain.clear()
            calculator.entry = nil
        },
        .undo: { calculator, _ in
            if calculator.entry != nil {
                calculator.entry = nil
            } else {
                calculator.brain.undo()
            }
        },
        .operation: { calculator, key in
            guard case let .operation(symbol) = key else { return }
            calculator.commitEntry()
            calculator.brain.performOperation(symbol)
        },
    ]

    /// Edits the entry, starting a new one when no number is being typed.
    mutating func editEntry(_ edit: (inout KeypadEntry) -> Void) {
        var current = entry ?? KeypadEntry(maximumDigits: maximumTypedDigits)
        edit(&current)
        entry = current
    }

    /// Hands the typed number to the brain.
    mutating func commitEntry() {
        guard let typed = entry else { return }
        entry = nil
        brain.setOperand(decimal: typed.decimalText)
    }
}
