import BigNumber

/// The numbers an expression can write: decimal literals (`12`, `1.5`, `2.5e-3`) and integers in
/// base 16, 8 or 2 (`0xFF`, `0o777`, `0b1011`, case-insensitive prefixes), hexadecimal fractions
/// with a binary exponent as in C (`0x1.8p3` = 12), all with `_` allowed between two digits
/// (`1_000_000`, `0xFFFF_FFFF`). All are exact.
enum NumberLiteral {
    /// The base of a `0x`/`0o`/`0b` prefix letter (the one table `BigInt(_:)` reads too).
    private static func base(ofPrefix byte: UInt8) -> Int? {
        BigInt.radix(ofPrefix: byte)
    }

    /// The value of `byte` as a digit in `base`, or nil.
    private static func digit(_ byte: UInt8, base: Int) -> Int? {
        let value = BigInt.digitValue(byte)
        return value < base ? value : nil
    }

    /// The offset just past the number that starts at `start` (a digit or a point).
    /// - Parameters:
    ///   - bytes: ASCII bytes (any other byte ends the number).
    ///   - start: where the number starts.
    /// - Returns: the end offset.
    static func end<Bytes: RandomAccessCollection>(of bytes: Bytes, from start: Int) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.endIndex
        guard start + 2 < count, bytes[start] == UInt8(ascii: "0"), let base = base(ofPrefix: bytes[start + 1]),
              digit(bytes[start + 2], base: base) != nil else {
            return DecimalLiteral(scanning: bytes, from: start, separators: true).end
        }
        func digits(from index: Int) -> Int {
            var index = index
            while index < count {
                if digit(bytes[index], base: base) != nil {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "_"), index + 1 < count, digit(bytes[index + 1], base: base) != nil {
                    index += 1
                } else {
                    break
                }
            }
            return index
        }
        var index = digits(from: start + 2)
        guard base == 16 else { return index }
        if index + 1 < count, bytes[index] == UInt8(ascii: "."), digit(bytes[index + 1], base: 16) != nil {
            index = digits(from: index + 1)
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "p") {
            var exponent = index + 1
            if exponent < count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < count, bytes[exponent] &- 0x30 < 10 {
                index = exponent
                while index < count, bytes[index] &- 0x30 < 10 { index += 1 }
            }
        }
        return index
    }

    /// The text without its `_` separators (for parsing as a decimal).
    static func withoutSeparators(_ text: String) -> String {
        // A plain loop over the bytes in place: `utf8.contains` is not specialized here, and
        // iterating the UTF-8 view goes through the string's storage checks at every byte.
        let hasSeparator = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains(UInt8(ascii: "_"))
        } ?? text.contains("_")
        return hasSeparator ? text.filter { $0 != "_" } : text
    }

    /// The exact value of a number token's text, or nil when it is a decimal too long to keep
    /// exact (the evaluator then rounds it).
    /// - Throws: `ExpressionError` for a binary exponent too large to compute.
    static func value(_ text: String, column: Int) throws(ExpressionError) -> BigRational? {
        // A plain decimal of machine-word digits is a fraction held without GMP: nothing to allocate.
        if let plain = BigRational(plainDecimal: text) { return plain }
        let plain = withoutSeparators(text)
        var bytes = plain.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "0"), let prefix = bytes.next(), let base = base(ofPrefix: prefix), plain.utf8.count > 2 else {
            return try? BigRational(decimal: plain)
        }
        var mantissa = String(plain.dropFirst(2))
        var exponent = 0
        if base == 16, let p = mantissa.firstIndex(where: { $0 == "p" || $0 == "P" }) {
            guard let e = Int(mantissa[mantissa.index(after: p)...]), e.magnitude <= 1 << 32 else {
                throw ExpressionError(message: "binary exponent too large in '\(text)'", column: column, code: .tooLarge)
            }
            exponent = e
            mantissa = String(mantissa[..<p])
        }
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= 4 * mantissa.distance(from: point, to: mantissa.endIndex) - 4
            mantissa.remove(at: point)
        }
        guard let integer = BigInt(mantissa, radix: base) else { return nil }
        guard exponent != 0 else { return BigRational(integer) }
        guard let scale = (try? BigRational(2).power(exponent, limit: OperationCatalog.exactBitLimit)) ?? nil else {
            throw ExpressionError(message: "binary exponent too large in '\(text)'", column: column, code: .tooLarge)
        }
        return BigRational(integer) * scale
    }
}
