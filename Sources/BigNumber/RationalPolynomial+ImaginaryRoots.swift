import CArb

/// Purely imaginary roots of an exact polynomial, proven: for an integer polynomial f write
/// f(i·y) = A(y) + i·B(y) with integer polynomials A and B; the purely imaginary roots of f are
/// i·y for the real roots y of gcd(A, B) (FLINT's `fmpz_poly_gcd`, whose roots Arb isolates as
/// it does f's). The ball of a root of f that alone meets i·y then holds i·y, so its real part
/// is exactly 0 — without that, a root on the imaginary axis has a real part that a ball can
/// only bring near 0.
extension RationalPolynomial {
    /// `roots`, the isolated roots of the square-free integer polynomial `f` (disjoint balls, one
    /// root each), with the real part of every purely imaginary root set to exactly 0.
    /// - Parameters:
    ///   - roots: the roots of f from `carb_fmpz_poly_complex_roots`.
    ///   - f: a square-free integer polynomial of positive degree.
    ///   - bits: the precision to isolate the roots of gcd(A, B) at.
    /// - Returns: the roots, or nil when the ball of some i·y meets more than one of them (the
    ///   caller tries again at a higher precision).
    static func provingImaginaryRoots(
        _ roots: [BigComplexBall], of f: UnsafeMutablePointer<fmpz_poly_struct>, bits: Int
    ) -> [BigComplexBall]? {
        let heights = realRootsOfImaginaryAxisPart(of: f, bits: bits)
        guard !heights.isEmpty else { return roots }
        var result = roots
        for y in heights {
            let iy = BigComplexBall(real: BigBall(), imaginary: y)
            let meeting = roots.indices.filter { k in
                withExtendedLifetime((iy, roots[k])) { acb_overlaps(iy.storage.value, roots[k].storage.value) != 0 }
            }
            guard meeting.count == 1, let k = meeting.first else { return nil }
            result[k] = BigComplexBall(real: BigBall(), imaginary: roots[k].imaginary)
        }
        return result
    }

    /// The real roots y of gcd(A, B), where f(i·y) = A(y) + i·B(y): the heights of f's roots on
    /// the imaginary axis, each a ball holding one (gcd(A, B) divides f(i·y), so it is square-free
    /// with f).
    private static func realRootsOfImaginaryAxisPart(of f: UnsafeMutablePointer<fmpz_poly_struct>, bits: Int) -> [BigBall] {
        let polynomials = UnsafeMutablePointer<fmpz_poly_struct>.allocate(capacity: 3)
        defer { polynomials.deallocate() }
        let (a, b, g) = (polynomials, polynomials + 1, polynomials + 2)
        for p in [a, b, g] { fmpz_poly_init(p) }
        defer { for p in [a, b, g] { fmpz_poly_clear(p) } }
        let c = UnsafeMutablePointer<fmpz>.allocate(capacity: 1)
        defer { c.deallocate() }
        fmpz_init(c)
        defer { fmpz_clear(c) }
        let degree = Int(fmpz_poly_degree(f))
        guard degree >= 1 else { return [] }
        // iᵏ is 1, i, −1, −i as k mod 4 is 0, 1, 2, 3: even k feed A, odd k feed B.
        for k in 0...degree {
            fmpz_poly_get_coeff_fmpz(c, f, k)
            if k % 4 >= 2 { fmpz_neg(c, c) }
            fmpz_poly_set_coeff_fmpz(k % 2 == 0 ? a : b, k, c)
        }
        fmpz_poly_gcd(g, a, b)
        let n = Int(fmpz_poly_degree(g))
        guard n >= 1 else { return [] }
        return BigComplexBall.withVector(n) { vector in
            carb_fmpz_poly_complex_roots(vector, g, bits)
            return BigComplexBall.array(vector, n).filter(\.isReal).map(\.real)
        }
    }
}
