import BigNumber
import CalculatorEngine
import FoundationEssentials

/// A keypad calculator: takes key presses and returns what the app shows.
///
/// Combines a `CalculatorBrain` (the calculation), a `KeypadEntry` (the number being typed) and a
/// `DisplayFormatter` (the locale's digits). A press costs one brain step; reading the display
/// costs one formatting of at most `displayDigits` digits, and for an inexact result a proof: the
/// value's expression tree is evaluated at rising precision until the displayed digits are proven
/// (see `CalculatorBrain.proof(rendering:)`). The proof is made when the display is read, and kept
/// until the next key press.
public struct Calculator: Sendable {
    /// The calculation.
    public private(set) var brain: CalculatorBrain
    /// The number being typed, or nil when the display shows a result.
    public private(set) var entry: KeypadEntry?
    /// How numbers are shown.
    public var formatter: DisplayFormatter
    /// The most digits a typed number may have (nil for no limit).
    public var maximumTypedDigits: Int?
    /// The proof of the displayed value, made on the first read after a key press.
    private var cache = ProofCache()

    /// The text shown in the error state.
    public static let errorText = "Error"

    /// A calculator computing with `digits` significant decimal digits and showing `displayDigits`.
    /// Typed numbers may have up to `displayDigits` digits unless `maximumTypedDigits` says otherwise.
    ///
    /// ```swift
    /// var calculator = Calculator(digits: 40, displayDigits: 12)
    /// for key: CalculatorKey in [.digit(2), .operation(.operation(.squareRoot))] { calculator.press(key) }
    /// calculator.display   // "1.41421356237"
    /// ```
    /// - Parameters:
    ///   - profile: left to right (`.immediate`) or with operator precedence (`.algebraic`).
    ///   - digits: significant digits of the working precision (at least `displayDigits` are used).
    ///   - angleUnit: the unit of angles of the trigonometric keys.
    ///   - locale: the locale of the display's digits and separators.
    ///   - displayDigits: significant digits shown.
    ///   - seed: fixes the sequence of `Rand` (system-random when nil).
    /// - Precondition: `digits` and `displayDigits` are in `EvaluationSettings.allowedDigits`:
    ///   other counts are programming errors and trap (check counts from user input first, with
    ///   `EvaluationSettings.checkedDigits(_:)`).
    public init(profile: CalculatorBrain.Profile = .immediate, digits: Int = 30, angleUnit: AngleUnit = .radians,
                locale: Locale = Locale(identifier: "en_US"), displayDigits: Int = 12, seed: UInt64? = nil) {
        let range = EvaluationSettings.allowedDigits
        precondition(range.contains(digits) && range.contains(displayDigits),
                     "Calculator digits \(digits) and displayDigits \(displayDigits) must be in \(range)")
        // The guard bits of the plan keep rounding errors of a chain of steps far below the last displayed digit.
        brain = CalculatorBrain(profile: profile, plan: PrecisionPlan(keypadDigits: Swift.max(digits, displayDigits)),
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
    /// - Parameter key: the key.
    /// - Returns: the display state after the key.
    @discardableResult
    public mutating func press(_ key: CalculatorKey) -> DisplayState {
        send(key)
        return state
    }

    /// Presses a key without formatting the display (for replaying many keys; read `state` afterwards).
    /// In the error state only `AC`, `C`, undo and backspace (which dismiss the error) and the keys that
    /// start a new number (which start over) have an effect; likewise after the display showed a
    /// division by a heuristic zero, where `C`, undo and backspace take back the step that made it.
    /// - Parameter key: the key.
    public mutating func send(_ key: CalculatorKey) {
        // An error the display showed after re-evaluation (a division by a heuristic zero) acts like
        // the error state; C, undo and ⌫ take back the step that led to it.
        let shownError = brain.error == nil && entry == nil && cache.holdsError
        if isKnownUniquelyReferenced(&cache) {
            cache.clear()
        } else {
            cache = ProofCache()
        }
        if brain.error != nil || shownError {
            switch key {
            case .allClear:
                brain.clear()
                entry = nil
                return
            case .clear, .undo, .backspace:
                if shownError {
                    brain.undo()
                } else {
                    brain.clearError()
                }
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

    /// Presses the keys a token names: a key's label or alias, or a number typed key by key
    /// (see `CalculatorKey.keys(for:)`).
    /// - Parameter token: the text, for example `"√"`, `"sqrt"`, `"M+"` or `"2.5e-3"`.
    /// - Returns: the new display state.
    /// - Throws: `UnknownKeyError`, pressing nothing, when the token names no key and is no number.
    @discardableResult
    public mutating func press(token: String) throws(UnknownKeyError) -> DisplayState {
        for key in try CalculatorKey.keys(for: token) { send(key) }
        return state
    }

    /// What the app shows now.
    public var state: DisplayState {
        let proof = entry == nil ? self.proof : nil
        let error = brain.error ?? proof?.error
        return DisplayState(display: display, description: description, isPending: brain.resultIsPending,
                            clearLabel: clearLabel, error: error?.description, errorCode: error?.code, hasMemory: brain.hasMemory,
                            isProven: proof?.isProven ?? true, isHeuristicZero: proof?.isHeuristicZero ?? false)
    }

    /// The main display text: the typed number, the result (proven by re-evaluation when it is
    /// inexact), or `Error` (also for a division by a heuristic zero).
    public var display: String {
        if brain.error != nil { return Self.errorText }
        if let entry { return formatter.grouped(entry.text) }
        return proof?.text ?? Self.errorText
    }

    /// Whether every digit of the displayed result is confirmed by re-evaluation (true for typed
    /// numbers, exact results and errors; false when the precision limit was reached first, and for
    /// a heuristic zero).
    public var isProven: Bool {
        guard brain.error == nil, entry == nil, let proof else { return true }
        return proof.isProven
    }

    /// The proof of the brain's value rendered with `formatter`, or nil in the error state.
    public var proof: CalculatorBrain.Proof? {
        guard brain.error == nil else { return nil }
        let key = ProofCache.Key(digits: formatter.maximumSignificantDigits, smallestPlainExponent: formatter.smallestPlainExponent,
                                 symbols: formatter.symbols)
        if let cached = cache.proof(for: key) { return cached }
        let formatter = self.formatter
        guard let proof = brain.proof(rendering: { formatter.string(from: $0.approximation, exact: $0.exact) }) else { return nil }
        cache.store(proof, for: key)
        return proof
    }

    /// The description of the calculation. While a number is typed it stays what it was (after
    /// `5 + 6 =`, typing 7 3 shows 73 under `5 + 6 =`) until an operation takes the number.
    public var description: String {
        brain.description
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
                calculator.brain.perform(.operation(.negate))
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
            guard case let .operation(command) = key else { return }
            calculator.commitEntry()
            calculator.brain.perform(command)
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
