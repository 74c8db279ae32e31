import CArb

extension BigBall {
    /// An integer polynomial of degree at most `degree` that has the value as a root: the
    /// integer relation among 1, x, …, x^degree (`IntegerRelation.search`), reduced to its
    /// irreducible factors that vanish on the ball (FLINT's `fmpz_poly_factor`).
    ///
    /// The relation's coefficients are listed from the constant term up (index k belongs to
    /// xᵏ), without zero terms above the degree, primitive, with a positive leading
    /// coefficient: `algebraicRelation(degree: 4)` of √2 + √3 is `.relation([1, 0, -10, 0, 1])`,
    /// x⁴ − 10x² + 1. The polynomial's value on the ball contains 0. When several factors vanish
    /// on the ball (too wide to tell which of their roots the value is) their product is given.
    /// `.noneBelow(N)`: no such polynomial of degree ≤ `degree` has every coefficient below N.
    /// - Parameter degree: the highest degree tried (1 … `Recognition.maximumDimension` − 1).
    /// - Returns: the polynomial's coefficients, or the bound below which there is none.
    /// - Throws: `invalidBound` for a degree below 1, `tooManyValues` above the limit, and the
    ///   errors of `IntegerRelation.search`.
    public func algebraicRelation(degree: Int) throws(RecognitionError) -> IntegerRelation {
        guard degree >= 1 else { throw .invalidBound }
        guard degree < Recognition.maximumDimension else { throw .tooManyValues }
        guard isFinite else { throw .notFinite }
        if isZero { return .relation([BigInt(0), BigInt(1)]) }
        let precision = powerPrecision(degree)
        var powers = [BigBall(1)]
        for _ in 0..<degree { powers.append(BigBall.multiply(powers[powers.count - 1], self, precision: precision)) }
        let found = try IntegerRelation.search(among: powers)
        guard case .relation(var coefficients) = found else { return found }
        while coefficients.count > 1, coefficients[coefficients.count - 1].isZero { coefficients.removeLast() }
        let factors = IntegerPolynomial(coefficients).irreducibleFactors().filter { value(of: $0, precision: precision).containsZero }
        var result = factors.first ?? IntegerPolynomial(coefficients)
        for factor in factors.dropFirst() { result = result * factor }
        return .relation(result.primitivePositive().coefficients)
    }

    /// The precision of the powers: the value's proven bits with 64 to spare (every midpoint bit
    /// for an exact value).
    private func powerPrecision(_ degree: Int) -> Int {
        let error = relativeErrorBits
        if error == Int.min { return Swift.max(Int(carb_mid_bits(storage.value)), 2) * degree + 64 }
        return Swift.max(-error, 0) + 64 + 2 * (Int.bitWidth - degree.leadingZeroBitCount)
    }

    /// The ball of p(x) by Horner's rule.
    func value(of polynomial: IntegerPolynomial, precision: Int) -> BigBall {
        var result = BigBall()
        for c in polynomial.coefficients.reversed() {
            result = BigBall.add(BigBall.multiply(result, self, precision: precision), BigBall(c), precision: precision)
        }
        return result
    }
}

/// An integer polynomial by its coefficients from the constant term up (no zero leading
/// coefficient unless it is 0), factored by FLINT.
struct IntegerPolynomial: Hashable {
    var coefficients: [BigInt]

    init(_ coefficients: [BigInt]) {
        var trimmed = coefficients
        while trimmed.count > 1, trimmed[trimmed.count - 1].isZero { trimmed.removeLast() }
        self.coefficients = trimmed
    }

    static func * (a: IntegerPolynomial, b: IntegerPolynomial) -> IntegerPolynomial {
        var product = [BigInt](repeating: BigInt(0), count: a.coefficients.count + b.coefficients.count - 1)
        for (i, x) in a.coefficients.enumerated() {
            for (j, y) in b.coefficients.enumerated() { product[i + j] += x * y }
        }
        return IntegerPolynomial(product)
    }

    /// Divided by the gcd of its coefficients, with a positive leading coefficient.
    func primitivePositive() -> IntegerPolynomial {
        let divisor = BigInt.gcd(coefficients)
        guard !divisor.isZero, let leading = coefficients.last else { return self }
        let scale = leading.signum < 0 ? -divisor : divisor
        return IntegerPolynomial(coefficients.map { $0 / scale })
    }

    /// The distinct irreducible factors of positive degree (primitive), without multiplicities.
    func irreducibleFactors() -> [IntegerPolynomial] {
        let poly = UnsafeMutablePointer<fmpz_poly_struct>.allocate(capacity: 1)
        let factors = UnsafeMutablePointer<fmpz_poly_factor_struct>.allocate(capacity: 1)
        defer { poly.deallocate(); factors.deallocate() }
        fmpz_poly_init(poly)
        fmpz_poly_factor_init(factors)
        defer { fmpz_poly_clear(poly); fmpz_poly_factor_clear(factors) }
        for (i, c) in coefficients.enumerated() { withFmpz(c) { fmpz_poly_set_coeff_fmpz(poly, i, $0) } }
        guard fmpz_poly_degree(poly) >= 1 else { return [] }
        fmpz_poly_factor(factors, poly)
        return (0..<factors.pointee.num).map { i in
            let factor = carb_fmpz_poly_factor_entry(factors, i)
            let length = fmpz_poly_length(factor)
            return IntegerPolynomial((0..<length).map { k in
                withFmpz(BigInt(0)) { c in
                    fmpz_poly_get_coeff_fmpz(c, factor, k)
                    return bigInt(fromFmpz: c)
                }
            }).primitivePositive()
        }
    }
}
