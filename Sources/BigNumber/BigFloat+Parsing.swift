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
    public init(parsing text: String, precision: Int? = nil, rounding: RoundingMode = .nearestEven) throws(ParseError) {
        try Self.validate(text)
        let result = BigFloat(nanWithPrecision: precision ?? Self.defaultPrecision)
        let (_, flags) = BigFloat.withExceptions {
            text.withCString { mpfr_strtofr(result.storage.value, $0, nil, 10, rounding.mpfr) }
        }
        if flags.contains(.overflow) { throw .overflow }
        if flags.contains(.underflow) { throw .underflow }
        self = result
    }

    /// Parses a decimal number at `defaultPrecision`, or returns nil when `description` is not one.
    /// See `init(parsing:precision:rounding:)` for the accepted forms.
    public init?(_ description: String) {
        guard let value = try? BigFloat(parsing: description) else { return nil }
        self = value
    }

    /// Parses a decimal number at the given precision, or returns nil when `text` is not one.
    public init?(_ text: String, precision: Int, rounding: RoundingMode = .nearestEven) {
        guard let value = try? BigFloat(parsing: text, precision: precision, rounding: rounding) else { return nil }
        self = value
    }

    /// Checks the accepted grammar over the UTF-8 bytes.
    private static func validate(_ text: String) throws(ParseError) {
        let bytes = Array(text.utf8.prefix(9))
        guard !text.isEmpty else { throw .empty }
        var start = 0
        if bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") { start = 1 }
        let word = String(decoding: bytes[start...], as: UTF8.self).lowercased()
        if ["inf", "infinity", "nan"].contains(word), text.utf8.count == start + word.utf8.count { return }

        var mantissaDigits = 0
        var seenPoint = false
        var index = 0
        var state = 0  // 0: mantissa, 1: after e, 2: after exponent sign, 3: exponent digits
        for byte in text.utf8 {
            defer { index += 1 }
            switch (state, byte) {
            case (0, UInt8(ascii: "0")...UInt8(ascii: "9")): mantissaDigits += 1
            case (0, UInt8(ascii: "+")), (0, UInt8(ascii: "-")):
                guard index == 0 else { throw .unexpectedCharacter(offset: index) }
            case (0, UInt8(ascii: ".")):
                guard !seenPoint else { throw .unexpectedCharacter(offset: index) }
                seenPoint = true
            case (0, UInt8(ascii: "e")), (0, UInt8(ascii: "E")):
                guard mantissaDigits > 0 else { throw .missingDigits }
                state = 1
            case (1, UInt8(ascii: "+")), (1, UInt8(ascii: "-")): state = 2
            case (1...3, UInt8(ascii: "0")...UInt8(ascii: "9")): state = 3
            default: throw .unexpectedCharacter(offset: index)
            }
        }
        guard mantissaDigits > 0 else { throw .missingDigits }
        guard state == 0 || state == 3 else { throw .missingExponentDigits }
    }
}
