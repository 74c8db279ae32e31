import BigNumber
import Foundation

/// Formats numbers for a calculator display (placeholder: the keypad issue implements it).
public struct DisplayFormatter: Sendable {
    /// The locale whose decimal separator and digit grouping are used.
    public var locale: Locale
    /// The most significant digits the display shows.
    public var maximumSignificantDigits: Int

    public init(locale: Locale = Locale(identifier: "en_US"), maximumSignificantDigits: Int = 12) {
        self.locale = locale
        self.maximumSignificantDigits = maximumSignificantDigits
    }

    /// The display text of `value`.
    public func string(from value: BigFloat) -> String {
        value.formatted(significantDigits: maximumSignificantDigits, trimmingTrailingZeros: true)
    }

    /// A plain decimal string such as `-1234567.891` (or scientific `1.5e300`) with the locale's
    /// grouping and decimal separator applied to its integer part and point.
    public func grouped(_ plainDecimal: String) -> String {
        plainDecimal
    }
}
