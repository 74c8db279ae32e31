import BigNumber
import Foundation
import Testing
import TestSupport
@testable import CalculatorEngine

/// `sum(f, k, a, inf)` of rational functions of k (at 30 and 300 digits, against PARI/GP's
/// `sumnumrat`), of (−1)^k times one (`sumalt`), `product` of rational functions (`prodnumrat`),
/// and `integrate` of rational functions over infinite ranges (closed forms, `intnum`), proven in
/// closed form, at 30 and 1000 digits against references at 4× the digits
/// (`Tests/References/generate_infinite_sums.py`, which writes `Resources/infinite-sums.tsv`).
///
/// A `proven` row must print the reference's correctly rounded digits, proven, with no method (as
/// a finite sum); a `rigorous` row likewise with the method `.rigorous` (as a rigorous integral);
/// an `exact` row must be that exact value; an `extrapolation` or `quadrature` row must stay an
/// estimate, flagged with that method; an `error` row must throw an error whose message contains
/// the words.
@Suite struct InfiniteSumTests {
    /// One row of the table.
    struct Row: Sendable, CustomStringConvertible {
        let expression: String
        let digits: Int
        let kind: String
        let expected: String
        var description: String { "\(expression) at \(digits) digits" }
    }

    static let rows: [Row] = ReferenceTable.rows(named: "infinite-sums", in: .module).compactMap { columns in
        guard columns.count == 4, let digits = Int(columns[1]) else { return nil }
        return Row(expression: columns[0], digits: digits, kind: columns[2], expected: columns[3])
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.rows.filter { $0.kind == "proven" && $0.digits == 30 }.count >= 20)
        #expect(Self.rows.filter { $0.kind == "proven" && $0.digits == 300 }.count >= 20)
        for form in ["sum((-1)", "product(", "integrate("] {
            #expect(Self.rows.filter { $0.expression.hasPrefix(form) && $0.digits == 1000 }.count >= 6, "too few \(form) rows")
        }
        for kind in ["rigorous", "exact", "extrapolation", "quadrature", "error"] {
            #expect(Self.rows.contains { $0.kind == kind }, "no \(kind) row")
        }
    }

    @Test(arguments: rows)
    func matchesReference(_ row: Row) throws {
        if row.kind == "error" {
            do {
                let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
                Issue.record("\(row): no error, \(result)")
            } catch {
                #expect(error.message.contains(row.expected), "\(row): \(error.message)")
                #expect(error.code == .calculus, "\(row): \(error.code)")
            }
            return
        }
        let result = try CalculusTests.evaluate(row.expression, digits: row.digits)
        if row.kind == "exact" {
            #expect(result.exact == BigRational(row.expected), "\(row): \(String(describing: result.exact))")
            return
        }
        if row.kind == "proven" || row.kind == "rigorous" {
            #expect(result.isProven && !result.isQuadrature && result.method?.rawValue == (row.kind == "proven" ? nil : row.kind),
                    "\(row): not proven")
            try TestSupport.expectDigits(of: result, row.expected, row)
            #expect(result.digits == row.digits, "\(row): only \(result.digits) digits")
            return
        }
        #expect(!result.isProven && result.isQuadrature && result.method?.rawValue == row.kind, "\(row): an estimate that is not flagged")
        let value = try #require(result.approximation)
        let reference = try BigFloat(parsing: row.expected, precision: 4 * row.digits + 64)
        let difference = BigFloat.subtract(value, reference, rounding: .nearestEven)
        let bound = BigFloat.multiply(reference.magnitude, try BigFloat(parsing: "1e-\(Swift.max(1, result.digits - 1))", precision: 64),
                                      rounding: .up)
        #expect(difference.magnitude <= bound, "\(row): \(value) vs \(row.expected)")
    }

    /// A product and a sum whose bodies only look rational at their start, and a sign whose
    /// exponent is not of degree 1, keep today's estimates.
    @Test(arguments: ["product(1 + 1/k^2 + 1/2^k, k, 1, inf)", "sum(1/(k^2 + 1) + 1/2^k, k, 1, inf)",
                      "sum((-1)^(k^2)/k^2, k, 1, inf)"])
    func notRecognisedStaysAnEstimate(_ expression: String) throws {
        let result = try CalculusTests.evaluate(expression, digits: 20)
        #expect(!result.isProven && result.method == .extrapolation, "\(expression)")
    }

    /// The sign (−1)^k is recognised only with an integer exponent of degree 1 in k, squares away,
    /// and is never a factor of a proven product (whose factors must then be positive).
    @Test(arguments: [
        ("sum((-1)^k*(-1)^k/k^2, k, 1, inf)", "1.64493406684822643647"),
        ("sum((-1)^(2*k + 1)/k^3, k, 1, inf)", "-1.20205690315959428540"),
        ("sum((-1)^(-k)/(k + 1), k, 0, inf)", "6.93147180559945309417e-1"),
    ])
    func alternatingSign(_ expression: String, _ expected: String) throws {
        let result = try CalculusTests.evaluate(expression, digits: 21)
        #expect(result.isProven && result.method == nil, "\(expression)")
        try TestSupport.expectDigits(of: result, expected, expression)
    }

    /// A sum of an alternating and a plain rational term is not recognised: an estimate or, as
    /// here, the error that the estimates do not converge, never a proven number.
    @Test func mixedSignsAreNotProven() {
        let result = try? CalculusTests.evaluate("sum((-1)^k/k^2 + 1/k^4, k, 2, inf)", digits: 20)
        #expect(result.map { !$0.isProven } ?? true)
    }

    @Test func alternatingProductIsNotProven() {
        #expect(throws: ExpressionError.self) { try CalculusTests.evaluate("product((-1)^k*(1 + 1/k^2), k, 1, inf)", digits: 20) }
    }
}

