import CMPFR

extension BigFloat {
    /// This value rounded to `significantDigits` decimal digits (correctly, in the given direction),
    /// or nil for NaN and infinities. Zero has the single digit `0` and exponent 0.
    ///
    /// Rounding may carry into a new leading digit: 9.96 to two digits is 1.0 × 10¹.
    /// Sub-quadratic in the number of digits, so suitable for millions of digits: from
    /// `DecimalConversion.threshold` (20 000) digits on, an exact GMP integer conversion that writes
    /// the two halves of the digits on two threads (one when `Parallelism.threads` is 1); below it
    /// MPFR's `mpfr_get_str`. Both give the same digits.
    /// - Precondition: `significantDigits >= 1` (memory use is proportional to it, so callers
    ///   serving user input should bound it).
    /// - Parameters:
    ///   - significantDigits: how many digits (at least 1).
    ///   - rounding: the direction of rounding.
    /// - Returns: the rounded decimal, or nil for NaN and infinities.
    public func decimal(significantDigits: Int, rounding: RoundingMode = .nearestEven) -> RoundedDecimal? {
        precondition(significantDigits >= 1, "significantDigits must be at least 1")
        guard isFinite else { return nil }
        if isZero {
            return RoundedDecimal(isNegative: sign == .minus, digits: [UInt8(ascii: "0")], exponent: 0)
        }
        if significantDigits == 1 { return oneDigit(rounding) }
        return digitString(count: significantDigits, rounding: rounding.mpfr)?.decimal
    }

    /// MPFR's `count` digits of this finite non-zero value, and whether they are exact.
    /// Nil only if MPFR fails to produce them (it reports no error other than running out of memory).
    ///
    /// From `DecimalConversion.threshold` digits on, the digits are converted with GMP integers on
    /// up to two threads straight into the array; below it (or where that path declines) by `mpfr_get_str`.
    func digitString(count: Int, rounding: mpfr_rnd_t) -> (decimal: RoundedDecimal, exact: Bool)? {
        var exponent = 0
        var digits: [UInt8] = []
        var negative = false
        let (_, flags) = BigFloat.withExceptions {
            negative = mpfr_signbit(storage.value) != 0
            if count >= DecimalConversion.threshold {
                var converted: Int?
                let fast = [UInt8](unsafeUninitializedCapacity: count + 2) { buffer, initialized in
                    initialized = 0
                    guard let base = buffer.baseAddress else { return }
                    converted = DecimalConversion.digits(of: storage.value, count: count, rounding: rounding, into: base)
                    if converted != nil { initialized = count }
                }
                if let converted {
                    digits = fast
                    exponent = converted
                    return
                }
            }
            withMPFRDigits(count: count, rounding: rounding) { _, text, first in
                digits = [UInt8](text)
                exponent = first
            }
        }
        guard digits.count == count else { return nil }
        return (RoundedDecimal(isNegative: negative, digits: digits, exponent: exponent), !flags.contains(.inexact))
    }

    /// Calls `body` with `mpfr_get_str`'s `count` digits of this finite non-zero value in MPFR's own
    /// buffer (sign, digits, power of ten of the first digit); does nothing if MPFR fails.
    private func withMPFRDigits(count: Int, rounding: mpfr_rnd_t, _ body: (Bool, UnsafeBufferPointer<UInt8>, Int) throws -> Void) rethrows {
        var exponent: mpfr_exp_t = 0
        guard let raw = mpfr_get_str(nil, &exponent, 10, count, storage.value, rounding) else { return }
        defer { mpfr_free_str(raw) }
        let negative = raw.pointee == CChar(UInt8(ascii: "-"))
        let start = UnsafeRawPointer(negative ? raw + 1 : raw).assumingMemoryBound(to: UInt8.self)
        try body(negative, UnsafeBufferPointer(start: start, count: count), Int(exponent) - 1)
    }

