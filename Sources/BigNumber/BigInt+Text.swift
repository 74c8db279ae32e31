import CMPFR

// MARK: - Text in any radix from 2 to 36

extension BigInt: LosslessStringConvertible, CustomStringConvertible {
    /// The decimal digits, with a leading `-` when negative. Sub-quadratic (GMP's divide and conquer).
    public var description: String { description(radix: 10) }

    /// The digits in `radix`, with a leading `-` when negative and no prefix (255 in radix 16 is `ff`).
    /// Sub-quadratic in the number of digits (GMP's `mpz_get_str`).
    /// - Parameters:
    ///   - radix: the base, 2…36.
    ///   - uppercase: whether the digits above 9 are `A`…`Z` instead of `a`…`z`.
    /// - Returns: the digits.
    /// - Precondition: `radix` is in 2…36 (as for `String(_:radix:)`).
    public func description(radix: Int, uppercase: Bool = false) -> String {
        precondition((2...36).contains(radix), "BigInt radix must be in 2...36")
        // mpz_sizeinbase may exceed the digit count by one; one byte more for the sign, one for NUL.
        let count = __gmpz_sizeinbase(storage.value, Int32(radix)) + 2
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                // A negative base asks GMP for uppercase letters.
                _ = __gmpz_get_str(characters.baseAddress, Int32(uppercase ? -radix : radix), storage.value)
            }
            return buffer.firstIndex(of: 0) ?? 0
        }
    }

    /// Parses an integer as the expression language writes one, or returns nil: an optional `+` or
    /// `-`, then ASCII decimal digits (`-123`), or a `0x`, `0o` or `0b` prefix (either case) and
    /// hexadecimal, octal or binary digits (`0xff`, `-0o17`, `0B101`). Nothing else: no whitespace,
    /// no `_` separators, no sign after the prefix. `init(_:radix:)` reads bare digits in any radix.
    /// - Parameter description: the text, such as `-123` or `0xFF`.
    public init?(_ description: String) {
        let utf8 = description.utf8
        var start = utf8.startIndex
        if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { start = utf8.index(after: start) }
        let body = utf8[start...]
        guard body.count > 2, body.first == UInt8(ascii: "0"),
              let radix = BigInt.radix(ofPrefix: body[body.index(after: body.startIndex)]) else {
            self.init(description, radix: 10)
            return
        }
        let digits = body.dropFirst(2)
        // `init(_:radix:)` takes a sign of its own: one after the prefix (`0x-1`) is not a number.
        guard let first = digits.first, BigInt.digitValue(first) < radix,
              let magnitude = BigInt(Substring(digits), radix: radix) else { return nil }
        self = utf8.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Parses an optional `+` or `-` followed by one or more digits of `radix` (`0`…`9`, then
    /// `a`…`z` in either case), like `Int(_:radix:)`; nil for anything else or a radix outside 2…36.
    ///
    /// No prefixes (`0x`), whitespace or digit separators: the calculator's lexer reads `0xFF` and
    /// `1_000` and passes the digits alone. Sub-quadratic (GMP's `mpz_set_str`).
    /// - Parameters:
    ///   - text: the text to parse.
    ///   - radix: the base, 2…36 (10 when omitted).
    public init?<S: StringProtocol>(_ text: S, radix: Int = 10) {
        guard (2...36).contains(radix) else { return nil }
        var utf8 = Array(text.utf8)
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            utf8.removeFirst()
        }
        guard !utf8.isEmpty, utf8.allSatisfy({ BigInt.digitValue($0) < radix }) else { return nil }
        if utf8.count <= 18, radix == 10 {
            // Up to 18 decimal digits fit an Int: the common case, without GMP parsing.
            let value = utf8.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
            self.init(negative ? -value : value)
            return
        }
        utf8.append(0)
        let result = Storage.make()
        let status = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { __gmpz_set_str(result.value, $0.baseAddress, Int32(radix)) }
        }
        guard status == 0 else { return nil }
        if negative { __gmpz_neg(result.value, result.value) }
        self.init(storage: result)
    }

    /// The radix a prefix letter after `0` selects: `x` 16, `o` 8, `b` 2 (either case), else nil.
    /// The expression language's number scanner and `init?(_:)` share it.
    package static func radix(ofPrefix byte: UInt8) -> Int? {
        switch byte | 0x20 {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// The value of an ASCII digit or letter (`a` and `A` are 10), or 99 for any other byte.
    package static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: 99
        }
    }
}

extension String {
    /// The digits of `value` in `radix` (GMP's sub-quadratic conversion, instead of the standard
    /// library's generic one for `BinaryInteger`, which divides by the radix digit by digit).
    /// - Parameters:
    ///   - value: the integer.
    ///   - radix: the base, 2…36 (10 when omitted).
    ///   - uppercase: whether the digits above 9 are uppercase letters.
    /// - Precondition: `radix` is in 2…36.
    public init(_ value: BigInt, radix: Int = 10, uppercase: Bool = false) {
        self = value.description(radix: radix, uppercase: uppercase)
    }
}
