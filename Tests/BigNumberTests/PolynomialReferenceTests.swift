import BigNumber
import TestSupport
import Testing

/// One case of `Resources/polynomials.tsv`, written by `Tests/References/generate_polynomials.py`
/// (python-flint's exact square-free factorisation and characteristic polynomial, mpmath's
/// `polyroots` at 4× precision).
struct PolynomialCase: Sendable, CustomStringConvertible {
    /// "exact", "eig" or "ball".
    let kind: String
    let bits: Int
    /// The radius slack in bits (see the generator).
    let slack: Int
    /// Coefficients (constant term first) or matrix rows.
    let input: String
    /// The roots as `re:im`, a cluster as `re:im*count`.
    let expected: [String]

    var description: String { "\(kind) \(bits) [\(input.prefix(40))]" }

    static let all: [PolynomialCase] = ReferenceTable.rows(named: "polynomials", in: .module).compactMap { c in
        guard c.count == 5, let bits = Int(c[1]), let slack = Int(c[2]) else { return nil }
        return PolynomialCase(kind: c[0], bits: bits, slack: slack, input: c[3], expected: c[4].split(separator: ",").map(String.init))
    }

    static func of(_ kind: String) -> [PolynomialCase] { all.filter { $0.kind == kind } }

    var coefficients: [BigRational] { input.split(separator: ",").map { MatrixText.rational(String($0)) } }
}

/// Exact roots and eigenvalues, and roots of ball polynomials, against `polynomials.tsv`: every
/// reference root lies in its enclosure, in order, with a radius bound of the case's slack.
@Suite struct PolynomialReferenceTests {
    @Test func theTableHasEveryCase() {
        #expect(PolynomialCase.of("exact").count == 26)
        #expect(PolynomialCase.of("eig").count == 22)
        #expect(PolynomialCase.of("ball").count == 7)
    }

    @Test(arguments: PolynomialCase.of("exact"))
    func exactRootsEncloseMpmath(_ c: PolynomialCase) throws {
        let roots = try RationalPolynomial(c.coefficients).complexRoots(precision: c.bits)
        check(roots, c)
    }

    @Test(arguments: PolynomialCase.of("eig"))
    func exactEigenvaluesEncloseMpmath(_ c: PolynomialCase) throws {
        let eigenvalues = try MatrixText.rationalMatrix(c.input).eigenvalues(precision: c.bits)
        check(eigenvalues, c)
    }

    @Test(arguments: PolynomialCase.of("ball"))
    func ballRootsEncloseMpmath(_ c: PolynomialCase) throws {
        let balls = c.coefficients.map { BigComplexBall(real: BigBall($0, precision: c.bits)) }
        let roots = try ComplexBallPolynomial(balls).roots(precision: c.bits)
        #expect(roots.count == c.expected.count)
        for (root, reference) in zip(roots, c.expected) {
            let parts = reference.split(separator: "*").map(String.init)
            let count = parts.count == 2 ? Int(parts[1]) ?? 0 : 1
            #expect(root.count == count, "\(reference.prefix(30))")
            if count == 1 {
                #expect(MatrixText.encloses(root.ball, parts[0], bits: c.bits, slack: c.slack), "\(reference.prefix(30))")
                // Real coefficients: a real root is proven real.
                #expect(!parts[0].hasSuffix(":0.0") || root.ball.isReal)
            } else {
                #expect(Self.contains(root.ball, parts[0], bits: c.bits), "\(reference.prefix(30))")
            }
        }
    }

    /// The roots in order: each encloses its reference; a real reference root is exactly real.
    private func check(_ roots: [BigComplexBall], _ c: PolynomialCase) {
        #expect(roots.count == c.expected.count)
        for (root, reference) in zip(roots, c.expected) {
            #expect(MatrixText.encloses(root, reference, bits: c.bits, slack: c.slack), "\(reference.prefix(30))")
            #expect(root.isReal == reference.hasSuffix(":0.0"), "\(reference.prefix(30))")
        }
    }

    /// Whether `z` contains the reference `re:im` (no radius bound: a cluster's ball is as wide
    /// as the roots it cannot separate).
    static func contains(_ z: BigComplexBall, _ text: String, bits: Int) -> Bool {
        let parts = text.split(separator: ":").map(String.init)
        let precision = 4 * bits + 64
        return parts.count == 2 && zip([z.real, z.imaginary], parts).allSatisfy { ball, part in
            guard let value = try? BigFloat(parsing: part, precision: precision),
                  let (lower, upper) = try? ball.bounds(precision: precision) else { return false }
            return lower <= value && value <= upper
        }
    }
}