/// The closed forms behind proven products, alternating sums and integrals (BigNumber), on small
/// exact cases.
@Suite struct RationalClosedFormTests {
    private static func polynomial(_ c: [Int]) throws -> RationalPolynomial {
        try RationalPolynomial(c.map { BigRational(BigInt($0)) })
    }

    private static func encloses(_ ball: BigBall, _ value: BigBall) -> Bool {
        BigBall.subtract(ball, value, precision: 128).containsZero
    }

    /// Π_{t ≥ 0} (t + 1)(t + 3)/(t + 2)² = Γ(2)²/(Γ(1)Γ(3)) = 1/2; Σ (−1)^t/(t + 1) = ln 2;
    /// ∫_0^∞ dt/(t + 1)² = 1.
    @Test func smallCases() throws {
        let (one, tPlusOne) = (try Self.polynomial([1]), try Self.polynomial([1, 1]))
        let product = try #require(RationalPolynomial.productOverNaturals(try Self.polynomial([3, 4, 1]), try Self.polynomial([4, 4, 1]),
                                                                          precision: 128))
        #expect(Self.encloses(product, BigBall(BigRational(1) / BigRational(2), precision: 128)))
        let sum = try #require(RationalPolynomial.alternatingSumOverNaturals(one, tPlusOne, precision: 128))
        #expect(Self.encloses(sum, BigBall.log(BigBall(2), precision: 128)))
        let integral = try #require(RationalPolynomial.integralOverPositiveReals(one, try Self.polynomial([1, 2, 1]), precision: 128))
        #expect(Self.encloses(integral, BigBall(1)))
    }

    /// Divergent products and integrals with a pole in [0, ∞) have no closed form here.
    @Test func refusals() throws {
        let (one, t, tPlusOne, tPlusTwo) = (try Self.polynomial([1]), try Self.polynomial([0, 1]), try Self.polynomial([1, 1]),
                                            try Self.polynomial([2, 1]))
        let squareMinusOne = try Self.polynomial([-1, 0, 1])
        #expect(!RationalPolynomial.productConverges(tPlusOne, t))
        #expect(RationalPolynomial.productOverNaturals(tPlusTwo, tPlusOne, precision: 64) == nil)
        #expect(RationalPolynomial.integralOverPositiveReals(one, squareMinusOne, precision: 64) == nil)
        #expect(squareMinusOne.nonNegativeRealRoots(precision: 64)?.count == 1)
    }

    /// P(1 − t) for P = t²: 1 − 2t + t².
    @Test func substitution() throws {
        let square = try Self.polynomial([0, 0, 1])
        #expect(square.substituting(offset: BigRational(1), scale: BigRational(-1)) == (try Self.polynomial([1, -2, 1])))
    }
}
