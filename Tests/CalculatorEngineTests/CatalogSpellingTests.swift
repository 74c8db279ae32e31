import Testing
import TestSupport
@testable import CalculatorEngine

/// Every row's spellings and keypad label, pinned by a committed table (`Resources/spellings.tsv`):
/// renaming, adding or removing a name or a key label of any row (the key `cosh`, the alias `sgn`)
/// fails here until the table says so too. Values are pinned by `catalog.tsv` (see `CatalogTests`).
@Suite struct CatalogSpellingTests {
    /// One line of `spellings.tsv`: the operation's case name, its key label (nil: no key), its names.
    struct Spelling: Sendable, CustomStringConvertible {
        let operation: String
        let key: String?
        let names: [String]
        var description: String { operation }
    }

    static let table: [Spelling] = ReferenceTable.rows(named: "spellings", in: .module).map { fields in
        Spelling(operation: fields[0], key: fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil,
                 names: Array(fields.dropFirst(2)))
    }

    @Test func theTableHasOneLinePerOperationInCatalogOrder() {
        #expect(Self.table.map(\.operation) == CatalogOperation.allCases.map { String(describing: $0) })
    }

    @Test("Each row keeps its spellings and key label", arguments: CatalogOperation.allCases)
    func spellingsArePinned(_ operation: CatalogOperation) throws {
        let pinned = try #require(Self.table.first { $0.operation == String(describing: operation) },
                                  "no line in spellings.tsv for \(operation)")
        #expect(operation.row.key == pinned.key, "key label of \(operation)")
        #expect(operation.row.names == pinned.names, "spellings of \(operation)")
        if let key = pinned.key {
            #expect(OperationCatalog.operation(forKey: key) == operation, "the key \(key) reaches \(operation)")
        }
    }

    @Test func keyLabelsAreTheTablesInCatalogOrder() {
        let pinned = Self.table.compactMap(\.key)
        #expect(Array(OperationCatalog.keyLabels.prefix(pinned.count)) == pinned)
    }
}
