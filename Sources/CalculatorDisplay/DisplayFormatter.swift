import BigNumber
import FoundationEssentials

/// Formats numbers for a calculator display, like a `NumberFormatter` for values of any size.
///
/// Foundation's `NumberFormatter` (and `FormatStyle`) converts through `Double` or `Decimal`,
/// which hold 15 to 38 significant digits, so it cannot format a 1,000-digit `BigFloat`.
/// This formatter therefore takes only the symbols from the `Locale` (see `NumberSymbols`) and
/// does the digit work itself, on the correctly rounded decimal digits from MPFR.
///
/// Digits are always ASCII `0`–`9`.
public struct DisplayFormatter: Sendable {
    /// The locale whose decimal separator and digit grouping are used; setting it updates `symbols`.
    public var locale: Locale {
        didSet { symbols = NumberSymbols(locale: locale) }
    }
    /// The most significant digits the display shows (at least 1).
    public var maximumSignificantDigits: Int
    /// The separators and group sizes in use.
    public var symbols: NumberSymbols
    /// The smallest decimal exponent shown in plain notation: with −6, 0.000001 is plain and 1e-7 scientific.
    public var smallestPlainExponent = -6

    /// A formatter for `locale` showing at most `maximumSignificantDigits` significant digits.
    /// - Parameters:
    ///   - locale: the locale whose separators and grouping sizes are used.
    ///   - maximumSignificantDigits: the most significant digits shown.
    public init(locale: Locale = Locale(identifier: "en_US"), maximumSignificantDigits: Int = 12) {
        self.locale = locale
        self.maximumSignificantDigits = Swift.max(maximumSignificantDigits, 1)
        self.symbols = NumberSymbols(locale: locale)
    }

    /// A formatter with explicit symbols (its `locale` is only informative).
    /// - Parameters:
    ///   - symbols: the separators and grouping sizes.
    ///   - maximumSignificantDigits: the most significant digits shown.
    public init(symbols: NumberSymbols, maximumSignificantDigits: Int = 12) {
        self.locale = Locale(identifier: "en_US_POSIX")
        self.maximumSignificantDigits = Swift.max(maximumSignificantDigits, 1)
        self.symbols = symbols
    }

    /// The display text of `value`: correctly rounded (to nearest, ties to even) to at most
    /// `maximumSignificantDigits` digits, trailing zeros trimmed, integers without a point, grouped;
    /// scientific (`1.23456789e15`, `1e-10`) when the integer part has more digits than the display
    /// or the value is below 10^`smallestPlainExponent`. Small plain values are rounded to the digits
    /// that fit after the zeros (`0.000123456789`, not `0.000123456789123`). Zero (also −0) is `0`;
    /// NaN and infinities read `NaN`, `∞`, `-∞`.
    /// - Parameter value: the value.
    /// - Returns: the display text.
    public func string(from value: BigFloat) -> String {
        string(from: value, exact: nil)
    }

    /// The display text of a value whose exact form is `exact` (`value` being its approximation):
    /// like `string(from:)`, but decided on the exact value when it lies at or next to a rounding
    /// tie, so that the shown digits are the correct rounding of `exact` (0.0000000000005 + 1 shows
    /// `1` with 12 digits; 313931.3050535 shows `313,931.305054`).
    /// - Parameters:
    ///   - value: the value.
    ///   - exact: its exact value, when it has one (rounded from instead of `value`).
    /// - Returns: the display text.
    public func string(from value: BigFloat, exact: BigRational?) -> String {
        let digits = Swift.max(maximumSignificantDigits, 1)
        guard let first = Self.decimal(value, exact: exact, significantDigits: digits) else {
            return value.isNaN ? "NaN" : (value.sign == .minus ? "-∞" : "∞")
        }
        if value.isZero { return "0" }
        var decimal = first
        var plain = decimal.exponent >= smallestPlainExponent && decimal.exponent < digits
        if plain, decimal.exponent < 0 {
            // The zeros after the point take display digits (the leading "0" is not significant).
            let fitting = digits + decimal.exponent + 1
            if fitting >= 1, let refitted = Self.decimal(value, exact: exact, significantDigits: fitting) {
                decimal = refitted
            } else {
                plain = false
            }
        }
        decimal = decimal.trimmingTrailingZeros()
        return grouped(decimal.text(plain ? .positional : .scientific).string)
    }

