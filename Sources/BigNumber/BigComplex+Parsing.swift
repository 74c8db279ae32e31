extension BigComplex {
    /// Parses a complex number, rounding each part correctly, once, to `precision` bits.
    /// See `init(parsing:realPrecision:imaginaryPrecision:rounding:)` for the accepted forms.
    /// - Parameters:
    ///   - text: the text, for example `1.5 - 2.25i`.
    ///   - precision: the precision of both parts, in bits (default: `BigFloat.defaultPrecision`).
    ///   - rounding: the directions for the two parts.
    /// - Throws: `BigFloat.ParseError` for text that is not a complex number.
    public init(parsing text: String, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) throws(BigFloat.ParseError) {
        let bits = precision ?? BigFloat.defaultPrecision
        try self.init(parsing: text, realPrecision: bits, imaginaryPrecision: bits, rounding: rounding)
    }

    /// Parses a complex number, rounding each part correctly, once, to its precision.
    ///
    /// Accepted: a real number, as `BigFloat(parsing:)` accepts it (`3`, `-1.5e-7`, `inf`); an
    /// imaginary number, an optional sign, an optional unsigned real number and `i` (`2i`,
    /// `-0.5i`, `i`, `-i`, `1e3i`); or a real number, `+` or `-`, and an unsigned imaginary
    /// number (`1.5 + 2.25i`, `1-i`), with any number of spaces around the `+` or `-` and
    /// nowhere else. This is the form `description` writes.
    /// - Parameters:
    ///   - text: the text.
    ///   - realPrecision: the precision of the real part, in bits.
    ///   - imaginaryPrecision: the precision of the imaginary part, in bits.
    ///   - rounding: the directions for the two parts.
    /// - Throws: `BigFloat.ParseError` for text that is not a complex number; its offsets
    ///   count UTF-8 bytes from the start of `text`.
    public init(parsing text: String, realPrecision: Int, imaginaryPrecision: Int,
                rounding: ComplexRoundingMode = .nearest) throws(BigFloat.ParseError) {
        let bytes = Array(text.utf8)
        guard let last = bytes.last else { throw .empty }
        guard last == UInt8(ascii: "i") else {
            let re = try BigFloat(parsing: text, precision: realPrecision, rounding: rounding.real)
            self.init(real: re, imaginary: BigFloat.zero(precision: imaginaryPrecision))
            return
        }
        let body = bytes[..<(bytes.count - 1)]
        var re = BigFloat.zero(precision: realPrecision)
        var imaginaryStart = body.startIndex
        if let split = Self.separator(in: body) {
            var realEnd = split
            while realEnd > 0, body[realEnd - 1] == Self.space { realEnd -= 1 }
            re = try Self.part(body[..<realEnd], from: 0, precision: realPrecision, rounding.real, isCoefficient: false)
            imaginaryStart = split + 1
            while imaginaryStart < body.endIndex, body[imaginaryStart] == Self.space { imaginaryStart += 1 }
            // The sign at `split`, then the coefficient: offsets past the sign move to the coefficient.
            let im = try Self.part([body[split]] + body[imaginaryStart...], from: imaginaryStart - 1,
                                   precision: imaginaryPrecision, rounding.imaginary, signAt: split)
            self.init(real: re, imaginary: im)
            return
        }
        let im = try Self.part(body[imaginaryStart...], from: 0, precision: imaginaryPrecision, rounding.imaginary)
        self.init(real: re, imaginary: im)
    }

    private static let space = UInt8(ascii: " ")

    /// The index of the `+` or `-` between a real and an imaginary part: the first sign that is
    /// not the first byte and does not follow an exponent marker.
    private static func separator(in body: ArraySlice<UInt8>) -> Int? {
        body.indices.first { index in
            guard index > body.startIndex, body[index] == UInt8(ascii: "+") || body[index] == UInt8(ascii: "-") else { return false }
            return body[index - 1] | 0x20 != UInt8(ascii: "e")
        }
    }

    /// One part parsed by `BigFloat(parsing:)`; a coefficient of i without digits (`""`, `"-"`) is 1.
    /// Error offsets are moved by `start`, except offset 0 of a part whose sign stands at `signAt`.
    private static func part<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, from start: Int, precision: Int, _ rounding: RoundingMode,
        isCoefficient: Bool = true, signAt: Int? = nil
    ) throws(BigFloat.ParseError) -> BigFloat {
        var text = String(decoding: bytes, as: UTF8.self)
        if isCoefficient && (text.isEmpty || text == "+" || text == "-") { text += "1" }
        do {
            return try BigFloat(parsing: text, precision: precision, rounding: rounding)
        } catch let .unexpectedCharacter(offset) {
            throw .unexpectedCharacter(offset: offset == 0 ? (signAt ?? start) : start + offset)
        } catch .empty {
            throw .missingDigits
        }
    }
}