    /// Calls `body` with this value's `significantDigits` correctly rounded decimal digits, read in
    /// place from the buffer MPFR or GMP converted them into (no copy of the digits is made), and
    /// returns its result; nil, without calling `body`, for NaN, infinities and `significantDigits < 1`.
    ///
    /// `body` receives whether the value is negative (including −0), the ASCII digits `0`…`9`
    /// (exactly `significantDigits` of them, the first non-zero unless the value is zero) and the
    /// power of ten of the first digit, as in `decimal(significantDigits:rounding:)`, which it
    /// matches digit for digit. The buffer is valid only during the call. Meant for streaming
    /// millions of digits: the peak memory is one byte per digit plus the conversion's integers.
    /// - Parameters:
    ///   - significantDigits: how many digits (at least 1).
    ///   - rounding: the direction of rounding.
    ///   - body: reads the sign, the ASCII digits and the power of ten of the first digit.
    /// - Returns: what `body` returns, or nil for NaN, infinities and `significantDigits` below 1.
    /// - Throws: what `body` throws.
    public func withDecimalDigits<R>(
        significantDigits: Int, rounding: RoundingMode = .nearestEven,
        _ body: (_ isNegative: Bool, _ digits: UnsafeBufferPointer<UInt8>, _ exponent: Int) throws -> R
    ) rethrows -> R? {
        guard significantDigits >= 1, isFinite else { return nil }
        let count = significantDigits
        if count >= DecimalConversion.threshold && !isZero {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
            defer { buffer.deallocate() }
            if let exponent = DecimalConversion.digits(of: storage.value, count: count, rounding: rounding.mpfr, into: buffer) {
                return try body(sign == .minus, UnsafeBufferPointer(start: buffer, count: count), exponent)
            }
        }
        if count >= 2 && !isZero {
            var result: R?
            try withMPFRDigits(count: count, rounding: rounding.mpfr) { negative, digits, exponent in
                result = try body(negative, digits, exponent)
            }
            return result
        }
        guard let decimal = decimal(significantDigits: count, rounding: rounding) else { return nil }
        return try decimal.digits.withUnsafeBufferPointer { try body(decimal.isNegative, $0, decimal.exponent) }
    }

    /// One correctly rounded digit, from two truncated digits and whether they are exact
    /// (MPFR's `mpfr_get_str` accepts one digit only from version 4.1 on).
    private func oneDigit(_ rounding: RoundingMode) -> RoundedDecimal? {
        guard let (two, exact) = digitString(count: 2, rounding: MPFR_RNDZ) else { return nil }
        var first = Int(two.digits[0]) - 48
        let second = Int(two.digits[1]) - 48
        let beyondFirst = second != 0 || !exact
        let roundUp: Bool
        switch rounding {
        case .nearestEven: roundUp = second > 5 || (second == 5 && (!exact || first % 2 == 1))
        case .towardZero: roundUp = false
        case .awayFromZero: roundUp = beyondFirst
        case .up: roundUp = !two.isNegative && beyondFirst
        case .down: roundUp = two.isNegative && beyondFirst
        }
        var exponent = two.exponent
        if roundUp { first += 1 }
        if first == 10 {
            first = 1
            exponent += 1
        }
        return RoundedDecimal(isNegative: two.isNegative, digits: [UInt8(48 + first)], exponent: exponent)
    }

    /// The value as decimal text with `significantDigits` correctly rounded significant digits.
    ///
    /// `"nan"`, `"inf"` and `"-inf"` for the special values. Integers that fit in
    /// `significantDigits` are printed exactly with all their digits; with `.automatic` notation a
    /// larger exponent switches to scientific notation, written `1.2345e67` / `1.2345e-67`.
    /// - Parameters:
    ///   - significantDigits: how many significant digits to print (at least 1).
    ///   - rounding: the direction of rounding to that many digits.
    ///   - notation: plain, scientific, or plain unless the exponent is large (`.automatic`).
    ///   - trimmingTrailingZeros: drop zeros at the end of the significant digits (`0.25`, not `0.250000`).
    /// - Returns: the text.
    public func formatted(
        significantDigits: Int, rounding: RoundingMode = .nearestEven,
        notation: Notation = .automatic, trimmingTrailingZeros: Bool = false
    ) -> String {
        guard var decimal = decimal(significantDigits: significantDigits, rounding: rounding) else {
            return isNaN ? "nan" : (sign == .minus ? "-inf" : "inf")
        }
        if trimmingTrailingZeros { decimal = decimal.trimmingTrailingZeros() }
        let layout: RoundedDecimal.Layout
        switch notation {
        case .plain: layout = decimal.positionalPadding <= Self.plainNotationZeroLimit ? .positional : .scientific
        case .scientific: layout = .scientific
        case .automatic:
            layout = decimal.exponent >= -6 && decimal.exponent < Swift.max(significantDigits, 1) ? .positional : .scientific
        }
        return decimal.text(layout).string
    }

    /// The most zeros `.plain` notation pads with before it falls back to scientific notation (10⁶),
    /// so that an astronomically large or small value cannot exhaust memory when printed.
    public static let plainNotationZeroLimit = 1_000_000
}
