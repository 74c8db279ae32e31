import BigNumber
import Testing

/// `RationalPolynomial`, `ComplexBallPolynomial` and the eigenvalue rules beside the reference
/// table: factorisation, limits, errors, clusters, and real eigenvalues of Hermitian matrices.
@Suite struct PolynomialTests {
    static func q(_ n: Int, _ d: Int = 1) -> BigRational { BigRational(numerator: BigInt(n), denominator: BigInt(d)) ?? BigRational(0) }

    static func polynomial(_ coefficients: [Int]) throws -> RationalPolynomial {
        try RationalPolynomial(integers: coefficients.map(BigInt.init))
    }

    @Test func squareFreeFactorisationKeepsTheContentAndMultiplicities() throws {
        // (x − 1)²(x + 2) / 2 = (x³ − 3x + 2) / 2
        let p = try RationalPolynomial([Self.q(1), Self.q(-3, 2), Self.q(0), Self.q(1, 2)])
        let factorisation = p.squareFreeFactorization()
        #expect(factorisation.content == Self.q(1, 2))
        let factors = factorisation.factors.map { ($0.polynomial.coefficients, $0.multiplicity) }
        #expect(factors.count == 2)
        #expect(factors.contains { $0.0 == [Self.q(-1), Self.q(1)] && $0.1 == 2 })
        #expect(factors.contains { $0.0 == [Self.q(2), Self.q(1)] && $0.1 == 1 })
        let constant = try Self.polynomial([5]).squareFreeFactorization()
        #expect(constant.content == Self.q(5) && constant.factors.isEmpty)
    }

    @Test(arguments: [
        ([2, -3, 0, 1], [-2, 1, 1]),
        ([0, 0, 1], [0, 0]),
        ([-1, 1], [1]),
        ([7], []),
    ])
    func integerRootsAreExactAndListedWithMultiplicity(_ coefficients: [Int], _ expected: [Int]) throws {
        let roots = try Self.polynomial(coefficients).complexRoots(precision: 64)
        #expect(roots.map { $0.real.exactInteger } == expected.map { BigInt($0) })
        #expect(roots.allSatisfy { $0.isReal })
    }

    @Test func conjugateRootsAreOrderedByImaginaryPart() throws {
        let roots = try Self.polynomial([1, 0, 1]).complexRoots(precision: 64)
        #expect(roots.count == 2 && roots.allSatisfy { !$0.isReal && $0.real.contains(0) })
        #expect(roots[0].imaginary.contains(-1) && roots[1].imaginary.contains(1))
    }

    @Test func aDegreeOfSeveralHundredIsIsolated() throws {
        // x³⁰⁰ − x − 1 (irreducible, so 300 distinct roots).
        let roots = try Self.polynomial([-1, -1] + Array(repeating: 0, count: 298) + [1]).complexRoots(precision: 64)
        #expect(roots.count == 300 && roots.allSatisfy { $0.isFinite })
        #expect(roots.filter(\.isReal).count == 2)
    }

    /// q(10^s · x) for q = (y − 1)(y + 3)(y² + 1) = y⁴ + 2y³ − 2y² + 2y − 3: the roots 10^−s times
    /// −3, −i, i, 1, far from the unit circle where Arb 2's own starting points are (at s = 1000
    /// its `arb_fmpz_poly_complex_roots` does not finish); and q(x^k), solved in x^k.
    @Test(arguments: [(1000, 1), (0, 5), (40, 3)])
    func rootsAtAnyScaleAndOfPolynomialsInAPower(_ scale: Int, _ power: Int) throws {
        let coefficients = [-3, 2, -2, 2, 1]
        var integers = Array(repeating: BigInt(0), count: 4 * power + 1)
        for (i, c) in coefficients.enumerated() {
            integers[i * power] = try BigInt(c) * BigInt(10).power(scale * i * power)
        }
        let roots = try RationalPolynomial(integers: integers).complexRoots(precision: 100)
        #expect(roots.count == 4 * power)
        // Each root r has (10^s r)^k a root of q: a ball holding −3, 1 or ±i.
        let tenToTheScale = try BigBall(BigInt(10).power(scale))
        let powers = roots.map { root in
            let scaled = BigComplexBall.multiply(root, BigComplexBall(real: tenToTheScale, imaginary: BigBall(0)), precision: 200)
            return BigComplexBall.pow(scaled, BigInt(power), precision: 200)
        }
        let hits = [(-3, 0), (1, 0), (0, -1), (0, 1)].map { target in
            powers.filter { $0.real.contains(target.0) && $0.imaginary.contains(target.1) }.count
        }
        #expect(hits == Array(repeating: power, count: 4))
        // x^k = 1 and x^k = −3 have one real solution each for odd k.
        #expect(roots.filter(\.isReal).count == 2)
    }

