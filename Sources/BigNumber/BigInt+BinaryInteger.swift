import CMPFR

/// `BigInt` in generic integer code: conversions from and to every integer and binary
/// floating-point type, and literals of any size.
///
/// Every `BigInt` is representable, so `init(exactly:)`, `init(truncatingIfNeeded:)` and
/// `init(clamping:)` from an integer never lose anything. `Magnitude` is `BigInt` itself
/// (non-negative), and `Stride` is `BigInt` (see `distance(to:)`).
extension BigInt: SignedInteger {
    /// `source` exactly (every integer is a `BigInt`).
    /// - Parameter source: a value of any integer type.
    public init?<T: BinaryInteger>(exactly source: T) { self.init(source) }

    /// `source` exactly: nothing needs truncating.
    /// - Parameter source: a value of any integer type.
    public init<T: BinaryInteger>(truncatingIfNeeded source: T) { self.init(source) }

    /// `source` exactly: nothing needs clamping.
    /// - Parameter source: a value of any integer type.
    public init<T: BinaryInteger>(clamping source: T) { self.init(source) }

    /// `source` rounded toward zero, like `Int(_:)` from a floating-point value.
    /// - Parameter source: a finite value of a binary floating-point type.
    /// - Precondition: `source` is finite (NaN and infinities trap, as for `Int`); use
    ///   `init(exactly:)` for values from user input.
    public init<T: BinaryFloatingPoint>(_ source: T) {
        guard let value = BigInt.truncating(source) else {
            preconditionFailure("BigInt cannot represent a non-finite floating-point value")
        }
        self = value
    }

    /// `source` when it is a finite integer (`2.0`, `-1e300`), otherwise nil (`2.5`, NaN, ∞).
    /// - Parameter source: a value of a binary floating-point type.
    public init?<T: BinaryFloatingPoint>(exactly source: T) {
        guard source.rounded(.towardZero) == source, let value = BigInt.truncating(source) else { return nil }
        self = value
    }

    /// `source` rounded toward zero, or nil when it is not finite or its exponent exceeds
    /// `maximumBitWidth` (only possible for types wider than `Float80`).
    private static func truncating<T: BinaryFloatingPoint>(_ source: T) -> BigInt? {
        guard source.isFinite else { return nil }
        if let double = source as? Double {
            let result = Storage.make()
            __gmpz_set_d(result.value, double)
            return BigInt(storage: result)
        }
        let whole = source.rounded(.towardZero)
        guard whole != 0 else { return 0 }
        // |whole| = 1.significand × 2^exponent with exponent ≥ 0 (|whole| ≥ 1 is normal).
        guard let exponent = Int(exactly: whole.exponent), exponent <= maximumBitWidth else { return nil }
        let significand = BigInt(whole.significandBitPattern) | (BigInt(1) << T.significandBitCount)
        let magnitude = significand << (exponent - T.significandBitCount)
        return whole < 0 ? -magnitude : magnitude
    }
}

// MARK: - Literals of any size

extension BigInt: ExpressibleByIntegerLiteral {
    /// The value of an integer literal of any size (`let n: BigInt = 1_000_000_000_000_000_000_000`).
    /// - Parameter value: the literal, as the compiler stores it.
    public init(integerLiteral value: StaticBigInt) {
        if value.bitWidth <= Int.bitWidth {
            self.init(Int(bitPattern: value[0]))
            return
        }
        let count = (value.bitWidth + UInt.bitWidth - 1) / UInt.bitWidth
        let negative = value.signum() < 0
        // The two's complement words of a negative literal, complemented, are those of |value| − 1.
        let words = (0..<count).map { negative ? ~value[$0] : value[$0] }
        let magnitude = BigInt(words: words)
        self = negative ? -magnitude - 1 : magnitude
    }
}

// MARK: - To floating point

extension Double {
    /// `value` correctly rounded to the nearest `Double` (ties to even), ±∞ beyond the largest
    /// finite `Double` — unlike GMP's `mpz_get_d`, which truncates.
    /// - Parameter value: the integer.
    public init(_ value: BigInt) {
        if let small = Int(exactly: value), small.magnitude <= 1 << (Double.significandBitCount + 1) {
            self.init(small)
            return
        }
        // MPFR rounds once, to 53 bits; converting a 53-bit value to Double is then exact (or ±∞).
        var rounded = __mpfr_struct()
        mpfr_init2(&rounded, mpfr_prec_t(Double.significandBitCount + 1))
        defer { mpfr_clear(&rounded) }
        withExtendedLifetime(value) { _ = mpfr_set_z(&rounded, value.storage.value, MPFR_RNDN) }
        self = mpfr_get_d(&rounded, MPFR_RNDN)
    }
}
