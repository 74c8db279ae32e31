/// The one grammar of decimal literals, over ASCII bytes: digits, an optional `.` and digits, and an
/// exponent `e`/`E` with an optional sign, taken only when a digit follows it (so in `2e` the
/// literal is `2`, and in `2e5` it is `2e5`). An optional leading sign is read when asked for.
///
/// The scan finds where a literal ends and splits it into its parts at once, in one linear pass
/// without allocating. The expression lexer, `BigFloat(parsing:)`, `BigRational(decimal:)` and the
/// keypad's number tokens all read literals through it. The scan always succeeds; a literal with no
/// mantissa digit (`.`, `-`, `.e5`) is for the caller to reject.
public struct DecimalLiteral: Sendable, Hashable {
    /// Whether a leading `-` was read.
    public var isNegative = false
    /// The offsets of the digits before the point.
    public var integerDigits: Range<Int>
    /// Whether the literal has a point.
    public var hasPoint = false
    /// The offsets of the digits after the point (empty when there are none).
    public var fractionDigits: Range<Int>
    /// Whether the literal has an exponent (`e`, an optional sign and at least one digit).
    public var hasExponent = false
    /// Whether the exponent's sign is `-`.
    public var isExponentNegative = false
    /// Whether the exponent's sign is written (`e+5`, `e-5`), false for `e5`.
    public var hasExponentSign = false
    /// The offsets of the exponent's digits (empty when there is no exponent).
    public var exponentDigits: Range<Int>
    /// The magnitude of the exponent, 0 without one, or nil when it does not fit in an `Int`.
    public var exponentMagnitude: Int? = 0
    /// The offset just past the literal.
    public var end: Int

    /// The number of digits before and after the point.
    public var mantissaDigitCount: Int { integerDigits.count + fractionDigits.count }

    /// Scans the longest literal that starts at `start` in `bytes`.
    /// - Parameters:
    ///   - bytes: ASCII bytes (any other byte ends the literal); offsets are indices of `bytes`.
    ///   - start: where the literal starts.
    ///   - signed: whether a leading `+` or `-` belongs to the literal.
    ///   - separators: whether a `_` between two digits belongs to the literal (`1_000_000`; the
    ///     digit ranges then include the separators, which the caller skips).
    @inlinable
    public init<Bytes: RandomAccessCollection>(scanning bytes: Bytes, from start: Int, signed: Bool = false, separators: Bool = false)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.endIndex
        @inline(__always) func isDecimalDigit(_ i: Int) -> Bool { i >= bytes.startIndex && i < count && bytes[i] &- 0x30 < 10 }
        @inline(__always) func isDigit(_ i: Int) -> Bool {
            isDecimalDigit(i) || (separators && i < count && bytes[i] == UInt8(ascii: "_") && isDecimalDigit(i - 1) && isDecimalDigit(i + 1))
        }
        var index = start
        if signed, index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let integerStart = index
        while isDigit(index) { index += 1 }
        integerDigits = integerStart..<index
        fractionDigits = index..<index
        if index < count, bytes[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            fractionDigits = fractionStart..<index
        }
        exponentDigits = index..<index
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponentStart = index + 1
            let sign = exponentStart < count ? bytes[exponentStart] : 0
            let hasSign = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
            if hasSign { exponentStart += 1 }
            if isDigit(exponentStart) {
                hasExponent = true
                hasExponentSign = hasSign
                isExponentNegative = sign == UInt8(ascii: "-")
                index = exponentStart
                var magnitude: Int? = 0
                while isDigit(index) {
                    if bytes[index] == UInt8(ascii: "_") {
                        index += 1
                        continue
                    }
                    if let value = magnitude {
                        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                        let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] &- 0x30))
                        magnitude = overflow1 || overflow2 ? nil : sum
                    }
                    index += 1
                }
                exponentMagnitude = magnitude
                exponentDigits = exponentStart..<index
            }
        }
        end = index
    }
}
