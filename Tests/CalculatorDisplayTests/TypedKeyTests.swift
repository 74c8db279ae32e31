import CalculatorEngine
import Testing
@testable import CalculatorDisplay

/// The typed keys are exactly the catalog's keys, the memory keys, the digits and the editing keys.
@Suite struct TypedKeyTests {
    /// Every catalog row with a key label is a keypad command, and nothing else is.
    @Test func keypadCommandsAreTheCatalogsKeys() throws {
        let keyed = OperationCatalog.rows.filter { $0.key != nil }
        #expect(KeypadCommand.allCases.count == keyed.count + MemoryKey.allCases.count)
        for row in keyed {
            #expect(KeypadCommand.allCases.contains(.operation(row.operation)))
            #expect(try KeypadCommand(parsing: row.key ?? "") == .operation(row.operation), "\(row.operation)")
        }
        for key in MemoryKey.allCases {
            for spelling in key.spellings { #expect(try KeypadCommand(parsing: spelling) == .memory(key)) }
        }
        for row in OperationCatalog.rows where row.key == nil {
            #expect(!KeypadCommand.allCases.contains(.operation(row.operation)))
        }
    }

    /// Every key parses back from its label; `±` and `EE` are the keypad's editing keys, which type
    /// the sign and exponent of the number being entered instead of the catalog's operations.
    @Test func everyKeyParsesFromItsLabel() throws {
        let shadowed: [KeypadCommand] = [.operation(.negate), .operation(.timesTenToThe)]
        #expect(shadowed.allSatisfy { !CalculatorKey.allCases.contains(.operation($0)) })
        #expect(CalculatorKey.allCases.count == 10 + CalculatorKey.editingKeys.count + KeypadCommand.allCases.count - shadowed.count)
        #expect(Set(CalculatorKey.allCases).count == CalculatorKey.allCases.count)
        for key in CalculatorKey.allCases {
            #expect(try CalculatorKey(parsing: key.label) == key, "\(key.label)")
        }
        #expect(try CalculatorKey(parsing: "±") == .changeSign)
        #expect(try CalculatorKey(parsing: "EE") == .exponent)
    }

    /// Every catalog alias of a key reaches a key (the first row that claims it).
    @Test func everyAliasParses() throws {
        for alias in OperationCatalog.keyAliases {
            #expect(throws: Never.self, "\(alias)") { _ = try CalculatorKey(parsing: alias) }
        }
    }

    @Test(arguments: [("sqr", "sqrt"), ("sine", "sin"), ("", nil), ("12", nil)] as [(String, String?)])
    func unknownSpellingsThrow(_ token: String, _ suggestion: String?) {
        #expect(throws: UnknownKeyError(token: token, suggestion: suggestion)) { try CalculatorKey(parsing: token) }
    }

    /// Every key can be pressed on a fresh keypad and leaves a well-formed display.
    @Test func everyKeyCanBePressed() {
        for key in CalculatorKey.allCases {
            var calculator = Calculator(digits: 12, displayDigits: 12, seed: 1)
            calculator.press(.digit(2))
            let state = calculator.press(key)
            #expect(isWellFormedDisplay(state.display), "\(key.label): \(state.display)")
        }
    }
}
