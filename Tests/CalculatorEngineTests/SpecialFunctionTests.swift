import BigNumber
import Testing
import TestSupport
@testable import CalculatorEngine

/// The special functions (Γ, lgamma, ψ, x!, ζ and Hurwitz ζ, erf, erfc, agm, B, polygamma, Ei, li,
/// Lambert W, the Bessel and Airy functions, K, E, polylog) at 30 and 1000 digits, against mpmath
/// (`Tests/References/generate_special.py`, which writes `Resources/special.tsv`).
///
/// A value row must print the reference's correctly rounded digits and exponent, proven; a `0` row
/// must be an exact zero; an `error:<words>` row must throw an `ExpressionError` whose message
/// (lower-cased) contains the words. Every function keeps rows, so a dropped one fails here.
@Suite struct SpecialFunctionTests {
    typealias Row = ExpressionReference

    static let rows = ReferenceTable.expressions(named: "special", in: .module)

    /// The functions the table must cover, as `name/arity` of the outermost call (`factorial` for `x!`).
    static let functions = [
        "gamma/1", "lgamma/1", "digamma/1", "factorial", "zeta/1", "zeta/2", "erf/1", "erfc/1", "agm/2",
        "beta/2", "polygamma/2", "Ei/1", "li/1", "W/1", "lambertw/1", "lambertw/2", "besselj/2",
        "bessely/2", "besseli/2", "besselk/2", "airyai/1", "airybi/1", "ellipk/1", "ellipe/1", "polylog/2",
    ]

    /// `name/arity` of the outermost call of `expression` (`besselj(0, 1)` is `besselj/2`,
    /// `lambertw(-exp(-1) + 1e-40)` is `lambertw/1`), or `factorial` for a postfix `!`.
    static func signature(of expression: String) -> String {
        if expression.hasSuffix("!") { return "factorial" }
        guard let open = expression.firstIndex(of: "(") else { return expression }
        var depth = 0
        var commas = 0
        for character in expression[expression.index(after: open)...] {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0: commas += 1
            default: break
            }
        }
        return "\(expression[..<open])/\(commas + 1)"
    }

    /// Digits without trailing zeros (at least one digit stays).
    static func significant(_ digits: String) -> String {
        let trimmed = String(digits.reversed().drop { $0 == "0" }.reversed())
        return trimmed.isEmpty ? "0" : trimmed
    }

    @Test func everyFunctionHasRows() {
        #expect(Self.rows.count >= 100, "special.tsv has \(Self.rows.count) rows")
        for function in Self.functions {
            let rows = Self.rows.filter { Self.signature(of: $0.expression) == function }
            #expect(rows.filter { $0.digits == 30 }.count >= 3, "fewer than 3 rows at 30 digits for \(function)")
            #expect(rows.contains { $0.digits == 1000 }, "no row at 1000 digits for \(function)")
        }
    }

    @Test func everyRowIsOfAListedFunction() {
        for row in Self.rows {
            #expect(Self.functions.contains(Self.signature(of: row.expression)), "\(row.expression)")
            #expect(row.digits == 30 || row.digits == 1000, "\(row)")
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        if row.expected.hasPrefix("error:") {
            TestSupport.expectError(containing: String(row.expected.dropFirst("error:".count)), row) { () throws(ExpressionError) in
                try TestSupport.evaluate(row.expression, digits: row.digits)
            }
            return
        }
        let result = try TestSupport.evaluate(row.expression, digits: row.digits)
        if row.expected == "0" {
            #expect(result.exact == BigRational(0), "\(row): not an exact zero, got \(TestSupport.text(result.decimal()))")
            return
        }
        try TestSupport.expectDigits(of: result, row.expected, row)
        #expect(result.isProven, "\(row): not proven")
    }
}