    @Test func limitsAndTheZeroPolynomialAreTypedErrors() throws {
        #expect(throws: PolynomialError.degreeTooLarge(degree: 4, limit: 3)) { try RationalPolynomial(integers: [1, 0, 0, 0, 1], limit: 3) }
        #expect(try RationalPolynomial(integers: [1, 2, 0, 0], limit: 1).degree == 1)
        let zero = try Self.polynomial([0, 0])
        #expect(zero.isZero && zero.degree == -1 && zero.coefficients.isEmpty)
        #expect(throws: PolynomialError.zeroPolynomial) { try zero.complexRoots(precision: 64) }
        #expect(zero.squareFreeFactorization().content.isZero && zero.squareFreeFactorization().factors.isEmpty)
    }

    @Test func characteristicPolynomialMatchesTheMatrixCoefficients() throws {
        let m = try RationalMatrix(integers: [[1, 2], [3, 4]])
        let p = try RationalPolynomial(characteristicPolynomialOf: m)
        #expect(p.coefficients == (try m.characteristicPolynomial()))
        #expect(p == (try Self.polynomial([-2, -5, 1])))
        let wide = try RationalMatrix(rows: 2, columns: 3)
        #expect(throws: MatrixError.notSquare(operation: "eigenvalues", shape: wide.shape)) { try wide.eigenvalues(precision: 64) }
        #expect(throws: MatrixError.notSquare(operation: "characteristic polynomial", shape: wide.shape)) { try RationalPolynomial(characteristicPolynomialOf: wide) }
        #expect(try RationalMatrix(rows: 0, columns: 0).eigenvalues(precision: 64).isEmpty)
    }

    @Test func ballPolynomialsRefuseAnUnknownDegree() throws {
        let zero = BigComplexBall(real: BigBall())
        let one = BigComplexBall(real: BigBall(1))
        let third = BigBall(Self.q(1, 3), precision: 64)
        let wide = BigComplexBall(real: BigBall.subtract(third, third, precision: 64))
        #expect(throws: PolynomialError.zeroPolynomial) { try ComplexBallPolynomial([zero, zero]) }
        #expect(throws: PolynomialError.leadingCoefficientMayVanish) { try ComplexBallPolynomial([one, wide]) }
        #expect(throws: PolynomialError.degreeTooLarge(degree: 2, limit: 1)) { try ComplexBallPolynomial([one, one, one], limit: 1) }
        #expect(try ComplexBallPolynomial([one, zero]).degree == 0)
        #expect(try ComplexBallPolynomial([one]).roots(precision: 64).isEmpty)
    }

    @Test func aDoubleRootOfBallCoefficientsIsOneClusterOfTwo() throws {
        // x³ − 3x + 2 = (x − 1)²(x + 2) with exact coefficients: 1 cannot be isolated.
        let p = try ComplexBallPolynomial([2, -3, 0, 1].map { BigComplexBall(real: BigBall($0)) })
        let roots = try p.roots(precision: 64)
        #expect(roots.map(\.count) == [1, 2])
        #expect(roots[0].ball.real.contains(-2) && roots[1].ball.real.contains(1) && roots[1].ball.imaginary.contains(0))
    }

    @Test func realSymmetricAndHermitianMatricesHaveExactlyRealEigenvalues() throws {
        let symmetric = try RationalMatrix(integers: [[2, 1, 0], [1, 2, 1], [0, 1, 2]])
        #expect(try symmetric.eigenvalues(precision: 64).allSatisfy { $0.isReal })
        let balls = try RationalMatrix([[Self.q(1, 3), Self.q(1, 7)], [Self.q(1, 7), Self.q(2, 3)]]).ballMatrix(precision: 64).complexMatrix
        #expect(balls.isHermitianAsEnclosed && !balls.isExact)
        #expect(try balls.eigenvalues(precision: 64).values.allSatisfy { $0.isReal })
        // [[2, 1 + i], [1 − i, 3]] has eigenvalues 1 and 4.
        var hermitian = try ComplexBallMatrix(rows: 2, columns: 2)
        hermitian[0, 0] = BigComplexBall(real: BigBall(2))
        hermitian[1, 1] = BigComplexBall(real: BigBall(3))
        hermitian[0, 1] = BigComplexBall(real: BigBall(1), imaginary: BigBall(1))
        hermitian[1, 0] = BigComplexBall(real: BigBall(1), imaginary: BigBall(-1))
        let values = try hermitian.eigenvalues(precision: 64).values
        #expect(values.allSatisfy { $0.isReal } && values.contains { $0.real.contains(1) } && values.contains { $0.real.contains(4) })
        // Not Hermitian as enclosed: a transposed entry that is not the conjugate, or a ball of another radius.
        hermitian[1, 0] = BigComplexBall(real: BigBall(1), imaginary: BigBall(1))
        #expect(!hermitian.isHermitianAsEnclosed)
        var widened = balls
        widened[1, 0] = BigComplexBall(real: BigBall(Self.q(1, 7), precision: 32))
        #expect(!widened.isHermitianAsEnclosed)
        let rotation = try RationalMatrix(integers: [[0, -1], [1, 0]]).ballMatrix(precision: 64).complexMatrix
        #expect(try rotation.eigenvalues(precision: 64).values.allSatisfy { !$0.isReal })
    }
}
