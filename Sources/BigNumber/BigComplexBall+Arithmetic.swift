import CArb

/// Arithmetic on complex balls. Every result contains the exact result for every point of the
/// operands; `precision` is the number of bits each midpoint is rounded to.
extension BigComplexBall {
    /// a + b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func add(_ a: BigComplexBall, _ b: BigComplexBall, precision: Int) -> BigComplexBall { binary(a, b, precision, acb_add) }
    /// a − b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func subtract(_ a: BigComplexBall, _ b: BigComplexBall, precision: Int) -> BigComplexBall { binary(a, b, precision, acb_sub) }
    /// a × b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func multiply(_ a: BigComplexBall, _ b: BigComplexBall, precision: Int) -> BigComplexBall { binary(a, b, precision, acb_mul) }
    /// a ÷ b (not finite when b contains 0).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func divide(_ a: BigComplexBall, _ b: BigComplexBall, precision: Int) -> BigComplexBall { binary(a, b, precision, acb_div) }

    /// −z (exact).
    /// - Parameter z: the ball to negate.
    /// - Returns: the ball of `−z`.
    public static prefix func - (z: BigComplexBall) -> BigComplexBall {
        withExtendedLifetime(z) { computing { acb_neg($0, z.storage.value) } }
    }

    /// The complex conjugate re − im·i (exact).
    public var conjugate: BigComplexBall {
        withExtendedLifetime(self) { BigComplexBall.computing { acb_conj($0, storage.value) } }
    }

    /// |z| = √(re² + im²).
    /// - Parameter precision: the bits of the midpoint.
    /// - Returns: the modulus.
    public func magnitude(precision: Int) -> BigBall { realResult(precision, acb_abs) }

    /// The complex sign z/|z| (0 for z = 0), a point of the unit circle; a ball that holds 0
    /// without being 0 gives a ball around the whole of the signs its points have.
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the sign.
    public func sign(precision: Int) -> BigComplexBall {
        BigComplexBall.unary(self, precision, acb_sgn)
    }

    /// The principal argument of z in (−π, π] (not finite when z contains 0 or reaches across the
    /// negative real axis, where the argument jumps).
    /// - Parameter precision: the bits of the midpoint.
    /// - Returns: the argument.
    public func argument(precision: Int) -> BigBall { realResult(precision, acb_arg) }

    /// zⁿ for an integer n.
    /// - Parameters:
    ///   - z: the argument.
    ///   - n: the integer exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func pow(_ z: BigComplexBall, _ n: BigInt, precision: Int) -> BigComplexBall {
        withExtendedLifetime(z) {
            computing { result in withFmpz(n) { acb_pow_fmpz(result, z.storage.value, $0, Int(precision)) } }
        }
    }

    /// The principal power zʷ = exp(w · ln z), with ln z continuous from above on the negative
    /// real axis (0ʷ is 0 for Re w > 0).
    /// - Parameters:
    ///   - z: the argument.
    ///   - w: the exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: a complex ball containing the exact result for every pair of points of the operands.
    public static func pow(_ z: BigComplexBall, _ w: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(z, w, precision, acb_pow)
    }

    /// The smallest value holding both `a` and `b`.
    static func union(_ a: BigComplexBall, _ b: BigComplexBall, precision: Int) -> BigComplexBall {
        binary(a, b, precision, acb_union)
    }
}
