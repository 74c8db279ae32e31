import CMPFR

extension BigFloat {
    /// Why a string is not a number.
    public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The string is empty.
        case empty
        /// The character at this UTF-8 offset cannot stand there.
        case unexpectedCharacter(offset: Int)
        /// The mantissa has no digit (`"."`, `"-"`, `"e5"`).
        case missingDigits
        /// An exponent marker with no digits after it (`"1e"`, `"1e+"`).
        case missingExponentDigits
        /// The value is too large for even MPFR's widest exponent range (`"1e99999999999999999999"`).
        case overflow
        /// The value is non-zero but too small for MPFR's widest exponent range (`"1e-99999999999999999999"`).
        case underflow

        /// A one-line English explanation.
        public var description: String {
            switch self {
            case .empty: "empty number"
            case let .unexpectedCharacter(offset): "unexpected character at offset \(offset)"
            case .missingDigits: "number has no digits"
            case .missingExponentDigits: "exponent has no digits"
            case .overflow: "number too large"
            case .underflow: "number too small"
            }
        }
    }

    /// Parses a decimal number and rounds it correctly, once, to `precision` bits.
    ///
    /// Accepted: an optional sign, decimal digits with at most one `.` and at least one digit
    /// (`12`, `1.5`, `.5`, `5.`), an optional exponent `e`/`E` with optional sign and digits;
    /// or `inf`, `infinity`, `nan` in any case, with an optional sign. Nothing else: no
    /// whitespace, no `_` separators, no hexadecimal, no non-ASCII digits.
    ///
    /// `BigFloat(parsing: "0.1", precision: 3400)` is the 3400-bit value nearest to one tenth.
    /// - Parameters:
    ///   - text: the number.
    ///   - precision: bits of the result (default `defaultPrecision`); it must satisfy `isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding.
    /// - Throws: `ParseError` when `text` is not such a number or is beyond MPFR's exponent range.
    public init(parsing text: String, precision: Int? = nil, rounding: RoundingMode = .nearestEven) throws(ParseError) {
        let shape = try Self.validate(text)
        let result = BigFloat(nanWithPrecision: precision ?? Self.defaultPrecision)
        if shape.exponentMagnitude > Self.largestParsedExponent {
            // Certainly outside MPFR's range (about 10^±1.39e18), and beyond where mpfr_strtofr's
            // exponent arithmetic is safe from wrapping around: decide here.
            guard shape.mantissaIsZero else { throw shape.exponentIsNegative ? .underflow : .overflow }
            mpfr_set_zero(result.storage.value, shape.isNegative ? -1 : 1)
            self = result
            return
        }
        let (_, flags) = BigFloat.withExceptions {
            text.withCString { mpfr_strtofr(result.storage.value, $0, nil, 10, rounding.mpfr) }
        }
        if flags.contains(.overflow) { throw .overflow }
        if flags.contains(.underflow) { throw .underflow }
        self = result
    }

    /// Decimal exponents beyond ±2 × 10¹⁸ are refused (or give zero) before MPFR sees them.
    static let largestParsedExponent = 2_000_000_000_000_000_000

    /// Parses a decimal number at `defaultPrecision`, or returns nil when `description` is not one.
    /// See `init(parsing:precision:rounding:)` for the accepted forms.
    /// - Parameter description: the number.
    public init?(_ description: String) {
        guard let value = try? BigFloat(parsing: description) else { return nil }
        self = value
    }

    /// Parses a decimal number at the given precision, or returns nil when `text` is not one.
    /// - Parameters:
    ///   - text: the number.
    ///   - precision: bits of the result; it must satisfy `isValidPrecision(_:)` or the call traps.
    ///   - rounding: the direction of rounding.
    public init?(_ text: String, precision: Int, rounding: RoundingMode = .nearestEven) {
        guard let value = try? BigFloat(parsing: text, precision: precision, rounding: rounding) else { return nil }
        self = value
    }

    /// What `validate` learns about a well-formed number on the way.
    private struct Shape {
        var isNegative = false
        var mantissaIsZero = true
        var exponentIsNegative = false
        /// The exponent's magnitude, saturated just above `largestParsedExponent`.
        var exponentMagnitude = 0
    }

    /// Checks the accepted grammar over the UTF-8 bytes, in one linear pass.
    private static func validate(_ text: String) throws(ParseError) -> Shape {
        guard !text.isEmpty else { throw .empty }
        var shape = Shape()
        let bytes = Array(text.utf8.prefix(9))
        var start = 0
        if bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") {
            start = 1
            shape.isNegative = bytes[0] == UInt8(ascii: "-")
        }
        let word = String(decoding: bytes[start...], as: UTF8.self).lowercased()
        if ["inf", "infinity", "nan"].contains(word), text.utf8.count == start + word.utf8.count { return shape }

        var contiguous = text
        let scanned = contiguous.withUTF8 { bytes in Result { () throws(ParseError) in try scan(bytes, into: shape) } }
        return try scanned.get()
    }

    /// The literal's shape, or the grammar's first error reading left to right.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into start: Shape) throws(ParseError) -> Shape {
        let literal = DecimalLiteral(scanning: bytes, from: 0, signed: true)
        try check(literal, in: bytes)
        var shape = start
        let zero = UInt8(ascii: "0")
        for index in literal.integerDigits where bytes[index] != zero { shape.mantissaIsZero = false }
        for index in literal.fractionDigits where bytes[index] != zero { shape.mantissaIsZero = false }
        shape.exponentIsNegative = literal.isExponentNegative
        let saturation = largestParsedExponent + 1
        shape.exponentMagnitude = Swift.min(literal.exponentMagnitude ?? saturation, saturation)
        return shape
    }

    /// Throws the error at the first byte where `literal` stops short of the end of `bytes`, as a
    /// left-to-right reading meets it: a missing mantissa digit, then a character that cannot stand
    /// there, or an exponent marker without digits.
    private static func check(_ literal: DecimalLiteral, in bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        func isExponentMarker(_ i: Int) -> Bool { i < bytes.count && bytes[i] | 0x20 == UInt8(ascii: "e") }
        if literal.mantissaDigitCount == 0 {
            // Only a sign and a point were read: an exponent marker or the end lacks the digits.
            let next = literal.fractionDigits.lowerBound
            guard next < bytes.count, !isExponentMarker(next) else { throw .missingDigits }
            throw .unexpectedCharacter(offset: next)
        }
        let end = literal.end
        guard end < bytes.count else { return }
        guard !literal.hasExponent, isExponentMarker(end) else { throw .unexpectedCharacter(offset: end) }
        var next = end + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") { next += 1 }
        guard next < bytes.count else { throw .missingExponentDigits }
        throw .unexpectedCharacter(offset: next)
    }
}
