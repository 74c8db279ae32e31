import CMPFR
import RealModule

/// `BigRational` is a field: it works in generic code written against `SignedNumeric` and
/// swift-numerics' `AlgebraicField`, and integer literals are rationals.
///
/// ```swift
/// let third: BigRational = 1 / 3
/// let sum = third + BigRational("1/6")!       // 1/2
/// sum.numerator                                // 1
/// BigFloat(sum * 3, precision: 64)             // 1.5
/// ```
///
/// Division by zero with `/` is a programming error and traps, as it does for `Int`; use
/// `divided(by:)`, which returns nil, for divisors that come from input.
extension BigRational: ExpressibleByIntegerLiteral, SignedNumeric, AlgebraicField, LosslessStringConvertible {
    /// The integer `value`, of any size.
    /// - Parameter value: the literal.
    public init(integerLiteral value: StaticBigInt) {
        self.init(BigInt(integerLiteral: value))
    }

    /// The integer `source` (always exact).
    /// - Parameter source: a value of any `BinaryInteger` type.
    public init?<T: BinaryInteger>(exactly source: T) {
        self.init(BigInt(source))
    }

    /// The exact binary value of a finite `source` (every finite `Double`, `Float` or `Float80` is a
    /// dyadic fraction: `BigRational(exactly: 0.1)` is 3602879701896397/36028797018963968), or nil
    /// for NaN and the infinities. `-0.0` is 0.
    ///
    /// To read the decimal a `Double` was written as instead, use `init?(_:)` with its text:
    /// `BigRational("0.1")` is 1/10.
    /// - Parameter source: a value of a binary floating-point type.
    public init?<T: BinaryFloatingPoint>(exactly source: T) {
        guard source.isFinite else { return nil }
        if let double = source as? Double {
            let storage = Storage.make()
            __gmpq_set_d(storage.value, double)
            self.init(storage: storage)
            return
        }
        guard source != 0 else {
            self.init(0)
            return
        }
        // |source| = significand × 2^scale with an integer significand (the hidden bit added for normal values).
        let hidden = source.isNormal ? BigInt(1) << T.significandBitCount : BigInt(0)
        let significand = BigRational(BigInt(source.significandBitPattern) | hidden)
        let exponent = source.isNormal ? Int(source.exponent) : Int(T.leastNormalMagnitude.exponent)
        let scale = exponent - T.significandBitCount
        let magnitude = scale >= 0 ? significand * BigRational(BigInt(1) << scale) : significand / BigRational(BigInt(1) << -scale)
        self = source < 0 ? -magnitude : magnitude
    }

    /// Zero.
    public static var zero: BigRational { BigRational(0) }

    /// The absolute value.
    public var magnitude: BigRational { signum < 0 ? -self : self }

    /// `1 / self`, or nil when `self` is zero.
    public var reciprocal: BigRational? { BigRational(1).divided(by: self) }

    /// The exact quotient.
    /// - Parameters:
    ///   - a: the dividend.
    ///   - b: the divisor; zero traps (see `divided(by:)`).
    /// - Returns: `a / b` in lowest terms.
    public static func / (a: BigRational, b: BigRational) -> BigRational {
        guard let quotient = a.divided(by: b) else { preconditionFailure("BigRational division by zero") }
        return quotient
    }

    /// Adds `b` to `a`.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the addend.
    public static func += (a: inout BigRational, b: BigRational) { a = a + b }
    /// Subtracts `b` from `a`.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the subtrahend.
    public static func -= (a: inout BigRational, b: BigRational) { a = a - b }
    /// Multiplies `a` by `b`.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the factor.
    public static func *= (a: inout BigRational, b: BigRational) { a = a * b }
    /// Divides `a` by `b`.
    /// - Parameters:
    ///   - a: the value to update.
    ///   - b: the divisor; zero traps.
    public static func /= (a: inout BigRational, b: BigRational) { a = a / b }

    /// `x` itself.
    /// - Parameter x: the value.
    /// - Returns: `x`.
    public static prefix func + (x: BigRational) -> BigRational { x }

    /// Parses a fraction as `description` writes it (`"-7/3"`, `"5"`), or an exact decimal literal
    /// (`"0.1"`, `"-1.5e-7"`, see `init(decimal:limit:)`); nil for anything else, for a zero
    /// denominator, and for a decimal whose exponent would need more than 2²⁴ bits.
    /// - Parameter description: the text, without spaces.
    public init?(_ description: String) {
        if let slash = description.utf8.firstIndex(of: UInt8(ascii: "/")) {
            let top = description[..<slash]
            let bottom = description[description.utf8.index(after: slash)...]
            guard let numerator = BigInt(top), !bottom.hasPrefix("+"), !bottom.hasPrefix("-"),
                  let denominator = BigInt(bottom) else { return nil }
            self.init(numerator: numerator, denominator: denominator)
        } else {
            guard let value = try? BigRational(decimal: description) else { return nil }
            self = value
        }
    }
}

extension Int {
    /// `value` when it is an integer that fits in an `Int`, otherwise nil.
    /// - Parameter value: the fraction to convert.
    public init?(exactly value: BigRational) {
        // A value that fits is small; `Int.min` is the one integer kept in GMP form.
        switch value.representation {
        case let .small(numerator, 1): self = numerator
        case .small: return nil
        case .big:
            guard value.isInteger, value.withMPQ({ __gmpz_fits_slong_p(cmpq_numref_const($0)) != 0 }) else { return nil }
            self = value.withMPQ { __gmpz_get_si(cmpq_numref_const($0)) }
        }
    }
}
