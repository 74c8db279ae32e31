import BigNumber
import Foundation
import Testing

/// The matrix types as values: copy-on-write, rows as a collection, Codable, errors with shapes,
/// the entry limit, conversions.
@Suite struct MatrixTests {
    private static func q(_ n: Int, _ d: Int = 1) -> BigRational { BigRational(numerator: BigInt(n), denominator: BigInt(d)) ?? BigRational(0) }

    @Test func writingACopyLeavesTheOriginal() throws {
        let original = try RationalMatrix(integers: [[1, 2], [3, 4]])
        var copy = original
        copy[0, 1] = Self.q(7, 2)
        #expect(original[0, 1] == Self.q(2))
        #expect(copy[0, 1] == Self.q(7, 2))
        #expect(copy != original)

        let balls = original.ballMatrix(precision: 64)
        var ballCopy = balls
        ballCopy[1, 0] = BigBall(9)
        #expect(balls[1, 0].exactInteger == BigInt(3) && ballCopy[1, 0].exactInteger == BigInt(9))

        let complex = balls.complexMatrix
        var complexCopy = complex
        complexCopy[0, 0] = BigComplexBall(real: BigBall(0), imaginary: BigBall(1))
        #expect(complex.isReal && !complexCopy.isReal)
        #expect(complex[0, 0].real.exactInteger == BigInt(1))
    }

    @Test func rowsAreACollection() throws {
        let m = try RationalMatrix(integers: [[1, 2, 3], [4, 5, 6]])
        #expect(m.count == 2 && m.shape == MatrixShape(rows: 2, columns: 3))
        #expect(m.map { $0.count } == [3, 3])
        #expect(m[1] == [Self.q(4), Self.q(5), Self.q(6)])
        #expect(m.entry(2, 0) == nil && m.entry(0, 3) == nil && m.entry(1, 2) == Self.q(6))
        #expect(m.description == "[[1, 2, 3], [4, 5, 6]]")
        #expect(try RationalMatrix([]).shape == MatrixShape(rows: 0, columns: 0))
        #expect(try RationalMatrix.identity(3).trace() == Self.q(3))
    }

