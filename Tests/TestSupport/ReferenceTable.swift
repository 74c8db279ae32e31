import Foundation

/// The reference tables the test targets check against: tab-separated files written by the
/// generators in `Tests/References/` (mpmath, Python integers), and the numbers in them.
public enum ReferenceTable {
    /// The rows of the tab-separated file at `url`, each split at tabs into its fields (empty fields
    /// kept). Lines starting with `#` are comments and are left out, as are empty lines.
    ///
    /// Empty when the file cannot be read, so that a test counting the rows fails instead of the
    /// whole test target stopping.
    public static func rows(at url: URL) -> [[String]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The rows of `Resources/<name>.tsv` in `bundle`, as `rows(at:)` reads them; empty when the
    /// bundle has no such file.
    ///
    /// Pass the test target's own `Bundle.module` (each target has its own, so this module cannot
    /// name it): `ReferenceTable.rows(named: "functions", in: .module)`.
    public static func rows(named name: String, in bundle: Bundle) -> [[String]] {
        guard let url = bundle.url(forResource: name, withExtension: "tsv", subdirectory: "Resources") else { return [] }
        return rows(at: url)
    }

    /// A reference number in mpmath's `nstr` form (`-1.25e-7`, `3.5`, `1.0e+20`, `0`) as its sign,
    /// its digits without the point and the exponent written after `e` (0 when there is none).
    ///
    /// Zero, whatever its sign or number of digits, is `(false, "0", 0)`.
    public static func parts(ofReference text: String) -> (negative: Bool, digits: String, exponent: Int) {
        let pieces = text.split(separator: "e")
        let mantissa = String(pieces[0])
        let exponent = pieces.count > 1 ? Int(pieces[1].replacingOccurrences(of: "+", with: "")) ?? 0 : 0
        let negative = mantissa.hasPrefix("-")
        let digits = mantissa.filter(\.isNumber)
        if digits.allSatisfy({ $0 == "0" }) { return (false, "0", 0) }
        return (negative, digits, exponent)
    }
}

/// One row of a table of expressions (`special.tsv`, `property.tsv`, `edges.tsv`): a BigCalc
/// expression, the significant digits to evaluate it to, and the expected outcome — a value in
/// `nstr` form (see `ReferenceTable.parts(ofReference:)`) or a marker such as `error:words`.
public struct ExpressionReference: Sendable, CustomStringConvertible {
    /// The expression as a user types it.
    public let expression: String
    /// The significant digits asked for.
    public let digits: Int
    /// The expected outcome, as the table writes it.
    public let expected: String

    /// `"zeta(3) at 30 digits"`.
    public var description: String { "\(expression) at \(digits) digits" }
}

extension ReferenceTable {
    /// The rows of `Resources/<name>.tsv` in `bundle` whose first three fields are an expression,
    /// a number of digits and an expected outcome; other rows are left out.
    /// - Parameters:
    ///   - name: the table's name.
    ///   - bundle: the test target's `Bundle.module`.
    /// - Returns: the rows.
    public static func expressions(named name: String, in bundle: Bundle) -> [ExpressionReference] {
        rows(named: name, in: bundle).compactMap { fields in
            guard fields.count >= 3, let digits = Int(fields[1]) else { return nil }
            return ExpressionReference(expression: fields[0], digits: digits, expected: fields[2])
        }
    }
}
