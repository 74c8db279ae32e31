import Foundation
import TestSupport

/// One row of a tab-separated reference file written by `Tests/References/generate_bignumber.py` or `generate_bigint.py`.
struct ReferenceRow: Sendable, CustomStringConvertible {
    /// The first column: a function, constant or operation name.
    let name: String
    /// The arguments (the middle column, split at commas); empty for constants.
    let arguments: [String]
    /// The last column: the expected value.
    let expected: String

    var description: String { "\(name)(\(arguments.joined(separator: ", ")))" }

    /// The rows of `Resources/<name>.tsv`, without comment lines; empty when the file is missing
    /// (the row-count tests then fail).
    static func load(_ name: String) -> [ReferenceRow] {
        ReferenceTable.rows(named: name, in: .module).compactMap { columns in
            switch columns.count {
            case 2: return ReferenceRow(name: columns[0], arguments: [], expected: columns[1])
            case 3:
                return ReferenceRow(
                    name: columns[0], arguments: columns[1].split(separator: ",").map(String.init), expected: columns[2])
            default: return nil
            }
        }
    }

    static let constants = load("constants")
    static let functions = load("functions")
    static let integers = load("integers")
    static let bigInts = load("bigint")

    /// The rows of `bigint.tsv` (written by `generate_bigint.py`) for one operation.
    static func bigInt(_ operations: String...) -> [ReferenceRow] {
        bigInts.filter { operations.contains($0.name) }
    }
}
