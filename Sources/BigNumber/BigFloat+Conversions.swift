import CMPFR

// Conversions between `BigFloat` and the standard library's number types, named as
// `BinaryFloatingPoint` names them: `Double(x)` rounds, `Double(exactly: x)` and
// `BigFloat(exactly: d)` give nil unless the value is kept exactly.

extension BigFloat {
    /// The exact binary value of `value`, or nil when it is NaN or needs more than `precision` bits.
    ///
    /// A finite `Double` has at most 53 significant bits, so at the default 256 bits only NaN gives nil:
    /// ```swift
    /// BigFloat(exactly: 0.5)                    // 0.5
    /// BigFloat(exactly: 0.1, precision: 24)     // nil: 0.1 needs 53 bits
    /// BigFloat(exactly: Double.nan)             // nil
    /// ```
    /// - Parameters:
    ///   - value: the `Double`; ±∞ and ±0 are kept.
    ///   - precision: the precision of the result in bits (default `defaultPrecision`); it must
    ///     satisfy `isValidPrecision(_:)` or the call traps.
    /// - Returns: the value, or nil.
    public init?(exactly value: Double, precision: Int? = nil) {
        guard !value.isNaN else { return nil }
        let result = BigFloat(nanWithPrecision: precision ?? Self.defaultPrecision)
        guard mpfr_set_d(result.storage.value, value, MPFR_RNDN) == 0 else { return nil }
        self = result
    }

    /// The exact binary value of `value`, rounded to `precision` bits (a `Float` has 24).
    /// - Parameters:
    ///   - value: the `Float`.
    ///   - precision: the precision of the result in bits (default `defaultPrecision`); it must
    ///     satisfy `isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding when `precision` is below 24 bits.
    public init(_ value: Float, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(nanWithPrecision: precision ?? Self.defaultPrecision)
        mpfr_set_flt(storage.value, value, rounding.mpfr)
    }

    /// The rational `value`, correctly rounded to `precision` bits.
    ///
    /// ```swift
    /// BigFloat(BigRational(1) / 3, precision: 64)   // 0.33333333333333333334
    /// ```
    /// - Parameters:
    ///   - value: the exact fraction.
    ///   - precision: the precision of the result in bits (default `defaultPrecision`); it must
    ///     satisfy `isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding.
    public init(_ value: BigRational, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self = value.bigFloat(precision: precision, rounding: rounding)
    }
}

extension Double {
    /// `value` when a `Double` holds it exactly (±∞ and ±0 included), otherwise nil (NaN too).
    /// - Parameter value: the `BigFloat`.
    /// - Returns: the `Double`, or nil.
    public init?(exactly value: BigFloat) {
        guard !value.isNaN else { return nil }
        let rounded = Double(value)
        guard value.isInfinite || BigFloat(rounded, precision: Swift.max(53, value.precision)) == value else { return nil }
        self = rounded
    }
}

extension Float {
    /// `value` rounded to a `Float` (±∞ beyond the `Float` range, NaN for NaN).
    /// - Parameters:
    ///   - value: the `BigFloat`.
    ///   - rounding: the direction of rounding.
    public init(_ value: BigFloat, rounding: RoundingMode = .nearestEven) {
        self = mpfr_get_flt(value.storage.value, rounding.mpfr)
    }
}

extension Int {
    /// `value` rounded toward zero, as `Int(_: Double)` converts.
    ///
    /// Converting NaN, an infinity or a value outside `Int`'s range is a programming error and
    /// traps, as it does for `Double`; use `Int(exactly:)` or `Int(_:rounding:)` (which return nil)
    /// for values that come from input.
    /// - Parameter value: a finite value whose integer part fits an `Int`.
    public init(_ value: BigFloat) {
        guard let truncated = Int(value, rounding: .towardZero) else {
            preconditionFailure("BigFloat value \(value) cannot be converted to Int")
        }
        self = truncated
    }
}

extension Double {
    /// `value` rounded to the nearest `Double` (ties to even; correctly rounded except in the subnormal
    /// range below 2⁻¹⁰²², where it is rounded twice).
    /// - Parameter value: the exact fraction.
    public init(_ value: BigRational) {
        self = Double(value.bigFloat(precision: 53))
    }
}
