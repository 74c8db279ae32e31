import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// The catalog, row by row: each `CatalogOperation` has its row, its spellings parse to it, and an
/// expression using it evaluates to an independent reference (mpmath, `Tests/References/generate_catalog.py`).
/// Renaming a spelling, or losing a row's exact or BigFloat behaviour, fails here.
@Suite struct CatalogTests {
    /// One line of `catalog.tsv`.
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let expression: String
        let reference: String
        var description: String { "\(name): \(expression)" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "catalog", in: .module).map {
        Row(name: $0[0], expression: $0[1], reference: $0[2])
    }

    /// The table's row for `operation`, by its case name.
    static func row(for operation: CatalogOperation) -> Row? {
        rows.first { $0.name == String(describing: operation) }
    }

    @Test("Every operation has a reference row", arguments: CatalogOperation.allCases)
    func everyOperationHasAReference(_ operation: CatalogOperation) {
        #expect(Self.row(for: operation) != nil, "no row in catalog.tsv for \(operation)")
        #expect(Self.rows.count == CatalogOperation.allCases.count)
    }

    @Test("Each row describes its own operation, and each of its names parses to it", arguments: CatalogOperation.allCases)
    func rowsAreConsistent(_ operation: CatalogOperation) throws {
        let row = operation.row
        #expect(row.operation == operation)
        #expect(!row.names.isEmpty)
        #expect(!row.summary.isEmpty)
        if let key = row.key {
            #expect(OperationCatalog.operation(forKey: key) == operation)
        }
        guard let arity = row.arity else { return }
        for name in row.names {
            #expect(OperationCatalog.operations(named: name)?.operation(arity: arity) != nil, "\(name) does not name an operation")
        }
    }

    @Test("Each operation evaluates to its mpmath reference", arguments: rows)
    func evaluatesToReference(_ row: Row) throws {
        guard row.reference != "-" else { return }
        let parsed = try ParsedExpression(parsing: row.expression)
        let operation = try #require(CatalogOperation.allCases.first { String(describing: $0) == row.name })
        #expect(parsed.tree.uses(operation), "\(row.expression) does not use \(operation)")
        let result = try parsed.evaluate(settings: EvaluationSettings(digits: 30))
        let expected = ReferenceTable.parts(ofReference: row.reference)
        let reference = try #require(BigFloat(parsing: row.reference, precision: 200).decimal(significantDigits: 30))
        #expect(TestSupport.parts(of: try #require(result.decimal())) == TestSupport.parts(of: reference),
                "\(row.expression): \(TestSupport.text(result.decimal())) vs \(expected)")
        // Numerical quadrature's digits are an estimate: marked so instead of proven.
        #expect(result.isProven || result.isQuadrature)
    }

    @Test func randomDrawsFromTheUnitInterval() throws {
        let result = try TestSupport.evaluate("rand()")
        let value = try #require(result.approximation)
        #expect(value >= BigFloat(0) && value < BigFloat(1))
    }

    @Test func helpListsEveryExpressionOperationOnce() {
        let help = OperationCatalog.functionHelp()
        #expect(help.count == CatalogOperation.allCases.count - 1)
        #expect(help.contains { $0.hasPrefix("sqrt ") || $0.hasPrefix("√ sqrt ") })
    }
}

extension ExpressionNode {
    /// Whether the tree applies `operation` somewhere.
    func uses(_ operation: CatalogOperation) -> Bool {
        switch self {
        case let .operation(used, operands, _): used == operation || operands.contains { $0.uses(operation) }
        case let .labeled(inner, _), let .angleUnit(_, inner): inner.uses(operation)
        default: false
        }
    }
}

extension CatalogTests {
    /// docs/language.md carries a copy of the catalog's help between two markers; regenerate it from
    /// `OperationCatalog.functionHelp()` when a row changes.
    @Test func languageDocFunctionListIsTheCatalogsHelp() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/language.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- functions: generated from OperationCatalog.functionHelp() -->\n```text\n"))
        let end = try #require(text.range(of: "\n```\n<!-- end of functions -->", range: start.upperBound..<text.endIndex))
        #expect(String(text[start.upperBound..<end.lowerBound]) == OperationCatalog.functionHelp().joined(separator: "\n"))
    }
}
