import BigNumber
import Testing

/// The matrix types against `matrices.tsv`: exact results equal Python's fractions; every ball
/// result contains mpmath's value at 4× the precision, with a radius bound.
@Suite struct MatrixReferenceTests {
    @Test func theTableHasEveryCase() {
        #expect(MatrixCase.of("exact").count == 39)
        #expect(MatrixCase.of("ball").count == 44)
        #expect(MatrixCase.of("complex").count == 8)
    }

    @Test(arguments: MatrixCase.of("exact"))
    func exactResultsEqualFractions(_ c: MatrixCase) throws {
        let m = try MatrixText.rationalMatrix(c.matrix)
        switch c.operation {
        case "det": #expect(try m.determinant() == MatrixText.rational(c.expected))
        case "trace": #expect(try m.trace() == MatrixText.rational(c.expected))
        case "rank": #expect(m.rank == Int(c.expected))
        case "charpoly": #expect(try m.characteristicPolynomial() == c.expected.split(separator: ",").map { MatrixText.rational(String($0)) })
        case "transpose": #expect(m.transposed() == (try MatrixText.rationalMatrix(c.expected)))
        case "multiply": #expect(try m * MatrixText.rationalMatrix(c.argument) == MatrixText.rationalMatrix(c.expected))
        case "inverse" where c.expected == "singular":
            #expect(throws: MatrixError.singular(operation: "inverse")) { try m.inverse() }
        case "inverse": #expect(try m.inverse() == MatrixText.rationalMatrix(c.expected))
        case "solve" where c.expected == "singular":
            let b = try MatrixText.rationalMatrix(c.argument)
            #expect(throws: MatrixError.singular(operation: "solve")) { try m.solve(b) }
        case "solve":
            let x = try m.solve(MatrixText.rationalMatrix(c.argument))
            #expect(x == (try MatrixText.rationalMatrix(c.expected)))
            #expect(try m * x == MatrixText.rationalMatrix(c.argument))
        default: Issue.record("unknown operation \(c.operation)")
        }
    }

    @Test(arguments: MatrixCase.of("ball"))
    func ballResultsEncloseMpmath(_ c: MatrixCase) throws {
        let exact = try MatrixText.rationalMatrix(c.matrix)
        let m = exact.ballMatrix(precision: c.bits)
        #expect(m.contains(exact))
        let expected = MatrixText.fields(c.expected).flatMap { $0 }
        let encloses = { (ball: BigBall, text: String) in MatrixText.encloses(ball, text, bits: c.bits, slack: c.slack) }
        switch c.operation {
        case "det": #expect(encloses(try m.determinant(precision: c.bits), c.expected))
        case "trace": #expect(encloses(try m.trace(precision: c.bits), c.expected))
        case "norm": #expect(encloses(m.frobeniusNorm(precision: c.bits), c.expected))
        case "inverse":
            let entries = try m.inverse(precision: c.bits).flatMap { $0 }
            #expect(entries.count == expected.count)
            for (ball, text) in zip(entries, expected) { #expect(encloses(ball, text)) }
        case "solve":
            let b = try MatrixText.rationalMatrix(c.argument).ballMatrix(precision: c.bits)
            let entries = try m.solve(b, precision: c.bits).flatMap { $0 }
            #expect(entries.count == expected.count)
            // The slack of a system is that of its matrix, which the inverse case of it holds.
            let slack = MatrixCase.all.first { $0.kind == "ball" && $0.operation == "det" && $0.matrix == c.matrix && $0.bits == c.bits }?.slack ?? 0
            for (ball, text) in zip(entries, expected) { #expect(MatrixText.encloses(ball, text, bits: c.bits, slack: slack)) }
        case "eig":
            try checkEigenvalues(m.complexMatrix, c)
        default: Issue.record("unknown operation \(c.operation)")
        }
    }

    @Test(arguments: MatrixCase.of("complex"))
    func complexBallResultsEncloseMpmath(_ c: MatrixCase) throws {
        let m = try MatrixText.complexMatrix(c.matrix, bits: c.bits)
        let expected = MatrixText.fields(c.expected).flatMap { $0 }
        switch c.operation {
        case "det": #expect(MatrixText.encloses(try m.determinant(precision: c.bits), c.expected, bits: c.bits, slack: c.slack))
        case "norm": #expect(MatrixText.encloses(m.frobeniusNorm(precision: c.bits), c.expected, bits: c.bits, slack: c.slack))
        case "inverse":
            let entries = try m.inverse(precision: c.bits).flatMap { $0 }
            #expect(entries.count == expected.count)
            for (z, text) in zip(entries, expected) { #expect(MatrixText.encloses(z, text, bits: c.bits, slack: c.slack)) }
        case "eig": try checkEigenvalues(m, c)
        default: Issue.record("unknown operation \(c.operation)")
        }
    }

    /// Every reference eigenvalue lies in exactly one enclosure, and the enclosures are proven simple.
    private func checkEigenvalues(_ m: ComplexBallMatrix, _ c: MatrixCase) throws {
        let eigenvalues = try m.eigenvalues(precision: c.bits)
        let references = c.expected.split(separator: ",").map(String.init)
        #expect(eigenvalues.areSimple)
        #expect(eigenvalues.values.count == references.count)
        for reference in references {
            let holding = eigenvalues.values.filter { MatrixText.encloses($0, reference, bits: c.bits, slack: c.slack) }
            #expect(holding.count == 1, "\(reference.prefix(30))")
        }
    }
}
