import CArb

/// Arithmetic on balls. Every result contains the exact result for every point of the operands;
/// `precision` is the number of bits its midpoint is rounded to.
extension BigBall {
    /// The ball of a one-operand Arb function `f(result, x, precision)`.
    @usableFromInline
    static func unary(_ x: BigBall, _ precision: Int, _ f: (arb_ptr?, arb_srcptr?, Int) -> Void) -> BigBall {
        withExtendedLifetime(x) { computing { f($0, x.storage.value, Int(precision)) } }
    }

    /// The ball of a two-operand Arb function `f(result, a, b, precision)`.
    @usableFromInline
    static func binary(_ a: BigBall, _ b: BigBall, _ precision: Int, _ f: (arb_ptr?, arb_srcptr?, arb_srcptr?, Int) -> Void) -> BigBall {
        withExtendedLifetime((a, b)) { computing { f($0, a.storage.value, b.storage.value, Int(precision)) } }
    }

    /// a + b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func add(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_add) }
    /// a − b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func subtract(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_sub) }
    /// a × b.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func multiply(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_mul) }
    /// Adds `other` to this ball, in place when no copy shares its storage.
    /// - Parameters:
    ///   - other: the ball to add.
    ///   - precision: the working precision in bits.
    public mutating func add(_ other: BigBall, precision: Int) { formBinary(other, precision, arb_add) }
    /// Multiplies this ball by `other`, in place when no copy shares its storage.
    /// - Parameters:
    ///   - other: the factor.
    ///   - precision: the working precision in bits.
    public mutating func multiply(by other: BigBall, precision: Int) { formBinary(other, precision, arb_mul) }
    /// `self = f(self, other)`, writing the storage only when it is not shared.
    private mutating func formBinary(_ other: BigBall, _ precision: Int, _ f: (arb_ptr?, arb_srcptr?, arb_srcptr?, Int) -> Void) {
        guard isKnownUniquelyReferenced(&storage) else {
            self = Self.binary(self, other, precision, f)
            return
        }
        withExtendedLifetime(other) { f(storage.value, storage.value, other.storage.value, Int(precision)) }
    }
    /// a ÷ b (not finite when b contains 0).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func divide(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_div) }
    /// The smaller of a and b at every point.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func minimum(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_min) }
    /// The larger of a and b at every point.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func maximum(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_max) }
    /// √(a² + b²).
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func hypot(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_hypot) }
    /// The arithmetic-geometric mean of a, b ≥ 0.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func agm(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_agm) }

    /// −x (exact).
    /// - Parameter x: the ball to negate.
    /// - Returns: the ball of `−x`.
    public static prefix func - (x: BigBall) -> BigBall {
        withExtendedLifetime(x) { computing { arb_neg($0, x.storage.value) } }
    }

    /// |x| (exact).
    public var magnitude: BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_abs($0, storage.value) } }
    }

    /// The sign of x: −1, 0 or 1 where the ball decides it, else a ball holding the possible signs
    /// (the hull of −1, 0 and 1 that the points of the ball have).
    public var sign: BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_sgn($0, storage.value) } }
    }

    /// x ÷ n for a non-zero integer n.
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the integer.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func divide(_ x: BigBall, by n: Int, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_div_si($0, x.storage.value, Int(n), Int(precision)) } }
    }

    /// √x (not finite when x contains negative numbers).
    /// - Parameters:
    ///   - x: the argument.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every point of `x`.
    public static func sqrt(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sqrt) }

    /// √x for an x known to be non-negative (a variance): the part of the ball below 0 is left out,
    /// so a ball that holds 0 gives a ball from 0 to √ of its upper end, not an indeterminate one.
    /// - Parameters:
    ///   - x: the argument, whose negative points are taken to be rounding errors.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing √y for every non-negative point y of `x`.
    public static func sqrtOfNonNegativePart(_ x: BigBall, precision: Int) -> BigBall { unary(x, precision, arb_sqrtpos) }

    /// The real k-th root of x ≥ 0, k ≥ 1 (not finite when x contains negative numbers).
    /// - Parameters:
    ///   - x: the argument.
    ///   - k: the second integer.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func root(_ x: BigBall, _ k: Int, precision: Int) -> BigBall {
        withExtendedLifetime(x) { computing { arb_root_ui($0, x.storage.value, UInt(k), Int(precision)) } }
    }

    /// xⁿ for an integer n (any sign of x; not finite for 0 to a negative power).
    /// - Parameters:
    ///   - x: the argument.
    ///   - n: the integer exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func pow(_ x: BigBall, _ n: BigInt, precision: Int) -> BigBall {
        withExtendedLifetime(x) {
            computing { result in withFmpz(n) { arb_pow_fmpz(result, x.storage.value, $0, Int(precision)) } }
        }
    }

    /// xʸ for x > 0 (and x ≥ 0 with y > 0); not finite elsewhere.
    /// - Parameters:
    ///   - x: the argument.
    ///   - y: the exponent.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func pow(_ x: BigBall, _ y: BigBall, precision: Int) -> BigBall { binary(x, y, precision, arb_pow) }
}

extension BigBall {
    /// This ball with its midpoint rounded to `precision` bits (the radius grows by the rounding).
    /// - Parameter precision: the working precision in bits.
    /// - Returns: the value.
    public func rounded(toPrecision precision: Int) -> BigBall {
        withExtendedLifetime(self) { BigBall.computing { arb_set_round($0, storage.value, Int(precision)) } }
    }

    /// A ball that holds every point of a, of b and between them, its ends rounded outward to
    /// `precision` bits: the enclosure of an interval whose two ends are known.
    /// - Parameters:
    ///   - a: the first operand.
    ///   - b: the second operand.
    ///   - precision: the working precision in bits.
    /// - Returns: a ball containing the exact result for every pair of points of the operands.
    public static func union(_ a: BigBall, _ b: BigBall, precision: Int) -> BigBall { binary(a, b, precision, arb_union) }

    /// The ball from `lower` to `upper` (in either order), rounded outward to `precision` bits.
    /// - Parameters:
    ///   - lower: one end, a finite number.
    ///   - upper: the other end.
    ///   - precision: the bits of the midpoint.
    public init(spanning lower: BigFloat, _ upper: BigFloat, precision: Int) {
        self = BigBall.union(BigBall(lower), BigBall(upper), precision: precision)
    }

    /// This ball with its radius grown by every magnitude in `error` (an error estimate taken as a bound).
    /// - Parameter error: the error.
    /// - Returns: a ball containing the exact result for every point of `error`.
    public func addingError(_ error: BigBall) -> BigBall {
        withExtendedLifetime((self, error)) {
            BigBall.computing { result in
                arb_set(result, storage.value)
                arb_add_error(result, error.storage.value)
            }
        }
    }
}