    @Test func codableRoundTripsKeepEveryValue() throws {
        let exact = try RationalMatrix([[Self.q(1, 3), Self.q(-7, 2)], [Self.q(0), Self.q(5)]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = try encoder.encode(exact)
        #expect(String(decoding: data, as: UTF8.self).contains("\"1/3\""))
        #expect(try JSONDecoder().decode(RationalMatrix.self, from: data) == exact)

        let balls = exact.ballMatrix(precision: 80)
        #expect(!balls.isExact)
        #expect(try JSONDecoder().decode(BallMatrix.self, from: JSONEncoder().encode(balls)) == balls)

        var complex = balls.complexMatrix
        complex[1, 0] = BigComplexBall(real: BigBall(Self.q(1, 7), precision: 90), imaginary: BigBall(Self.q(-2, 9), precision: 70))
        #expect(try JSONDecoder().decode(ComplexBallMatrix.self, from: JSONEncoder().encode(complex)) == complex)

        let wide = try RationalMatrix(rows: 0, columns: 4)
        #expect(try JSONDecoder().decode(RationalMatrix.self, from: JSONEncoder().encode(wide)).shape == wide.shape)
    }

    @Test(arguments: [
        #"{"rows": 1, "columns": 2, "entries": [["1"]]}"#,
        #"{"rows": 2000, "columns": 2000, "entries": []}"#,
        #"{"rows": -1, "columns": 0, "entries": []}"#,
        #"{"rows": 1, "columns": 1, "entries": [["1/0"]]}"#,
    ])
    func corruptExactMatricesAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RationalMatrix.self, from: Data(json.utf8)) }
    }

    @Test(arguments: ["1 0 0", "1 0 0 x", "1 0 0 0 0", "1  0 0 0", "", "\u{0}1 0 0 0"])
    func corruptBallsAreRefused(ball: String) {
        let json = #"{"rows": 1, "columns": 1, "entries": [["\#(ball)"]]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BallMatrix.self, from: Data(json.utf8)) }
    }

    @Test func shapeMismatchesNameBothShapes() throws {
        let a = try RationalMatrix(integers: [[1, 2, 3], [4, 5, 6]])
        let b = try RationalMatrix(integers: [[1, 2], [3, 4]])
        let mismatch = MatrixError.shapeMismatch(operation: "add", left: a.shape, right: b.shape)
        #expect(throws: mismatch) { try a + b }
        #expect(mismatch.description == "add: shapes 2×3 and 2×2 do not match")
        #expect(throws: MatrixError.shapeMismatch(operation: "multiply", left: a.shape, right: a.shape)) { try a * a }
        #expect(throws: MatrixError.notSquare(operation: "determinant", shape: a.shape)) { try a.determinant() }
        #expect(throws: MatrixError.shapeMismatch(operation: "solve", left: b.shape, right: a.transposed().shape)) {
            try b.solve(a.transposed())
        }
        let balls = a.ballMatrix(precision: 64)
        #expect(throws: MatrixError.notSquare(operation: "inverse", shape: a.shape)) { try balls.inverse(precision: 64) }
        #expect(throws: MatrixError.shapeMismatch(operation: "subtract", left: a.shape, right: b.shape)) {
            try BallMatrix.subtract(balls, b.ballMatrix(precision: 64), precision: 64)
        }
        #expect(throws: MatrixError.notSquare(operation: "eigenvalues", shape: a.shape)) { try balls.complexMatrix.eigenvalues(precision: 64) }
    }

    @Test func raggedRowsAndOversizedShapesAreErrors() {
        #expect(throws: MatrixError.ragged(row: 2, count: 1, expected: 2)) { try RationalMatrix(integers: [[1, 2], [3]]) }
        let limit = MatrixShape.maximumEntryCount
        #expect(throws: MatrixError.tooLarge(rows: 1025, columns: 1024, limit: limit)) { try BallMatrix(rows: 1025, columns: 1024) }
        #expect(throws: MatrixError.tooLarge(rows: Int.max, columns: 2, limit: limit)) { try RationalMatrix(rows: Int.max, columns: 2) }
        #expect(throws: MatrixError.tooLarge(rows: -1, columns: 2, limit: limit)) { try ComplexBallMatrix(rows: -1, columns: 2) }
        #expect(throws: MatrixError.tooLarge(rows: 3, columns: 3, limit: 8)) { try RationalMatrix.identity(3, limit: 8) }
        #expect(throws: MatrixError.tooLarge(rows: 2000, columns: 2000, limit: limit)) {
            try RationalMatrix.multiply(RationalMatrix(rows: 2000, columns: 1), RationalMatrix(rows: 1, columns: 2000))
        }
    }

    @Test func aSingularBallMatrixIsUndecidedNeverInverted() throws {
        let singular = try RationalMatrix(integers: [[1, 2, 3], [4, 5, 6], [7, 8, 9]]).ballMatrix(precision: 128)
        #expect(throws: MatrixError.singularityUndecided(operation: "inverse", precision: 128)) { try singular.inverse(precision: 128) }
        #expect(throws: MatrixError.singularityUndecided(operation: "solve", precision: 128)) {
            try singular.solve(BallMatrix.identity(3), precision: 128)
        }
        #expect(try singular.determinant(precision: 128).contains(0))
        var wide = try RationalMatrix(integers: [[1, 2], [2, 4]]).ballMatrix(precision: 64)
        wide[1, 1] = BigBall(spanning: BigFloat(3.9, precision: 64), BigFloat(4.1, precision: 64), precision: 64)
        #expect(throws: MatrixError.singularityUndecided(operation: "inverse", precision: 64)) { try wide.complexMatrix.inverse(precision: 64) }
    }

    @Test func exactOperatorsAndEmptyMatrices() throws {
        let a = try RationalMatrix(integers: [[1, 2], [3, 4]])
        #expect(try a - a == RationalMatrix(rows: 2, columns: 2))
        #expect(try a + a == Self.q(2) * a && a * Self.q(2) == -(-Self.q(2) * a))
        #expect(try a * a.inverse() == RationalMatrix.identity(2))
        let empty = try RationalMatrix(rows: 0, columns: 0)
        #expect(try empty.determinant() == Self.q(1) && empty.rank == 0)
        #expect(try empty.characteristicPolynomial() == [Self.q(1)])
        #expect(try empty.inverse() == empty)
        #expect(try empty.ballMatrix(precision: 64).complexMatrix.eigenvalues(precision: 64).values.isEmpty)
    }

    @Test func eigenvectorsOfASymmetricMatrixSatisfyTheirEquation() throws {
        let a = try RationalMatrix(integers: [[2, 1], [1, 2]]).ballMatrix(precision: 128).complexMatrix
        let (values, vectors) = try a.eigenvectors(precision: 128)
        #expect(values.count == 2 && vectors.shape == a.shape)
        // A·v − λ·v contains 0 for each eigenpair.
        let av = try ComplexBallMatrix.multiply(a, vectors, precision: 128)
        for k in 0..<2 {
            for i in 0..<2 {
                let residual = BigComplexBall.subtract(av[i, k], BigComplexBall.multiply(values[k], vectors[i, k], precision: 128), precision: 128)
                #expect(residual.real.contains(0) && residual.imaginary.contains(0))
            }
        }
        #expect(values.contains { $0.real.contains(1) } && values.contains { $0.real.contains(3) })
    }

    @Test func aRepeatedEigenvalueIsEnclosedAsACluster() throws {
        let a = try RationalMatrix(integers: [[2, 0], [0, 2]]).ballMatrix(precision: 64).complexMatrix
        let eigenvalues = try a.eigenvalues(precision: 64)
        #expect(!eigenvalues.areSimple)
        #expect(eigenvalues.values.count == 2 && eigenvalues.values.allSatisfy { $0.real.contains(2) && $0.imaginary.contains(0) })
        #expect(throws: MatrixError.eigenvaluesUndecided(precision: 64)) { try a.eigenvectors(precision: 64) }
    }

    @Test func conjugateTransposeAndConversions() throws {
        var z = try ComplexBallMatrix(rows: 1, columns: 2)
        z[0, 1] = BigComplexBall(real: BigBall(3), imaginary: BigBall(4))
        let h = z.conjugateTransposed()
        #expect(h.shape == MatrixShape(rows: 2, columns: 1))
        #expect(h[1, 0].imaginary.exactInteger == BigInt(-4) && z.transposed()[1, 0].imaginary.exactInteger == BigInt(4))
        #expect(z.frobeniusNorm(precision: 64).exactInteger == BigInt(5))
        let third = try RationalMatrix([[Self.q(1, 3)]])
        #expect(third.ballMatrix(precision: 64).contains(third) && !third.ballMatrix(precision: 64).isExact)
        #expect(try RationalMatrix(integers: [[3]]).ballMatrix(precision: 64).isExact)
    }

    @Test func emptyShapesReachFlintAndArbSafely() throws {
        let empty = try RationalMatrix(rows: 0, columns: 0)
        #expect(try empty.solve(RationalMatrix(rows: 0, columns: 3)).shape == MatrixShape(rows: 0, columns: 3))
        #expect(try RationalMatrix(rows: 0, columns: 3).rank == 0 && RationalMatrix(rows: 3, columns: 0).rank == 0)
        #expect(try RationalMatrix(rows: 2, columns: 0) * RationalMatrix(rows: 0, columns: 3) == RationalMatrix(rows: 2, columns: 3))
        let balls = empty.ballMatrix(precision: 64)
        #expect(try balls.inverse(precision: 64).shape == empty.shape)
        #expect(try balls.determinant(precision: 64).exactInteger == BigInt(1) && balls.frobeniusNorm(precision: 64).isZero)
        #expect(try BallMatrix.multiply(BallMatrix(rows: 2, columns: 0), BallMatrix(rows: 0, columns: 3), precision: 64).isExact)
    }

    @Test func aNonFiniteEntryIsUndecidedNeverATrap() throws {
        var m = try BallMatrix.identity(3)
        m[1, 1] = BigBall(BigFloat(Double.nan, precision: 64))
        #expect(!m.isFinite)
        #expect(throws: MatrixError.eigenvaluesUndecided(precision: 64)) { try m.complexMatrix.eigenvalues(precision: 64) }
        #expect(throws: MatrixError.singularityUndecided(operation: "inverse", precision: 64)) { try m.inverse(precision: 64) }
        let hilbert = try RationalMatrix((1...12).map { i in (1...12).map { j in Self.q(1, i + j - 1) } })
        #expect(throws: MatrixError.singularityUndecided(operation: "inverse", precision: 30)) { try hilbert.ballMatrix(precision: 30).inverse(precision: 30) }
        #expect(try hilbert.ballMatrix(precision: 200).complexMatrix.eigenvalues(precision: 200).areSimple)
    }

    @Test func theEnclosureCheckRejectsAWrongReferenceAndAWideBall() {
        let third = BigBall(Self.q(1, 3), precision: 100)
        #expect(MatrixText.encloses(third, "0.33333333333333333333333333333333333333333333333", bits: 100, slack: 4))
        #expect(!MatrixText.encloses(third, "0.3333333333333333333333333334", bits: 100, slack: 4))
        #expect(!MatrixText.encloses(BigBall(Self.q(1, 3), precision: 40), "0.333333333333333333333333333333333333", bits: 100, slack: 4))
    }
}
