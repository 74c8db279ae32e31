import BigNumber
import Foundation
@testable import CalculatorEngine

/// Helpers shared by the expression tests.
enum TestSupport {
    /// The rows of a tab-separated resource file, without comment lines.
    static func rows(_ name: String) -> [[String]] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
    }

    /// A reference in mpmath's `nstr` form (`-1.25e-7`, `3.5`, `0`) as sign, digits and exponent.
    static func parts(ofReference text: String) -> (negative: Bool, digits: String, exponent: Int) {
        let pieces = text.split(separator: "e")
        let mantissa = String(pieces[0])
        let exponent = pieces.count > 1 ? Int(pieces[1].replacingOccurrences(of: "+", with: "")) ?? 0 : 0
        let negative = mantissa.hasPrefix("-")
        let digits = mantissa.filter(\.isNumber)
        if digits.allSatisfy({ $0 == "0" }) { return (false, "0", 0) }
        return (negative, digits, exponent)
    }

    /// A decimal as sign, digits and exponent, comparable with `parts(ofReference:)`.
    static func parts(of decimal: BigFloat.RoundedDecimal) -> (negative: Bool, digits: String, exponent: Int) {
        let digits = String(decoding: decimal.digits, as: UTF8.self)
        if digits.allSatisfy({ $0 == "0" }) { return (false, "0", 0) }
        return (decimal.isNegative, digits, decimal.exponent)
    }

    /// `d.ddd…e±x` text of a decimal, for readable failure messages.
    static func text(_ decimal: BigFloat.RoundedDecimal?) -> String {
        guard let decimal else { return "nil" }
        let p = parts(of: decimal)
        return (p.negative ? "-" : "") + p.digits + "e\(p.exponent)"
    }

    /// Evaluates one line in a fresh session.
    static func evaluate(_ line: String, digits: Int = 30, angleUnit: AngleUnit = .radians) throws(ExpressionError) -> CalculationResult {
        var session = Session(settings: EvaluationSettings(digits: digits, angleUnit: angleUnit, seed: 7))
        return try session.evaluate(line).result
    }

    /// The printed form of a line's value: `"0.5"` style via the exact fraction, else digits and exponent.
    static func digits(_ line: String, digits: Int = 30) throws(ExpressionError) -> String {
        text(try evaluate(line, digits: digits).decimal())
    }
}
