import BigNumber

/// An exact complex number a + bi with rational parts: the values of exact complex expressions
/// (`2i`, `(1 + i)^2`, `1/(2 − i)`), which need no proof.
struct GaussianRational: Sendable, Hashable {
    /// The real part a.
    var real: BigRational
    /// The imaginary part b.
    var imaginary: BigRational

    /// The imaginary unit i.
    static let i = GaussianRational(real: BigRational(0), imaginary: BigRational(1))

    /// Whether the imaginary part is 0.
    var isReal: Bool { imaginary.isZero }

    /// The larger bit width of the two parts.
    var bitWidth: Int { Swift.max(real.bitWidth, imaginary.bitWidth) }

    /// a − bi.
    var conjugate: GaussianRational { GaussianRational(real: real, imaginary: -imaginary) }

    /// a² + b².
    var norm: BigRational { real * real + imaginary * imaginary }

    static func + (x: GaussianRational, y: GaussianRational) -> GaussianRational {
        GaussianRational(real: x.real + y.real, imaginary: x.imaginary + y.imaginary)
    }

    static func - (x: GaussianRational, y: GaussianRational) -> GaussianRational {
        GaussianRational(real: x.real - y.real, imaginary: x.imaginary - y.imaginary)
    }

    static prefix func - (x: GaussianRational) -> GaussianRational {
        GaussianRational(real: -x.real, imaginary: -x.imaginary)
    }

    static func * (x: GaussianRational, y: GaussianRational) -> GaussianRational {
        GaussianRational(real: x.real * y.real - x.imaginary * y.imaginary,
                         imaginary: x.real * y.imaginary + x.imaginary * y.real)
    }

    /// x ÷ y.
    /// - Throws: `CalculationError.divisionByZero` when y is 0.
    static func quotient(_ x: GaussianRational, _ y: GaussianRational) throws(CalculationError) -> GaussianRational {
        let n = y.norm
        guard !n.isZero else { throw .divisionByZero }
        let top = x * y.conjugate
        return GaussianRational(real: try ExactArithmetic.quotient(top.real, n),
                                imaginary: try ExactArithmetic.quotient(top.imaginary, n))
    }

    /// xⁿ for an integer n, or nil when the result would exceed `OperationCatalog.exactBitLimit`.
    /// - Throws: `CalculationError.divisionByZero` for 0 to a negative power.
    func power(_ n: BigInt) throws(CalculationError) -> GaussianRational? {
        guard let k = Int(exactly: n) else { return nil }
        let estimate = Double(Swift.max(bitWidth, 1)) * Double(k.magnitude)
        guard estimate <= Double(OperationCatalog.exactBitLimit) else { return nil }
        var result = GaussianRational(real: BigRational(1), imaginary: BigRational(0))
        var base = self
        var e = k.magnitude
        while e > 0 {
            if e & 1 == 1 { result = result * base }
            e >>= 1
            if e > 0 { base = base * base }
        }
        return k < 0 ? try Self.quotient(GaussianRational(real: BigRational(1), imaginary: BigRational(0)), result) : result
    }
}