    /// Extra digits examined beyond the display's to tell whether the approximation is near a tie.
    static let guardDigits = 20

    /// `value` rounded to `count` digits (to nearest, ties to even); when `exact` is given and the
    /// approximation lies next to a tie between two `count`-digit decimals, the exact value decides.
    static func decimal(_ value: BigFloat, exact: BigRational?, significantDigits count: Int) -> BigFloat.RoundedDecimal? {
        guard let exact, !exact.isZero else { return value.decimal(significantDigits: count) }
        // A fresh approximation accurate well beyond the guard digits, whatever the precision of `value`.
        let value = exact.bigFloat(precision: BigFloat.bits(forDigits: count + 2 * guardDigits))
        guard let wide = value.decimal(significantDigits: count + guardDigits),
              wide.digits.count == count + guardDigits else {
            return value.decimal(significantDigits: count)
        }
        let tail = wide.digits[count...]
        let five = UInt8(ascii: "5"), four = UInt8(ascii: "4"), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        let nearTie = (tail.first == five && tail.dropFirst().allSatisfy { $0 == zero })
            || (tail.first == four && tail.dropFirst().allSatisfy { $0 == nine })
        guard nearTie else { return value.decimal(significantDigits: count) }
        // The midpoint (head digits, then 5) × 10^(exponent − count), compared exactly with |exact|.
        let head = Array(wide.digits[..<count])
        let midpointText = String(decoding: head + [five], as: UTF8.self) + "e\(wide.exponent - count)"
        guard let midpoint = (try? BigRational(decimal: midpointText)) ?? nil else {
            return value.decimal(significantDigits: count)
        }
        let magnitude = exact.signum < 0 ? -exact : exact
        let last = head[count - 1] - zero
        let roundUp = magnitude > midpoint || (magnitude == midpoint && last % 2 == 1)
        var rounded = BigFloat.RoundedDecimal(isNegative: exact.signum < 0, digits: head, exponent: wide.exponent)
        if roundUp { rounded.incrementLastDigit() }
        return rounded
    }

    /// A plain decimal string such as `-1234567.891`, `1234.` or `1.5e300` with the locale's grouping
    /// applied to the integer part and its decimal separator in place of the point. Text after the
    /// digits (an exponent) is kept as is. Linear in the length of the string.
    /// - Parameter plainDecimal: a plain decimal string (`-1234567.891`, `1234.`, `1.5e300`).
    /// - Returns: the text with the locale's separators.
    public func grouped(_ plainDecimal: String) -> String {
        let bytes = Array(plainDecimal.utf8)
        var index = 0
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2 + 8)
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            out.append(bytes[index])
            index += 1
        }
        let integerStart = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        appendGrouped(bytes[integerStart..<index], to: &out)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            out.append(contentsOf: symbols.decimalSeparator.utf8)
            index += 1
        }
        out.append(contentsOf: bytes[index...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends integer digits with grouping separators between the groups.
    private func appendGrouped(_ digits: ArraySlice<UInt8>, to out: inout [UInt8]) {
        let count = digits.count
        let primary = symbols.primaryGroupingSize
        guard primary > 0, count >= primary + symbols.minimumGroupingDigits else {
            out.append(contentsOf: digits)
            return
        }
        let secondary = Swift.max(symbols.secondaryGroupingSize, 1)
        let separator = Array(symbols.groupingSeparator.utf8)
        // The leftmost group is whatever remains after the primary group and whole secondary groups.
        let head = count - primary
        var firstGroup = head % secondary
        if firstGroup == 0 { firstGroup = secondary }
        var position = digits.startIndex
        out.append(contentsOf: digits[position..<(position + firstGroup)])
        position += firstGroup
        while position < digits.endIndex - primary {
            out.append(contentsOf: separator)
            out.append(contentsOf: digits[position..<(position + secondary)])
            position += secondary
        }
        out.append(contentsOf: separator)
        out.append(contentsOf: digits[position...])
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
