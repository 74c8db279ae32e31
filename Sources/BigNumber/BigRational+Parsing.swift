import CMPFR

// MARK: - Exact decimal parsing

extension BigRational {
    /// The exact value of a decimal literal (`"0.1"`, `"-1.5e-7"`, `".5"`, `"2E+300"`; the grammar
    /// of `BigFloat(parsing:)` without inf/nan), or nil when the text is not such a literal.
    /// Throws `resultTooLarge` when the value would need more than `limit` bits (`"1e-99999999999"`).
    /// - Parameters:
    ///   - text: the decimal literal.
    ///   - limit: the most bits the value may need.
    /// - Throws: `BigNumberError.resultTooLarge` beyond `limit` bits.
    public init?(decimal text: String, limit: Int = 1 << 24) throws {
        // Plain decimals of up to 18 digits (`851`, `851.96`) are the common case, read with no
        // scan of the grammar; other short decimals become fractions of Ints below.
        if let plain = BigRational(plainDecimal: text) {
            self = plain
            return
        }
        /// What the scan of the text found: a short decimal as a fraction of machine integers, or
        /// the literal with its mantissa digits for GMP.
        enum Scan {
            case fraction(numerator: Int, denominator: Int)
            case digits(DecimalLiteral, mantissa: [UInt8])
        }
        var text = text
        let scan: Scan? = text.withUTF8 { bytes in
            let literal = DecimalLiteral(scanning: bytes, from: 0, signed: true)
            guard literal.end == bytes.count, literal.mantissaDigitCount > 0 else { return nil }
            if let (numerator, denominator) = Self.smallDecimal(literal, bytes) {
                return .fraction(numerator: numerator, denominator: denominator)
            }
            return .digits(literal, mantissa: Array(bytes[literal.integerDigits]) + Array(bytes[literal.fractionDigits]))
        }
        let literal: DecimalLiteral, mantissa: [UInt8]
        switch scan {
        case nil:
            return nil
        case let .fraction(numerator, denominator)?:
            self = Self.fraction(numerator, denominator)
            return
        case let .digits(scanned, digits)?:
            (literal, mantissa) = (scanned, digits)
        }
        guard let digits = BigInt(String(decoding: mantissa, as: UTF8.self)) else { return nil }
        let exponent = literal.exponentMagnitude ?? 0
        let exponentOverflow = literal.exponentMagnitude == nil
        let exponentNegative = literal.isExponentNegative
        let fractionDigits = literal.fractionDigits.count
        let negative = literal.isNegative
        let scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        // 10^|scale| needs |scale| × log₂10 bits.
        let bits = Double(abs(scale)) * 3.3219280948873622
        if digits.isZero {
            self.init(0)
            return
        }
        guard !exponentOverflow, bits <= Double(limit) else { throw BigNumberError.resultTooLarge(bits: exponentOverflow ? .infinity : bits, limit: limit) }
        let power = try BigInt(10).power(abs(scale), limit: limit)
        let signed = negative ? -digits : digits
        if scale >= 0 {
            self.init(signed * power)
        } else {
            self.init(nonZeroDenominator: power, numerator: signed)
        }
    }
}

extension BigRational {
    /// A plain decimal of at most 18 digits — an optional sign, digits with at most one point
    /// (`851`, `-851.96`, `.5`, `1.`) and nothing else — read straight from its bytes; nil for any
    /// other text (exponents, separators, prefixes, more digits), which `init?(decimal:)` reads.
    /// - Parameter text: the decimal.
    public init?(plainDecimal text: String) {
        // The bytes in place: iterating the UTF-8 view goes through the string's storage checks at every byte.
        let fraction = text.utf8.withContiguousStorageIfAvailable { bytes -> (Int, Int)? in
            var index = 0
            let negative = bytes.first == UInt8(ascii: "-")
            if negative || bytes.first == UInt8(ascii: "+") { index = 1 }
            var mantissa = 0, digits = 0, power = 1, seenPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "."), !seenPoint {
                    seenPoint = true
                    continue
                }
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10, digits < 18 else { return nil }
                mantissa = mantissa &* 10 &+ Int(digit)
                digits += 1
                if seenPoint { power &*= 10 }
            }
            guard digits > 0 else { return nil }
            return (negative ? -mantissa : mantissa, power)
        }
        guard let (numerator, denominator) = fraction ?? nil else { return nil }
        self = denominator == 1 ? BigRational(numerator) : Self.fraction(numerator, denominator)
    }

    /// A decimal literal of at most 18 significant digits and a scale of at most 18 as a fraction
    /// numerator / 10ⁿ of machine integers (the usual literal: `851.96`, `-2.5e-3`), or nil when it
    /// needs GMP.
    private static func smallDecimal(_ literal: DecimalLiteral, _ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        guard literal.mantissaDigitCount <= 18, let exponent = literal.exponentMagnitude, exponent <= 18 else { return nil }
        var mantissa = 0
        for index in literal.integerDigits { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
        for index in literal.fractionDigits { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
        let scale = (literal.isExponentNegative ? -exponent : exponent) - literal.fractionDigits.count
        guard Swift.abs(scale) <= 18 else { return nil }
        var power = 1
        for _ in 0..<Swift.abs(scale) { power *= 10 }
        let signed = literal.isNegative ? -mantissa : mantissa
        if scale <= 0 { return (signed, power) }
        let (product, overflow) = signed.multipliedReportingOverflow(by: power)
        return overflow ? nil : (product, 1)
    }
}
